import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactLead } from '../shared/contactSchema';
import type { Database } from './db/client';
import { leads, outbox } from './db/schema';
import { LeadWriter } from './leadWriter';
import { outboxRow } from './mail/outbox';
import { createTestDatabase } from './test/testApp';

function item(overrides: Partial<ContactLead> = {}): ContactLead {
  return {
    id: randomUUID(),
    name: 'Anna Andersson',
    // One address per lead: confirmations to one address are capped per day (tested in contact.test.ts).
    email: `anna.${randomUUID().slice(0, 8)}@example.se`,
    phone: '',
    website: '',
    message: 'Vi behöver en ny webbplats.',
    language: 'sv',
    fallbackDelivered: false,
    company: '',
    ...overrides,
  } as ContactLead;
}

describe('LeadWriter', () => {
  let database: Database;
  let writer: LeadWriter;
  const mailsFor = vi.fn((lead: ContactLead, site: { siteName: string }) => [
    outboxRow({
      kind: 'visitor_confirmation',
      leadId: lead.id,
      to: lead.email,
      subject: site.siteName,
      text: 't',
      html: 'h',
    }),
  ]);

  beforeEach(async () => {
    database = await createTestDatabase();
    mailsFor.mockClear();
    writer = new LeadWriter(database.db, {
      baseUrl: 'https://example.se',
      contactEmail: 'hej@example.se',
      today: () => '2026-11-21',
      mailsFor,
    });
  });
  afterEach(async () => database.close());

  it('stores leads sent at once, with their e-mails, in fewer transactions than leads', async () => {
    const transaction = vi.spyOn(database.db, 'transaction');
    const items = Array.from({ length: 40 }, () => item());
    const stored = await Promise.all(items.map((entry) => writer.store(entry)));

    expect(stored).toEqual(items.map(() => true));
    const ids = items.map((entry) => entry.id);
    expect(await database.db.select().from(leads).where(inArray(leads.id, ids))).toHaveLength(40);
    expect(await database.db.select().from(outbox).where(inArray(outbox.leadId, ids))).toHaveLength(40);
    // The first lead goes alone; the rest arrive while it is written and share the next transaction.
    expect(transaction.mock.calls.length).toBeLessThan(5);
    // The site's name comes from the settings, read in the transaction.
    expect(mailsFor.mock.calls[0]![1].siteName).toBe('Novaweb');
  });

  it('stores a lead sent twice once, and mails it once, within a batch and across batches', async () => {
    const first = item();
    const results = await Promise.all([writer.store(item()), writer.store(first), writer.store(first)]);
    expect(results).toEqual([true, true, false]);
    expect(await writer.store(first)).toBe(false);
    expect(await database.db.select().from(outbox).where(eq(outbox.leadId, first.id))).toHaveLength(1);
  });

  it('sends no e-mail for a lead the browser already delivered', async () => {
    const delivered = item({ fallbackDelivered: true });
    expect(await writer.store(delivered)).toBe(true);
    expect(mailsFor).not.toHaveBeenCalled();
    expect(await database.db.select().from(outbox).where(eq(outbox.leadId, delivered.id))).toHaveLength(0);
  });

  it('lets one lead the database refuses fail alone, and stores the others of its batch', async () => {
    const good = Array.from({ length: 5 }, () => item());
    const bad = item();
    // A value the database refuses (the name column is not null).
    bad.name = null as never;
    const results = await Promise.allSettled([
      writer.store(item()),
      ...good.map((entry) => writer.store(entry)),
      writer.store(bad),
    ]);

    expect(results.map((result) => result.status)).toEqual([...Array(6).fill('fulfilled'), 'rejected']);
    const ids = good.map((entry) => entry.id);
    expect(await database.db.select().from(leads).where(inArray(leads.id, ids))).toHaveLength(5);
    expect(await database.db.select().from(leads).where(eq(leads.id, bad.id))).toHaveLength(0);
  });
});
