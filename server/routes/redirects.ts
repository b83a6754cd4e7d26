import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stripLang } from '../../shared/paths';
import { maxSitePathLength, redirectKey } from '../../shared/redirects';
import { NotFoundLog } from '../content/notFoundLog';
import { previewParam } from '../content/preview';
import { RedirectTable, redirectLocation } from '../content/redirects';
import type { Db } from '../db/client';
import { pageKey } from '../pageCache';
import { isPostPath } from './preview';

declare module 'fastify' {
  interface FastifyInstance {
    /** The redirects in memory: reload them after a change (server/content/redirects.ts). */
    redirects: RedirectTable;
    /** Counts page addresses that answered 404 (server/content/notFoundLog.ts). */
    notFoundLog: NotFoundLog;
  }
}

/** How long browsers and caches may keep a permanent redirect: a mistaken one heals within a day. */
const permanentMaxAge = 86_400;

/**
 * Applies the redirects to page requests (GET and HEAD), before the canonical-path redirect and before any
 * page is rendered or read from the page cache. The path is matched in its canonical form, so /sv/old/ goes
 * straight to the target in one step; the visitor's query string goes along. A database that cannot be read
 * never stops a page: the request goes on without redirects.
 */
export function registerRedirects(app: FastifyInstance, db: Db, isPagePath: (pathname: string) => boolean) {
  const table = new RedirectTable(db, app.log);
  const notFound = new NotFoundLog(db, app.log, (path) => table.has(path));
  app.decorate('redirects', table);
  app.decorate('notFoundLog', notFound);
  app.addHook('onReady', async () => {
    await table.reload().catch((error: unknown) => app.log.error({ err: error }, 'loading redirects failed'));
  });
  app.addHook('onClose', async () => notFound.stop());

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (!isPagePath(pathname)) return;
    const key = redirectKey(pathname);
    if (key === null) return;
    const rule = await table.find(key).catch((error: unknown) => {
      request.log.error({ err: error }, 'reading redirects failed');
      return undefined;
    });
    if (!rule) return;
    const search = queryAt === -1 ? '' : request.url.slice(queryAt);
    // A preview link shows a draft at its address, even one an earlier post left redirecting.
    if (isPostPath(pathname) && new URLSearchParams(search).has(previewParam)) return;
    return reply
      .header('Cache-Control', rule.status === 301 ? `public, max-age=${permanentMaxAge}` : 'no-cache')
      .redirect(redirectLocation(rule.to, search), rule.status);
  });
}

/**
 * Counts a page request that answered 404 (not awaited; see NotFoundLog): its path only, never the query
 * (which may carry personal data, and is not what is missing). Not counted: a path longer than
 * maxSitePathLength, one that cannot be read, and the not-found page's own address (where an undecodable
 * address is sent).
 */
export function countMissingPage(app: FastifyInstance, request: FastifyRequest): void {
  if (request.method !== 'GET') return;
  // A 404 for a query the page reads (the blog's ?page=99) is of a page that exists.
  if (pageKey(request.url)?.includes('?')) return;
  const queryAt = request.url.indexOf('?');
  const key = redirectKey(queryAt === -1 ? request.url : request.url.slice(0, queryAt));
  if (key === null || key.length > maxSitePathLength || stripLang(key) === '/404') return;
  app.notFoundLog.record(key);
}
