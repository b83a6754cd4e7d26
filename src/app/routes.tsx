import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, use } from 'react';
import { matchRoutes, Route, Routes, useLocation, type Params } from 'react-router-dom';
import { languages, type Lang } from '../../shared/i18n';
import {
  blogPageSize,
  isAdminPath,
  langFromPath,
  latestPostCount,
  localizePath,
  parsePageParam,
  paths,
} from '../../shared/paths';
import { searchQueryMaxLength, searchWords } from '../../shared/search';
import type { ApiFetch } from '../api/client';
import { pageQuery } from '../api/pages';
import { sentDetailsQuery } from '../api/contactSent';
import { contactSentQuery } from '../../shared/contact';
import { portfolioQuery } from '../api/portfolio';
import { categoryQuery } from '../api/categories';
import { postPageQuery, postQuery, relatedPostsQuery } from '../api/posts';
import { searchQuery } from '../api/search';
import { settingsQuery } from '../api/settings';
import { PublicLayout } from '../components/Layout/PublicLayout';
import { loadPage, pageAt, type PageRef } from './pages';
import { isPageAddress } from '../../shared/pageAddresses';
import type { PublicBlock } from '../../shared/pages';

export interface PrefetchContext {
  api: ApiFetch;
  queryClient: QueryClient;
  params: Params;
  search: URLSearchParams;
  lang: Lang;
  /** The address asked for, with its language prefix. */
  pathname: string;
}

/**
 * A page made of blocks (src/pages/BlockPage) and what its blocks read, which comes with it (src/api/pages.ts):
 * one answer, unless the address asks for a later page of the blog than the first (or a list did not come with
 * it, which only a change to the page while it was read can do). An address that cannot be a page's is not asked
 * about (the page shows not-found at once).
 */
const blockPagePrefetch = ({ api, queryClient, lang, pathname, search }: PrefetchContext) => [
  (async () => {
    if (!isPageAddress(pathname)) return;
    await queryClient.prefetchQuery(pageQuery(api, pathname));
    const page = queryClient.getQueryData(pageQuery(api, pathname).queryKey);
    const shows = (type: PublicBlock['type']) => page?.blocks.some((block) => block.type === type) ?? false;
    const listPage = parsePageParam(search.get('page'));
    const firstListPage = postPageQuery(api, lang, 1, blogPageSize);
    // Not the blog's first page: its first page came with the page, and is not sent on to the browser.
    if (shows('postList') && listPage !== 1) {
      queryClient.removeQueries({ queryKey: firstListPage.queryKey, exact: true });
    }
    // Each a no-op for a list that came with the page.
    await Promise.all([
      shows('latestPosts') ? queryClient.prefetchQuery(postPageQuery(api, lang, 1, latestPostCount)) : null,
      shows('postList') && listPage !== null
        ? queryClient.prefetchQuery(postPageQuery(api, lang, listPage, blogPageSize))
        : null,
      shows('portfolioCases') ? queryClient.prefetchQuery(portfolioQuery(api)) : null,
      // Back from a native post: what was sent, sealed in the address (the page is rendered for this visitor).
      shows('contactForm') && search.get(contactSentQuery)
        ? queryClient.prefetchQuery(sentDetailsQuery(api, search.get(contactSentQuery)!))
        : null,
    ]);
  })(),
];

export interface PublicRoute {
  /** The path without a language prefix; the route exists unprefixed (Swedish) and under /en. */
  path: string;
  /** The languages it exists in, when not both (a category's address has a word of each language's own). */
  langs?: readonly Lang[];
  page: PageRef;
  /** The data the page shows, fetched on the server before rendering so the first HTML is complete. */
  prefetch?: (context: PrefetchContext) => Promise<unknown>[];
}

/**
 * The routes of the pages that are not made of blocks; every other address is a block page (the catch-all
 * route below), its data prefetched by `blockPagePrefetch`.
 */
export const publicRoutes: PublicRoute[] = [
  {
    path: paths.blogPost.pattern,
    page: { name: 'BlogPostPage' },
    prefetch: ({ api, queryClient, params, lang }) => [
      queryClient.prefetchQuery(postQuery(api, params.slug ?? '')),
      queryClient.prefetchQuery(relatedPostsQuery(api, lang, params.slug ?? '')),
    ],
  },
  // /blog/kategori/:slug in Swedish and /en/blog/category/:slug in English; the other word is not found.
  ...languages.map((lang) => ({
    path: paths.blogCategory.patterns[lang],
    langs: [lang],
    page: { name: 'CategoryPage' as const },
    prefetch: ({ api, queryClient, params, search }: PrefetchContext) => {
      const page = parsePageParam(search.get('page'));
      return page === null
        ? []
        : [queryClient.prefetchQuery(categoryQuery(api, lang, params.slug ?? '', page))];
    },
  })),
  {
    // Not a static page: never in the sitemap, and its answer is rendered for each query (never cached).
    path: paths.search.pattern,
    page: { name: 'SearchPage' },
    prefetch: ({ api, queryClient, search, lang }) => {
      const query = (search.get('q') ?? '').trim().slice(0, searchQueryMaxLength);
      const page = parsePageParam(search.get('page')) ?? 1;
      return searchWords(query).length > 0
        ? [queryClient.prefetchQuery(searchQuery(api, query, lang, page))]
        : [];
    },
  },
];

/** Every public route in every language, as router paths. */
const localizedRoutes = languages.flatMap((lang) =>
  publicRoutes
    .filter((route) => route.langs?.includes(lang) ?? true)
    .map((route) => ({ lang, route, path: localizePath(lang, route.path) })),
);

/**
 * A page from its own chunk (src/app/pages.ts). Loaded before hydration, on the server before rendering and
 * after hydration when the browser is idle, so it renders at once; a client navigation to a page not loaded
 * yet is a transition (React Router's default), which keeps the current page on screen until it arrives.
 * There is deliberately no Suspense boundary around it: React would hydrate the boundary's content in a
 * later pass than the commit that replays the visitor's held actions, and they would reach dead HTML.
 */
function Page({ name, props }: PageRef) {
  const Component = use(loadPage(name));
  // Not created here: loadPage hands out one module's export, the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />;
}

/** The admin area is its own chunk: a public page never loads its code. */
const AdminApp = lazy(() => import('../admin/AdminApp'));

export function AppRoutes() {
  const { pathname } = useLocation();
  // The admin area has its own route table (absolute /admin/… paths) and its own chunk.
  if (isAdminPath(pathname)) {
    return (
      <Suspense fallback={null}>
        <AdminApp />
      </Suspense>
    );
  }
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {localizedRoutes.map(({ path, route: { page } }) => (
          <Route key={path} path={path} element={<Page {...page} />} />
        ))}
        {/* Any other address may be a page staff made of blocks; the block page shows not-found otherwise. */}
        <Route path="*" element={<Page name="BlockPage" />} />
      </Route>
    </Routes>
  );
}

/** Fetches what the page at `url` needs (and the settings every page's footer shows). */
export async function prefetchRoute(url: string, api: ApiFetch, queryClient: QueryClient): Promise<void> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const matches = matchRoutes(
    localizedRoutes.map(({ path }) => ({ path })),
    pathname,
  );
  const match = matches?.[0];
  const entry = match ? localizedRoutes.find(({ path }) => path === match.route.path) : undefined;
  const context: PrefetchContext = {
    api,
    queryClient,
    params: match?.params ?? {},
    search: searchParams,
    lang: langFromPath(pathname),
    pathname,
  };
  const page = pageAt(pathname);
  await Promise.all([
    page ? loadPage(page) : null,
    queryClient.prefetchQuery(settingsQuery(api)),
    ...(entry
      ? (entry.route.prefetch?.(context) ?? [])
      : page === 'BlockPage'
        ? blockPagePrefetch(context)
        : []),
  ]);
}
