import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { RunningExperiments } from './running';

/**
 * Experiments on the site's pages (docs/experiments.md): the running ones kept in memory for serving their
 * variants (server/plugins/pages.ts, server/routes/pages.ts, server/fastPages.ts), and their goals counted from the
 * pages and data answered (cached pages answered before Fastify are told where they are answered, server/app.ts).
 */
export const experimentsPlugin = fp(
  async (
    app: FastifyInstance,
    { database, isPagePath }: { database: Database; isPagePath: (pathname: string) => boolean },
  ) => {
    const running = new RunningExperiments({
      db: database.db,
      log: app.log,
      mode: () => app.serverViews.mode,
      hasher: app.insights.collector.hasher,
    });
    app.decorate('experiments', running);
    // The beacon's events (the consent mode): a tested page's visitor and its Core Web Vitals, per variant.
    app.insights.collector.listen((event, day, visitor) => running.reported(event, day, visitor));
    app.addHook('onReady', async () => running.reload());
    // Starting or stopping one, and publishing a page, are told to every instance as a change of the pages.
    app.signals.on('pages', () => void running.reload());
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode === 200) running.answered(request.raw, request.ip, request.url, isPagePath);
    });
    app.addHook('onClose', async () => running.close());
  },
  { name: 'experiments', dependencies: ['operations', 'insights'] },
);
