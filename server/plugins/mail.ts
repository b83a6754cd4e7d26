import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResetRequests } from '../auth/resetRequests';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { dueMailJob } from '../leads/dueMail';
import { OutboxWorker } from '../mail/outbox';
import { adminOutboxRoutes } from '../routes/admin/outbox';
import { replyRoutes } from '../routes/reply';

/**
 * Mail: the outbox worker that sends what the app queues, password resets worked off after their answer, the
 * morning mail of due follow-ups, and the routes that send or resend (staff's replies, Admin → Outbox).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
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
    const dueMail = dueMailJob({ db: database.db, log: app.log, baseUrl: config.publicBaseUrl });
    app.decorate('dueMail', dueMail);
    app.addHook('onReady', async () => dueMail.start());
    app.addHook('onClose', async () => dueMail.stop());

    await app.register(adminOutboxRoutes, { database, config, worker });
    await app.register(replyRoutes, { database, config, worker });
  },
  { name: 'mail', dependencies: ['security'] },
);
