import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
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

  const stamp = path.join(root, 'dist', '.build-stamp');
  const releasedAt = mode === 'production' && existsSync(stamp) ? statSync(stamp).mtime : new Date();
  const app = await buildApp({ config, database, renderer: mode, root, releasedAt });
  stopOnSignals(app, () => database.close());

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Serving ${config.publicBaseUrl} (${mode}, database: ${database.kind})`);
  // Plain text, once, so it stands out among the log lines.
  if (app.outbox.mode === 'capture') console.log(`\n${captureNotice}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
