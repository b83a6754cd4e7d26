import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { dataDirHolder } from '../db/dataDirLock';
import { BackupRefused, createBackup, currentRelease, restoreBackup } from './archive';

/**
 * `npm run backup [-- --dir <folder>]`: one archive of the configured database (DATABASE_URL, else DATA_DIR) into
 * ./backups/ or the folder given, its path the last line printed.
 * `npm run restore -- <file> [--replace]`: that archive back into the configured database (docs/backups.md).
 * Exit codes: 0 done, 2 refused (what to do is printed), 1 failed.
 */
const usage = 'Usage: npm run backup [-- --dir <folder>]  |  npm run restore -- <backup file> [--replace]';

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { dir: { type: 'string' }, replace: { type: 'boolean', default: false } },
  });
  const config = loadConfig();
  if (command === 'backup') {
    if (positionals.length > 0) throw new BackupRefused(usage);
    if (!config.databaseUrl) {
      if (!existsSync(config.dataDir) || readdirSync(config.dataDir).length === 0) {
        throw new BackupRefused(`There is no database at ${config.dataDir} (DATA_DIR) to back up.`);
      }
      const holder = dataDirHolder(config.dataDir);
      if (holder) {
        throw new BackupRefused(
          `The server (process ${holder}) has ${config.dataDir} open, and the embedded database serves one ` +
            'process: download a backup from Admin → Backups, or stop the server and run this again.',
        );
      }
    }
    const database = await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
    try {
      const release = currentRelease();
      const { file, manifest } = await createBackup(database, path.resolve(values.dir ?? config.backupDir), {
        release,
      });
      const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Backed up ${Object.keys(manifest.tables).length} tables, ${rows} rows (migration level ` +
          `${manifest.migrations}, ${manifest.database}).`,
      );
      console.log(file);
    } finally {
      await database.close();
    }
    return 0;
  }
  if (command === 'restore') {
    const [file] = positionals;
    if (!file || positionals.length > 1) throw new BackupRefused(usage);
    const report = await restoreBackup(
      file,
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
      { replace: values.replace },
    );
    const rows = Object.values(report.manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    if (report.setAside) console.log(`The database it replaced is kept at ${report.setAside}.`);
    console.log(
      `Restored the backup of ${report.manifest.createdAt}: ${rows} rows, every table as its manifest says` +
        (report.migrated > 0 ? `, then ${report.migrated} newer migrations.` : '.'),
    );
    return 0;
  }
  throw new BackupRefused(usage);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof BackupRefused || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
