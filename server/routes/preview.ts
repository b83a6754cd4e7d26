import { langFromPath, localizePath, stripLang } from '../../shared/paths';
import type { ApiFetch } from '../../src/entry-server';
import type { RenderRequest } from '../../src/entry-server';
import { apiPaths } from '../../shared/api';
import { findPreview, previewLifetimeMs } from '../content/preview';
import type { Db } from '../db/client';
import type { Renderer } from '../ssr';
import { postDetail } from './public';

/** A post's public address, without the language prefix: `/blog/<slug>`. */
const postPath = /^\/blog\/([^/]+)$/;

export const isPostPath = (pathname: string) => postPath.test(stripLang(pathname));

const ribbonCopy = {
  sv: {
    shown: (until: string) =>
      `Förhandsvisning: ett utkast som bara visas via den här länken, till ${until}. Inte publicerat.`,
    expired: 'Förhandsvisningslänken har gått ut eller är ogiltig. Be om en ny.',
    locale: 'sv-SE',
  },
  en: {
    shown: (until: string) => `Preview: a draft shown only through this link, until ${until}. Not published.`,
    expired: 'This preview link has expired or is not valid. Ask for a new one.',
    locale: 'en-GB',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** A bar above the page (outside the React root, so hydration never sees it) and noindex in the head. */
function markAsPreview(html: string, text: string): string {
  const ribbon =
    `<div role="status" data-preview-ribbon style="position:sticky;top:0;z-index:1000;padding:.5rem 1rem;` +
    `background:#7c2d12;color:#fff;font:600 .875rem/1.4 system-ui,sans-serif;text-align:center">` +
    `${escapeHtml(text)}</div>`;
  const robots = '<meta name="robots" content="noindex, nofollow">';
  const withoutRobots = html.replace(/<meta name="robots"[^>]*>/g, '');
  return withoutRobots
    .replace(/<head>/, `<head>${robots}`)
    .replace(/<body([^>]*)>/, (tag) => `${tag}${ribbon}`);
}

/**
 * A post's public page rendered with a preview's snapshot in place of the published post: the real page, its
 * styles and script, with the draft's text. The token is checked on every request; an unknown, altered or expired
 * one gets the not-found page with a bar that says so. Neither is cached nor indexed.
 */
export async function renderPostPreview({
  db,
  renderer,
  api,
  siteConfig,
  url,
  token,
}: {
  db: Db;
  renderer: Renderer;
  api: ApiFetch;
  siteConfig: RenderRequest['siteConfig'];
  url: string;
  token: string;
}): Promise<{ status: number; html: string }> {
  const pathname = url.split('?')[0] ?? '/';
  const lang = langFromPath(pathname);
  const copy = ribbonCopy[lang];
  const content = await findPreview(db, token);
  if (!content) {
    const page = await renderer.render(localizePath(lang, '/404'), { api, siteConfig });
    return { status: 404, html: markAsPreview(page.html, copy.expired) };
  }
  const slug = postPath.exec(stripLang(pathname))![1]!;
  const postApi = `${apiPaths.posts}/${slug}`;
  const detail = await postDetail(db, { ...content, slug: decodeURIComponent(slug) });
  const previewApi: ApiFetch = async (apiUrl) =>
    apiUrl.split('?')[0] === postApi
      ? new Response(JSON.stringify(detail), { headers: { 'content-type': 'application/json' } })
      : api(apiUrl);
  const page = await renderer.render(pathname, { api: previewApi, siteConfig });
  const until = new Intl.DateTimeFormat(copy.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(content.updatedAt.getTime() + previewLifetimeMs));
  return { status: page.status, html: markAsPreview(page.html, copy.shown(until)) };
}
