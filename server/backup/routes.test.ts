import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupEntry, BackupList, BackupStatus } from '../../shared/backups';
import { auditLog } from '../db/schema';
import { testAdmins } from '../test/fixtures';
import { createTestApp, jsonCaller, signIn, signInTestEditor, type StaffSession } from '../test/testApp';
import { openBackup } from './archive';
import { backupStatus } from './status';
import { summariseTables } from './tables';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestApp;
let admin: StaffSession;
let editor: StaffSession;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'agency-admin-backups-'));
  ctx = await createTestApp({ env: { BACKUP_DIR: path.join(dir, 'kept') } });
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password);
  editor = await signInTestEditor(ctx);
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

const call: ReturnType<typeof jsonCaller> = (...args) => jsonCaller(ctx.app, () => admin)(...args);

describe('Admin → Backups', () => {
  it('is for Admins only', async () => {
    expect((await call('GET', '/api/admin/backups', undefined, editor)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/backups', undefined, editor)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/backups' })).statusCode).toBe(401);
  });

  it('makes a backup while the site runs, lists it, and hands it out whole; audited', async () => {
    const empty = await call('GET', '/api/admin/backups');
    expect(empty.json<BackupList>()).toEqual({
      backups: [],
      database: ctx.database.kind,
      schedule: { enabled: true, hour: 3, keepDays: 14 },
      lastNightly: null,
    });

    const made = await call('POST', '/api/admin/backups');
    expect(made.statusCode, made.body).toBe(201);
    const entry = made.json<BackupEntry>();
    expect(entry.name).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar$/);
    expect(entry.bytes).toBeGreaterThan(1000);
    expect(Math.abs(Date.parse(entry.createdAt) - Date.now())).toBeLessThan(60_000);
    expect((await call('GET', '/api/admin/backups')).json<BackupList>().backups).toEqual([entry]);

    const download = await call('GET', `/api/admin/backups/${entry.name}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/x-tar');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${entry.name}"`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.headers['content-encoding']).toBeUndefined();
    expect(download.rawPayload.length).toBe(entry.bytes);
    // What was downloaded is a whole backup of this database.
    const copy = path.join(dir, entry.name);
    await writeFile(copy, download.rawPayload);
    const { manifest } = await openBackup(copy, await mkdtemp(path.join(dir, 'open-')));
    const now = await summariseTables(ctx.database.db);
    expect(manifest.tables.posts).toEqual(now.posts);
    expect(manifest.tables.users).toEqual(now.users);

    const [entryInLog] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'backup'))
      .orderBy(desc(auditLog.id));
    expect(entryInLog).toMatchObject({
      action: 'create',
      entityId: entry.name,
      userEmail: testAdmins[0]!.email,
    });
  });

  it('sets the nightly backup: its hour and days kept, or none; a bad value refused at its field; audited', async () => {
    const schedule = { enabled: true, hour: 1, keepDays: 30 };
    expect((await call('PUT', '/api/admin/backups/schedule', schedule, editor)).statusCode).toBe(403);
    const saved = await call('PUT', '/api/admin/backups/schedule', schedule);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(schedule);
    expect((await call('GET', '/api/admin/backups')).json<BackupList>().schedule).toEqual(schedule);

    for (const [body, fields] of [
      [{ ...schedule, hour: 24 }, { hour: 'Choose an hour' }],
      [{ ...schedule, keepDays: 0 }, { keepDays: 'Keep backups from 1 to 365 days' }],
      [{ ...schedule, keepDays: 2.5 }, { keepDays: 'Keep backups from 1 to 365 days' }],
      [{ enabled: 'yes', hour: 1, keepDays: 30 }, { enabled: expect.any(String) }],
    ] as const) {
      const refused = await call('PUT', '/api/admin/backups/schedule', body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'validation',
        message: 'Please check the nightly backup',
        fields,
      });
    }
    // Off: no backup at night; the hour shown is the usual one.
    const off = await call('PUT', '/api/admin/backups/schedule', { enabled: false, hour: 1, keepDays: 30 });
    expect(off.json()).toEqual({ enabled: false, hour: 3, keepDays: 30 });
    expect(await ctx.app.nightlyBackups.run(new Date('2026-12-06T02:30:00Z'))).toBeNull();
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'backup-schedule'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'update', summary: 'no nightly backup' });

    // On again: tonight's is made, and the list says how it went.
    await call('PUT', '/api/admin/backups/schedule', schedule);
    expect(await ctx.app.nightlyBackups.run(new Date('2026-12-06T02:30:00Z'))).toMatchObject({
      day: '2026-12-06',
    });
    expect((await call('GET', '/api/admin/backups')).json<BackupList>().lastNightly).toEqual({
      day: '2026-12-06',
      status: 'done',
      attempts: 1,
      name: 'backup-2026-12-06T02-30-00-000Z.tar',
      error: null,
    });
  });

  it('puts the newest backup on an Admin’s dashboard, amber when over 26 hours old; not on an Editor’s', async () => {
    const dashboard = (await call('GET', '/api/admin/dashboard')).json<{ backup: BackupStatus }>();
    const [newest] = (await call('GET', '/api/admin/backups')).json<BackupList>().backups;
    expect(dashboard.backup).toMatchObject({ latest: newest, stale: false, lastNightly: { status: 'done' } });
    expect((await call('GET', '/api/admin/dashboard', undefined, editor)).json()).not.toHaveProperty(
      'backup',
    );
    // Measured against the server's clock: none kept, or the newest too old.
    expect(await backupStatus(ctx.database.db, path.join(dir, 'none'))).toMatchObject({
      latest: null,
      stale: true,
    });
    const made = Date.parse(newest!.createdAt);
    const at = (hours: number) => new Date(made + hours * 60 * 60 * 1000);
    expect((await backupStatus(ctx.database.db, path.join(dir, 'kept'), at(25.9))).stale).toBe(false);
    expect((await backupStatus(ctx.database.db, path.join(dir, 'kept'), at(26.1))).stale).toBe(true);
  });

  it('answers 404 for a name that is no backup, and never reads outside the folder', async () => {
    await writeFile(path.join(dir, 'secret.txt'), 'not for download');
    for (const name of ['backup-nope.tar', '..%2Fsecret.txt', 'backup-2026-01-01T00-00-00-000Z.tar']) {
      const response = await call('GET', `/api/admin/backups/${name}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', message: 'No such backup' });
    }
  });

  it('makes one at a time, and says why when it cannot make one', async () => {
    const [first, second] = await Promise.all([
      call('POST', '/api/admin/backups'),
      call('POST', '/api/admin/backups'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const busy = [first, second].find((response) => response.statusCode === 409)!;
    expect(busy.json()).toEqual({
      error: 'busy',
      message: 'A backup is being made already: wait for it to finish',
    });

    // The folder cannot be made (a file stands where it should be).
    const blocked = await createTestApp({ env: { BACKUP_DIR: path.join(dir, 'secret.txt', 'kept') } });
    try {
      const session = await signIn(blocked.app, testAdmins[0]!.email, testAdmins[0]!.password);
      const failed = await jsonCaller(blocked.app, () => session)('POST', '/api/admin/backups');
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ error: 'backup_failed' });
      expect(failed.json<{ message: string }>().message).toMatch(/^The backup could not be made: ENOTDIR/);
    } finally {
      await blocked.close();
    }
    await expect(readFile(path.join(dir, 'secret.txt'), 'utf8')).resolves.toBe('not for download');
  });
});
