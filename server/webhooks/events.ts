import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../shared/webhooks';
import { rowsOf, type Db, type Tx } from '../db/client';

/**
 * Queues an event for every enabled endpoint that asked for it, one delivery per endpoint and item, in the
 * transaction that caused the event: committed together or not at all, so a crash after the commit loses no
 * delivery and a rolled-back change sends none (the outbox pattern; server/webhooks/worker.ts sends them). One
 * statement, whatever the number of items and endpoints, and nothing written when no endpoint listens.
 * The body is the Standard Webhooks shape: `{ "type", "timestamp", "data" }`.
 */
export async function queueWebhookEvent(
  tx: Db | Tx,
  event: WebhookEvent | 'webhook.test',
  items: readonly object[],
  onlyEndpoint?: number,
): Promise<number> {
  if (items.length === 0) return 0;
  const queued = await tx.execute(sql`
    insert into webhook_deliveries (endpoint_id, event, message_id, payload)
    select endpoint.id, ${event}, 'msg_' || replace(gen_random_uuid()::text, '-', ''),
      jsonb_build_object(
        'type', ${event}::text,
        'timestamp', to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'data', item.data)
    from webhook_endpoints endpoint
    cross join unnest(${sql.param(items.map((item) => JSON.stringify(item)))}::jsonb[]) as item (data)
    where ${
      onlyEndpoint === undefined
        ? sql`endpoint.enabled and ${event} = any(endpoint.events)`
        : sql`endpoint.id = ${onlyEndpoint}`
    }
    returning id`);
  return rowsOf(queued).length;
}
