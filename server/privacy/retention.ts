import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { audit, systemActor } from '../audit';
import type { Db } from '../db/client';
import { leads, settings } from '../db/schema';
import { deleteLeads } from './erase';
import { PeriodicJob } from '../periodicJob';

export interface RetentionPass {
  /** The setting the pass applied; null: leads are kept, nothing was deleted. */
  months: number | null;
  leads: number;
  mails: number;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Deletes the leads older than the settings' retention (by when they arrived), with their replies, notes and
 * e-mails (server/privacy/erase.ts). The audit gets one entry with the count and no names or addresses. Safe
 * on several instances at once: each skips the leads another pass holds, so no lead is counted twice.
 */
export async function applyLeadRetention(db: Db): Promise<RetentionPass> {
  const [row] = await db
    .select({ months: settings.leadRetentionMonths })
    .from(settings)
    .where(eq(settings.id, 1));
  const months = row?.months ?? null;
  if (months === null) return { months, leads: 0, mails: 0 };
  return db.transaction(async (tx) => {
    const deleted = await deleteLeads(
      tx,
      sql`${leads.createdAt} < now() - make_interval(months => ${months})`,
      { skipLocked: true },
    );
    if (deleted.leads > 0) {
      const summary = `retention: ${plural(deleted.leads, 'lead')} older than ${plural(months, 'month')}`;
      await audit(tx, systemActor, 'delete', 'lead', '', summary);
    }
    return { months, ...deleted };
  });
}

/** How often the retention pass runs while the server is up. */
export const retentionIntervalMs = 60 * 60 * 1000;

/**
 * Runs the retention pass when the server starts, every hour after, and when an Admin saves the setting (its
 * `run`). The passes of one instance run one after another; a failed pass is logged and the next one tries again.
 */
export const retentionJob = ({ db, log }: { db: Db; log: FastifyBaseLogger }) =>
  new PeriodicJob<RetentionPass>({
    everyMs: retentionIntervalMs,
    log,
    failed: 'the lead retention pass failed',
    pass: async () => {
      const pass = await applyLeadRetention(db);
      if (pass.leads > 0) log.info({ leads: pass.leads, months: pass.months }, 'old leads deleted');
      return pass;
    },
  });
