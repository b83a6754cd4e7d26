import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { blogPageHref, blogPageSize, parsePageParam, paths } from '../../../shared/paths';
import { usePostPage } from '../../api/posts';
import { useSiteConfig } from '../../app/SiteConfig';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import {
  EmptyNotice,
  ErrorNotice,
  Skeleton,
  isFirstLoad,
  retryProps,
} from '../../components/LoadState/LoadState';
import { PageHero } from '../../components/PageHero/PageHero';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { PostCard } from '../../components/PostCard/PostCard';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { Container, Section } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { media } from '../../styles/theme';
import { NotFoundPage } from '../NotFound/NotFoundPage';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  list-style: none;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
  @media (min-width: 768px) and (max-width: 1023.98px) {
    grid-template-columns: repeat(2, 1fr);
  }
  > li {
    display: flex;
  }
  > li > * {
    flex: 1;
  }
`;

/** The blog's search box: a GET form to the search page. */
const BlogSearch = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Pager = styled.nav`
  margin-top: ${({ theme }) => theme.space[7]};
  ul {
    display: flex;
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
    font-weight: 600;
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

function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { lang, t } = useI18n();
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <Pager aria-label={t('blog.pagination')}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={blogPageHref(lang, page - 1)} rel="prev" aria-label={t('blog.previous')}>
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
              to={blogPageHref(lang, n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('blog.page', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={blogPageHref(lang, page + 1)} rel="next" aria-label={t('blog.next')}>
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

/** The blog: newest first, 1–3 columns by width, real pages (?page=2 …) whose links crawlers can follow. */
export function BlogPage() {
  const { lang, t } = useI18n();
  const { baseUrl } = useSiteConfig();
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const posts = usePostPage(lang, page ?? 1, blogPageSize);

  if (page === null) return <NotFoundPage />;
  if (posts.data && page > posts.data.pageCount) return <NotFoundPage />;

  let body;
  if (isFirstLoad(posts)) {
    body = (
      <Grid aria-busy="true" aria-label={t('blog.loading')}>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <Skeleton />
          </li>
        ))}
      </Grid>
    );
  } else if (posts.isError || posts.isPending) {
    body = <ErrorNotice {...retryProps(posts)}>{t('blog.error')}</ErrorNotice>;
  } else if (posts.data.items.length === 0) {
    body = <EmptyNotice>{t('blog.empty')}</EmptyNotice>;
  } else {
    body = (
      <>
        <Grid>
          {posts.data.items.map((post, index) => (
            <li key={post.id}>
              {/* The first card's cover is in the first screen of a phone: the page's LCP, fetched first. */}
              <PostCard post={post} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </Grid>
        <Pagination page={page} pageCount={posts.data.pageCount} />
      </>
    );
  }

  const href = blogPageHref(lang, page);
  return (
    <>
      <PageMeta
        title={page > 1 ? t('meta.blog.pageTitle', { page }) : t('meta.blog.title')}
        description={t('meta.blog.description')}
        keywords={t('meta.blog.keywords')}
        path={blogPageHref('sv', page)}
      />
      {posts.data && posts.data.items.length > 0 ? (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Blog',
            name: t('blog.title'),
            url: `${baseUrl}${href}`,
            inLanguage: lang === 'sv' ? 'sv-SE' : 'en-US',
            blogPost: posts.data.items.map((post) => ({
              '@type': 'BlogPosting',
              headline: post.title[lang],
              description: post.excerpt[lang],
              datePublished: post.date,
              url: `${baseUrl}${paths.blogPost.href(lang, post.slug)}`,
            })),
          }}
        />
      ) : null}
      <PageHero
        title={t('blog.title')}
        subtitle={t('blog.lead')}
        crumbs={[
          { name: t('nav.home'), path: paths.home.href(lang) },
          { name: t('nav.blog'), path: paths.blog.href(lang) },
        ]}
      />
      <Section>
        <Container>
          <BlogSearch>
            <SearchForm compact />
          </BlogSearch>
          {body}
        </Container>
      </Section>
    </>
  );
}
