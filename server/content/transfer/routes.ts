import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { transferLimits } from '../../../shared/contentTransfer';
import { slugFromTitle } from '../../../shared/slug';
import { staffOnly } from '../../auth/guard';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ServerRoutes } from '../pagePaths';
import { exportContent } from './exportContent';
import { ImportRefused, importContent } from './importContent';

const importQuery = z.object({ check: z.enum(['0', '1']).default('0') });

/**
 * Admin → Export (Admins; docs/content-export.md): the site's content as one JSON file to download, and an
 * import of such a file, checked first (`?check=1` answers what it would do) and then applied all or nothing. A
 * refused file answers 400 with every problem named, and nothing changes; one import runs at a time per instance.
 */
export async function adminTransferRoutes(
  app: FastifyInstance,
  { database, config, serverRoutes }: { database: Database; config: Config; serverRoutes?: ServerRoutes },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config, ['Admin']));
  let importing = false;

  app.get('/api/admin/export', async (request, reply) => {
    const file = await exportContent(db);
    await audit(
      db,
      request.staff!,
      'export',
      'content',
      '',
      `${file.posts.length} posts, ${file.pages.length} pages, ${file.media.length} pictures`,
    );
    const name = `${slugFromTitle(file.site) || 'site'}-content-${file.exportedAt.slice(0, 10)}.json`;
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(file));
  });

  app.post('/api/admin/import', { bodyLimit: transferLimits.bytes }, async (request, reply) => {
    const query = importQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'validation', message: 'check is 0 or 1' });
    }
    const check = query.data.check === '1';
    if (importing && !check) {
      return reply
        .code(409)
        .send({ error: 'busy', message: 'An import is running already: wait for it to finish' });
    }
    if (!check) importing = true;
    try {
      const report = await importContent(db, request.staff!, request.body, { check, serverRoutes });
      if (report.applied) {
        request.log.info({ counts: report.counts }, 'content imported');
        await app.signals.send('pages');
        await app.signals.send('redirects');
        await app.signals.send('schedule');
      }
      return report;
    } catch (error) {
      if (!(error instanceof ImportRefused)) throw error;
      return reply.code(400).send({
        error: 'validation',
        message: 'The file cannot be imported; nothing was changed',
        problems: error.problems,
      });
    } finally {
      if (!check) importing = false;
    }
  });
}
