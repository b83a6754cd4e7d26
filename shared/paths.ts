import type { Lang } from './i18n';
import { categoryAt, categorySegment, isAdminPath, langFromPath, langPrefix, stripLang } from './langPaths';

export { categoryAt, isAdminPath, langFromPath, langPrefix, stripLang };

/** Puts a language-neutral path ('/about', '/') under a language. */
export function localizePath(lang: Lang, path: string): string {
  const prefix = langPrefix(lang);
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}

/** The same page in another language: /about ↔ /en/about, / ↔ /en. Query and hash are kept. */
export function switchLangPath(location: string, lang: Lang): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(location) ?? [];
  return localizePath(lang, stripLang(pathname)) + rest;
}

/**
 * The canonical form of a public path, or null when it already is canonical:
 * /sv and /sv/… lose the prefix, a trailing slash is dropped, repeated slashes collapse.
 */
export function canonicalPath(pathname: string): string | null {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (/^\/sv(?=\/|$)/.test(path)) path = path.slice(3) || '/';
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '') || '/';
  return path === pathname ? null : path;
}

export const serviceSlugs = [
  'web-design',
  'web-redesign',
  'seo-optimization',
  'conversion-optimization',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** The slug of the post page at `pathname` (`/blog/<slug>`, either language; still %-encoded), or undefined. */
export const postSlugAt = (pathname: string): string | undefined =>
  /^\/blog\/([^/]+)$/.exec(stripLang(pathname))?.[1];

const page = (path: string) => ({ pattern: path, href: (lang: Lang) => localizePath(lang, path) });

/** Every route of the site, with a builder that takes the language. No component concatenates '/en'. */
export const paths = {
  home: page('/'),
  about: page('/about'),
  portfolio: page('/portfolio'),
  contact: page('/contact'),
  blog: page('/blog'),
  blogPost: {
    pattern: '/blog/:slug',
    href: (lang: Lang, slug: string) => localizePath(lang, `/blog/${encodeURIComponent(slug)}`),
  },
  /** A blog category: /blog/kategori/<slug> in Swedish, /en/blog/category/<slug> in English (each its own word). */
  blogCategory: {
    patterns: { sv: '/blog/kategori/:slug', en: '/blog/category/:slug' } as Record<Lang, string>,
    href: (lang: Lang, slug: string) =>
      localizePath(lang, `/blog/${categorySegment[lang]}/${encodeURIComponent(slug)}`),
  },
  service: {
    pattern: '/services/:service',
    href: (lang: Lang, service: ServiceSlug) => localizePath(lang, `/services/${service}`),
  },
  privacy: page('/privacy'),
  terms: page('/terms'),
  /** The accessibility statement (tillgänglighetsredogörelse), linked from every page's footer. */
  accessibility: page('/accessibility'),
  /** The site search: one address in each language (/search, /en/search), never indexed nor in the sitemap. */
  search: page('/search'),
  admin: { pattern: '/admin', href: () => '/admin' },
} as const;

/**
 * First segments of the addresses the server answers itself (the API, the edge functions, files, the admin,
 * Vite's in development): never pages. The server renders nothing under them, redirects never start there, and
 * no page made of blocks can live there.
 */
export const serverSegments = [
  'api',
  'functions',
  'assets',
  'images',
  'media',
  'social',
  'fonts',
  'admin',
  'node_modules',
  'src',
] as const;

/**
 * Every public page without a parameter, language-neutral. The router maps each to a page component and
 * the sitemap lists each in both languages, so neither keeps a list of its own.
 */
export const staticPagePaths = [
  '/',
  '/about',
  '/portfolio',
  '/contact',
  '/blog',
  ...serviceSlugs.map((slug) => `/services/${slug}` as const),
  '/privacy',
  '/terms',
  '/accessibility',
] as const;
export type StaticPagePath = (typeof staticPagePaths)[number];

/** Posts per page of the blog list. */
export const blogPageSize = 10;

/** Posts the home page shows as the latest. */
export const latestPostCount = 3;

/**
 * The highest page number of a paged list (`?page=` on the blog, a category, the search page and their APIs).
 * A page past the last is a page that does not exist (404), never an error.
 */
export const maxPageNumber = 99_999;

/** The page number in ?page=, or null when it is not a whole number from 1 to maxPageNumber (no such page). */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,4}$/.test(value) && Number(value) <= maxPageNumber ? Number(value) : null;
}

/** Page n of a paged list at `href` (1 is the plain address, then `?page=2`, …). */
export const pagedHref = (href: string, page: number) => (page <= 1 ? href : `${href}?page=${page}`);

/** The blog list's page n (1 is the plain /blog address). */
export function blogPageHref(lang: Lang, page: number): string {
  return pagedHref(paths.blog.href(lang), page);
}

/** A category page's page n (1 is its plain address). */
export function categoryPageHref(lang: Lang, slug: string, page: number): string {
  return pagedHref(paths.blogCategory.href(lang, slug), page);
}

/** The search page for a query (and its page n of results). */
export function searchHref(lang: Lang, query: string, page = 1): string {
  const params = new URLSearchParams();
  if (query !== '') params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${paths.search.href(lang)}?${search}` : paths.search.href(lang);
}

/** Absolute URL of a path on the public site. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path === '/' ? '/' : path}`;
}
