import { desc } from 'drizzle-orm';
import { backupStaleHours, type BackupStatus, type NightlyBackupRun } from '../../shared/backups';
import type { Db } from '../db/client';
import { nightlyBackups } from '../db/schema';
import { listBackups } from './archive';

/** How the latest nightly backup went, or null before the first. */
export async function lastNightlyRun(db: Db): Promise<NightlyBackupRun | null> {
  const [last] = await db
    .select({
      day: nightlyBackups.day,
      status: nightlyBackups.status,
      attempts: nightlyBackups.attempts,
      name: nightlyBackups.name,
      error: nightlyBackups.error,
    })
    .from(nightlyBackups)
    .orderBy(desc(nightlyBackups.day))
    .limit(1);
  return last ?? null;
}

/** The newest backup in `dir`, whether it is over `backupStaleHours` old (or missing), and last night's run. */
export async function backupStatus(db: Db, dir: string, now = new Date()): Promise<BackupStatus> {
  const [newest] = listBackups(dir);
  const latest = newest ? { name: newest.name, bytes: newest.bytes, createdAt: newest.createdAt } : null;
  const stale = !latest || now.getTime() - Date.parse(latest.createdAt) > backupStaleHours * 60 * 60 * 1000;
  return { latest, stale, lastNightly: await lastNightlyRun(db) };
}
