import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { staffLang } from '../../shared/i18n';
import { rowsOf, type Db, type Tx } from '../db/client';
import { outbox, settings, users, webhookEndpoints } from '../db/schema';
import { outboxRow } from '../mail/outbox';
import { siteForMail, webhookDisabledMail } from '../mail/templates';
import { PollingWorker } from '../pollingWorker';
import { sendWebhook, signedHeaders, type SendOutcome } from './send';

/**
 * Sends queued webhook deliveries (server/webhooks/events.ts queues them). Like the mail outbox, rows are claimed
 * with FOR UPDATE SKIP LOCKED under a lease, so several instances never send one delivery at once and one that dies
 * mid-send gives it back when the lease runs out; the request itself happens outside any transaction. A failed try
 * is retried with back-off (30 s doubling to an hour) for a day, counted from the event or from when an Admin sent
 * it again; then it is failed. An endpoint to which every try has failed for a day is switched off, its reason kept,
 * and every Admin gets a mail saying so.
 */

export const webhookLeaseSeconds = 60;
/** Tries go on this long; an endpoint failing this long is switched off. */
export const webhookGiveUpMs = 24 * 3_600_000;

export const webhookBackoffSeconds = (attempts: number) =>
  Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

export interface WebhookWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollMs: number;
  baseUrl: string;
  allowLoopback: boolean;
  batchSize?: number;
  /** The clock (tests move it a day on). */
  now?: () => Date;
}

type Claimed = {
  id: number;
  endpoint_id: number;
  url: string;
  secret: string;
  message_id: string;
  body: string;
  attempts: number;
  since: Date | string;
};

export class WebhookWorker extends PollingWorker {
  /** This instance's tries since it started, by outcome (for the log and tests). */
  readonly tries = { delivered: 0, failed: 0 };

  constructor(private readonly options: WebhookWorkerOptions) {
    super({
      pollMs: options.pollMs,
      failed: (error) => options.log.error({ err: error }, 'webhook pass failed'),
    });
  }

  private now() {
    return this.options.now?.() ?? new Date();
  }

  /**
   * The time in SQL: the database's own clock, unless a test sets one (the database stamps a queued delivery with its
   * clock, in microseconds; the process's, in milliseconds, may read a hair earlier and not find it due yet).
   */
  private sqlNow() {
    return this.options.now ? sql`${this.options.now().toISOString()}::timestamptz` : sql`now()`;
  }

  // A full batch means more may be due: the next pass follows at once.
  protected async pass() {
    const { delivered, failed } = await this.runOnce();
    return { more: delivered + failed === (this.options.batchSize ?? 20) };
  }

  /** One pass: claims the due deliveries of enabled endpoints, sends each, records how it went. */
  async runOnce(): Promise<{ delivered: number; failed: number }> {
    const { db, batchSize = 20 } = this.options;
    const now = this.now();
    const at = this.sqlNow();
    const claimed = rowsOf<Claimed>(
      await db.execute(sql`
        update webhook_deliveries delivery
        set attempts = delivery.attempts + 1,
          next_attempt_at = ${at} + make_interval(secs => ${webhookLeaseSeconds})
        from webhook_endpoints endpoint
        where endpoint.id = delivery.endpoint_id and delivery.id in (
          select queued.id from webhook_deliveries queued
          join webhook_endpoints listening on listening.id = queued.endpoint_id and listening.enabled
          where queued.status = 'queued' and queued.next_attempt_at <= ${at}
          order by queued.next_attempt_at, queued.id limit ${batchSize}
          for update of queued skip locked
        )
        returning delivery.id, delivery.endpoint_id, endpoint.url, endpoint.secret, delivery.message_id,
          delivery.payload::text as body, delivery.attempts, coalesce(delivery.resent_at, delivery.created_at) as since`),
    );
    let delivered = 0;
    let failed = 0;
    for (const row of claimed) {
      const outcome = await sendWebhook(
        row.url,
        row.body,
        signedHeaders(row.secret, row.message_id, now, row.body),
        {
          allowLoopback: this.options.allowLoopback,
        },
      );
      await this.record(row, outcome);
      if (outcome.ok) delivered += 1;
      else failed += 1;
    }
    this.tries.delivered += delivered;
    this.tries.failed += failed;
    return { delivered, failed };
  }

  private async record(row: Claimed, outcome: SendOutcome) {
    const { db, log } = this.options;
    const now = this.now();
    const at = this.sqlNow();
    if (outcome.ok) {
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          update webhook_deliveries set status = 'delivered', response_code = ${outcome.responseCode},
            duration_ms = ${outcome.durationMs}, error = null, last_attempt_at = ${at}
          where id = ${row.id}`);
        await tx.execute(
          sql`update webhook_endpoints set failing_since = null where id = ${row.endpoint_id}`,
        );
      });
      return;
    }
    const expired = now.getTime() - new Date(row.since).getTime() >= webhookGiveUpMs;
    const switchedOff = await db.transaction(async (tx) => {
      await tx.execute(sql`
        update webhook_deliveries set status = ${expired ? 'failed' : 'queued'},
          response_code = ${outcome.responseCode}, duration_ms = ${outcome.durationMs}, error = ${outcome.error},
          last_attempt_at = ${at},
          next_attempt_at = ${at} + make_interval(secs => ${webhookBackoffSeconds(row.attempts)})
        where id = ${row.id}`);
      // Failing since the first failed try after the last delivered one; a day of that switches the endpoint off
      // (once: the row is locked, and only an enabled endpoint is switched).
      const [endpoint] = await tx
        .select({
          url: webhookEndpoints.url,
          enabled: webhookEndpoints.enabled,
          failingSince: webhookEndpoints.failingSince,
        })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, row.endpoint_id))
        .for('update');
      if (!endpoint) return null;
      const failingSince = endpoint.failingSince ?? now;
      const switchOff = endpoint.enabled && now.getTime() - failingSince.getTime() >= webhookGiveUpMs;
      await tx
        .update(webhookEndpoints)
        .set(
          switchOff
            ? { failingSince, enabled: false, disabledReason: outcome.error, updatedAt: now }
            : { failingSince },
        )
        .where(eq(webhookEndpoints.id, row.endpoint_id));
      if (!switchOff) return null;
      await this.tellAdmins(tx, endpoint.url, outcome.error ?? '');
      return endpoint.url;
    });
    if (switchedOff)
      log.warn(
        { endpoint: row.endpoint_id, url: switchedOff },
        'webhook endpoint switched off after a day of failures',
      );
    else
      log.warn(
        { delivery: row.id, attempts: row.attempts, expired, error: outcome.error },
        'a webhook delivery failed',
      );
  }

  private async tellAdmins(tx: Tx, url: string, reason: string) {
    const { baseUrl } = this.options;
    const [site] = await tx.select().from(settings).where(eq(settings.id, 1));
    const admins = await tx
      .select({ name: users.name, email: users.email, lang: users.lang })
      .from(users)
      .where(eq(users.role, 'Admin'));
    for (const admin of admins) {
      const content = webhookDisabledMail(
        admin.name,
        { url, reason, link: `${baseUrl}/admin/webhooks` },
        siteForMail(site, baseUrl),
        staffLang(admin.lang),
      );
      await tx.insert(outbox).values(outboxRow({ kind: 'webhook_disabled', to: admin.email, ...content }));
    }
  }
}
