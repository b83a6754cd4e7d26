import { queryOptions } from '@tanstack/react-query';
import type { BackupEntry, BackupList, BackupSchedule } from '../../shared/backups';
import { adminFetch, adminSave } from './api';

/** The backups the server keeps, newest first (Admins). */
export const backupsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'backups'],
    queryFn: () => adminFetch<BackupList>('/api/admin/backups'),
  });

/** Makes a backup now; answers it once it is whole on the server's disk. */
export const makeBackup = () => adminFetch<BackupEntry>('/api/admin/backups', { method: 'POST' });

/** Where the browser downloads a backup (the session's cookie goes with it). */
export const backupDownloadPath = (name: string) => `/api/admin/backups/${encodeURIComponent(name)}`;

/** Saves the nightly backup's schedule; a refusal throws a ValidationError with the fields' messages. */
export const saveBackupSchedule = (schedule: BackupSchedule) =>
  adminSave<BackupSchedule>('/api/admin/backups/schedule', 'PUT', schedule);
