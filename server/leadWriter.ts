import { eq } from 'drizzle-orm';
import type { ContactLead } from '../shared/contactSchema';
import type { Db } from './db/client';
import { leads, outbox, settings } from './db/schema';
import type { SiteForMail } from './mail/templates';

type OutboxRow = typeof outbox.$inferInsert;

interface Pending {
  lead: ContactLead;
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
      this.pending.push({ lead, resolve, reject });
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
          const stored = await this.write(batch.map((entry) => entry.lead));
          batch.forEach((entry, index) => entry.resolve(stored[index]!));
        } catch (error) {
          if (batch.length === 1) {
            batch[0]!.reject(error);
            continue;
          }
          for (const entry of batch) {
            try {
              const [stored] = await this.write([entry.lead]);
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

  private async write(batch: ContactLead[]): Promise<boolean[]> {
    const date = this.options.today();
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(leads)
        .values(
          batch.map((lead) => ({
            id: lead.id,
            name: lead.name,
            email: lead.email,
            phone: lead.phone,
            website: lead.website,
            message: lead.message,
            language: lead.language,
            date,
            status: 'New' as const,
            source: lead.fallbackDelivered ? ('fallback' as const) : ('form' as const),
          })),
        )
        .onConflictDoNothing({ target: leads.id })
        .returning({ id: leads.id });
      const newIds = new Set(inserted.map((row) => row.id));
      // The same id twice in one batch: the first is the new lead, the second a retry of it.
      const stored = batch.map((lead) => newIds.delete(lead.id));
      const mailing = batch.filter((lead, index) => stored[index] && !lead.fallbackDelivered);
      if (mailing.length > 0) {
        const [site] = await tx.select().from(settings).where(eq(settings.id, 1));
        // Read in the transaction, once per batch: the settings change at any time.
        const siteForMail: SiteForMail = {
          siteName: site?.siteName ?? 'Novaweb',
          contactEmail: site?.contactEmail ?? this.options.contactEmail,
          phoneNumber: site?.phoneNumber ?? '',
          baseUrl: this.options.baseUrl,
        };
        await tx.insert(outbox).values(mailing.flatMap((lead) => this.options.mailsFor(lead, siteForMail)));
      }
      return stored;
    });
  }
}
