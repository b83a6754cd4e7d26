import styled from 'styled-components';
import { useRelatedPosts } from '../../api/posts';
import { PostCard } from '../../components/PostCard/PostCard';
import { Container, Section } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { PostGrid } from '../../components/PostList/PostList';

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  color: ${({ theme }) => theme.color.surfaceInverse};
`;

/**
 * Three other posts below a post (its category's first, then the newest), from the server's prefetch. Nothing
 * while they load or when they cannot be read: the article is the page, these are a suggestion.
 */
export function RelatedPosts({ slug }: { slug: string }) {
  const { lang, t } = useI18n();
  const related = useRelatedPosts(lang, slug);
  if (!related.data || related.data.length === 0) return null;
  return (
    <Section aria-labelledby="related-posts">
      <Container>
        <Heading id="related-posts">{t('blog.related')}</Heading>
        <PostGrid>
          {related.data.map((post) => (
            <li key={post.id}>
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </PostGrid>
      </Container>
    </Section>
  );
}
