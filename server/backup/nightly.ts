import { rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { stockholmDate, stockholmHour } from '../../shared/stockholm';
import type { Database } from '../db/client';
import { nightlyBackups, settings } from '../db/schema';
import { PeriodicJob } from '../periodicJob';
import { createBackup, currentRelease, listBackups } from './archive';

/** How often an instance looks whether tonight's backup is owed. */
export const nightlyCheckMs = 5 * 60 * 1000;
/** The tries a day gets: a failed backup is tried again at the next look, up to this many times. */
export const nightlyAttempts = 3;
/** A backup still "running" after this long was left by an instance that stopped: another may take it over. */
const abandonedMs = 60 * 60 * 1000;

export type NightlyPass = { day: string; made: string; removed: string[] } | { day: string; failed: string };

/**
 * Removes the backups in `dir` older than `keepDays` days (by the time in their names), whichever way they were
 * made, except the newest: a site whose backups stopped keeps its last one. Answers the names removed.
 */
export function removeOldBackups(dir: string, keepDays: number, now = new Date()): string[] {
  const [newest, ...rest] = listBackups(dir);
  if (!newest) return [];
  const before = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const old = rest.filter((entry) => Date.parse(entry.createdAt) < before);
  for (const entry of old) rmSync(entry.file, { force: true });
  return old.map((entry) => entry.name);
}

/**
 * Tonight's backup, if it is owed: from the settings' hour (Stockholm time; none when it is off), once a day. The
 * day is claimed by a row in `nightly_backups` before the backup is made, so with several instances one makes it;
 * a failure is recorded with its reason (the dashboard shows it) and tried again at the next look, up to
 * `nightlyAttempts` times; a claim left "running" by an instance that stopped is taken over after an hour. After a
 * backup, those older than the settings' days are removed. Answers what it did, or null when nothing was owed.
 */
export async function runNightlyBackup(
  database: Database,
  dir: string,
  now = new Date(),
): Promise<NightlyPass | null> {
  const { db } = database;
  const [schedule] = await db
    .select({ hour: settings.backupHour, keepDays: settings.backupKeepDays })
    .from(settings)
    .where(eq(settings.id, 1));
  if (!schedule || schedule.hour === null || stockholmHour(now) < schedule.hour) return null;
  const day = stockholmDate(now);
  const claimed = await db
    .insert(nightlyBackups)
    .values({ day, status: 'running', startedAt: now })
    .onConflictDoUpdate({
      target: nightlyBackups.day,
      set: {
        status: 'running',
        attempts: sql`${nightlyBackups.attempts} + 1`,
        startedAt: now,
        error: null,
        finishedAt: null,
      },
      setWhere: sql`(${nightlyBackups.status} = 'failed' and ${nightlyBackups.attempts} < ${nightlyAttempts})
        or (${nightlyBackups.status} = 'running' and ${nightlyBackups.startedAt} < ${new Date(now.getTime() - abandonedMs)})`,
    })
    .returning({ day: nightlyBackups.day });
  if (claimed.length === 0) return null;
  try {
    const { file } = await createBackup(database, dir, { release: currentRelease(), now });
    const made = path.basename(file);
    await db
      .update(nightlyBackups)
      .set({ status: 'done', name: made, bytes: (await stat(file)).size, finishedAt: new Date() })
      .where(eq(nightlyBackups.day, day));
    return { day, made, removed: removeOldBackups(dir, schedule.keepDays, now) };
  } catch (error) {
    const failed = (error as Error).message || String(error);
    await db
      .update(nightlyBackups)
      .set({ status: 'failed', error: failed.slice(0, 1000), finishedAt: new Date() })
      .where(eq(nightlyBackups.day, day));
    return { day, failed };
  }
}

/** Looks every few minutes whether tonight's backup is owed, and makes it (one pass at a time per instance). */
export const nightlyBackupJob = ({
  database,
  dir,
  log,
}: {
  database: Database;
  dir: string;
  log: FastifyBaseLogger;
}) =>
  new PeriodicJob({
    everyMs: nightlyCheckMs,
    log,
    failed: 'the nightly backup pass failed',
    pass: async (now?: Date) => {
      const pass = await runNightlyBackup(database, dir, now);
      if (pass && 'made' in pass)
        log.info({ backup: pass.made, removed: pass.removed }, 'nightly backup made');
      if (pass && 'failed' in pass)
        log.error({ day: pass.day, reason: pass.failed }, 'the nightly backup failed');
      return pass;
    },
  });
