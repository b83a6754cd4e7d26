import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { adminWebhookRoutes } from './routes';
import { WebhookWorker } from './worker';

/** Webhooks (docs/webhooks.md): the worker that delivers what changes queue, and Admin → Webhooks' API. */
export const webhooksPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
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
    await app.register(adminWebhookRoutes, { database, config, worker: webhooks });
  },
  { name: 'webhooks', dependencies: ['security'] },
);
