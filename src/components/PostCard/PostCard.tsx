import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PostSummary } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { useI18n } from '../../i18n/I18nProvider';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.xl};
  a {
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.color.accent};
    }
  }
`;

const Excerpt = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.color.textMuted};
`;

const ReadMore = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.color.accent};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** One blog post in a list: category, date, title linking to the post, excerpt and a read-more link. */
export function PostCard({ post, headingLevel = 3 }: { post: PostSummary; headingLevel?: 2 | 3 }) {
  const { lang, t, formatDate } = useI18n();
  const href = paths.blogPost.href(lang, post.slug);
  const title = post.title[lang];
  return (
    <Card>
      <Meta>
        <Badge>{post.category[lang]}</Badge>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </Meta>
      <Title as={`h${headingLevel}`}>
        <Link to={href}>{title}</Link>
      </Title>
      <Excerpt>{post.excerpt[lang]}</Excerpt>
      {/* The link's text names the post (partly visually hidden), so it makes sense out of context. */}
      <ReadMore to={href}>
        {t('latest.readMore')}
        <span className="visually-hidden"> {t('latest.readMoreHidden', { title })}</span>
        <ArrowRight size={16} aria-hidden="true" />
      </ReadMore>
    </Card>
  );
}
