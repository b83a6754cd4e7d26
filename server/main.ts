import cluster from 'node:cluster';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { dataDirHolder, holdDataDir } from './db/dataDirLock';
import { migrationStatus, releaseMigrations, type Migration } from './db/migrator';
import { seedDatabase } from './db/seed';
import { captureNotice } from './mail/outbox';
import { stopOnSignals } from './shutdown';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Opens the database, checks that it has every migration of this release (`npm run migrate` applies them; the server
 * does not, so a start never changes the schema under other running instances) and applies the seed: once per
 * start (in the primary of several processes).
 */
async function prepareDatabase(config: Config) {
  if (!config.databaseUrl) {
    // The embedded database serves one process: a second server on it would corrupt it (server/db/dataDirLock.ts).
    const holder = dataDirHolder(config.dataDir);
    if (holder) {
      console.error(
        `Another server (process ${holder}) has ${config.dataDir} open: stop it first, or give this one another ` +
          'DATA_DIR (or a DATABASE_URL).',
      );
      process.exit(1);
    }
    // Noted until this process exits, however it does.
    process.once('exit', holdDataDir(config.dataDir));
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  const { pending, newer } = await migrationStatus(database.db);
  if (pending.length > 0) {
    await database.close();
    console.error(schemaBehind(pending));
    process.exit(1);
  }
  if (newer > 0) {
    // A newer release migrated the database while this one runs on (docs/migrations.md: expand, then contract).
    console.warn(
      `The database has ${newer} migration(s) from a newer release: serving on it until this one is replaced.`,
    );
  }
  const seed = await seedDatabase(database.db, config.seedAdmins, { demoData: config.demoData });
  for (const { email, password } of seed.generatedPasswords) {
    // Shown once, at the first start: the hash is all the database keeps.
    console.log(`Admin account created: ${email}  password: ${password}  (shown only now; store it safely)`);
  }
  return database;
}

/** The pending migrations by name: all of a few, the first and last of many. */
const named = (pending: Migration[]) =>
  pending.length <= 3
    ? pending.map((migration) => migration.tag).join(', ')
    : `${pending[0]!.tag} to ${pending.at(-1)!.tag}, ${pending.length} migrations`;

const schemaBehind = (pending: Migration[]) => {
  const known = releaseMigrations().length;
  return (
    `The database is at migration level ${known - pending.length} and this release needs ${known} ` +
    `(${named(pending)} not applied): run \`npm run migrate\`, then start ` +
    'the server again.'
  );
};

async function main() {
  const config = readConfig();
  const root = process.cwd();
  const mode = config.env === 'production' ? 'production' : 'development';
  if (mode === 'production' && !existsSync(path.join(root, 'dist', 'server', 'entry-server.js'))) {
    console.error(
      'The production build is missing: run `npm run build` first (or use `npm start`, which builds).',
    );
    process.exit(1);
  }

  // Several processes on one port: the primary prepares the database, then forks the servers (server/cluster.ts).
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    await (await prepareDatabase(config)).close();
    if (!config.mail.smtpUrl) console.log(`\n${captureNotice}\n`);
    process.exit(await runPrimary(config.webConcurrency));
  }
  // A forked server finds the database prepared (config refuses several processes without PostgreSQL).
  const database = cluster.isWorker
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl! })
    : await prepareDatabase(config);

  const stamp = path.join(root, 'dist', '.build-stamp');
  const releasedAt = mode === 'production' && existsSync(stamp) ? statSync(stamp).mtime : new Date();
  const app = await buildApp({ config, database, renderer: mode, root, releasedAt });
  stopOnSignals(app, () => database.close());

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Serving ${config.publicBaseUrl} (${mode}, database: ${database.kind})`);
  // Plain text, once, so it stands out among the log lines (the primary said it when there are several).
  if (app.outbox.mode === 'capture' && cluster.isPrimary) console.log(`\n${captureNotice}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
