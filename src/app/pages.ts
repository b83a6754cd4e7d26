import type { ComponentType } from 'react';
import { categoryAt, isAdminPath, stripLang } from '../../shared/langPaths';

/**
 * Every public page is a chunk of its own: the application a visitor's first tap waits for is the framework,
 * the layout and the one page on screen, not every page of the site. This module is part of the first file
 * (it has no React in it), so the page's chunk is fetched at the first sign of intent alongside the rest of the
 * application, not after it; the other pages follow when the browser is idle after hydration.
 */
const loaders = {
  // Each named after its module's file: the server finds a page's chunk in the build's manifest by that name.
  BlockPage: () => import('../pages/BlockPage/BlockPage').then((module) => module.BlockPage),
  BlogPostPage: () => import('../pages/Blog/BlogPostPage').then((module) => module.BlogPostPage),
  CategoryPage: () => import('../pages/Blog/CategoryPage').then((module) => module.CategoryPage),
  SearchPage: () => import('../pages/Search/SearchPage').then((module) => module.SearchPage),
};

export type PageName = keyof typeof loaders;
export const pageNames = Object.keys(loaders) as PageName[];

/** A page and the props its route gives it. */
export interface PageRef {
  name: PageName;
  props?: Record<string, string>;
}

/** The page the router shows at `pathname`; null for the admin area, which is a chunk of its own. */
export function pageAt(pathname: string): PageName | null {
  if (isAdminPath(pathname)) return null;
  const path = stripLang(pathname);
  if (path === '/search') return 'SearchPage';
  if (categoryAt(pathname)) return 'CategoryPage';
  // Every other address is a page made of blocks, the fixed ones (home, the blog, …) as much as those staff
  // made; the block page shows the not-found page where there is none.
  return /^\/blog\/[^/]+$/.test(path) ? 'BlogPostPage' : 'BlockPage';
}

/**
 * A promise that says how it settled, in the fields React's `use` reads: a loaded page renders at once,
 * without suspending.
 */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own props
type PageComponent = ComponentType<any>;

const loading = new Map<PageName, TrackedPromise<PageComponent>>();

/** Loads a page's chunk once; a failed load is forgotten, so the next attempt fetches it again. */
export function loadPage(name: PageName): Promise<PageComponent> {
  const known = loading.get(name);
  if (known) return known;
  const promise: TrackedPromise<PageComponent> = loaders[name]();
  promise.then(
    (value) => {
      promise.status = 'fulfilled';
      promise.value = value;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      loading.delete(name);
    },
  );
  loading.set(name, promise);
  return promise;
}

/** Whether a page's chunk has arrived (it renders at once, without waiting for the network). */
export const isPageLoaded = (name: PageName) => loading.get(name)?.status === 'fulfilled';

/** Loads every page (Storybook and the server, which render any page without waiting). */
export const loadAllPages = () => Promise.all(pageNames.map(loadPage));
