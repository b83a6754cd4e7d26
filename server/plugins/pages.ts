import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import path from 'node:path';
import { apiPaths } from '../../shared/api';
import { isAdminPath } from '../../shared/paths';
import type { ApiFetch } from '../../src/entry-server';
import type { Config } from '../config';
import { notFoundPath } from '../content/pagePaths';
import { previewParam } from '../content/preview';
import type { Database } from '../db/client';
import { versionKey } from '../experiments/running';
import { pageHeaders } from '../fastPages';
import { contactConfirmationUrl, encodedFor, pageKey, uncachedPageUrl, type CachedPage } from '../pageCache';
import { adminPagePreviewRoutes } from '../routes/admin/pages';
import { adminPostPreviewRoutes } from '../routes/admin/postPreview';
import { isPostPath, renderPagePreview, renderPostDraft, renderPostPreview } from '../routes/preview';
import { countMissingPage } from '../routes/redirects';
import { searchRequestLimit } from '../routes/search';
import { createDevRenderer, createProductionRenderer, type Renderer } from '../ssr';

/** A page for one person (a draft by its link, what one visitor sent): never cached, indexed or referred from. */
const answerPrivately = (reply: FastifyReply, page: { status: number; html: string }) =>
  reply
    .code(page.status)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page.html);

export interface PagesOptions {
  config: Config;
  database: Database;
  /** How pages are rendered: the production build, Vite's dev server, or a renderer a test made. */
  renderer: 'production' | 'development' | Renderer;
  root: string;
  /** Pages are kept in the page cache (not in development, where Vite serves the sources as they change). */
  cacheable: boolean;
  isPagePath: (pathname: string) => boolean;
}

/**
 * The pages: the build's files, server rendering from the content API (answered in-process, kept until the content
 * changes), the page cache, drafts and previews at their public addresses, the admin's shell, and the not-found
 * answer. Registered last: its catch-all route takes what no other route does.
 */
export const pagesPlugin = fp(
  async (app: FastifyInstance, { config, database, renderer, root, cacheable, isPagePath }: PagesOptions) => {
    let pageRenderer: Renderer;
    if (renderer === 'production') {
      const distDir = path.join(root, 'dist');
      await app.register(fastifyStatic, {
        root: path.join(distDir, 'client'),
        prefix: '/',
        index: false,
        wildcard: false,
        preCompressed: true,
        cacheControl: false,
        // The template (and any encoding of it) and Vite's manifest are the server's, not files to serve.
        allowedPath: (pathname) => !pathname.startsWith('/index.html') && !pathname.startsWith('/.vite'),
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
      pageRenderer = await createProductionRenderer(distDir, (error) =>
        app.log.error({ err: error }, 'render failed'),
      );
    } else if (renderer === 'development') {
      pageRenderer = await createDevRenderer(app, root);
    } else {
      pageRenderer = renderer;
    }
    app.addHook('onClose', () => pageRenderer.close());

    // The pages' data comes from the same API, answered in-process while rendering.
    // Kept with the pages (PageCache.apiAnswer): a render after a change asks the database once per question.
    /**
     * How a page reads the API: by an inner request, its 200s kept until the content changes. The search page's
     * come from the visitor's address, so its searches count against that address's limit (server/routes/search.ts).
     */
    const apiFrom =
      (remoteAddress?: string): ApiFetch =>
      async (url) => {
        let answer = cacheable ? app.pageCache.apiAnswer(url) : undefined;
        if (!answer) {
          const generation = app.pageCache.generation;
          const response = await app.inject({
            method: 'GET',
            url,
            headers: { accept: 'application/json' },
            ...(remoteAddress ? { remoteAddress } : {}),
          });
          answer = {
            status: response.statusCode,
            body: response.body,
            contentType: String(response.headers['content-type'] ?? 'application/json'),
          };
          // An answer for one visitor (a confirmation of what they sent) says no-store: never kept.
          const kept = !String(response.headers['cache-control'] ?? '').includes('no-store');
          if (cacheable && kept) app.pageCache.keepApiAnswer(url, answer, generation);
        }
        return new Response(answer.body, {
          status: answer.status,
          headers: { 'content-type': answer.contentType },
        });
      };
    const api = apiFrom();
    /** The API as a variant's render reads it: the page's data names the variant (server/routes/pages.ts). */
    const variantApi =
      (variant: number): ApiFetch =>
      (url) =>
        api(url.startsWith(`${apiPaths.page}?`) ? `${url}&variant=${variant}` : url);
    const siteConfig = { baseUrl: config.publicBaseUrl };
    await app.register(adminPagePreviewRoutes, {
      database,
      config,
      render: (request) =>
        renderPagePreview({ ...request, db: database.db, renderer: pageRenderer, api, siteConfig }),
    });
    await app.register(adminPostPreviewRoutes, {
      database,
      config,
      render: (request) =>
        renderPostDraft({ ...request, db: database.db, renderer: pageRenderer, api, siteConfig }),
    });

    // The admin area renders in the browser only: a noindex shell, never cached, never from the page cache.
    const adminShellHead = '<title>Admin | Novaweb</title><meta name="robots" content="noindex, nofollow">';

    // A cached page's first answer through the whole pipeline: its final headers are kept with it (every other
    // onSend hook has run by now), so later requests for it are answered before Fastify (server/fastPages.ts).
    const headersWanted = new WeakMap<FastifyRequest, CachedPage>();
    app.addHook('onSend', async (request, reply, payload) => {
      const page = headersWanted.get(request);
      if (page && reply.statusCode === 200) page.headers = pageHeaders(reply.getHeaders());
      return payload;
    });

    app.get('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isAdminPath(pathname)) {
        return reply
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex, nofollow')
          .type('text/html; charset=utf-8')
          .send(await pageRenderer.shell(request.url, adminShellHead));
      }
      if (!isPagePath(pathname)) {
        return reply.code(404).type('application/json').send({ error: 'not_found', message: 'Not found' });
      }
      // A draft at its public address, for whoever holds the link: never from or into the page cache.
      const previewToken = new URLSearchParams(request.url.split('?')[1] ?? '').get(previewParam);
      if (previewToken !== null && isPostPath(pathname)) {
        const page = await renderPostPreview({
          db: database.db,
          renderer: pageRenderer,
          api,
          siteConfig,
          url: request.url,
          token: previewToken,
        });
        return answerPrivately(reply, page);
      }
      // The contact page saying what one visitor sent (after a native post): theirs alone, never cached or indexed.
      const confirmationUrl = contactConfirmationUrl(request.url);
      if (confirmationUrl !== null) {
        const page = await pageRenderer.render(confirmationUrl, { api: apiFrom(request.ip), siteConfig });
        return answerPrivately(reply, page);
      }
      // The search page renders for each query and is never indexed (its meta robots says so too).
      const uncachedUrl = uncachedPageUrl(request.url);
      if (uncachedUrl !== null) reply.header('X-Robots-Tag', 'noindex, follow');
      // Made-up query parameters share the cached page (a path that cannot be a page was rewritten above).
      const key = uncachedUrl ?? pageKey(request.url) ?? notFoundPath;
      const cached = cacheable && uncachedUrl === null;
      // A page under an experiment: the visitor's variant, rendered and cached as a page of its own; a crawler
      // gets the page as it is (docs/experiments.md).
      const running = uncachedUrl === null ? app.experiments.at(pathname) : undefined;
      const choice = running && (await app.experiments.choose(request.raw, request.ip, running));
      if (choice) app.experiments.seen(request.raw, choice);
      const variant = choice ? choice.variant : 0;
      const versionedKey = versionKey(key, variant);
      let page = cached ? app.pageCache.get(versionedKey) : undefined;
      if (!page) {
        const generation = app.pageCache.generation;
        page = await pageRenderer.render(key, {
          api: uncachedUrl !== null ? apiFrom(request.ip) : variant > 0 ? variantApi(variant) : api,
          siteConfig,
        });
        // This answer is compressed per request (@fastify/compress); later ones get the stored encoding.
        if (cached && app.pageCache.set(versionedKey, page, generation)) {
          reply.raw.once('finish', () => app.pageCache.encodeLater(versionedKey));
        }
      }
      if (page.status === 404) countMissingPage(app, request);
      else if (cached && !page.headers && app.pageCache.peek(versionedKey) === page)
        headersWanted.set(request, page);
      const everyone = page.status === 503 || page.status === 429 ? 'no-store' : 'no-cache';
      reply
        .code(page.status)
        // One visitor's variant is not for a shared cache to give the next.
        .header('Cache-Control', running ? `private, ${everyone}` : everyone)
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (page.status === 503) reply.header('Retry-After', '30');
      if (page.status === 429) reply.header('Retry-After', String(searchRequestLimit.timeWindow / 1000));
      const encoded = encodedFor(page, request.headers['accept-encoding']);
      if (encoded) return reply.header('Content-Encoding', encoded.encoding).send(encoded.body);
      return reply.send(page.html);
    });

    app.setNotFoundHandler((request, reply) => {
      reply
        .code(404)
        .send({ error: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'pages', dependencies: ['security', 'operations', 'experiments'] },
);
