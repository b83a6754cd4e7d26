import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { nightlyBackups, settings } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/testApp';
import { backupFileName } from './archive';
import { nightlyAttempts, removeOldBackups, runNightlyBackup } from './nightly';

/** 03:30 in Stockholm on 6 December (UTC+1). */
const night = new Date('2026-12-06T02:30:00Z');

let database: TestDatabase;
let dir: string;

beforeEach(async () => {
  database = await createTestDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'agency-nightly-'));
});
afterEach(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

const schedule = (values: { backupHour?: number | null; backupKeepDays?: number }) =>
  database.db.update(settings).set(values).where(eq(settings.id, 1));
const runs = () => database.db.select().from(nightlyBackups);
const kept = async () => (await readdir(dir)).filter((name) => name.endsWith('.tar')).sort();

describe('the nightly backup', () => {
  it('is made once a day from the settings’ hour (Stockholm time), and not when it is off', async () => {
    // 02:59 in Stockholm: not yet (03:00 by default).
    expect(await runNightlyBackup(database, dir, new Date('2026-12-06T01:59:00Z'))).toBeNull();
    expect(await kept()).toEqual([]);

    const pass = await runNightlyBackup(database, dir, night);
    expect(pass).toEqual({ day: '2026-12-06', made: backupFileName(night), removed: [] });
    expect(await kept()).toEqual([backupFileName(night)]);
    const [run] = await runs();
    expect(run).toMatchObject({
      day: '2026-12-06',
      status: 'done',
      attempts: 1,
      name: backupFileName(night),
      error: null,
    });
    expect(run!.bytes).toBeGreaterThan(1000);
    // Later the same day: made already.
    expect(await runNightlyBackup(database, dir, new Date('2026-12-06T20:00:00Z'))).toBeNull();

    await schedule({ backupHour: null });
    expect(await runNightlyBackup(database, dir, new Date('2026-12-07T02:30:00Z'))).toBeNull();
    expect(await kept()).toHaveLength(1);
  });

  it('is made by one instance when several look at once', async () => {
    const second: Database = database.connectAgain ? await database.connectAgain() : database;
    try {
      const passes = await Promise.all([
        runNightlyBackup(database, dir, night),
        runNightlyBackup(second, dir, night),
        runNightlyBackup(database, dir, night),
      ]);
      expect(passes.filter(Boolean)).toHaveLength(1);
      expect(await kept()).toHaveLength(1);
    } finally {
      if (second !== database) await second.close();
    }
  });

  it('records a failure with its reason, tries again at the next looks, and stops after three tries', async () => {
    // A file where the folder should be: the backup cannot be written.
    const blocked = path.join(dir, 'blocked');
    await writeFile(blocked, 'not a folder');
    const failed = await runNightlyBackup(database, blocked, night);
    expect(failed).toMatchObject({ day: '2026-12-06', failed: expect.stringMatching(/^E(EXIST|NOTDIR)/) });
    expect((await runs())[0]).toMatchObject({ status: 'failed', attempts: 1, name: null });
    expect((await runs())[0]!.error).toBe(failed && 'failed' in failed ? failed.failed : '');

    for (let attempt = 2; attempt <= nightlyAttempts; attempt++) {
      expect(await runNightlyBackup(database, blocked, night)).toMatchObject({ failed: expect.any(String) });
      expect((await runs())[0]).toMatchObject({ status: 'failed', attempts: attempt });
    }
    // Three tries: the day is left as failed for staff to see.
    expect(await runNightlyBackup(database, dir, night)).toBeNull();
    expect(await kept()).toEqual([]);
    // The next night tries afresh.
    expect(await runNightlyBackup(database, dir, new Date('2026-12-07T02:30:00Z'))).toMatchObject({
      day: '2026-12-07',
    });
  });

  it('takes over a day an instance that stopped left running', async () => {
    await database.db
      .insert(nightlyBackups)
      .values({ day: '2026-12-06', status: 'running', startedAt: night });
    expect(await runNightlyBackup(database, dir, new Date('2026-12-06T03:00:00Z'))).toBeNull();
    expect(await runNightlyBackup(database, dir, new Date('2026-12-06T03:31:00Z'))).toMatchObject({
      made: expect.any(String),
    });
  });

  it('removes the backups older than the days kept, but never the newest', async () => {
    const at = (iso: string) => backupFileName(new Date(iso));
    for (const iso of [
      '2026-11-01T02:00:00Z',
      '2026-11-28T02:00:00Z',
      '2026-11-30T02:00:00Z',
      '2026-12-05T02:00:00Z',
    ]) {
      await writeFile(path.join(dir, at(iso)), 'x');
    }
    await writeFile(path.join(dir, 'notes.txt'), 'not a backup');
    expect(removeOldBackups(dir, 7, night)).toEqual([at('2026-11-28T02:00:00Z'), at('2026-11-01T02:00:00Z')]);
    expect(await readdir(dir)).toEqual(
      expect.arrayContaining(['notes.txt', at('2026-11-30T02:00:00Z'), at('2026-12-05T02:00:00Z')]),
    );
    // All older than kept: the newest stays.
    expect(removeOldBackups(dir, 1, new Date('2027-01-01T00:00:00Z'))).toEqual([at('2026-11-30T02:00:00Z')]);
    expect(await kept()).toEqual([at('2026-12-05T02:00:00Z')]);

    // The nightly pass removes by the settings' days.
    await schedule({ backupKeepDays: 1 });
    const pass = await runNightlyBackup(database, dir, night);
    expect(pass).toMatchObject({ removed: [at('2026-12-05T02:00:00Z')] });
    expect(await kept()).toEqual([backupFileName(night)]);
  });
});
