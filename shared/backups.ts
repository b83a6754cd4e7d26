import { z } from 'zod';

/** Admin → Backups' contract (server/backup/routes.ts, docs/backups.md). */

/** One backup kept in the server's backup folder. */
export interface BackupEntry {
  /** The archive's file name: `backup-<time>.tar`, the time it was made (UTC). */
  name: string;
  bytes: number;
  createdAt: string;
}

/** How long the nightly backups are kept, in days. */
export const backupKeepDays = { min: 1, max: 365 } as const;

const keepMessage = `Keep backups from ${backupKeepDays.min} to ${backupKeepDays.max} days`;

/** The nightly backup as Admins set it: whether it is made, at which hour (Stockholm time), kept how long. */
export const backupScheduleSchema = z.object({
  enabled: z.boolean(),
  hour: z.number({ error: 'Choose an hour' }).int().min(0, 'Choose an hour').max(23, 'Choose an hour'),
  keepDays: z
    .number({ error: keepMessage })
    .int(keepMessage)
    .min(backupKeepDays.min, keepMessage)
    .max(backupKeepDays.max, keepMessage),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

/** How the latest nightly backup went (a day's, in Stockholm), for staff to see when it failed. */
export interface NightlyBackupRun {
  day: string;
  status: 'running' | 'done' | 'failed';
  attempts: number;
  /** The archive, once made. */
  name: string | null;
  /** Why the last try failed. */
  error: string | null;
}

export interface BackupList {
  /** Newest first. */
  backups: BackupEntry[];
  /** Which database they hold: the embedded one or PostgreSQL. */
  database: 'pglite' | 'postgres';
  schedule: BackupSchedule;
  lastNightly: NightlyBackupRun | null;
}

/** The hour the nightly backup runs at when none was chosen. */
export const defaultBackupHour = 3;

/** The dashboard's line on backups (Admins): the newest kept, whether it is too old, and last night's run. */
export interface BackupStatus {
  latest: BackupEntry | null;
  /** None kept, or the newest is over `backupStaleHours` old: the dashboard shows it in amber. */
  stale: boolean;
  lastNightly: NightlyBackupRun | null;
}

/** A newest backup older than this many hours is a warning: a nightly one has been missed. */
export const backupStaleHours = 26;
