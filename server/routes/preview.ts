import { slugPattern, type PostDraft } from '../../shared/adminSchemas';
import { langFromPath, localizePath, paths, postSlugAt } from '../../shared/paths';
import { decodePagePath } from '../../shared/inputRules';
import type { ApiFetch } from '../../src/entry-server';
import type { RenderRequest } from '../../src/entry-server';
import { apiPaths, type PostDetail, type SiteSettings } from '../../shared/api';
import type { SitePartKey } from '../../shared/blocks/registry';
import type { Lang } from '../../shared/i18n';
import { pageMeta } from '../../shared/pages';
import { publicPage, readMeta, type PageRow } from '../content/pages';
import { findPreview, previewLifetimeMs } from '../content/preview';
import type { Db } from '../db/client';
import { siteParts } from '../db/schema';
import type { Renderer } from '../ssr';
import { postDetail, type PostContent } from './public';

export const isPostPath = (pathname: string) => postSlugAt(pathname) !== undefined;

/** Said on the not-found page a preview link leads to once it has expired (or was never valid). */
const expiredCopy = {
  sv: 'Förhandsvisningslänken har gått ut eller är ogiltig. Be om en ny.',
  en: 'This preview link has expired or is not valid. Ask for a new one.',
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** noindex in the head, and for a dead link a bar above the page (outside the React root, so hydration never sees it). */
function markAsPreview(html: string, notice?: string): string {
  const robots = '<meta name="robots" content="noindex, nofollow">';
  const marked = html.replace(/<meta name="robots"[^>]*>/g, '').replace(/<head>/, `<head>${robots}`);
  if (!notice) return marked;
  const bar =
    `<div role="status" data-preview-ribbon style="padding:.5rem 1rem;background:#78350f;color:#fff;` +
    `font:600 .875rem/1.4 system-ui,sans-serif;text-align:center">${escapeHtml(notice)}</div>`;
  return marked.replace(/<body([^>]*)>/, (tag) => `${tag}${bar}`);
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
  const slug = postSlugAt(pathname)!;
  const content = await findPreview(db, token, decodePagePath(slug) ?? '');
  if (!content) {
    const page = await renderer.render(localizePath(lang, '/404'), { api, siteConfig });
    return { status: 404, html: markAsPreview(page.html, expiredCopy[lang]) };
  }
  const postApi = `${apiPaths.posts}/${slug}`;
  const detail: PostDetail = {
    ...(await postDetail(db, content)),
    preview: { expiresAt: new Date(content.updatedAt.getTime() + previewLifetimeMs).toISOString() },
  };
  const previewApi: ApiFetch = async (apiUrl) =>
    apiUrl.split('?')[0] === postApi
      ? new Response(JSON.stringify(detail), { headers: { 'content-type': 'application/json' } })
      : api(apiUrl);
  const page = await renderer.render(pathname, { api: previewApi, siteConfig });
  return { status: page.status, html: markAsPreview(page.html) };
}

/** A shared part as its editor has it, not saved: what a part's preview shows in place of the stored one. */
export interface UnsavedPart {
  key: SitePartKey;
  data: unknown;
}

/**
 * A page made of blocks as an unsaved document would show it, for the editor's live preview: the real page (the
 * server's render, its styles), with the document's blocks in place of the stored ones (and `part` in place of
 * that shared part's stored data). Blocks that do not fit the registry yet (a field still empty while staff type)
 * are left out. Nothing is stored or cached, and the page's script is left out: the preview is shown as it is,
 * never hydrated.
 */
export async function renderPagePreview({
  db,
  renderer,
  api,
  siteConfig,
  row,
  document,
  lang,
  part,
}: {
  db: Db;
  renderer: Renderer;
  api: ApiFetch;
  siteConfig: RenderRequest['siteConfig'];
  row: PageRow;
  document: { meta?: unknown; blocks?: unknown };
  lang: Lang;
  /** A shared part as its editor has it, in place of the stored one (checked against its schema by the caller). */
  part?: UnsavedPart;
}): Promise<string> {
  const meta = pageMeta.safeParse(document.meta);
  const path = lang === 'sv' ? row.pathSv : row.pathEn;
  const page = await publicPage(db, row, lang, {
    unsaved: {
      meta: meta.success ? meta.data : readMeta(row.document.meta).meta,
      blocks: Array.isArray(document.blocks) ? document.blocks : [],
      at: new Date(),
    },
    ...(part
      ? {
          parts: {
            ...Object.fromEntries((await db.select().from(siteParts)).map((row) => [row.key, row.data])),
            [part.key]: part.data,
          },
        }
      : {}),
  });
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  const previewApi: ApiFetch = async (apiUrl) => {
    const address = apiUrl.split('?')[0];
    if (address === apiPaths.page) return json(page);
    // The navigation's and footer's words come with the settings.
    if (address === apiPaths.settings && part?.key === 'chrome') {
      const answer = await api(apiUrl);
      if (!answer.ok) return answer;
      return json({ ...((await answer.json()) as SiteSettings), chrome: part.data });
    }
    return api(apiUrl);
  };
  const rendered = await renderer.render(path, { api: previewApi, siteConfig });
  return withoutScript(markAsPreview(rendered.html));
}

/** A page drawn for an editor's preview is shown as it is, never hydrated: its script is left out (data kept). */
const withoutScript = (html: string) =>
  html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');

/** A post's address while its slug is empty or unfinished: the preview still draws the page. */
const draftSlug = 'preview';

/**
 * A post's public page as the editor has it now, not saved: the real page (layout, cover, related posts, its
 * styles) with the draft in place of any stored post, in `lang`, without its script. A slug not yet valid is drawn
 * at a stand-in address and a date not yet valid as today's. Nothing is stored or cached.
 */
export async function renderPostDraft({
  db,
  renderer,
  api,
  siteConfig,
  postId,
  draft,
  lang,
}: {
  db: Db;
  renderer: Renderer;
  api: ApiFetch;
  siteConfig: RenderRequest['siteConfig'];
  postId: number | null;
  draft: PostDraft;
  lang: Lang;
}): Promise<{ status: number; html: string }> {
  const now = new Date();
  const slug = slugPattern.test(draft.slug) ? draft.slug : draftSlug;
  const content: PostContent = {
    ...draft,
    slug,
    date:
      /^\d{4}-\d{2}-\d{2}$/.test(draft.date) && !Number.isNaN(Date.parse(draft.date))
        ? draft.date
        : now.toISOString().slice(0, 10),
    keywordsEn: draft.keywordsEn.filter(Boolean),
    keywordsSv: draft.keywordsSv.filter(Boolean),
    focusKeyphraseEn: '',
    focusKeyphraseSv: '',
    id: postId ?? 0,
    updatedAt: now,
  };
  const detail = await postDetail(db, content);
  const postApi = `${apiPaths.posts}/${slug}`;
  const draftApi: ApiFetch = async (apiUrl) =>
    apiUrl.split('?')[0] === postApi
      ? new Response(JSON.stringify(detail), { headers: { 'content-type': 'application/json' } })
      : api(apiUrl);
  const page = await renderer.render(paths.blogPost.href(lang, slug), { api: draftApi, siteConfig });
  return { status: page.status, html: withoutScript(markAsPreview(page.html)) };
}
