import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';
import type { BackupEntry } from '../../shared/backups';
import pg from 'pg';
import { openDatabase, serverApplicationName, type Database } from '../db/client';
import { dataDirHolder } from '../db/dataDirLock';
import { postgresTool } from '../db/postgresTools';
import { appliedMigrations, releaseMigrations } from '../db/migrator';
import { summariseTables, type TableSummary } from './tables';

/**
 * A backup is one tar file: `manifest.json` (below) and the database's own dump (server/db/client.ts, `dump`):
 * PGlite's gzipped data directory, or `pg_dump`'s custom format. Media live in the database, so they are in it.
 */
const manifestName = 'manifest.json';
const dumpNames = { pglite: 'database.tar.gz', postgres: 'database.pgdump' } as const;

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  release: z.string(),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.number().int().nonnegative(),
  tables: z.record(z.string(), z.object({ rows: z.number().int().nonnegative(), checksum: z.string() })),
  dump: z.object({ file: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string() }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup that cannot be restored here, with what to do about it (a 4xx to a caller, exit code 2 to a shell). */
export class BackupRefused extends Error {}

/** The name of a backup made at `at`: sortable, and safe on every file system. */
export const backupFileName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;
/** A backup's file name, and nothing else (a download names one). */
export const backupFilePattern = /^backup-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)-(\d{3})Z\.tar$/;

/** When the backup of that name was made. */
export function backupTime(name: string): Date | null {
  const match = backupFilePattern.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : null;
}

/** This release's version (package.json), recorded in each backup's manifest. */
export const currentRelease = (): string =>
  (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string })
    .version;

const sha256Of = async (file: string) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

/**
 * Writes a backup of `database` into `dir` and answers its path and manifest. The dump and the manifest's counts are
 * one moment of the database while the server goes on serving; the file appears whole or not at all.
 */
export async function createBackup(
  database: Database,
  dir: string,
  { release, now = new Date() }: { release: string; now?: Date },
): Promise<{ file: string; manifest: BackupManifest }> {
  // An archive holds what the database holds (password hashes, sessions): the server's user alone reads it.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(path.join(dir, '.making-'));
  try {
    const dumpName = dumpNames[database.kind];
    const dumpFile = path.join(work, dumpName);
    let tables: Record<string, TableSummary> = {};
    let migrations = 0;
    await database.dump(dumpFile, async (tx) => {
      tables = await summariseTables(tx);
      migrations = await appliedMigrations(tx);
    });
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      release,
      database: database.kind,
      migrations,
      tables,
      dump: { file: dumpName, bytes: (await stat(dumpFile)).size, sha256: await sha256Of(dumpFile) },
    };
    await writeFile(path.join(work, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
    const file = path.join(dir, backupFileName(now));
    const partial = path.join(work, 'backup.tar');
    await tar.create({ file: partial, cwd: work, portable: true }, [manifestName, dumpName]);
    await chmod(partial, 0o600);
    await rename(partial, file);
    return { file, manifest };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The backups kept in `dir`, newest first, with their size and time. */
export function listBackups(dir: string): Array<BackupEntry & { file: string }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => backupFilePattern.test(name))
    .sort()
    .reverse()
    .map((name) => {
      const file = path.join(dir, name);
      return { name, file, bytes: statSync(file).size, createdAt: backupTime(name)!.toISOString() };
    });
}

/**
 * Opens a backup into `work` and checks it whole: the tar readable, the manifest valid, the dump's size and
 * checksum as the manifest says. Answers the manifest and the dump's path; refuses a damaged or foreign file.
 */
export async function openBackup(
  file: string,
  work: string,
): Promise<{ manifest: BackupManifest; dumpFile: string }> {
  const damaged = (why: string) =>
    new BackupRefused(
      `${path.basename(file)} is not a whole backup of this site (${why}): nothing was restored.`,
    );
  const names = new Set<string>([manifestName, ...Object.values(dumpNames)]);
  try {
    await tar.extract({
      file,
      cwd: work,
      strict: true,
      filter: (entry) => names.has(entry.replace(/^\.\//, '')),
    });
  } catch (error) {
    throw damaged(`the archive cannot be read: ${(error as Error).message}`);
  }
  let manifest: BackupManifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(work, manifestName), 'utf8')));
  } catch {
    throw damaged('its manifest is missing or unreadable');
  }
  const dumpFile = path.join(work, dumpNames[manifest.database]);
  if (manifest.dump.file !== dumpNames[manifest.database] || !existsSync(dumpFile)) {
    throw damaged('the database dump is missing');
  }
  const { size } = await stat(dumpFile);
  if (size !== manifest.dump.bytes || (await sha256Of(dumpFile)) !== manifest.dump.sha256) {
    throw damaged('the database dump does not match its checksum');
  }
  return { manifest, dumpFile };
}

export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface RestoreReport {
  manifest: BackupManifest;
  /** Where the data replaced by the restore was moved (PGlite), if there was any. */
  setAside?: string;
  /** Migrations applied after the restore, for a backup from an earlier release. */
  migrated: number;
}

/**
 * Restores a backup into the configured database: the PGlite data directory or the PostgreSQL database. Refuses a
 * damaged archive, one from a newer release (a higher migration level), one of the other kind of database, and a
 * database a running server has open; a database that holds data is replaced only when told (`replace`), and
 * PGlite's old directory is then set aside, not deleted. After the restore every table's rows and checksum must
 * equal the manifest's; then the release's newer migrations, if any, are applied.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  { replace = false }: { replace?: boolean } = {},
): Promise<RestoreReport> {
  const work = await mkdtemp(path.join(tmpdir(), 'agency-restore-'));
  try {
    const { manifest, dumpFile } = await openBackup(file, work);
    const known = releaseMigrations().length;
    if (manifest.migrations > known) {
      throw new BackupRefused(
        `This backup comes from a newer release (migration level ${manifest.migrations}; this one knows ${known}): ` +
          'restore it with that release or a later one.',
      );
    }
    if (manifest.database !== target.kind) {
      const where = { pglite: 'the embedded database (DATA_DIR)', postgres: 'PostgreSQL (DATABASE_URL)' };
      throw new BackupRefused(
        `This is a backup of ${where[manifest.database]}; the configured database is ${where[target.kind]}. ` +
          'Restore it where it was made (a content export moves a site between the two).',
      );
    }
    const report: RestoreReport = { manifest, migrated: 0 };
    const database =
      target.kind === 'pglite'
        ? await restorePglite(dumpFile, target.dataDir, replace, report)
        : await restorePostgres(dumpFile, target.url, replace);
    try {
      const restored = await summariseTables(database.db);
      const differing = Object.keys({ ...manifest.tables, ...restored }).filter(
        (table) =>
          restored[table]?.rows !== manifest.tables[table]?.rows ||
          restored[table]?.checksum !== manifest.tables[table]?.checksum,
      );
      if (differing.length > 0) {
        throw new Error(`The restored tables differ from the backup's manifest: ${differing.join(', ')}`);
      }
      await database.migrate();
      report.migrated = (await appliedMigrations(database.db)) - manifest.migrations;
    } finally {
      await database.close();
    }
    return report;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const refuseLive = (what: string) =>
  new BackupRefused(`A running server has ${what} open: stop it first (a restore replaces what it serves).`);

async function restorePglite(
  dumpFile: string,
  dataDir: string,
  replace: boolean,
  report: RestoreReport,
): Promise<Database> {
  const holder = dataDirHolder(dataDir);
  if (holder) throw refuseLive(`${dataDir} (process ${holder})`);
  const holdsData = existsSync(dataDir) && readdirSync(dataDir).length > 0;
  if (holdsData && !replace) {
    throw new BackupRefused(
      `${dataDir} holds a database already: restore with --replace to set it aside and restore in its place.`,
    );
  }
  if (holdsData) {
    report.setAside = `${path.resolve(dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(dataDir, report.setAside);
  }
  return openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([await readFile(dumpFile)]) });
}

async function restorePostgres(dumpFile: string, url: string, replace: boolean): Promise<Database> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // A server that has just stopped (systemctl stop, then the restore) may still be listed for a moment while
    // PostgreSQL ends its sessions: asked again for up to two seconds before the restore is refused.
    let live = 0;
    for (let asked = 0; asked < 10; asked += 1) {
      const sessions = await client.query<{ count: number }>(
        `select count(*)::int as count from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and application_name = $1`,
        [serverApplicationName],
      );
      live = sessions.rows[0]?.count ?? 0;
      if (live === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (live > 0) throw refuseLive(`this database (${live} connection${live === 1 ? '' : 's'})`);
    const tables = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    if ((tables.rows[0]?.count ?? 0) > 0) {
      if (!replace) {
        throw new BackupRefused(
          'The database holds tables already: restore with --replace to drop them and restore in their place.',
        );
      }
      await client.query('begin');
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema public cascade');
      await client.query('create schema public');
      await client.query('commit');
    }
    const run = await postgresTool('pg_restore', client);
    await run([
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      dumpFile,
    ]);
  } finally {
    await client.end();
  }
  return openDatabase({ kind: 'postgres', url });
}
