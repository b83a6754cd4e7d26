import { queueWebhookEvent } from '../webhooks/events';
import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMode } from '../../shared/outbox';
import { rowsOf, type Db } from '../db/client';
import { PollingWorker } from '../pollingWorker';
import { currentRequestId } from '../requestContext';
import { outbox, outboxAttempts } from '../db/schema';
import {
  escapeHtml,
  renderLeadMail,
  type LeadMailKind,
  type LeadMailTemplate,
  type MailContent,
} from './templates';

export type OutboxKind = (typeof outbox.$inferInsert)['kind'];

/** What a try at delivering a message came to (as `outbox_attempts` records it). */
export const attemptOutcomes = ['sent', 'captured', 'failed'] as const;
export type AttemptOutcome = (typeof attemptOutcomes)[number];

interface Envelope {
  leadId?: string | null;
  to: string;
  cc?: string;
  replyTo?: string;
  /** Placeholders in the subject and bodies and what each stands for when sent (never shown to staff). */
  secrets?: Record<string, string>;
}

/** A mail written out in full, or a lead's mail, rendered from its template when it is sent. */
export type OutgoingMail =
  | (Envelope & MailContent & { kind: OutboxKind; template?: undefined })
  | (Envelope & { kind: LeadMailKind; template: LeadMailTemplate });

/** The row to insert for a mail; callers insert it in the transaction that caused it. */
export function outboxRow(mail: OutgoingMail): typeof outbox.$inferInsert {
  const written = mail.template ? { subject: '', text: '', html: '' } : mail;
  return {
    kind: mail.kind,
    leadId: mail.leadId ?? null,
    toAddress: mail.to,
    ccAddress: mail.cc ?? '',
    replyTo: mail.replyTo ?? '',
    subject: written.subject,
    textBody: written.text,
    htmlBody: written.html,
    template: mail.template ?? null,
    secrets: mail.secrets ?? null,
    requestId: currentRequestId(),
  };
}

/** A mail's content with its secrets put in place of their placeholders (escaped in the HTML body). */
export function withSecrets(content: MailContent, secrets: Record<string, string> | null): MailContent {
  if (!secrets) return content;
  let { subject, text, html } = content;
  for (const [placeholder, value] of Object.entries(secrets)) {
    subject = subject.replaceAll(placeholder, value);
    text = text.replaceAll(placeholder, value);
    html = html.replaceAll(placeholder, escapeHtml(value));
  }
  return { subject, text, html };
}

/** Who made a change no staff member made (a New lead answered becomes Contacted), in its timeline. */
export const automaticChange = 'automatically, when the reply went out';

/**
 * A claimed row is someone's for this long (a reply recorded to be sent at once is its sender's); a worker that
 * dies mid-send gives it back when it runs out.
 */
export const leaseSeconds = 300;
/** Retries keep going for two days, backing off from 30 s to at most an hour between attempts. */
const giveUpAfterHours = 48;

export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

/** Said once when the server starts (server/main.ts) while mail is captured rather than delivered. */
export const captureNotice =
  'E-mail is captured, not delivered: SMTP_URL is not set. Every message is kept and shown to Admins in ' +
  'the admin area under Outbox. To deliver mail, set SMTP_URL (for example smtp://user:password@host:587) ' +
  'and restart.';

export interface OutboxWorkerOptions {
  db: Db;
  /** Unset: messages are captured (kept, shown in the Outbox screen) instead of sent. */
  smtpUrl: string | undefined;
  from: string;
  pollMs: number;
  batchSize?: number;
  log: {
    info: (msg: string) => void;
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
}

type ClaimedRow = {
  id: number;
  kind: OutboxKind;
  lead_id: string | null;
  template: LeadMailTemplate | null;
  secrets: Record<string, string> | null;
  to_address: string;
  cc_address: string;
  reply_to: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  created_at: Date | string;
  resent_at: Date | string | null;
  request_id: string | null;
};

/**
 * The SMTP URL with nodemailer's connection pool on: messages reuse open connections instead of each opening
 * (and greeting, and closing) its own, ~4 ms a message instead of ~100 ms against a local server.
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.toString();
}

/**
 * Sends queued e-mails over SMTP, or captures them when SMTP is not configured. Rows are claimed with FOR
 * UPDATE SKIP LOCKED under a lease, so several server instances on one Postgres never send the same row at
 * once, and the send itself happens outside any transaction. Every try is recorded in `outbox_attempts`.
 */
export class OutboxWorker extends PollingWorker {
  /** The SMTP connection pool, opened when first needed and closed by `stop`. */
  private pool: Transporter | null = null;
  /** Set while stop() waits for the pass in flight: that pass sends nothing more and gives back the rest. */
  private stopping = false;
  /** This instance's tries since it started, by outcome (for /metrics). */
  readonly attempts: Record<AttemptOutcome, number> = { sent: 0, captured: 0, failed: 0 };

  constructor(private readonly options: OutboxWorkerOptions) {
    super({
      pollMs: options.pollMs,
      failed: (error) => options.log.error({ err: error }, 'outbox pass failed'),
    });
  }

  /** The SMTP transport, or null when mail is captured. */
  private get transport(): Transporter | null {
    if (!this.options.smtpUrl) return null;
    this.pool ??= nodemailer.createTransport(pooled(this.options.smtpUrl));
    return this.pool;
  }

  get mode(): MailMode {
    return this.options.smtpUrl ? 'smtp' : 'capture';
  }

  /**
   * Sends (or captures) one queued e-mail now, for a caller that tells its user whether it went out (a staff
   * reply, recorded with `nextAttemptAt` a lease ahead so no pass takes it first). Answers true when it went;
   * otherwise the row stays queued and the worker retries it as any other.
   */
  async sendQueued(id: number): Promise<boolean> {
    const claimed = await this.options.db.execute<ClaimedRow>(sql`
      update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      where id = ${id} and status = 'queued'
      returning ${claimedColumns}`);
    const [row] = rowsOf<ClaimedRow>(claimed);
    return row ? this.deliver(row) : false;
  }

  /**
   * No further passes. A pass in flight finishes the e-mail it is sending and gives back the rows it claimed but
   * did not send, so another instance sends them at once rather than when their lease runs out.
   */
  override async stop(): Promise<void> {
    this.stopping = true;
    await super.stop();
    this.stopping = false;
    this.pool?.close();
    this.pool = null;
  }

  // A full batch means more may be due: the next pass follows at once.
  protected async pass() {
    const batchSize = this.options.batchSize ?? 20;
    const { sent, failed } = await this.runOnce();
    return { more: sent + failed === batchSize };
  }

  /**
   * One pass: claim due rows, send each, record the outcome. Returns how many were sent and failed. Stopped
   * midway, it gives back the rows it has not sent.
   */
  async runOnce(): Promise<{ sent: number; failed: number }> {
    const batchSize = this.options.batchSize ?? 20;
    const claimed = await this.options.db.execute<ClaimedRow>(sql`
      update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from outbox where status = 'queued' and next_attempt_at <= now()
        order by next_attempt_at, id limit ${batchSize}
        for update skip locked
      )
      returning ${claimedColumns}`);
    const rows = rowsOf<ClaimedRow>(claimed);
    let sent = 0;
    let failed = 0;
    for (const [index, row] of rows.entries()) {
      if (this.stopping) {
        await this.giveBack(rows.slice(index));
        break;
      }
      if (await this.deliver(row)) sent += 1;
      else failed += 1;
    }
    return { sent, failed };
  }

  /**
   * Ends this worker's claim on rows it will not send: due now, and the claim no longer counted as a try. A row
   * whose lease ran out and that another worker claimed since (its count went up again) is left to that worker.
   */
  private async giveBack(rows: ClaimedRow[]): Promise<void> {
    await this.options.db.execute(sql`
      update outbox set attempts = outbox.attempts - 1, next_attempt_at = now()
      from unnest(
        ${sql.param(rows.map((row) => row.id))}::bigint[],
        ${sql.param(rows.map((row) => row.attempts))}::int[]
      ) as mine (id, attempts)
      where outbox.id = mine.id and outbox.attempts = mine.attempts and outbox.status = 'queued'`);
  }

  /**
   * Sends (or captures) a claimed row and records the outcome and the try: sent or captured, or queued again
   * after a back-off (failed after two days of tries, counted from its creation or from when staff sent it
   * again).
   */
  private async deliver(row: ClaimedRow): Promise<boolean> {
    const { db } = this.options;
    const transport = this.transport;
    const outcome = transport ? 'sent' : 'captured';
    try {
      if (transport) {
        const content = row.template
          ? renderLeadMail(row.kind as LeadMailKind, row.template)
          : withSecrets({ subject: row.subject, text: row.text_body, html: row.html_body }, row.secrets);
        await transport.sendMail({
          from: this.options.from,
          to: row.to_address,
          cc: row.cc_address || undefined,
          replyTo: row.reply_to || undefined,
          ...content,
        });
      }
    } catch (error) {
      this.attempts.failed += 1;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const since = new Date(row.resent_at ?? row.created_at).getTime();
      const expired = Date.now() - since > giveUpAfterHours * 3_600_000;
      await db.transaction(async (tx) => {
        await tx.execute(sql`
          update outbox set
            status = ${expired ? 'failed' : 'queued'},
            secrets = case when ${expired} then null else secrets end,
            last_error = ${message},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
          where id = ${row.id}`);
        await tx.insert(outboxAttempts).values({ outboxId: row.id, outcome: 'failed', error: message });
        if (expired) {
          await queueWebhookEvent(tx, 'mail.failed', [
            {
              id: row.id,
              kind: row.kind,
              leadId: row.lead_id,
              to: row.to_address,
              attempts: row.attempts,
              error: message,
            },
          ]);
        }
      });
      this.options.log.warn(
        // reqId: the request that queued it, so a lead's mail is found from the lead's log lines.
        { outboxId: row.id, reqId: row.request_id, attempts: row.attempts, expired },
        'sending an e-mail failed; will retry',
      );
      return false;
    }
    this.attempts[outcome] += 1;
    await db.transaction(async (tx) => {
      await tx.execute(
        // A secret has done its work once the mail is out, and a captured mail never goes out.
        sql`update outbox set status = ${outcome}, sent_at = now(), last_error = null, secrets = null where id = ${row.id}`,
      );
      await tx.insert(outboxAttempts).values({ outboxId: row.id, outcome });
      // A lead that has been answered is Contacted (specification: a New lead moves on when a reply is sent;
      // a captured reply is as far as mail goes on this installation).
      // The change is part of the lead's story (its timeline), as staff's own changes are.
      if (row.kind === 'lead_reply' && row.lead_id) {
        const moved = await tx.execute(sql`
          with moved as (
            update leads set status = 'Contacted', updated_at = now()
            where id = ${row.lead_id} and status = 'New' returning id, name, email
          ), logged as (
            insert into lead_events (lead_id, user_name, kind, from_value, to_value)
            select id, ${automaticChange}, 'status', 'New', 'Contacted' from moved
          )
          select id, name, email from moved`);
        await queueWebhookEvent(
          tx,
          'lead.status_changed',
          rowsOf<{ id: string; name: string; email: string }>(moved).map((lead) => ({
            ...lead,
            from: 'New',
            to: 'Contacted',
            by: automaticChange,
          })),
        );
      }
    });
    return true;
  }
}

const claimedColumns = sql.raw(
  'id, kind, lead_id, template, secrets, to_address, cc_address, reply_to, subject, text_body, html_body, attempts, created_at, resent_at, request_id',
);
