import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PostSummary } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { useI18n } from '../../i18n/I18nProvider';
import { Badge } from '../Badge/Badge';
import { Card } from '../Card/Card';
import { Picture } from '../Picture/Picture';
import { fontWeight } from '../../styles/theme';

/** The cover runs to the card's edges, above the text, in one shape whatever the image's own. */
const Cover = styled(Picture)`
  margin: calc(-1 * ${({ theme }) => theme.space[5]}) calc(-1 * ${({ theme }) => theme.space[5]}) 0;
  border-radius: ${({ theme }) => theme.radius.lg} ${({ theme }) => theme.radius.lg} 0 0;
  overflow: hidden;
  img {
    aspect-ratio: 16 / 9;
    height: auto;
    object-fit: cover;
  }
`;

/** Cards stand one to a row on a phone, up to three in a row on a wide screen. */
const coverSizes = '(max-width: 767px) calc(100vw - 2rem), (max-width: 1100px) 45vw, 380px';

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
  font-weight: ${fontWeight.semibold};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * One blog post in a list: its cover when it has one, category, date, title linking to the post, excerpt and a
 * read-more link.
 */
export function PostCard({
  post,
  headingLevel = 3,
  priority = false,
}: {
  post: PostSummary;
  headingLevel?: 2 | 3;
  /** The card's cover is the page's main picture (the first card of the blog): fetched first, not lazy. */
  priority?: boolean;
}) {
  const { lang, t, formatDate } = useI18n();
  const href = paths.blogPost.href(lang, post.slug);
  const title = post.title[lang];
  return (
    <Card>
      {/* The title is the card's link; the picture only illustrates it (alt text still given). */}
      {post.cover && <Cover image={post.cover} sizes={coverSizes} priority={priority} />}
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
