import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { canonicalPath, isAdminPath, langFromPath, localizePath, serverSegments } from '../shared/paths';
import { keepProtectedAccountsTheirOwn } from './auth/protectedAccounts';
import { registerInputBoundary, withUnreservedDecoded } from './boundary';
import type { Config } from './config';
import type { Database } from './db/client';
import { OutboxWorker } from './mail/outbox';
import { ResetRequests } from './auth/resetRequests';
import { answerFromCache, pageHeaders } from './fastPages';
import {
  contactConfirmationUrl,
  encodedFor,
  PageCache,
  pageKey,
  uncachedPageUrl,
  type CachedPage,
} from './pageCache';
import { notFoundPath, ServerRoutes } from './content/pagePaths';
import { previewParam } from './content/preview';
import { PublishSchedule } from './content/schedule';
import { Collector } from './insights/collector';
import {
  clientAddressOf,
  CollectLimiter,
  collectDirectly,
  type DirectCollectOptions,
} from './insights/directCollect';
import { InsightsRollup } from './insights/rollup';
import { collectRoutes } from './routes/collect';
import { adminInsightsRoutes } from './routes/admin/insights';
import { retentionJob, type RetentionPass } from './privacy/retention';
import { dueMailJob } from './leads/dueMail';
import { nightlyBackupJob, type NightlyPass } from './backup/nightly';
import type { PeriodicJob } from './periodicJob';
import { Signals } from './signals';
import { ServerViews } from './insights/serverViews';
import { adminOnlyRoutes } from './routes/admin/admin';
import { adminAccountRoutes } from './routes/admin/account';
import { adminPasskeyRoutes } from './routes/admin/passkeys';
import { adminContentRoutes } from './routes/admin/content';
import { adminPostPreviewRoutes } from './routes/admin/postPreview';
import { adminLeadRoutes } from './routes/admin/leads';
import { adminSavedReplyRoutes } from './routes/admin/savedReplies';
import { adminMediaRoutes } from './routes/admin/media';
import { adminOutboxRoutes } from './routes/admin/outbox';
import { adminPrivacyRoutes } from './routes/admin/privacy';
import { adminPagePreviewRoutes, adminPageRoutes, adminSitePartRoutes } from './routes/admin/pages';
import { adminRedirectRoutes } from './routes/admin/redirects';
import { adminBackupRoutes } from './backup/routes';
import { adminWebhookRoutes } from './webhooks/routes';
import { WebhookWorker } from './webhooks/worker';
import { adminSeoRoutes } from './routes/admin/seo';
import { authRoutes } from './routes/auth';
import { adminSecurityRoutes } from './routes/admin/security';
import { contactRoutes } from './routes/contact';
import { mediaRoutes } from './routes/media';
import { isPostPath, renderPagePreview, renderPostDraft, renderPostPreview } from './routes/preview';
import { categoryRoutes } from './routes/categories';
import { pageRoutes } from './routes/pages';
import { publicRoutes } from './routes/public';
import { searchRequestLimit, searchRoutes } from './routes/search';
import { countMissingPage, registerRedirects } from './routes/redirects';
import { replyRoutes } from './routes/reply';
import { seoRoutes } from './routes/seo';
import { socialRoutes } from './routes/social';
import { pageAuditRoutes } from './routes/pageAudit';
import { refuseApiCallsFromStorybook, storybookPrefix, storybookRoutes } from './routes/storybook';
import { loggerOptions, requestIdOf } from './logging';
import { registerRequestContext } from './requestContext';
import { adminTransferRoutes } from './content/transfer/routes';
import { metricsPath, registerMetrics } from './metrics';
import { healthPaths, healthRoutes } from './routes/health';
import { connectRedis } from './redis';
import { registerDrain } from './shutdown';
import { builtConnectSources, registerSecurityHeaders } from './security';
import { createDevRenderer, createProductionRenderer, type Renderer } from './ssr';
import { stockholmDate } from '../shared/stockholm';
import type { ApiFetch } from '../src/entry-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered pages; clear it whenever content that pages show changes. */
    pageCache: PageCache;
    /** Sends queued e-mails; started when the app is ready, stopped when it closes. */
    outbox: OutboxWorker;
    /** Password reset requests, worked off after their answer (server/auth/resetRequests.ts). */
    resetRequests: ResetRequests;
    /** Deletes leads past the settings' retention: at start, hourly, and when the setting is saved. */
    retention: PeriodicJob<RetentionPass>;
    /** The morning mail of due follow-ups, from 08:00 Stockholm time, once a day per staff member. */
    dueMail: ReturnType<typeof dueMailJob>;
    /** Sends queued webhook deliveries (server/webhooks/worker.ts); woken when an event is queued. */
    webhooks: WebhookWorker;
    /** Makes the nightly backup the settings ask for (server/backup/nightly.ts). */
    nightlyBackups: PeriodicJob<NightlyPass | null>;
    /** Publishes scheduled posts at their time; woken when a schedule is saved. */
    schedule: PublishSchedule;
    /** Tells every instance on the database that what it holds in memory changed (server/signals.ts). */
    signals: Signals;
    /** Counts the beacon's events and keeps their rollups up to date (server/insights/). */
    insights: { collector: Collector; rollup: InsightsRollup };
    /** The measurement mode, and in the `server` mode the page views counted from requests (shared/measurement.ts). */
    serverViews: ServerViews;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** How pages are rendered: the production build, Vite's dev server, or a renderer a test made. */
  renderer: 'production' | 'development' | Renderer;
  /** The project root (for the build output and Vite). */
  root?: string;
  /** When this release was built: the sitemap's date for pages whose content lives in the code. */
  releasedAt?: Date;
  /** Where log lines go instead of standard output (tests read the log through it). */
  logStream?: { write(line: string): void };
  /** The static Storybook build shown to staff at /admin/storybook/ (default: `storybook-static/` in root). */
  storybookDir?: string;
}

/** Paths that are never pages: no language redirect, no SSR. /admin's own screens render in the browser. */
const nonPagePrefixes = [
  ...serverSegments.filter((segment) => segment !== 'admin').map((segment) => `/${segment}/`),
  '/@',
  // Storybook's own addresses end in a slash (its index is /admin/storybook/): not pages, not canonicalised.
  `${storybookPrefix}/`,
];
/** Addresses for machines (health checks, Prometheus): not pages either. */
const nonPagePaths = new Set<string>([...healthPaths, metricsPath]);
const isPagePath = (pathname: string) =>
  !nonPagePaths.has(pathname) &&
  !nonPagePrefixes.some((prefix) => pathname.startsWith(prefix)) &&
  !/\.[a-z0-9]+$/i.test(pathname);

/** Builds the whole server: security headers, static files, the API and server rendering. */
export async function buildApp({
  config,
  database,
  renderer,
  root = process.cwd(),
  releasedAt = new Date(),
  logStream,
  storybookDir = path.join(root, 'storybook-static'),
}: AppOptions) {
  /** Pages are cached outside development (where Vite serves the sources as they change). */
  const cacheable = config.env !== 'development';
  /** Once closing, every request goes to Fastify, which answers it as a closing server does (server/shutdown.ts). */
  let closing = false;
  /** The Insights beacon's events, answered before Fastify too (server/insights/directCollect.ts); set below. */
  let directCollect: DirectCollectOptions | null = null;
  const options: FastifyServerOptions = {
    logger: loggerOptions(config, logStream),
    // Each request's id in its log lines: the proxy's X-Request-Id, or a fresh one (server/logging.ts).
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // A page address that cannot be decoded (or holds NUL or a lone surrogate) is the not-found page's:
    // rewritten before routing, so it is answered like any page, with every header.
    // Every check after this sees the path as the router will (server/boundary.ts, withUnreservedDecoded).
    rewriteUrl: (request) => {
      const url = withUnreservedDecoded(request.url ?? '/');
      const pathname = url.split('?')[0] ?? '/';
      if (!isPagePath(pathname) || pageKey(url) !== null) return url;
      return localizePath(langFromPath(pathname), notFoundPath);
    },
    // A cached page is answered before Fastify when it can be, byte for byte as Fastify would (server/fastPages.ts).
    serverFactory: (handler) => {
      const server = http.createServer((request, response) => {
        if (!closing && directCollect && collectDirectly(request, response, directCollect)) return;
        if (
          !cacheable ||
          closing ||
          !answerFromCache(request, response, {
            pageCache: app.pageCache,
            isPagePath,
            isRedirected: (path) => app.redirects.has(path),
            served: (served) => {
              app.pageCache.answeredDirectly();
              if (directCollect)
                app.serverViews.answered(served, directCollect.addressOf(served), served.url ?? '/');
            },
          })
        )
          handler(request, response);
      });
      // Fastify's own default, which it sets only on a server it makes itself.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    // Any other URL the router cannot decode gets the usual error shape (Fastify's own would be another).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.code(400).send({ error: 'bad_request', message: error.message });
    },
  };
  const app: FastifyInstance = Fastify(options);
  // First of all hooks: the rows a request writes carry its id (server/requestContext.ts).
  registerRequestContext(app);
  // Every route the server answers itself, as it is registered: addresses no landing page may take.
  const serverRoutes = new ServerRoutes();
  app.addHook('onRoute', (route) => serverRoutes.add(route.url));
  // Prometheus's address is the server's even where no token turns it on.
  serverRoutes.add(metricsPath);
  app.decorate(
    'pageCache',
    new PageCache(500, 100, (error) => app.log.error({ err: error }, 'compressing a page failed')),
  );
  const signals = new Signals({ db: database.db, log: app.log, databaseUrl: database.url });
  app.decorate('signals', signals);
  signals.on('pages', () => app.pageCache.clear());
  signals.on('redirects', () => app.redirects.reload());
  // Not waited for: the save that sent it answers while the schedule looks for its next time.
  signals.on('schedule', () => void app.schedule.wake());
  app.addHook('onReady', async () => signals.start());
  app.addHook('onClose', async () => signals.stop());
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  const worker = new OutboxWorker({
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    pollMs: config.mail.pollMs,
    log: app.log,
  });
  app.decorate('outbox', worker);
  app.addHook('onReady', async () => worker.start());
  const resetRequests = new ResetRequests({
    db: database.db,
    baseUrl: config.publicBaseUrl,
    log: app.log,
    queued: () => worker.wake(),
  });
  app.decorate('resetRequests', resetRequests);
  // The reset requests' mails are queued before the outbox stops.
  app.addHook('onClose', async () => {
    await resetRequests.settled();
    await worker.stop();
  });
  const webhooks = new WebhookWorker({
    db: database.db,
    log: app.log,
    pollMs: config.mail.pollMs,
    baseUrl: config.publicBaseUrl,
    allowLoopback: config.webhooksAllowLoopback,
  });
  app.decorate('webhooks', webhooks);
  app.addHook('onReady', async () => webhooks.start());
  app.addHook('onClose', async () => webhooks.stop());
  const retention = retentionJob({ db: database.db, log: app.log });
  app.decorate('retention', retention);
  app.addHook('onReady', async () => retention.start());
  app.addHook('onClose', async () => retention.stop());
  const nightlyBackups = nightlyBackupJob({
    database,
    dir: path.resolve(config.backupDir),
    log: app.log,
  });
  app.decorate('nightlyBackups', nightlyBackups);
  if (config.nightlyBackups) app.addHook('onReady', async () => nightlyBackups.start());
  app.addHook('onClose', async () => nightlyBackups.stop());
  const dueMail = dueMailJob({ db: database.db, log: app.log, baseUrl: config.publicBaseUrl });
  app.decorate('dueMail', dueMail);
  app.addHook('onReady', async () => dueMail.start());
  app.addHook('onClose', async () => dueMail.stop());
  const schedule = new PublishSchedule({
    db: database.db,
    log: app.log,
    // A post that went live may have released a redirect from its address, and shows on many pages.
    changed: async () => {
      await signals.send('redirects');
      await signals.send('pages');
    },
  });
  app.decorate('schedule', schedule);
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', async () => schedule.stop());
  const insights = {
    collector: new Collector({ db: database.db, log: app.log }),
    rollup: new InsightsRollup({ db: database.db, log: app.log, today: () => stockholmDate() }),
  };
  app.decorate('insights', insights);
  const collectLimiter = new CollectLimiter();
  directCollect = {
    collector: insights.collector,
    limiter: collectLimiter,
    addressOf: clientAddressOf(config.trustProxy),
  };
  app.addHook('onReady', async () => insights.rollup.start());
  const serverViews = new ServerViews({
    db: database.db,
    collector: insights.collector,
    log: app.log,
    isPagePath,
  });
  app.decorate('serverViews', serverViews);
  app.addHook('onReady', async () => serverViews.reload());
  // A change of the settings (the mode among them) is told to every instance as a change of the pages.
  signals.on('pages', () => void serverViews.reload());
  // Pages and data answered through Fastify; cached pages answered before it are counted where they are answered.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 200) serverViews.answered(request.raw, request.ip, request.url);
  });
  app.addHook('onClose', async () => {
    await insights.collector.flush();
    await insights.rollup.stop();
  });

  registerDrain(app);
  app.addHook('preClose', async () => {
    closing = true;
  });
  if (config.metricsToken) {
    registerMetrics(app, {
      token: config.metricsToken,
      database,
      pageCache: app.pageCache,
      outbox: worker,
      insights: insights.collector.writer,
    });
  }
  await registerSecurityHeaders(
    app,
    config,
    renderer === 'production' ? await builtConnectSources(path.join(root, 'dist', 'client')) : [],
  );
  await app.register(compress, {
    global: true,
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // A stable error shape, with no internals in the answer.
  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    // The client went away mid-answer (the page editor drops a preview it no longer needs): nobody to answer.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || reply.raw.destroyed) {
      request.log.info({ url: request.url }, 'the client left before the answer was sent');
      return;
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // JSON whatever the route had begun to answer (an HTML page, say).
    reply
      .code(status)
      .type('application/json; charset=utf-8')
      .send({
        error: status >= 500 ? 'internal' : 'bad_request',
        message: status >= 500 ? 'Internal server error' : error.message,
      });
  });

  // Staff's redirects first (matched on the canonical path, so /sv/old/ goes to its target in one step).
  registerRedirects(app, database.db, isPagePath);
  // /sv and /sv/… move to the unprefixed Swedish path; a trailing slash is dropped. One canonical per page.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', search = ''] = request.url.split(/(?=\?)/);
    if (!isPagePath(pathname)) return;
    const target = canonicalPath(pathname);
    if (target !== null) return reply.redirect(target + search, 301);
  });

  registerInputBoundary(app, isPagePath);
  refuseApiCallsFromStorybook(app);
  // Before any route is registered: it holds every route at a user's address, present and future.
  keepProtectedAccountsTheirOwn(app, database.db);
  await app.register(healthRoutes, { database, redis });
  await app.register(cookie);
  await app.register(publicRoutes, { database });
  await app.register(pageRoutes, { database });
  await app.register(categoryRoutes, { database });
  await app.register(searchRoutes, { database, redis: redis?.client });
  await app.register(authRoutes, { database, config, redis: redis?.client });
  await app.register(adminLeadRoutes, { database, config, rollup: insights.rollup });
  await app.register(adminSavedReplyRoutes, { database, config });
  await app.register(adminInsightsRoutes, { database, config, rollup: insights.rollup });
  await app.register(collectRoutes, {
    collector: insights.collector,
    limiter: collectLimiter,
    db: database.db,
  });
  await app.register(adminAccountRoutes, { database, config });
  await app.register(adminPasskeyRoutes, { database, config });
  await app.register(adminContentRoutes, { database, config });
  await app.register(adminMediaRoutes, { database, config });
  await app.register(mediaRoutes, { database });
  await app.register(socialRoutes, { database, config });
  await app.register(adminOnlyRoutes, { database, config });
  await app.register(adminSecurityRoutes, { database, config });
  await app.register(adminSeoRoutes, { database, config });
  await app.register(adminRedirectRoutes, { database, config });
  await app.register(adminBackupRoutes, { database, config });
  await app.register(adminTransferRoutes, { database, config, serverRoutes });
  await app.register(adminWebhookRoutes, { database, config, worker: webhooks });
  await app.register(adminPageRoutes, { database, config, serverRoutes });
  await app.register(adminSitePartRoutes, { database, config });
  await app.register(adminOutboxRoutes, { database, config, worker });
  await app.register(adminPrivacyRoutes, { database, config });
  await app.register(replyRoutes, { database, config, worker });
  await app.register(contactRoutes, { database, config, worker, redis: redis?.client });
  await app.register(seoRoutes, { database, config, releasedAt });
  await app.register(storybookRoutes, { database, dir: storybookDir });
  await app.register(pageAuditRoutes);

  // The site's own pictures (public/images) may be drawn by another origin: the Storybook staff browse runs in
  // an opaque one and shows them (server/routes/storybook.ts). They are public files; nothing else changes.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/images/')) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });

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
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
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
      return reply
        .code(page.status)
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Referrer-Policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    // The contact page saying what one visitor sent (after a native post): theirs alone, never cached or indexed.
    const confirmationUrl = contactConfirmationUrl(request.url);
    if (confirmationUrl !== null) {
      const page = await pageRenderer.render(confirmationUrl, { api: apiFrom(request.ip), siteConfig });
      return reply
        .code(page.status)
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Referrer-Policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page.html);
    }
    // The search page renders for each query and is never indexed (its meta robots says so too).
    const uncachedUrl = uncachedPageUrl(request.url);
    if (uncachedUrl !== null) reply.header('X-Robots-Tag', 'noindex, follow');
    // Made-up query parameters share the cached page (a path that cannot be a page was rewritten above).
    const key = uncachedUrl ?? pageKey(request.url) ?? notFoundPath;
    const cached = cacheable && uncachedUrl === null;
    let page = cached ? app.pageCache.get(key) : undefined;
    if (!page) {
      const generation = app.pageCache.generation;
      page = await pageRenderer.render(key, {
        api: uncachedUrl === null ? api : apiFrom(request.ip),
        siteConfig,
      });
      // This answer is compressed per request (@fastify/compress); later ones get the stored encoding.
      if (cached && app.pageCache.set(key, page, generation)) {
        reply.raw.once('finish', () => app.pageCache.encodeLater(key));
      }
    }
    if (page.status === 404) countMissingPage(app, request);
    else if (cached && !page.headers && app.pageCache.peek(key) === page) headersWanted.set(request, page);
    reply
      .code(page.status)
      .header('Cache-Control', page.status === 503 || page.status === 429 ? 'no-store' : 'no-cache')
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

  return app;
}
