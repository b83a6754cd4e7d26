import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { stockholmDate } from '../../shared/stockholm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { adminInsightsRoutes } from '../routes/admin/insights';
import { collectRoutes } from '../routes/collect';
import { Collector } from './collector';
import { clientAddressOf, CollectLimiter, type DirectCollectOptions } from './directCollect';
import { InsightsRollup } from './rollup';
import { ServerViews } from './serverViews';

export interface InsightsOptions {
  config: Config;
  database: Database;
  isPagePath: (pathname: string) => boolean;
  /** Hands the server what it needs to take the beacon's events before Fastify (server/insights/directCollect.ts). */
  collectDirectly: (options: DirectCollectOptions) => void;
}

/**
 * Insights (docs/insights.md): the beacon's events counted and rolled up, the page views counted from requests in
 * the `server` mode, the beacon's routes and Admin → Insights' API.
 */
export const insightsPlugin = fp(
  async (app: FastifyInstance, { config, database, isPagePath, collectDirectly }: InsightsOptions) => {
    const insights = {
      collector: new Collector({ db: database.db, log: app.log }),
      rollup: new InsightsRollup({ db: database.db, log: app.log, today: () => stockholmDate() }),
    };
    app.decorate('insights', insights);
    const limiter = new CollectLimiter();
    collectDirectly({
      collector: insights.collector,
      limiter,
      addressOf: clientAddressOf(config.trustProxy),
    });
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
    app.signals.on('pages', () => void serverViews.reload());
    // Pages and data answered through Fastify; cached pages answered before it are counted where they are answered.
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 200) serverViews.answered(request.raw, request.ip, request.url);
    });
    app.addHook('onClose', async () => {
      await insights.collector.flush();
      await insights.rollup.stop();
    });
    await app.register(collectRoutes, { collector: insights.collector, limiter, db: database.db });
    await app.register(adminInsightsRoutes, { database, config, rollup: insights.rollup });
  },
  { name: 'insights', dependencies: ['security', 'operations'] },
);
