import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { PublishSchedule } from '../content/schedule';
import type { Database } from '../db/client';
import { registerMetrics } from '../metrics';
import { PageCache } from '../pageCache';
import { retentionJob } from '../privacy/retention';
import type { RedisConnection } from '../redis';
import { healthRoutes } from '../routes/health';
import { registerDrain } from '../shutdown';
import { Signals } from '../signals';

/**
 * Running the instance: the page cache and the signals that keep every instance's memory current, the scheduled
 * publications, the retention job, the drain on a clean stop, and /healthz and /readyz. Its decorations and hooks
 * are the whole app's (fastify-plugin).
 */
export const operationsPlugin = fp(
  async (
    app: FastifyInstance,
    { database, redis }: { database: Database; redis: RedisConnection | null },
  ) => {
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
    if (redis) app.addHook('onClose', () => redis.close());

    const retention = retentionJob({ db: database.db, log: app.log });
    app.decorate('retention', retention);
    app.addHook('onReady', async () => retention.start());
    app.addHook('onClose', async () => retention.stop());
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

    registerDrain(app);
    await app.register(healthRoutes, { database, redis });
  },
  { name: 'operations' },
);

/** Prometheus's /metrics, when a token turns it on: the page cache, the outbox and the Insights writer too. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
    if (!config.metricsToken) return;
    registerMetrics(app, {
      token: config.metricsToken,
      database,
      pageCache: app.pageCache,
      outbox: app.outbox,
      insights: app.insights.collector.writer,
    });
  },
  { name: 'metrics', dependencies: ['operations', 'mail', 'insights'] },
);
