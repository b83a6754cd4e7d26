import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { fieldErrors } from '../../shared/adminSchemas';
import { idParams } from '../../shared/inputRules';
import {
  webhookEndpointSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookList,
} from '../../shared/webhooks';
import { staffOnly } from '../auth/guard';
import { audit } from '../audit';
import type { Config } from '../config';
import { rowsOf, type Database } from '../db/client';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import { refuseEndpointUrl } from './address';
import { queueWebhookEvent } from './events';
import { newWebhookSecret } from './send';
import type { WebhookWorker } from './worker';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const noSuchEndpoint = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'not_found', message: 'No such webhook' });

const endpointOf = (row: EndpointRow, queued: number): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  description: row.description,
  enabled: row.enabled,
  secret: row.secret,
  disabledReason: row.disabledReason,
  failingSince: row.failingSince?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  queued,
});

const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  event: row.event as WebhookDelivery['event'],
  messageId: row.messageId,
  status: row.status,
  attempts: row.attempts,
  responseCode: row.responseCode,
  durationMs: row.durationMs,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
});

/** The deliveries an endpoint's log shows: the latest. */
export const deliveryLogLength = 50;

const deliveryParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Admin → Webhooks (Admins; docs/webhooks.md): endpoints added, changed, switched on and off and deleted, each
 * audited; an endpoint's delivery log (the latest 50) with a delivery sent again; a test event sent to one endpoint.
 * An address that is not http(s), not https outside tests, or written as a private address is refused with 400 at
 * the field; a name that resolves to one is refused when a delivery dials it (server/webhooks/address.ts).
 */
export async function adminWebhookRoutes(
  app: FastifyInstance,
  { database, config, worker }: { database: Database; config: Config; worker: WebhookWorker },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config, ['Admin']));

  const queuedCounts = async () =>
    new Map(
      rowsOf<{ endpoint_id: number; queued: string | number }>(
        await db.execute(sql`
          select endpoint_id, count(*) as queued from webhook_deliveries where status = 'queued' group by endpoint_id`),
      ).map((row) => [Number(row.endpoint_id), Number(row.queued)]),
    );

  const readInput = (body: unknown, reply: FastifyReply) => {
    const input = webhookEndpointSchema.safeParse(body);
    if (!input.success) {
      reply.code(400).send({
        error: 'validation',
        message: 'Please check the webhook',
        fields: fieldErrors(input.error),
      });
      return null;
    }
    const refused = refuseEndpointUrl(input.data.url, config.webhooksAllowLoopback);
    if (refused) {
      reply
        .code(400)
        .send({ error: 'validation', message: 'Please check the webhook', fields: { url: refused } });
      return null;
    }
    return input.data;
  };

  app.get('/api/admin/webhooks', async (): Promise<WebhookList> => {
    const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
    const counts = await queuedCounts();
    return { endpoints: rows.map((row) => endpointOf(row, counts.get(row.id) ?? 0)) };
  });

  app.post('/api/admin/webhooks', async (request, reply) => {
    const input = readInput(request.body, reply);
    if (!input) return reply;
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({ ...input, secret: newWebhookSecret() })
        .returning();
      await audit(tx, request.staff!, 'create', 'webhook', row!.id, `${row!.url}: ${row!.events.join(', ')}`);
      return row!;
    });
    return reply.code(201).send(endpointOf(created, 0));
  });

  app.put('/api/admin/webhooks/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return noSuchEndpoint(reply);
    const input = readInput(request.body, reply);
    if (!input) return reply;
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, params.data.id))
        .for('update');
      if (!before) return null;
      // Switched on again: its day of failures starts afresh.
      const reopened = input.enabled && !before.enabled;
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          ...input,
          ...(reopened ? { disabledReason: null, failingSince: null } : {}),
          ...(!input.enabled ? { failingSince: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(webhookEndpoints.id, before.id))
        .returning();
      const what =
        input.enabled === before.enabled ? '' : input.enabled ? ' (switched on)' : ' (switched off)';
      await audit(
        tx,
        request.staff!,
        'update',
        'webhook',
        before.id,
        `${row!.url}: ${row!.events.join(', ')}${what}`,
      );
      return row!;
    });
    if (!saved) return noSuchEndpoint(reply);
    if (saved.enabled) worker.wake();
    return endpointOf(saved, (await queuedCounts()).get(saved.id) ?? 0);
  });

  app.delete('/api/admin/webhooks/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return noSuchEndpoint(reply);
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, params.data.id))
        .returning();
      if (row) await audit(tx, request.staff!, 'delete', 'webhook', row.id, row.url);
      return row;
    });
    if (!deleted) return noSuchEndpoint(reply);
    return reply.code(204).send();
  });

  app.get('/api/admin/webhooks/:id/deliveries', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return noSuchEndpoint(reply);
    const [endpoint] = await db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, params.data.id));
    if (!endpoint) return noSuchEndpoint(reply);
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(deliveryLogLength);
    return { deliveries: rows.map(deliveryOf) };
  });

  app.post('/api/admin/webhooks/:id/test', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return noSuchEndpoint(reply);
    const queued = await db.transaction(async (tx) => {
      const count = await queueWebhookEvent(
        tx,
        'webhook.test',
        [{ message: 'A test event from Admin → Webhooks', sentBy: request.staff!.email }],
        params.data.id,
      );
      if (count > 0) await audit(tx, request.staff!, 'resend', 'webhook', params.data.id, 'test event');
      return count;
    });
    if (queued === 0) return noSuchEndpoint(reply);
    worker.wake();
    return reply.code(202).send({ ok: true });
  });

  app.post('/api/admin/webhooks/deliveries/:id/resend', async (request, reply) => {
    const params = deliveryParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such delivery' });
    const row = await db.transaction(async (tx) => {
      const [again] = await tx
        .update(webhookDeliveries)
        .set({ status: 'queued', nextAttemptAt: new Date(), resentAt: new Date() })
        .where(and(eq(webhookDeliveries.id, params.data.id), sql`${webhookDeliveries.status} <> 'queued'`))
        .returning();
      if (again) await audit(tx, request.staff!, 'resend', 'webhook-delivery', again.id, again.event);
      return again;
    });
    if (!row) {
      const [exists] = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, params.data.id));
      return exists
        ? reply.code(409).send({ error: 'conflict', message: 'This delivery is queued already' })
        : reply.code(404).send({ error: 'not_found', message: 'No such delivery' });
    }
    worker.wake();
    return reply.code(202).send(deliveryOf(row));
  });
}
