import { and, count, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ErasedCounts } from '../../shared/privacy';
import { audit, type Actor } from '../audit';
import type { Db, Tx } from '../db/client';
import { auditLog, leads, outbox } from '../db/schema';

/** The leads of an address, whatever its case. */
export const leadsOf = (email: string): SQL => sql`lower(${leads.email}) = lower(${email})`;

/**
 * E-mails to an address, or answering to it (the agency's notice of a lead replies to the visitor), whatever
 * its case.
 */
export const mailsTo = (email: string): SQL =>
  or(sql`lower(${outbox.toAddress}) = lower(${email})`, sql`lower(${outbox.replyTo}) = lower(${email})`)!;

/** Ids per statement, well inside PostgreSQL's limit on a statement's parameters. */
const chunkSize = 1000;
const chunksOf = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / chunkSize) }, (_, index) =>
    items.slice(index * chunkSize, (index + 1) * chunkSize),
  );

/**
 * Empties the summaries of the audit entries about these things (a reply's subject, a note's first words, the
 * address a mail went to): the log keeps that something happened, when and by whom, not what it said.
 */
async function forgetSummaries(tx: Tx, entities: string[], ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(auditLog)
    .set({ summary: '' })
    .where(
      and(
        inArray(auditLog.entity, entities),
        inArray(auditLog.entityId, ids),
        sql`${auditLog.summary} <> ''`,
      ),
    );
}

/**
 * Deletes the leads `where` selects with everything about them, inside the caller's transaction: their e-mails
 * first (the outbox's link to a lead is set to null when the lead goes, which would keep the mail, address
 * and words and all), then the leads (their replies, notes and status changes go with them); the audit
 * entries about them keep no summary. `skipLocked` leaves leads another transaction holds (a staff member's
 * change, another instance's pass) for a later pass instead of waiting for them.
 */
export async function deleteLeads(
  tx: Tx,
  where: SQL,
  { skipLocked = false }: { skipLocked?: boolean } = {},
): Promise<ErasedCounts> {
  const doomed = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .for('update', skipLocked ? { skipLocked: true } : {});
  let mails = 0;
  for (const ids of chunksOf(doomed.map((row) => row.id))) {
    const gone = await tx.delete(outbox).where(inArray(outbox.leadId, ids)).returning({ id: outbox.id });
    mails += gone.length;
    await forgetSummaries(tx, ['lead', 'lead-note'], ids);
    await forgetSummaries(
      tx,
      ['outbox'],
      gone.map((row) => String(row.id)),
    );
    await tx.delete(leads).where(inArray(leads.id, ids));
  }
  return { leads: doomed.length, mails };
}

/** How much an erase of the address would delete (the confirmation shows it before anything goes). */
export async function countPerson(db: Db, email: string): Promise<ErasedCounts> {
  const theirLeads = db.select({ id: leads.id }).from(leads).where(leadsOf(email));
  const [[lead], [mail]] = await Promise.all([
    db.select({ n: count() }).from(leads).where(leadsOf(email)),
    db
      .select({ n: count() })
      .from(outbox)
      .where(or(inArray(outbox.leadId, theirLeads), mailsTo(email))),
  ]);
  return { leads: lead?.n ?? 0, mails: mail?.n ?? 0 };
}

/**
 * Erases a person by e-mail address (a GDPR request): every lead of the address with its replies, notes and
 * e-mails, and every other e-mail to or answering to it. One transaction; the audit keeps only the counts.
 */
export async function erasePerson(db: Db, email: string, actor: Actor): Promise<ErasedCounts> {
  return db.transaction(async (tx) => {
    const erased = await deleteLeads(tx, leadsOf(email));
    const others = await tx.delete(outbox).where(mailsTo(email)).returning({ id: outbox.id });
    for (const ids of chunksOf(others.map((row) => String(row.id))))
      await forgetSummaries(tx, ['outbox'], ids);
    const counts = { leads: erased.leads, mails: erased.mails + others.length };
    await audit(tx, actor, 'erase', 'person', '', `${counts.leads} leads, ${counts.mails} mails`);
    return counts;
  });
}
