import { delay, http, HttpResponse } from 'msw';
import type { BackupEntry, BackupList, BackupSchedule, NightlyBackupRun } from '../../shared/backups';

/** The backups a story starts with: last night's and two before, and one an Admin made by hand in the afternoon. */
export const backupsFixture: BackupEntry[] = [
  { name: 'backup-2026-12-05T14-31-07-118Z.tar', bytes: 41_903_616, createdAt: '2026-12-05T14:31:07.118Z' },
  { name: 'backup-2026-12-05T02-00-03-554Z.tar', bytes: 41_871_360, createdAt: '2026-12-05T02:00:03.554Z' },
  { name: 'backup-2026-12-04T02-00-02-901Z.tar', bytes: 40_157_184, createdAt: '2026-12-04T02:00:02.901Z' },
  { name: 'backup-2026-12-03T02-00-04-270Z.tar', bytes: 39_987_200, createdAt: '2026-12-03T02:00:04.270Z' },
];

/** Last night's backup, made at 03:00 as the schedule says. */
export const lastNightlyFixture: NightlyBackupRun = {
  day: '2026-12-05',
  status: 'done',
  attempts: 1,
  name: 'backup-2026-12-05T02-00-03-554Z.tar',
  error: null,
};

/** Last night's backup failed three times: the disk is full. */
export const failedNightlyFixture: NightlyBackupRun = {
  day: '2026-12-05',
  status: 'failed',
  attempts: 3,
  name: null,
  error: 'ENOSPC: no space left on device, write',
};

let stored: BackupEntry[] = structuredClone(backupsFixture);
let schedule: BackupSchedule = { enabled: true, hour: 3, keepDays: 14 };
let lastNightly: NightlyBackupRun | null = lastNightlyFixture;
/** How many backups the stories asked the server to make. */
export const backupCalls: { made: number; schedules: unknown[] } = { made: 0, schedules: [] };

export function resetBackupMocks(
  backups: BackupEntry[] = backupsFixture,
  nightly: NightlyBackupRun | null = lastNightlyFixture,
) {
  stored = structuredClone(backups);
  lastNightly = nightly;
  schedule = { enabled: true, hour: 3, keepDays: 14 };
  backupCalls.made = 0;
  backupCalls.schedules.length = 0;
}

const list = () =>
  HttpResponse.json({ backups: stored, database: 'pglite', schedule, lastNightly } satisfies BackupList);

export const backupHandlers = {
  list: http.get('*/api/admin/backups', list),
  /** Made in a moment: the new one goes first, as the server lists them. */
  make: http.post('*/api/admin/backups', async () => {
    await delay(400);
    backupCalls.made += 1;
    const entry: BackupEntry = {
      name: 'backup-2026-12-06T09-15-42-006Z.tar',
      bytes: 42_005_504,
      createdAt: '2026-12-06T09:15:42.006Z',
    };
    stored = [entry, ...stored];
    return HttpResponse.json(entry, { status: 201 });
  }),
  /** The schedule saved as sent (the form checks it as the server does before it is sent). */
  schedule: http.put('*/api/admin/backups/schedule', async ({ request }) => {
    const body = (await request.json()) as BackupSchedule;
    backupCalls.schedules.push(body);
    schedule = body.enabled ? body : { ...body, hour: 3 };
    return HttpResponse.json(schedule);
  }),
  /** The server cannot write the backup (its disk is full). */
  makeFails: http.post('*/api/admin/backups', async () => {
    await delay(200);
    backupCalls.made += 1;
    return HttpResponse.json(
      {
        error: 'backup_failed',
        message: 'The backup could not be made: ENOSPC: no space left on device, write',
      },
      { status: 503 },
    );
  }),
  /** Another Admin's backup is being made (or the same Admin's, from another tab). */
  busy: http.post('*/api/admin/backups', () =>
    HttpResponse.json(
      { error: 'busy', message: 'A backup is being made already: wait for it to finish' },
      { status: 409 },
    ),
  ),
  /** The list never arrives. */
  listLoading: http.get('*/api/admin/backups', async () => {
    await delay('infinite');
    return list();
  }),
  listFails: http.get('*/api/admin/backups', () =>
    HttpResponse.json({ error: 'internal', message: 'Something went wrong' }, { status: 500 }),
  ),
};
