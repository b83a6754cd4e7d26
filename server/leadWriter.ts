import { eq, sql } from 'drizzle-orm';
import type { ContactLead } from '../shared/contactSchema';
import { rowsOf, type Db } from './db/client';
import { outbox, settings } from './db/schema';
import { siteForMail, type SiteForMail } from './mail/templates';
import { domainsSharingMailboxes, mailboxOf } from './mail/mailbox';
import { currentRequestId } from './requestContext';
import { queueWebhookEvent } from './webhooks/events';

type OutboxRow = typeof outbox.$inferInsert;

interface Pending {
  lead: ContactLead;
  /** The request that sent it: its e-mails carry that request's id, whichever request's turn writes the batch. */
  requestId: string | null;
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

export interface LeadWriterOptions {
  /** The site's address in the e-mails. */
  baseUrl: string;
  /** The agency's address when the settings have none. */
  contactEmail: string;
  /** The day a lead arrived, as stored with it. */
  today: () => string;
  /** The e-mails a new lead sends (not called when the browser's fallback already told the agency). */
  mailsFor: (lead: ContactLead, site: SiteForMail) => OutboxRow[];
  /** The most leads one transaction writes. */
  maxBatch?: number;
}

/**
 * Stores contact leads with their outbox e-mails in as few transactions as the database allows (group commit).
 * The first lead is written at once; leads that arrive while a transaction runs are written together in the
 * next one. Each caller learns whether its lead was new (`true`) or already stored under the same id
 * (`false`, a retry), only after the commit. On the embedded database, which runs one query at a time, this
 * turns a hundred waiting transactions into one. A batch that fails is written again lead by lead, so one bad
 * lead cannot take the others with it.
 */
export class LeadWriter {
  private readonly pending: Pending[] = [];
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly options: LeadWriterOptions,
  ) {}

  store(lead: ContactLead): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ lead, requestId: currentRequestId(), resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length > 0) {
        // The embedded database runs its queries on this thread, so requests are read only between them:
        // one turn of the event loop lets those that have arrived join the batch.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.pending.splice(0, this.options.maxBatch ?? 250);
        try {
          const stored = await this.write(batch);
          batch.forEach((entry, index) => entry.resolve(stored[index]!));
        } catch (error) {
          if (batch.length === 1) {
            batch[0]!.reject(error);
            continue;
          }
          for (const entry of batch) {
            try {
              const [stored] = await this.write([entry]);
              entry.resolve(stored!);
            } catch (single) {
              entry.reject(single);
            }
          }
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /**
   * Whether another confirmation may go to an address: the confirmations its mailbox (server/mail/mailbox.ts:
   * victim+1@, v.ictim@gmail.com and Victim@ are one) received in the last 24 hours, read from the database
   * once per batch (every confirmation to the batch's domains) and then counted within the batch.
   */
  private async confirmationAllowance(tx: Pick<Db, 'execute'>, emails: string[]) {
    const domains = [
      ...new Set(emails.flatMap((email) => domainsSharingMailboxes(email.slice(email.lastIndexOf('@') + 1)))),
    ];
    const recent = await tx.execute(sql`
      select to_address as address from outbox
      where kind = 'visitor_confirmation'
        and lower(split_part(to_address, '@', 2)) = any(${array(domains)}::text[])
        and created_at > now() - interval '1 day'`);
    const sent = new Map<string, number>();
    for (const { address } of rowsOf<{ address: string }>(recent)) {
      const mailbox = mailboxOf(address);
      sent.set(mailbox, (sent.get(mailbox) ?? 0) + 1);
    }
    return (to: string) => {
      const mailbox = mailboxOf(to);
      const count = sent.get(mailbox) ?? 0;
      if (count >= confirmationsPerAddressPerDay) return false;
      sent.set(mailbox, count + 1);
      return true;
    };
  }

  /**
   * One transaction for the batch, with one parameter per column (arrays, unnested by the database) rather than
   * one per value: a batch of a hundred leads is one short statement to parse, not one with a thousand
   * parameters, which is where the embedded database and the query builder spent their time under load.
   */
  private async write(entries: Pick<Pending, 'lead' | 'requestId'>[]): Promise<boolean[]> {
    const batch = entries.map((entry) => entry.lead);
    const requestOf = new Map(entries.map((entry) => [entry.lead, entry.requestId]));
    const date = this.options.today();
    return this.db.transaction(async (tx) => {
      const inserted = await tx.execute(sql`
        insert into leads (id, name, email, phone, website, message, language, source, date, status)
        select *, ${date}::date, 'New' from unnest(
          ${array(batch.map((lead) => lead.id))}::uuid[],
          ${array(batch.map((lead) => lead.name))}::text[],
          ${array(batch.map((lead) => lead.email))}::text[],
          ${array(batch.map((lead) => lead.phone))}::text[],
          ${array(batch.map((lead) => lead.website))}::text[],
          ${array(batch.map((lead) => lead.message))}::text[],
          ${array(batch.map((lead) => lead.language))}::text[],
          ${array(batch.map((lead) => (lead.fallbackDelivered ? 'fallback' : 'form')))}::text[]
        )
        on conflict (id) do nothing
        returning id`);
      const newIds = new Set(rowsOf<{ id: string }>(inserted).map((row) => row.id));
      // The same id twice in one batch: the first is the new lead, the second a retry of it.
      const stored = batch.map((lead) => newIds.delete(lead.id));
      await queueWebhookEvent(
        tx,
        'lead.created',
        batch.filter((_, index) => stored[index]).map((lead) => leadCreatedData(lead, date)),
      );
      const mailing = batch.filter((lead, index) => stored[index] && !lead.fallbackDelivered);
      if (mailing.length > 0) {
        const [row] = await tx.select().from(settings).where(eq(settings.id, 1));
        // Read in the transaction, once per batch: the settings change at any time.
        const site = siteForMail(row, this.options.baseUrl, this.options.contactEmail);
        const mayConfirm = await this.confirmationAllowance(
          tx,
          mailing.map((lead) => lead.email),
        );
        const mails = mailing.flatMap((lead) =>
          this.options
            .mailsFor(lead, site)
            .filter((mail) => mail.kind !== 'visitor_confirmation' || mayConfirm(mail.toAddress))
            .map((mail) => ({ ...mail, requestId: requestOf.get(lead) ?? null })),
        );
        const column = (pick: (mail: OutboxRow) => string | null | undefined) =>
          array(mails.map((mail) => pick(mail) ?? null));
        await tx.execute(sql`
          insert into outbox
            (kind, lead_id, to_address, cc_address, reply_to, subject, text_body, html_body, template, request_id)
          select * from unnest(
            ${column((mail) => mail.kind)}::text[],
            ${column((mail) => mail.leadId)}::uuid[],
            ${column((mail) => mail.toAddress)}::text[],
            ${column((mail) => mail.ccAddress ?? '')}::text[],
            ${column((mail) => mail.replyTo ?? '')}::text[],
            ${column((mail) => mail.subject)}::text[],
            ${column((mail) => mail.textBody)}::text[],
            ${column((mail) => mail.htmlBody)}::text[],
            ${column((mail) => (mail.template ? JSON.stringify(mail.template) : null))}::jsonb[],
            ${column((mail) => mail.requestId)}::text[]
          )`);
      }
      return stored;
    });
  }
}

/**
 * Visitor confirmations one mailbox receives per 24 hours. The form sends a confirmation to whatever address
 * is typed, greeting whatever name is typed; without a cap it could be used to send many mails to a stranger.
 * The lead itself is always stored and the agency always told; past the cap, only the confirmation is left out.
 */
export const confirmationsPerAddressPerDay = 3;

/** What a `lead.created` webhook carries: the lead as staff see it when it arrives. */
const leadCreatedData = (lead: ContactLead, date: string) => ({
  id: lead.id,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  website: lead.website,
  message: lead.message,
  language: lead.language,
  source: lead.fallbackDelivered ? 'fallback' : 'form',
  status: 'New',
  date,
});

/** A whole array as one query parameter (a plain array in `sql` would become a list of parameters). */
const array = (values: readonly (string | null)[]) => sql.param(values);
