import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { nightlyBackupJob } from './nightly';
import { adminBackupRoutes } from './routes';

/** Backups (docs/backups.md): the nightly backup the settings ask for, and Admin → Backups' API. */
export const backupsPlugin = fp(
  async (app: FastifyInstance, { config, database }: { config: Config; database: Database }) => {
    const nightlyBackups = nightlyBackupJob({
      database,
      dir: path.resolve(config.backupDir),
      log: app.log,
    });
    app.decorate('nightlyBackups', nightlyBackups);
    if (config.nightlyBackups) app.addHook('onReady', async () => nightlyBackups.start());
    app.addHook('onClose', async () => nightlyBackups.stop());
    await app.register(adminBackupRoutes, { database, config });
  },
  { name: 'backups', dependencies: ['security'] },
);
