import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';
import { dataDirHolder, holdDataDir } from './dataDirLock';
import { applyMigrations, MigrationFailed, migrationStatus, releaseMigrations } from './migrator';

/**
 * `npm run migrate`: brings the configured database (DATABASE_URL, else DATA_DIR) to this release's schema, one
 * migration per transaction, each named as it is applied. The server only checks at start that none is pending
 * (server/main.ts); `npm start` runs this first. With several instances on one PostgreSQL, run it once before
 * starting the new release (docs/migrations.md).
 * Exit codes: 0 current, 1 a migration failed (the database stays at the level before it), 2 refused.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    // The embedded database serves one process (server/db/dataDirLock.ts).
    const holder = dataDirHolder(config.dataDir);
    if (holder) {
      console.error(
        `The server (process ${holder}) has ${config.dataDir} open, and the embedded database serves one process: ` +
          'stop it, run `npm run migrate`, then start it again.',
      );
      return 2;
    }
    process.once('exit', holdDataDir(config.dataDir));
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const known = releaseMigrations().length;
    const before = await migrationStatus(database.db);
    if (before.newer > 0) {
      console.log(
        `The database has ${before.newer} migration(s) from a newer release; this one's ${known} are all applied.`,
      );
      return 0;
    }
    if (before.pending.length === 0) {
      console.log(`The database is current (migration level ${known}).`);
      return 0;
    }
    console.log(
      `Migrating the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database from level ` +
        `${known - before.pending.length} to ${known}:`,
    );
    await applyMigrations(database.db, (migration, milliseconds) =>
      console.log(`  applied ${migration.tag} (${Math.round(milliseconds)} ms)`),
    );
    console.log(`The database is current (migration level ${known}).`);
    return 0;
  } catch (error) {
    if (!(error instanceof MigrationFailed)) throw error;
    console.error(
      `${error.message}\nIt was rolled back: the database stands at the level before it, every earlier migration kept.`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
