import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PostPage } from '../../../shared/api';
import { blogPageSize, pagedHref, parsePageParam, paths } from '../../../shared/paths';
import { usePostPage } from '../../api/posts';
import { useSiteConfig } from '../../runtime/SiteConfig';
import { JsonLd } from '../../components/JsonLd/JsonLd';
import { EmptyNotice, ErrorNotice, isFirstLoad, retryProps } from '../../components/LoadState/LoadState';
import { PostCard } from '../../components/PostCard/PostCard';
import { SearchForm } from '../../components/SearchForm/SearchForm';
import { Container, Section } from '../../components/Section/Section';
import { useI18n } from '../../i18n/I18nProvider';
import { Pagination, PostGrid, PostGridSkeleton } from '../../components/PostList/PostList';
import type { BlockProps } from '../types';

/** The blog's search box: a GET form to the search page. */
const BlogSearch = styled.div`
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/**
 * The list page the address asks for (`?page=`, 1 without it; null for one that cannot exist) and the posts
 * on it. The block and its page (which answers a page past the last as not found) read the same query.
 */
export function usePostListPage(): { page: number | null; posts: ReturnType<typeof usePostPage> } {
  const { lang } = useI18n();
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  return { page, posts: usePostPage(lang, page ?? 1, blogPageSize) };
}

/** Whether `page` is past the list's last page (a page that does not exist). */
export const isPastLastPage = (page: number | null, data: PostPage | undefined) =>
  page === null || (data !== undefined && page > data.pageCount);

/** The page's structured data where it lists the posts: the blog and the posts on this page of it. */
export function BlogSchema({ name }: { name: string }) {
  const { lang } = useI18n();
  const { baseUrl } = useSiteConfig();
  const { pathname } = useLocation();
  const { page, posts } = usePostListPage();
  if (!posts.data || posts.data.items.length === 0) return null;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name,
        url: `${baseUrl}${pagedHref(pathname, page ?? 1)}`,
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
  );
}

/** The blog's posts, newest first, 1–3 columns by width, with real links between its pages. */
export function PostListBlock({ data, id }: BlockProps<'postList'>) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const { page, posts } = usePostListPage();
  const current = page ?? 1;

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
          page={current}
          pageCount={posts.data.pageCount}
          hrefFor={(n) => pagedHref(pathname, n)}
          label={t('blog.pagination')}
        />
      </>
    );
  }

  return (
    <Section id={id}>
      <Container>
        {data.search ? (
          <BlogSearch>
            <SearchForm compact />
          </BlogSearch>
        ) : null}
        {body}
      </Container>
    </Section>
  );
}
