/** Admin → Backups' contract (server/backup/routes.ts, docs/backups.md). */

/** One backup kept in the server's backup folder. */
export interface BackupEntry {
  /** The archive's file name: `backup-<time>.tar`, the time it was made (UTC). */
  name: string;
  bytes: number;
  createdAt: string;
}

export interface BackupList {
  /** Newest first. */
  backups: BackupEntry[];
  /** Which database they hold: the embedded one or PostgreSQL. */
  database: 'pglite' | 'postgres';
}
