import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import { latestPostCount, paths } from '../../../shared/paths';
import { usePostPage } from '../../api/posts';
import { ButtonLink } from '../../components/Button/Button';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { PostCard } from '../../components/PostCard/PostCard';
import { RevealSection, type RevealDelay } from '../../components/RevealSection/RevealSection';
import { Container, Section, SectionHeading } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { media } from '../../styles/theme';
import type { BlockProps } from '../types';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  > li,
  > li > div {
    display: flex;
  }
  > li > div > * {
    flex: 1;
  }
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** The three newest blog posts from the database, with loading, empty and error states. */
export function LatestPosts({ data, id }: BlockProps<'latestPosts'>) {
  const { lang, t } = useI18n();
  const posts = usePostPage(lang, 1, latestPostCount);

  let body;
  if (isFirstLoad(posts)) {
    body = (
      <Grid aria-busy="true" aria-label={t('latest.loading')}>
        {Array.from({ length: latestPostCount }, (_, index) => (
          <li key={index}>
            <Skeleton />
          </li>
        ))}
      </Grid>
    );
  } else if (posts.isError || posts.isPending) {
    body = <ErrorNotice {...retryProps(posts)}>{t('latest.error')}</ErrorNotice>;
  } else if (posts.data.items.length === 0) {
    body = <EmptyNotice>{t('latest.empty')}</EmptyNotice>;
  } else {
    body = (
      <Grid>
        {posts.data.items.map((post, index) => (
          <li key={post.id}>
            <RevealSection delay={((index + 1) * 100) as RevealDelay}>
              <PostCard post={post} />
            </RevealSection>
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeading id={`${id}-title`} title={data.heading.title} lead={data.heading.lead} />
        {body}
        <Footer>
          <ButtonLink to={paths.blog.href(lang)} variant="secondary">
            {data.allPosts}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </Footer>
      </Container>
    </Section>
  );
}
