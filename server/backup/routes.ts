import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { fieldErrors } from '../../shared/adminSchemas';
import {
  backupScheduleSchema,
  defaultBackupHour,
  type BackupEntry,
  type BackupList,
  type BackupSchedule,
} from '../../shared/backups';
import { staffOnly } from '../auth/guard';
import { audit } from '../audit';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { settings } from '../db/schema';
import { lastNightlyRun } from './status';
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

  const readSchedule = async (): Promise<BackupSchedule> => {
    const [row] = await db
      .select({ hour: settings.backupHour, keepDays: settings.backupKeepDays })
      .from(settings)
      .where(eq(settings.id, 1));
    return {
      enabled: row?.hour !== null && row?.hour !== undefined,
      hour: row?.hour ?? defaultBackupHour,
      keepDays: row?.keepDays ?? 14,
    };
  };

  app.get('/api/admin/backups', async (): Promise<BackupList> => {
    return {
      backups: listBackups(dir).map(({ name, bytes, createdAt }) => ({ name, bytes, createdAt })),
      database: database.kind,
      schedule: await readSchedule(),
      lastNightly: await lastNightlyRun(db),
    };
  });

  app.put('/api/admin/backups/schedule', async (request, reply): Promise<BackupSchedule | FastifyReply> => {
    const input = backupScheduleSchema.safeParse(request.body);
    if (!input.success) {
      return reply.code(400).send({
        error: 'validation',
        message: 'Please check the nightly backup',
        fields: fieldErrors(input.error),
      });
    }
    const { enabled, hour, keepDays } = input.data;
    await db.transaction(async (tx) => {
      await tx
        .update(settings)
        .set({ backupHour: enabled ? hour : null, backupKeepDays: keepDays, updatedAt: new Date() })
        .where(eq(settings.id, 1));
      const summary = enabled
        ? `nightly at ${String(hour).padStart(2, '0')}:00, kept ${keepDays} days`
        : 'no nightly backup';
      await audit(tx, request.staff!, 'update', 'backup-schedule', '', summary);
    });
    return readSchedule();
  });

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
