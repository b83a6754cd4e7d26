import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { dataDirHolder, holdDataDir, lockFileOf } from '../db/dataDirLock';
import { seedDatabase } from '../db/seed';
import { testAdmins } from '../test/fixtures';
import { summariseTables } from './tables';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** `npm run backup` / `npm run restore` as a shell runs them, with the given DATA_DIR: exit code and output. */
async function cli(args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(
      path.join(root, 'node_modules/.bin/tsx'),
      [path.join(root, 'server/backup/cli.ts'), ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('npm run backup and npm run restore (the embedded database)', () => {
  let work: string;
  let dataDir: string;
  let tables: Awaited<ReturnType<typeof summariseTables>>;

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'agency-cli-'));
    dataDir = path.join(work, 'data');
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await seedDatabase(database.db, testAdmins, { images: false });
    tables = await summariseTables(database.db);
    await database.close();
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('backs up into the folder given, its path the last line; restores it into another DATA_DIR', async () => {
    const backup = await cli(['backup', '--dir', path.join(work, 'kept')], dataDir);
    expect(backup.code).toBe(0);
    const file = backup.stdout.trim().split('\n').at(-1)!;
    expect(file).toMatch(new RegExp(`^${path.join(work, 'kept')}/backup-.+\\.tar$`));
    expect(existsSync(file)).toBe(true);

    const elsewhere = path.join(work, 'restored');
    const restore = await cli(['restore', file], elsewhere);
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toMatch(
      /^Restored the backup of .+: \d+ rows, every table as its manifest says\.$/m,
    );
    const restored = await openDatabase({ kind: 'pglite', dataDir: elsewhere });
    expect(await summariseTables(restored.db)).toEqual(tables);
    await restored.close();

    // Into a directory that holds a database: refused (exit 2), unless told to replace it.
    const again = await cli(['restore', file], elsewhere);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('holds a database already: restore with --replace');
  });

  it('refuses, with exit code 2 and what to do, a data directory a running server has open, and no arguments', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
    try {
      await writeFile(lockFileOf(dataDir), `${server.pid}\n`);
      const refused = await cli(['backup'], dataDir);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`The server (process ${server.pid}) has ${dataDir} open`);
    } finally {
      server.kill();
    }
    // A second server on it is refused the same way, before it opens anything.
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
    try {
      await writeFile(lockFileOf(dataDir), `${holder.pid}\n`);
      const second = await run(
        path.join(root, 'node_modules/.bin/tsx'),
        [path.join(root, 'server/main.ts')],
        {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' },
        },
      ).catch((error: { code: number; stderr: string }) => error);
      expect(second).toMatchObject({ code: 1 });
      expect((second as { stderr: string }).stderr).toContain(
        `Another server (process ${holder.pid}) has ${dataDir} open`,
      );
    } finally {
      holder.kill();
    }
    const usage = await cli(['restore'], dataDir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run backup');
  });

  it('notes the process that has a data directory open, and ignores a note its process left behind or another program holds', async () => {
    const dir = path.join(work, 'noted');
    const release = holdDataDir(dir);
    // This process's own note is no other server.
    expect(dataDirHolder(dir)).toBeNull();
    release();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    const gone = spawn('true');
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(lockFileOf(dir), `${gone.pid}\n`);
    expect(dataDirHolder(dir)).toBeNull();
    // Nor a note whose process id the system has given to another program since.
    const other = spawn('sleep', ['30']);
    try {
      await writeFile(lockFileOf(dir), `${other.pid}\n`);
      expect(dataDirHolder(dir)).toBeNull();
      const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
      await writeFile(lockFileOf(dir), `${server.pid}\n`);
      expect(dataDirHolder(dir)).toBe(server.pid);
      server.kill();
    } finally {
      other.kill();
    }
  });
});
