import { defaultLang, type Lang } from './i18n';

/*
 * The part of the site's addresses the first file needs (src/app/pages.ts names the page at a path): kept apart
 * from shared/paths.ts, which re-exports it, so the few kilobytes every public page loads before interaction
 * carry these functions only, not every link builder of the site.
 */

/** Path prefix of a language: '' for Swedish, '/en' for English. */
export function langPrefix(lang: Lang): string {
  return lang === defaultLang ? '' : `/${lang}`;
}

/** The language a path belongs to: a path starting with /en is English, everything else Swedish. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'sv';
}

/** The path without its language prefix (/en or /sv); always starts with '/'. */
export function stripLang(pathname: string): string {
  const match = /^\/(en|sv)(?=\/|$)/.exec(pathname);
  const rest = match ? pathname.slice(match[0].length) : pathname;
  return rest === '' ? '/' : rest;
}

/** The word before a category's slug in each language's address. */
export const categorySegment: Record<Lang, string> = { sv: 'kategori', en: 'category' };

/**
 * The category page at `pathname` (its language and slug, still %-encoded as in the address), or null. The
 * other language's word (/blog/category/x in Swedish, /en/blog/kategori/x) is no category page: it is not found.
 */
export function categoryAt(pathname: string): { lang: Lang; slug: string } | null {
  const lang = langFromPath(pathname);
  const match = /^\/blog\/([^/]+)\/([^/]+)$/.exec(stripLang(pathname));
  return match && match[1] === categorySegment[lang] ? { lang, slug: match[2]! } : null;
}

/** The staff area: rendered in the browser only, never indexed. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
