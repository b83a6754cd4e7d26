import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Skeleton } from '../LoadState/LoadState';
import { useI18n } from '../../i18n/I18nProvider';
import { fontWeight, media } from '../../styles/theme';

/**
 * The cards of a list of posts: three to a row from a tablet's width up (as the latest posts are: a list of three,
 * a related posts' row, ended 2 + 1 in two columns), one on a phone; never a lone card on the last row.
 */
export const PostGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  /*
   * A list one past a whole number of rows (the blog's ten: 3 + 3 + 3 + 1) has its first and its last post two
   * columns wide (2 + 3 + 3 + 2, each row full), so no card stands alone on the last row.
   */
  > li:first-child:nth-last-child(3n + 1):not(:only-child),
  > li:last-child:nth-child(3n + 1):not(:only-child) {
    grid-column: span 2;
  }
  ${media.mobile} {
    grid-template-columns: 1fr;
    > li:first-child:nth-last-child(3n + 1):not(:only-child),
    > li:last-child:nth-child(3n + 1):not(:only-child) {
      grid-column: auto;
    }
  }
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

const Pager = styled.nav`
  margin-top: ${({ theme }) => theme.space[7]};
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]};
    list-style: none;
  }
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    text-decoration: none;
    font-weight: ${fontWeight.semibold};
  }
  [aria-current='page'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }
  [aria-disabled='true'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Real links to every page of a list (crawlers follow them), previous and next. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  /** The address of page n. */
  hrefFor: (page: number) => string;
  label: string;
}) {
  const { t } = useI18n();
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Pager aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" aria-label={t('blog.previous')}>
              <ChevronLeft size={18} aria-hidden="true" />
            </Link>
          ) : (
            <span aria-disabled="true" aria-label={t('blog.previous')} role="link">
              <ChevronLeft size={18} aria-hidden="true" />
            </span>
          )}
        </li>
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('blog.page', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next" aria-label={t('blog.next')}>
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          ) : (
            <span aria-disabled="true" aria-label={t('blog.next')} role="link">
              <ChevronRight size={18} aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </Pager>
  );
}

/** A list's placeholder while its first page loads. */
export function PostGridSkeleton() {
  const { t } = useI18n();
  return (
    <PostGrid aria-busy="true" aria-label={t('blog.loading')}>
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index}>
          <Skeleton />
        </li>
      ))}
    </PostGrid>
  );
}
