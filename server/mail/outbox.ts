import { sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { renderLeadMail, type LeadMailKind, type LeadMailTemplate, type MailContent } from './templates';

export type OutboxKind = (typeof outbox.$inferInsert)['kind'];

interface Envelope {
  leadId?: string | null;
  to: string;
  cc?: string;
  replyTo?: string;
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
  };
}

/** A claimed row is someone's for this long; a worker that dies mid-send gives it back when it runs out. */
const leaseSeconds = 300;
/** Retries keep going for two days, backing off from 30 s to at most an hour between attempts. */
const giveUpAfterHours = 48;

export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export interface OutboxWorkerOptions {
  db: Db;
  /** Unset: nothing is sent and rows wait, to go out once SMTP is configured. */
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
  template: LeadMailTemplate | null;
  to_address: string;
  cc_address: string;
  reply_to: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
  created_at: Date | string;
};

/**
 * Sends queued e-mails over SMTP. Rows are claimed with FOR UPDATE SKIP LOCKED under a lease, so several
 * server instances on one Postgres never send the same row at once, and the send itself happens outside
 * any transaction.
 */
export class OutboxWorker {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = true;
  private wakeRequested = false;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /**
   * Sends one e-mail now, outside the outbox, for a caller that must tell its user whether it went out
   * (a staff reply). Throws when SMTP is not configured or the server refuses it.
   */
  async sendNow(mail: { to: string; replyTo?: string } & MailContent): Promise<void> {
    if (!this.transport) throw new Error('SMTP is not configured');
    await this.transport.sendMail({ from: this.options.from, ...mail });
  }

  start(): void {
    this.stopped = false;
    if (!this.transport) {
      this.options.log.info(
        'SMTP_URL is not set: e-mails stay queued in the outbox until SMTP is configured.',
      );
      return;
    }
    this.schedule(0);
  }

  /** Runs a pass soon, for example right after a lead queued its e-mails. */
  wake(): void {
    if (this.stopped || !this.transport) return;
    if (this.running) this.wakeRequested = true;
    else this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  private schedule(delay: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.runOnce()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox pass failed'))
        .finally(() => {
          this.running = null;
          if (this.stopped) return;
          const again = this.wakeRequested;
          this.wakeRequested = false;
          this.schedule(again ? 0 : this.options.pollMs);
        });
    }, delay);
    this.timer.unref?.();
  }

  /** One pass: claim due rows, send each, record the outcome. Returns how many were sent and failed. */
  async runOnce(): Promise<{ sent: number; failed: number }> {
    if (!this.transport) return { sent: 0, failed: 0 };
    const { db } = this.options;
    const claimed = await db.execute<ClaimedRow>(sql`
      update outbox set attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from outbox where status = 'queued' and next_attempt_at <= now()
        order by next_attempt_at, id limit ${this.options.batchSize ?? 20}
        for update skip locked
      )
      returning id, kind, template, to_address, cc_address, reply_to, subject, text_body, html_body, attempts,
        created_at`);
    const { rows } = claimed as unknown as { rows: ClaimedRow[] };
    let sent = 0;
    let failed = 0;
    for (const row of rows) {
      try {
        const content = row.template
          ? renderLeadMail(row.kind as LeadMailKind, row.template)
          : { subject: row.subject, text: row.text_body, html: row.html_body };
        await this.transport.sendMail({
          from: this.options.from,
          to: row.to_address,
          cc: row.cc_address || undefined,
          replyTo: row.reply_to || undefined,
          ...content,
        });
        await db.execute(
          sql`update outbox set status = 'sent', sent_at = now(), last_error = null where id = ${row.id}`,
        );
        sent += 1;
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        const expired = Date.now() - new Date(row.created_at).getTime() > giveUpAfterHours * 3_600_000;
        await db.execute(sql`
          update outbox set
            status = ${expired ? 'failed' : 'queued'},
            last_error = ${message.slice(0, 500)},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts)})
          where id = ${row.id}`);
        this.options.log.warn(
          { outboxId: row.id, attempts: row.attempts, expired },
          'sending an e-mail failed; will retry',
        );
      }
    }
    return { sent, failed };
  }
}
