import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiPaths, type PostSummary, type SiteSettings } from '../../shared/api';
import type { Database } from '../db/client';
import { posts, settings } from '../db/schema';

const postListQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).optional() });

/** The public, read-only API the pages use: published posts and the site settings. */
export async function publicRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;

  app.get(apiPaths.posts, async (request, reply) => {
    const query = postListQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'validation', message: 'limit must be 1–100' });
    const rows = await db
      .select()
      .from(posts)
      .where(and(eq(posts.published, true)))
      .orderBy(desc(posts.date), desc(posts.id))
      .limit(query.data.limit ?? 100);
    const body: PostSummary[] = rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      date: row.date,
      title: { sv: row.titleSv, en: row.titleEn },
      excerpt: { sv: row.excerptSv, en: row.excerptEn },
      category: { sv: row.categorySv, en: row.categoryEn },
    }));
    return body;
  });

  app.get(apiPaths.settings, async (_request, reply) => {
    const [row] = await db.select().from(settings).where(eq(settings.id, 1));
    if (!row)
      return reply.code(404).send({ error: 'not_found', message: 'Settings have not been created yet' });
    const body: SiteSettings = {
      siteName: row.siteName,
      siteDescription: row.siteDescription,
      contactEmail: row.contactEmail,
      phoneNumber: row.phoneNumber,
      address: row.address,
      facebookUrl: row.facebookUrl,
      instagramUrl: row.instagramUrl,
      linkedinUrl: row.linkedinUrl,
    };
    return body;
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database did not answer');
      return reply.code(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
