import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '../../shared/api';
import { langFromPath } from '../../shared/paths';
import { isNotFoundAddress } from '../content/pagePaths';
import { PublishedAddresses, publicPage, publishedPageAt } from '../content/pages';
import type { Database } from '../db/client';

const pageQuery = z.object({ path: z.string().min(1) });

/**
 * The published page at an address, in that address's language, as its blocks show it (shared/pages.ts,
 * PublicPage). A page not published, or not there, is 404: the site answers its address with the not-found page.
 */
export async function pageRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;
  const addresses = new PublishedAddresses(db);
  app.signals.on('pages', () => addresses.clear());
  app.get(apiPaths.page, async (request, reply) => {
    const query = pageQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'validation', message: 'path is required' });
    const { path } = query.data;
    const notFound = () => reply.code(404).send({ error: 'not_found', message: 'No such page' });
    if (isNotFoundAddress(path) || !(await addresses.has(path))) return notFound();
    const found = await publishedPageAt(db, path);
    if (!found) return notFound();
    return publicPage(db, found.row, langFromPath(path), {
      parts: found.parts,
      log: (details, message) => request.log.warn(details, message),
    });
  });
}
