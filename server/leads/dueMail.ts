import { and, eq, notExists } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { staffLang } from '../../shared/i18n';
import { stockholmDate, stockholmHour } from '../../shared/stockholm';
import type { Db } from '../db/client';
import { dueMails, leads, outbox, settings, users } from '../db/schema';
import { outboxRow } from '../mail/outbox';
import { dueFollowUpsMail, siteForMail } from '../mail/templates';
import { followUpDueBy, followUpOrder } from './followUps';
import { PeriodicJob } from '../periodicJob';

/** The hour (Stockholm time) from which the morning's mail of due follow-ups goes out. */
export const dueMailHour = 8;
/** How often an instance looks whether a morning's mail is owed. */
export const dueMailCheckMs = 5 * 60 * 1000;
/** The most leads one mail lists (the oldest days first). */
export const dueMailLimit = 100;

/**
 * Sends the morning's mail of due follow-ups to each staff member who chose it (My account), once a day from
 * 08:00 Stockholm time: the open leads they own whose day is today or earlier, in their language, through the
 * outbox (retried, visible to Admins). Each member's day is claimed by a row keyed by member and day in the same
 * transaction as the mail, so with several instances it goes out once, and a failed pass claims nothing. A day
 * with nothing due is claimed too, without a mail. Answers who was taken care of, with how many leads.
 */
export async function sendDueMails(
  db: Db,
  baseUrl: string,
  now = new Date(),
): Promise<{ userId: number; leads: number }[]> {
  if (stockholmHour(now) < dueMailHour) return [];
  const today = stockholmDate(now);
  const owed = await db
    .select({ id: users.id, name: users.name, email: users.email, lang: users.lang })
    .from(users)
    .where(
      and(
        eq(users.dueMail, true),
        notExists(
          db
            .select({ userId: dueMails.userId })
            .from(dueMails)
            .where(and(eq(dueMails.userId, users.id), eq(dueMails.day, today))),
        ),
      ),
    );
  const done: { userId: number; leads: number }[] = [];
  for (const person of owed) {
    const taken = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: leads.id, name: leads.name, on: leads.followUpOn, note: leads.followUpNote })
        .from(leads)
        .where(and(eq(leads.ownerId, person.id), followUpDueBy(today)))
        .orderBy(...followUpOrder)
        .limit(dueMailLimit);
      const [claimed] = await tx
        .insert(dueMails)
        .values({ userId: person.id, day: today, leads: due.length })
        .onConflictDoNothing()
        .returning();
      // Another instance took care of this morning already.
      if (!claimed) return null;
      if (due.length > 0) {
        const [site] = await tx.select().from(settings).where(eq(settings.id, 1));
        const content = dueFollowUpsMail(
          person.name,
          due.map((lead) => ({
            name: lead.name,
            on: lead.on!,
            note: lead.note,
            overdue: lead.on! < today,
            link: `${baseUrl}/admin/leads/${lead.id}`,
          })),
          siteForMail(site, baseUrl),
          staffLang(person.lang),
        );
        await tx.insert(outbox).values(outboxRow({ kind: 'follow_up_due', to: person.email, ...content }));
      }
      return { userId: person.id, leads: due.length };
    });
    if (taken) done.push(taken);
  }
  return done;
}

/** Looks every few minutes whether a morning's mail is owed, and sends it (one pass at a time per instance). */
export const dueMailJob = ({ db, log, baseUrl }: { db: Db; log: FastifyBaseLogger; baseUrl: string }) =>
  new PeriodicJob({
    everyMs: dueMailCheckMs,
    log,
    failed: 'the due follow-up mail pass failed',
    pass: async (now?: Date) => {
      const sent = await sendDueMails(db, baseUrl, now);
      const mailed = sent.filter((entry) => entry.leads > 0).length;
      if (mailed > 0) log.info({ mailed }, 'due follow-up mails queued');
      return sent;
    },
  });
