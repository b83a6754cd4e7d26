import { queryOptions } from '@tanstack/react-query';
import type {
  NewPageInput,
  PageChecks,
  PageDocument,
  PageInput,
  PageSummary,
  SitePartDocument,
} from '../../shared/pages';
import type { SitePartKey, SiteParts } from '../../shared/blocks/registry';
import { adminFetch, adminSave } from './api';

/** Admin → Pages: every page made of blocks. */
export const pagesQuery = queryOptions({
  queryKey: ['admin', 'pages'],
  queryFn: () => adminFetch<PageSummary[]>('/api/admin/pages'),
});

/** One page's whole document, as its editor opens it. */
export const pageDocumentQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'pages', id],
    queryFn: () => adminFetch<PageDocument>(`/api/admin/pages/${id}`),
  });

/** The cache key of a page's revisions (GET /api/admin/pages/:id/revisions). */
export const pageRevisionsKey = (id: number) => ['admin', 'pages', id, 'revisions'];

/** What a page's revision keeps: its content as stored. */
export type StoredContent = Pick<PageDocument, 'meta'> & { blocks: unknown[] };

/** The shared part `key` (the prices), as its editor opens it. */
export const sitePartQuery = <Key extends SitePartKey>(key: Key) =>
  queryOptions({
    queryKey: ['admin', 'site-parts', key],
    queryFn: () => adminFetch<SitePartDocument<Key>>(`/api/admin/site-parts/${key}`),
  });

/**
 * Saves a page: a refusal throws a ValidationError with each field's message, a save over a newer version a
 * ConflictError carrying that version.
 */
export const savePage = (id: number, document: PageInput) =>
  adminSave<PageDocument>(`/api/admin/pages/${id}`, 'PUT', document);

/** Makes a page (Admins); answers its id. */
export const createPage = (document: NewPageInput) =>
  adminSave<{ id: number }>('/api/admin/pages', 'POST', document);

/**
 * A step a live page's editor takes from the version it holds: `unpublish` takes the page off the site, `discard`
 * drops its change not live yet. A newer version throws a ConflictError carrying it.
 */
export const pageStep = (id: number, step: 'unpublish' | 'discard', version: number) =>
  adminSave<PageDocument>(`/api/admin/pages/${id}/${step}`, 'POST', { version });

export const deletePage = (id: number) => adminFetch<void>(`/api/admin/pages/${id}`, { method: 'DELETE' });

/** Saves a shared part: on every page at once, or (`publish: false`) as a draft the site does not show yet. */
export const saveSitePart = <Key extends SitePartKey>(
  key: Key,
  data: SiteParts[Key],
  version: number,
  publish = true,
) => adminSave<SitePartDocument<Key>>(`/api/admin/site-parts/${key}`, 'PUT', { data, version, publish });

/** Drops a shared part's saved draft, from the version the editor holds. */
export const discardSitePart = <Key extends SitePartKey>(key: Key, version: number) =>
  adminSave<SitePartDocument<Key>>(`/api/admin/site-parts/${key}/discard`, 'POST', { version });

/** The checks before publishing of the unsaved document, in both languages (POST /api/admin/pages/:id/checks). */
export const checkPage = (id: number, document: Pick<PageInput, 'meta' | 'blocks'>) =>
  adminFetch<PageChecks>(`/api/admin/pages/${id}/checks`, {
    method: 'POST',
    body: JSON.stringify({ document: { meta: document.meta, blocks: document.blocks } }),
  });
