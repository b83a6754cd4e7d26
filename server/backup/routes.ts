import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BackupEntry, BackupList } from '../../shared/backups';
import { staffOnly } from '../auth/guard';
import { audit } from '../audit';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { backupFilePattern, backupTime, createBackup, currentRelease, listBackups } from './archive';

const noSuchBackup = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'not_found', message: 'No such backup' });

/**
 * Admin → Backups (Admins; docs/backups.md): the backups kept in BACKUP_DIR, newest first; one made now, by the
 * running server, so it works on the embedded database, which no second process may open; and each one downloaded.
 * One backup is made at a time per instance (a second press answers 409); a failure (a full disk, `pg_dump`
 * missing) answers 503 with the reason, and is logged.
 */
export async function adminBackupRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  const dir = path.resolve(config.backupDir);
  app.addHook('preHandler', staffOnly(db, config, ['Admin']));
  let making = false;

  app.get('/api/admin/backups', async (): Promise<BackupList> => ({
    backups: listBackups(dir).map(({ name, bytes, createdAt }) => ({ name, bytes, createdAt })),
    database: database.kind,
  }));

  app.post('/api/admin/backups', async (request, reply): Promise<BackupEntry | FastifyReply> => {
    if (making) {
      return reply
        .code(409)
        .send({ error: 'busy', message: 'A backup is being made already: wait for it to finish' });
    }
    making = true;
    try {
      const { file, manifest } = await createBackup(database, dir, { release: currentRelease() });
      const name = path.basename(file);
      const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
      await audit(db, request.staff!, 'create', 'backup', name, `${rows} rows, ${manifest.dump.bytes} bytes`);
      request.log.info({ backup: name, rows }, 'backup made');
      const entry: BackupEntry = {
        name,
        bytes: (await stat(file)).size,
        createdAt: backupTime(name)!.toISOString(),
      };
      return reply.code(201).send(entry);
    } catch (error) {
      request.log.error({ err: error }, 'a backup failed');
      return reply.code(503).send({
        error: 'backup_failed',
        message: `The backup could not be made: ${(error as Error).message}`,
      });
    } finally {
      making = false;
    }
  });

  app.get('/api/admin/backups/:name', { compress: false }, async (request, reply) => {
    const { name } = request.params as { name: string };
    if (!backupFilePattern.test(name)) return noSuchBackup(reply);
    const file = path.join(dir, name);
    if (!existsSync(file)) return noSuchBackup(reply);
    return reply
      .header('content-type', 'application/x-tar')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(createReadStream(file));
  });
}
