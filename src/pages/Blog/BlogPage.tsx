import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { blogPageHref, blogPageSize, parsePageParam, paths } from '../../../shared/paths';
import { usePostPage } from '../../api/posts';
import { useSiteConfig } from '../../app/SiteConfig';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { EmptyNotice, ErrorNotice, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { PageHero } from '../../components/PageHero/PageHero';
import { PageMeta } from '../../components/PageMeta/PageMeta';
import { PostCard } from '../../components/PostCard/PostCard';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { Container, Section } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { NotFoundPage } from '../NotFound/NotFoundPage';
import { Pagination, PostGrid, PostGridSkeleton } from './PostList';

/** The blog's search box: a GET form to the search page. */
const BlogSearch = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

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
    body = <PostGridSkeleton />;
  } else if (posts.isError || posts.isPending) {
    body = <ErrorNotice {...retryProps(posts)}>{t('blog.error')}</ErrorNotice>;
  } else if (posts.data.items.length === 0) {
    body = <EmptyNotice>{t('blog.empty')}</EmptyNotice>;
  } else {
    body = (
      <>
        <PostGrid>
          {posts.data.items.map((post, index) => (
            <li key={post.id}>
              {/* The first card's cover is in the first screen of a phone: the page's LCP, fetched first. */}
              <PostCard post={post} headingLevel={2} priority={index === 0} />
            </li>
          ))}
        </PostGrid>
        <Pagination
          page={page}
          pageCount={posts.data.pageCount}
          hrefFor={(n) => blogPageHref(lang, n)}
          label={t('blog.pagination')}
        />
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
