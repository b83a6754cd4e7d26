import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, Route, Routes, useLocation, type Params } from 'react-router-dom';
import { languages, type Lang } from '../../shared/i18n';
import {
  blogPageSize,
  isAdminPath,
  langFromPath,
  localizePath,
  parsePageParam,
  type StaticPagePath,
} from '../../shared/paths';
import type { ApiFetch } from '../api/client';
import { portfolioQuery } from '../api/portfolio';
import { postPageQuery, postQuery } from '../api/posts';
import { settingsQuery } from '../api/settings';
import { PublicLayout } from '../components/Layout/PublicLayout';
import { AboutPage } from '../pages/About/AboutPage';
import { BlogPage } from '../pages/Blog/BlogPage';
import { BlogPostPage } from '../pages/Blog/BlogPostPage';
import { ContactPage } from '../pages/Contact/ContactPage';
import { HomePage } from '../pages/Home/HomePage';
import { latestPostCount } from '../pages/Home/sections/LatestPosts';
import { PrivacyPage, TermsPage } from '../pages/Legal/LegalPage';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';
import { PortfolioPage } from '../pages/Portfolio/PortfolioPage';
import { ServicePage } from '../pages/Services/ServicePage';

export interface PrefetchContext {
  api: ApiFetch;
  queryClient: QueryClient;
  params: Params;
  search: URLSearchParams;
  lang: Lang;
}

export interface PublicRoute {
  /** The path without a language prefix; the route exists unprefixed (Swedish) and under /en. */
  path: string;
  Component: ComponentType;
  /** The data the page shows, fetched on the server before rendering so the first HTML is complete. */
  prefetch?: (context: PrefetchContext) => Promise<unknown>[];
}

const WebDesignPage = () => <ServicePage slug="web-design" />;
const WebRedesignPage = () => <ServicePage slug="web-redesign" />;
const SeoPage = () => <ServicePage slug="seo-optimization" />;
const ConversionPage = () => <ServicePage slug="conversion-optimization" />;

/** A component for every static page of shared/paths (a missing one is a compile error). */
const staticPages: Record<StaticPagePath, Omit<PublicRoute, 'path'>> = {
  '/': {
    Component: HomePage,
    prefetch: ({ api, queryClient }) => [queryClient.prefetchQuery(postPageQuery(api, 1, latestPostCount))],
  },
  '/about': { Component: AboutPage },
  '/portfolio': {
    Component: PortfolioPage,
    prefetch: ({ api, queryClient }) => [queryClient.prefetchQuery(portfolioQuery(api))],
  },
  '/contact': { Component: ContactPage },
  '/blog': {
    Component: BlogPage,
    prefetch: ({ api, queryClient, search }) => {
      const page = parsePageParam(search.get('page'));
      return page === null ? [] : [queryClient.prefetchQuery(postPageQuery(api, page, blogPageSize))];
    },
  },
  '/services/web-design': { Component: WebDesignPage },
  '/services/web-redesign': { Component: WebRedesignPage },
  '/services/seo-optimization': { Component: SeoPage },
  '/services/conversion-optimization': { Component: ConversionPage },
  '/privacy': { Component: PrivacyPage },
  '/terms': { Component: TermsPage },
};

export const publicRoutes: PublicRoute[] = [
  ...Object.entries(staticPages).map(([path, route]) => ({ path, ...route })),
  {
    path: '/blog/:slug',
    Component: BlogPostPage,
    prefetch: ({ api, queryClient, params }) => [
      queryClient.prefetchQuery(postQuery(api, params.slug ?? '')),
    ],
  },
];

/** Every public route in every language, as router paths. */
const localizedRoutes = languages.flatMap((lang) =>
  publicRoutes.map((route) => ({ lang, route, path: localizePath(lang, route.path) })),
);

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
        {localizedRoutes.map(({ path, route: { Component } }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
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
  };
  await Promise.all([
    queryClient.prefetchQuery(settingsQuery(api)),
    ...(entry?.route.prefetch?.(context) ?? []),
  ]);
}
