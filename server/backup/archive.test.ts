import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContactLead } from '../../shared/contactSchema';
import { openDatabase, type Database } from '../db/client';
import { lockFileOf } from '../db/dataDirLock';
import { leads, media, mediaVariants } from '../db/schema';
import { LeadWriter } from '../leadWriter';
import { createEmptyPostgresDatabase, createTestDatabase, type TestDatabase } from '../test/testApp';
import {
  BackupRefused,
  createBackup,
  listBackups,
  openBackup,
  restoreBackup,
  type RestoreTarget,
} from './archive';
import { appliedMigrations, releaseMigrations } from '../db/migrator';
import { summariseTables } from './tables';

const serverUrl = process.env.TEST_DATABASE_URL;
const picture = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
const engine = serverUrl ? 'PostgreSQL' : 'PGlite';

/** An empty database of the kind under test to restore into, and how to drop it again. */
async function emptyTarget(): Promise<{ target: RestoreTarget; cleanup: () => Promise<void> }> {
  if (!serverUrl) {
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'agency-target-')), 'data');
    return {
      target: { kind: 'pglite', dataDir },
      cleanup: () => rm(path.dirname(dataDir), { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createEmptyPostgresDatabase(serverUrl, 'restore');
  return { target: { kind: 'postgres', url }, cleanup: drop };
}

const openTarget = (target: RestoreTarget) =>
  openDatabase(target.kind === 'pglite' ? { kind: 'pglite', dataDir: target.dataDir } : target);

function lead(): ContactLead {
  return {
    id: randomUUID(),
    name: 'Backup Testsson',
    email: `backup.${randomUUID().slice(0, 8)}@example.se`,
    phone: '',
    website: '',
    message: 'Kommer mitt meddelande med i säkerhetskopian?',
    language: 'sv',
    fallbackDelivered: false,
    company: '',
  } as ContactLead;
}

/** Rewrites a backup's manifest (the dump unchanged), as a newer release or a careless hand would. */
async function withManifest(
  file: string,
  change: (manifest: Record<string, unknown>) => void,
): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), 'agency-edit-'));
  await tar.extract({ file, cwd: work });
  const manifest = JSON.parse(await readFile(path.join(work, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  change(manifest);
  await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest));
  const edited = path.join(work, 'edited.tar');
  const dump = serverUrl ? 'database.pgdump' : 'database.tar.gz';
  await tar.create({ file: edited, cwd: work }, ['manifest.json', dump]);
  return edited;
}

describe(`backups on ${engine}`, () => {
  let source: TestDatabase;
  let dir: string;
  let backup: string;
  const cleanups: Array<() => Promise<unknown>> = [];

  beforeAll(async () => {
    source = await createTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'agency-backups-'));
    const writer = new LeadWriter(source.db, {
      baseUrl: 'https://example.se',
      contactEmail: 'hej@example.se',
      today: () => '2026-12-06',
      mailsFor: () => [],
    });
    await writer.store(lead());
    // A picture: media live in the database, so the backup carries them.
    const [item] = await source.db
      .insert(media)
      .values({
        hash: 'backup-test-sketch',
        filename: 'skiss.png',
        type: 'image/png',
        width: 2,
        height: 2,
        placeholder: '',
        altSv: 'En skiss',
        altEn: 'A sketch',
        originalBytes: picture.length,
        storedBytes: picture.length,
      })
      .returning({ id: media.id });
    await source.db
      .insert(mediaVariants)
      .values({ mediaId: item!.id, format: 'webp', width: 2, height: 2, data: picture });
    ({ file: backup } = await createBackup(source, dir, { release: '0.1.0' }));
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  afterAll(async () => {
    await source.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('round trips: every table comes back with its rows and checksum, media included', async () => {
    const { manifest } = await openBackup(backup, await mkdtemp(path.join(tmpdir(), 'agency-open-')));
    expect(manifest.database).toBe(serverUrl ? 'postgres' : 'pglite');
    expect(manifest.migrations).toBe(releaseMigrations().length);
    const before = await summariseTables(source.db);
    expect(manifest.tables).toEqual(before);
    expect(manifest.tables.leads!.rows).toBe(1);
    expect(manifest.tables.media!.rows).toBeGreaterThanOrEqual(1);
    expect(listBackups(dir).map((entry) => entry.file)).toEqual([backup]);
    // Readable by the server's user alone: it holds what the database holds.
    expect((await stat(backup)).mode & 0o777).toBe(0o600);

    const { target, cleanup } = await emptyTarget();
    cleanups.push(cleanup);
    const report = await restoreBackup(backup, target);
    expect(report.migrated).toBe(0);
    const restored = await openTarget(target);
    try {
      expect(await summariseTables(restored.db)).toEqual(before);
      expect(await appliedMigrations(restored.db)).toBe(releaseMigrations().length);
      const [variant] = await restored.db
        .select({ data: mediaVariants.data })
        .from(mediaVariants)
        .innerJoin(media, eq(media.id, mediaVariants.mediaId))
        .where(eq(media.hash, 'backup-test-sketch'));
      expect(Buffer.from(variant!.data)).toEqual(picture);
    } finally {
      await restored.close();
    }
  });

  it('loses none of the leads acknowledged before a backup that is taken while leads keep arriving', async () => {
    const writer = new LeadWriter(source.db, {
      baseUrl: 'https://example.se',
      contactEmail: 'hej@example.se',
      today: () => '2026-12-06',
      mailsFor: () => [],
    });
    const acknowledged: Array<{ id: string; at: number }> = [];
    let sending = true;
    // Four visitors sending one message after another for as long as the backup takes.
    const visitors = Array.from({ length: 4 }, async () => {
      while (sending) {
        const item = lead();
        if (await writer.store(item)) acknowledged.push({ id: item.id, at: performance.now() });
      }
    });
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5));
    const began = performance.now();
    const { file } = await createBackup(source, dir, { release: '0.1.0', now: new Date(Date.now() + 1000) });
    sending = false;
    await Promise.all(visitors);
    const before = acknowledged.filter((entry) => entry.at < began).map((entry) => entry.id);
    expect(before.length).toBeGreaterThanOrEqual(20);
    // Some arrived while it was taken: the load was real.
    expect(acknowledged.length).toBeGreaterThan(before.length);

    const { target, cleanup } = await emptyTarget();
    cleanups.push(cleanup);
    const report = await restoreBackup(file, target);
    const restored = await openTarget(target);
    try {
      const found = await restored.db.select({ id: leads.id }).from(leads).where(inArray(leads.id, before));
      expect(found).toHaveLength(before.length);
      // And the manifest counted what the dump holds, whatever came in while it was taken.
      const total = await restored.db.$count(leads);
      expect(total).toBe(report.manifest.tables.leads!.rows);
    } finally {
      await restored.close();
    }
  });

  it('refuses a damaged archive, a cut one, and one from a newer release, restoring nothing', async () => {
    const { target, cleanup } = await emptyTarget();
    cleanups.push(cleanup);
    const bytes = await readFile(backup);
    const damaged = path.join(dir, 'damaged.tar');
    const copy = Buffer.from(bytes);
    // A few bytes of the dump changed (past the tar headers, inside the dump's contents).
    copy.write('XXXX', Math.floor(copy.length / 2));
    await writeFile(damaged, copy);
    await expect(restoreBackup(damaged, target)).rejects.toThrow(
      new BackupRefused(
        'damaged.tar is not a whole backup of this site (the database dump does not match its checksum): nothing was restored.',
      ),
    );
    const cut = path.join(dir, 'cut.tar');
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 3)));
    await expect(restoreBackup(cut, target)).rejects.toThrow(
      /^cut\.tar is not a whole backup of this site \(the archive cannot be read/,
    );
    const newer = await withManifest(backup, (manifest) => {
      manifest.migrations = releaseMigrations().length + 1;
    });
    await expect(restoreBackup(newer, target)).rejects.toThrow(
      `This backup comes from a newer release (migration level ${releaseMigrations().length + 1}; this one knows ${releaseMigrations().length}): restore it with that release or a later one.`,
    );
    // Nothing was written to the target.
    if (target.kind === 'pglite') await expect(stat(target.dataDir)).rejects.toThrow();
    else {
      const empty = await openTarget(target);
      expect(await summariseTables(empty.db)).toEqual({});
      await empty.close();
    }
  });

  it('refuses a database in use by a running server, and one holding data unless told to replace it', async () => {
    const { target, cleanup } = await emptyTarget();
    cleanups.push(cleanup);
    await restoreBackup(backup, target);
    await expect(restoreBackup(backup, target)).rejects.toThrow(
      /holds (a database|tables) already: restore with --replace/,
    );

    // A running server has it open: the embedded database's directory noted by another live process, PostgreSQL's
    // by the server's connections.
    let server: ChildProcess | Database;
    if (target.kind === 'pglite') {
      server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
      await writeFile(lockFileOf(target.dataDir), `${server.pid}\n`);
    } else {
      // The server's connections name themselves; its signal listener keeps one open (server/signals.ts).
      server = await openTarget(target);
      await server.ping();
    }
    try {
      await expect(restoreBackup(backup, target, { replace: true })).rejects.toThrow(
        /^A running server has .+ open: stop it first/,
      );
    } finally {
      if ('kill' in server) server.kill();
      else await server.close();
    }

    const report = await restoreBackup(backup, target, { replace: true });
    if (target.kind === 'pglite') {
      // The directory it replaced is kept beside it.
      expect(report.setAside).toMatch(/data\.before-restore-/);
      await expect(stat(report.setAside!)).resolves.toBeTruthy();
    }
    const restored = await openTarget(target);
    try {
      expect(await summariseTables(restored.db)).toEqual(report.manifest.tables);
    } finally {
      await restored.close();
    }
  });
});
