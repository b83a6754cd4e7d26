import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes, Route, Routes, type Params } from 'react-router-dom';
import { languages, type Lang } from '../../shared/i18n';
import { langFromPath, localizePath } from '../../shared/paths';
import type { ApiFetch } from '../api/client';
import { postPageQuery } from '../api/posts';
import { settingsQuery } from '../api/settings';
import { PublicLayout } from '../components/Layout/PublicLayout';
import { HomePage } from '../pages/Home/HomePage';
import { latestPostCount } from '../pages/Home/sections/LatestPosts';
import { NotFoundPage } from '../pages/NotFound/NotFoundPage';

export interface PrefetchContext {
  api: ApiFetch;
  queryClient: QueryClient;
  params: Params;
  lang: Lang;
}

export interface PublicRoute {
  /** The path without a language prefix; the route exists unprefixed (Swedish) and under /en. */
  path: string;
  Component: ComponentType;
  /** The data the page shows, fetched on the server before rendering so the first HTML is complete. */
  prefetch?: (context: PrefetchContext) => Promise<unknown>[];
}

export const publicRoutes: PublicRoute[] = [
  {
    path: '/',
    Component: HomePage,
    prefetch: ({ api, queryClient }) => [queryClient.prefetchQuery(postPageQuery(api, 1, latestPostCount))],
  },
];

/** Every public route in every language, as router paths. */
const localizedRoutes = languages.flatMap((lang) =>
  publicRoutes.map((route) => ({ lang, route, path: localizePath(lang, route.path) })),
);

export function AppRoutes() {
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

/** Fetches what the page at `pathname` needs (and the settings every page's footer shows). */
export async function prefetchRoute(
  pathname: string,
  api: ApiFetch,
  queryClient: QueryClient,
): Promise<void> {
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
    lang: langFromPath(pathname),
  };
  await Promise.all([
    queryClient.prefetchQuery(settingsQuery(api)),
    ...(entry?.route.prefetch?.(context) ?? []),
  ]);
}
