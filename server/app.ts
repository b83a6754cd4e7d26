import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import http from 'node:http';
import path from 'node:path';
import { langFromPath, localizePath } from '../shared/paths';
import type { ResetRequests } from './auth/resetRequests';
import { backupsPlugin } from './backup/plugin';
import type { NightlyPass } from './backup/nightly';
import { withUnreservedDecoded } from './boundary';
import type { Config } from './config';
import { notFoundPath, ServerRoutes } from './content/pagePaths';
import type { PublishSchedule } from './content/schedule';
import type { Database } from './db/client';
import { answerFromCache, type FastPageOptions } from './fastPages';
import type { Collector } from './insights/collector';
import { collectDirectly, type DirectCollectOptions } from './insights/directCollect';
import { insightsPlugin } from './insights/plugin';
import type { InsightsRollup } from './insights/rollup';
import type { ServerViews } from './insights/serverViews';
import type { dueMailJob } from './leads/dueMail';
import { loggerOptions, requestIdOf } from './logging';
import { metricsPath } from './metrics';
import type { OutboxWorker } from './mail/outbox';
import { mediaPlugin } from './media/plugin';
import { pageKey, type PageCache } from './pageCache';
import { isPagePath } from './pagePath';
import type { PeriodicJob } from './periodicJob';
import { adminPlugin } from './plugins/admin';
import { contentApiPlugin } from './plugins/contentApi';
import { mailPlugin } from './plugins/mail';
import { metricsPlugin, operationsPlugin } from './plugins/operations';
import { pagesPlugin } from './plugins/pages';
import { clientDirOf, securityPlugin } from './plugins/security';
import type { RetentionPass } from './privacy/retention';
import { connectRedis } from './redis';
import { registerRequestContext } from './requestContext';
import type { Signals } from './signals';
import type { Renderer } from './ssr';
import { webhooksPlugin } from './webhooks/plugin';
import { experimentsPlugin } from './experiments/plugin';
import { versionKey, type RunningExperiments } from './experiments/running';
import type { WebhookWorker } from './webhooks/worker';

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
    /** The running experiments: which variant a visitor sees, and their visits and goals counted (docs/experiments.md). */
    experiments: RunningExperiments;
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
      // Made once, at the first request (the app exists by then), not once per request.
      let fast: FastPageOptions | undefined;
      const fastOptions = (): FastPageOptions =>
        (fast ??= {
          pageCache: app.pageCache,
          isPagePath,
          isRedirected: (path) => app.redirects.has(path),
          served: (served) => {
            app.pageCache.answeredDirectly();
            if (!directCollect) return;
            const address = directCollect.addressOf(served);
            app.serverViews.answered(served, address, served.url ?? '/');
            app.experiments.answered(served, address, served.url ?? '/', isPagePath);
          },
          versionKey: (request, key, pathname) => {
            const running = app.experiments.at(pathname);
            if (!running) return key;
            const choice =
              directCollect && app.experiments.chooseNow(request, directCollect.addressOf(request), running);
            if (!choice) return null;
            app.experiments.seen(request, choice);
            return versionKey(key, choice.variant);
          },
        });
      const server = http.createServer((request, response) => {
        if (!closing && directCollect && collectDirectly(request, response, directCollect)) return;
        if (!cacheable || closing || !answerFromCache(request, response, fastOptions()))
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
  app.addHook('preClose', async () => {
    closing = true;
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;

  // The parts of the server, in the order they must come: the checks every request passes before any route,
  // then what runs the instance, then each part with its routes, the pages last (their route takes the rest).
  await app.register(securityPlugin, {
    config,
    database,
    isPagePath,
    clientDir: clientDirOf(root, renderer),
  });
  await app.register(operationsPlugin, { database, redis });
  await app.register(mailPlugin, { config, database });
  await app.register(webhooksPlugin, { config, database });
  await app.register(backupsPlugin, { config, database });
  await app.register(insightsPlugin, {
    config,
    database,
    isPagePath,
    collectDirectly: (direct) => {
      directCollect = direct;
    },
  });
  await app.register(experimentsPlugin, { database, isPagePath });
  await app.register(metricsPlugin, { config, database });
  await app.register(mediaPlugin, { config, database });
  await app.register(contentApiPlugin, { config, database, redis, releasedAt, storybookDir });
  await app.register(adminPlugin, { config, database, redis, serverRoutes });
  await app.register(pagesPlugin, { config, database, renderer, root, cacheable, isPagePath });
  return app;
}
