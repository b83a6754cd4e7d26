import cluster from 'node:cluster';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { dataDirHolder, holdDataDir } from './db/dataDirLock';
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

/** Opens the database, applies migrations and the seed: once per start (in the primary of several processes). */
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
  await database.migrate();
  const seed = await seedDatabase(database.db, config.seedAdmins, { demoData: config.demoData });
  for (const { email, password } of seed.generatedPasswords) {
    // Shown once, at the first start: the hash is all the database keeps.
    console.log(`Admin account created: ${email}  password: ${password}  (shown only now; store it safely)`);
  }
  return database;
}

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
