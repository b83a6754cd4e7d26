import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../../shared/inputRules';
import { fieldErrors, portfolioInputSchema, postInputSchema } from '../../../shared/adminSchemas';
import { staffOnly } from '../../auth/guard';
import { audit } from '../../audit';
import type { Config } from '../../config';
import { renderMarkdown } from '../../content/markdown';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../../db/client';
import { portfolioItems, posts } from '../../db/schema';
import { findMedia } from '../../media/library';

/** A media id that names no image (or one deleted meanwhile): the foreign key refused it. */
const isMissingImage = isForeignKeyViolation;
const missingImage = (field: string) => ({
  status: 400,
  body: { error: 'validation', fields: { [field]: 'No such image in the media library' } },
});

type PostRow = typeof posts.$inferSelect;
const toAdminPost = (row: PostRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
type PortfolioRow = typeof portfolioItems.$inferSelect;
const toAdminProject = (row: PortfolioRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Blog posts and portfolio projects for staff. Every change is audited and shows on the site at once. */
export async function adminContentRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config));
  const changed = () => app.pageCache.clear();

  // --- posts -----------------------------------------------------------------------------------
  app.get('/api/admin/posts', async () => {
    const rows = await db.select().from(posts).orderBy(desc(posts.date), desc(posts.id));
    return rows.map(toAdminPost);
  });

  app.post('/api/admin/posts/preview', async (request, reply) => {
    const body = z.object({ markdown: z.string().max(50_000) }).safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'validation' });
    return { html: renderMarkdown(body.data.markdown) };
  });

  const savePost = async (request: FastifyRequest, id?: number) => {
    const parsed = postInputSchema.safeParse(request.body);
    if (!parsed.success)
      return { status: 400, body: { error: 'validation', fields: fieldErrors(parsed.error) } };
    try {
      const row = await db.transaction(async (tx) => {
        const [saved] = id
          ? await tx
              .update(posts)
              .set({ ...parsed.data, updatedAt: new Date() })
              .where(eq(posts.id, id))
              .returning()
          : await tx.insert(posts).values(parsed.data).returning();
        if (saved) await audit(tx, request.staff!, id ? 'update' : 'create', 'post', saved.id, saved.titleEn);
        return saved;
      });
      if (!row) return { status: 404, body: { error: 'not_found', message: 'No such post' } };
      changed();
      return { status: id ? 200 : 201, body: toAdminPost(row) };
    } catch (error) {
      if (isUniqueViolation(error)) {
        return {
          status: 400,
          body: { error: 'validation', fields: { slug: 'Another post already has this slug' } },
        };
      }
      if (isMissingImage(error)) return missingImage('coverMediaId');
      throw error;
    }
  };

  app.post('/api/admin/posts', async (request, reply) => {
    const result = await savePost(request);
    return reply.code(result.status).send(result.body);
  });

  app.put('/api/admin/posts/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such post' });
    const result = await savePost(request, params.data.id);
    return reply.code(result.status).send(result.body);
  });

  app.delete('/api/admin/posts/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such post' });
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(posts).where(eq(posts.id, params.data.id)).returning();
      if (row) await audit(tx, request.staff!, 'delete', 'post', row.id, row.titleEn);
      return row;
    });
    if (!deleted) return reply.code(404).send({ error: 'not_found', message: 'No such post' });
    changed();
    return reply.code(204).send();
  });

  // --- portfolio -------------------------------------------------------------------------------
  app.get('/api/admin/portfolio', async () => {
    const rows = await db
      .select()
      .from(portfolioItems)
      .orderBy(asc(portfolioItems.sortOrder), asc(portfolioItems.id));
    return rows.map(toAdminProject);
  });

  const saveProject = async (request: FastifyRequest, id?: number) => {
    const parsed = portfolioInputSchema.safeParse(request.body);
    if (!parsed.success)
      return {
        status: 400,
        body: { error: 'Please fill in all required fields', fields: fieldErrors(parsed.error) },
      };
    const data = parsed.data;
    // A published case study needs what the public page shows: its titles, and a before/after pair or, for a
    // site with nothing before it, a cover from the library (shown instead of the slider).
    const hasPair = (data.beforeImage || data.beforeMediaId) && (data.afterImage || data.afterMediaId);
    if (
      data.published &&
      data.kind === 'case_study' &&
      (!data.titleEn || !data.titleSv || !(hasPair || data.coverMediaId))
    ) {
      return {
        status: 400,
        body: {
          error: 'Please fill in all required fields',
          fields: { titleEn: 'A published case study needs titles, and before/after images or a cover' },
        },
      };
    }
    let row: PortfolioRow | undefined;
    try {
      row = await db.transaction(async (tx) => {
        const [saved] = id
          ? await tx
              .update(portfolioItems)
              .set({ ...data, updatedAt: new Date() })
              .where(eq(portfolioItems.id, id))
              .returning()
          : await tx.insert(portfolioItems).values(data).returning();
        if (saved) await audit(tx, request.staff!, id ? 'update' : 'create', 'project', saved.id, saved.name);
        return saved;
      });
    } catch (error) {
      if (!isMissingImage(error)) throw error;
      const fields = ['coverMediaId', 'beforeMediaId', 'afterMediaId'] as const;
      for (const field of fields) {
        const mediaId = data[field];
        if (mediaId && !(await findMedia(db, mediaId))) return missingImage(field);
      }
      return missingImage('coverMediaId');
    }
    if (!row) return { status: 404, body: { error: 'not_found', message: 'No such project' } };
    changed();
    return { status: id ? 200 : 201, body: toAdminProject(row) };
  };

  app.post('/api/admin/portfolio', async (request, reply) => {
    const result = await saveProject(request);
    return reply.code(result.status).send(result.body);
  });

  app.put('/api/admin/portfolio/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such project' });
    const result = await saveProject(request, params.data.id);
    return reply.code(result.status).send(result.body);
  });

  app.delete('/api/admin/portfolio/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such project' });
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(portfolioItems).where(eq(portfolioItems.id, params.data.id)).returning();
      if (row) await audit(tx, request.staff!, 'delete', 'project', row.id, row.name);
      return row;
    });
    if (!deleted) return reply.code(404).send({ error: 'not_found', message: 'No such project' });
    changed();
    return reply.code(204).send();
  });
}
