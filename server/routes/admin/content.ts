import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { databaseInt, idParams } from '../../../shared/inputRules';
import {
  fieldErrors,
  portfolioInputSchema,
  postInputSchema,
  type PostInputData,
} from '../../../shared/adminSchemas';
import { absoluteUrl, paths } from '../../../shared/paths';
import { staffOnly } from '../../auth/guard';
import type { StaffUser } from '../../auth/sessions';
import { createPreview, previewParam } from '../../content/preview';
import { recordSlugChange, releasePostAddresses } from '../../content/redirects';
import { audit } from '../../audit';
import type { Config } from '../../config';
import { renderMarkdown } from '../../content/markdown';
import { isForeignKeyViolation, isUniqueViolation, type Database } from '../../db/client';
import { portfolioItems, posts } from '../../db/schema';
import { findRevision, keepEarlierVersion, listRevisions, recordRevision } from '../../content/revisions';
import { findMedia } from '../../media/library';

/** A media id that names no image (or one deleted meanwhile): the foreign key refused it. */
const isMissingImage = isForeignKeyViolation;
const missingImage = (field: string) => ({
  status: 400,
  body: { error: 'validation', fields: { [field]: 'No such image in the media library' } },
});

type PostRow = typeof posts.$inferSelect;
// The search documents are the database's business, not the editor's.
const toAdminPost = ({ searchSv: _searchSv, searchEn: _searchEn, ...row }: PostRow) => ({
  ...row,
  publishAt: row.publishAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
type PortfolioRow = typeof portfolioItems.$inferSelect;
const toAdminProject = (row: PortfolioRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What a post's editor saved, as a revision keeps it. */
const snapshotOf = (row: PostRow): PostInputData => ({
  slug: row.slug,
  date: row.date,
  titleEn: row.titleEn,
  titleSv: row.titleSv,
  excerptEn: row.excerptEn,
  excerptSv: row.excerptSv,
  categoryEn: row.categoryEn,
  categorySv: row.categorySv,
  bodyEn: row.bodyEn,
  bodySv: row.bodySv,
  keywordsEn: row.keywordsEn,
  keywordsSv: row.keywordsSv,
  published: row.published,
  publishAt: row.publishAt?.toISOString() ?? null,
  coverMediaId: row.coverMediaId,
});

type Tx = Parameters<Parameters<Database['db']['transaction']>[0]>[0];

/**
 * Keeps a live post's addresses working (server/content/redirects.ts): a published post's old slug sends its
 * visitors to the new one in both languages, and no redirect hides a live post. Answers whether any redirect
 * changed, so this instance reloads them once the transaction is committed.
 */
async function keepAddresses(tx: Tx, before: PostRow | undefined, saved: PostRow, staff: StaffUser) {
  let changed = false;
  if (before?.published && before.slug !== saved.slug) {
    const result = await recordSlugChange(tx, { from: before.slug, to: saved.slug, byUserId: staff.id });
    changed = result.added + result.rewritten + result.removed > 0;
  }
  if (saved.published) changed = (await releasePostAddresses(tx, saved.slug)) > 0 || changed;
  return changed;
}

/** Blog posts and portfolio projects for staff. Every change is audited and shows on the site at once. */
export async function adminContentRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config));
  /** Every instance's pages show the change. */
  const changed = () => app.signals.send('pages');

  // --- posts -----------------------------------------------------------------------------------
  app.get('/api/admin/posts', async () => {
    const rows = await db.select().from(posts).orderBy(desc(posts.date), desc(posts.id));
    return rows.map(toAdminPost);
  });

  app.post('/api/admin/posts/markdown', async (request, reply) => {
    const body = z.object({ markdown: z.string().max(50_000) }).safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'validation' });
    return { html: renderMarkdown(body.data.markdown) };
  });

  /** A schedule must lie ahead; a minute's grace covers the time the editor took to press Save. */
  const pastSchedule = (input: PostInputData) =>
    !input.published && input.publishAt !== null && Date.parse(input.publishAt) < Date.now() - 60_000;

  const savePost = async (request: FastifyRequest, id?: number) => {
    const parsed = postInputSchema.safeParse(request.body);
    if (!parsed.success)
      return { status: 400, body: { error: 'validation', fields: fieldErrors(parsed.error) } };
    const input = parsed.data;
    if (pastSchedule(input))
      return {
        status: 400,
        body: { error: 'validation', fields: { publishAt: 'Pick a time in the future' } },
      };
    const staff = request.staff!;
    const values = { ...input, publishAt: input.publishAt ? new Date(input.publishAt) : null };
    let redirectsChanged = false;
    try {
      const row = await db.transaction(async (tx) => {
        let saved: PostRow | undefined;
        let before: PostRow | undefined;
        if (id) {
          [before] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
          if (!before) return undefined;
          await keepEarlierVersion(tx, { post: before.id }, before.updatedAt, snapshotOf(before));
          [saved] = await tx
            .update(posts)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(posts.id, id))
            .returning();
        } else {
          [saved] = await tx.insert(posts).values(values).returning();
        }
        redirectsChanged = await keepAddresses(tx, before, saved!, staff);
        await recordRevision(tx, { post: saved!.id }, staff, input);
        await audit(tx, staff, id ? 'update' : 'create', 'post', saved!.id, saved!.titleEn || saved!.titleSv);
        return saved;
      });
      if (!row) return { status: 404, body: { error: 'not_found', message: 'No such post' } };
      if (redirectsChanged) await app.signals.send('redirects');
      await changed();
      if (row.publishAt) await app.signals.send('schedule');
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
      if (row) await audit(tx, request.staff!, 'delete', 'post', row.id, row.titleEn || row.titleSv);
      return row;
    });
    if (!deleted) return reply.code(404).send({ error: 'not_found', message: 'No such post' });
    await changed();
    return reply.code(204).send();
  });

  // --- revisions -------------------------------------------------------------------------------
  app.get('/api/admin/posts/:id/revisions', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such post' });
    const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, params.data.id));
    if (!post) return reply.code(404).send({ error: 'not_found', message: 'No such post' });
    return listRevisions(db, { post: post.id });
  });

  /**
   * Puts a revision's text back (titles, excerpts, categories, bodies, keywords, slug, date, cover); whether the
   * post is published or scheduled stays as it is now. The restore is itself a new revision.
   */
  app.post('/api/admin/posts/:id/revisions/:revisionId/restore', async (request, reply) => {
    const params = idParams.extend({ revisionId: idParams.shape.id }).safeParse(request.params);
    const notFound = () => reply.code(404).send({ error: 'not_found', message: 'No such revision' });
    if (!params.success) return notFound();
    const { id, revisionId } = params.data;
    const staff = request.staff!;
    let redirectsChanged = false;
    try {
      const row = await db.transaction(async (tx) => {
        const revision = await findRevision(tx, { post: id }, revisionId);
        const [before] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
        if (!revision || !before) return undefined;
        const snapshot = { ...revision.snapshot };
        // A revision made before a field existed lacks it: the post keeps what it has.
        const restored = postInputSchema.parse({
          ...snapshotOf(before),
          ...snapshot,
          published: before.published,
          publishAt: before.publishAt?.toISOString() ?? null,
        });
        const [saved] = await tx
          .update(posts)
          .set({ ...restored, publishAt: before.publishAt, updatedAt: new Date() })
          .where(eq(posts.id, id))
          .returning();
        redirectsChanged = await keepAddresses(tx, before, saved!, staff);
        await recordRevision(tx, { post: id }, staff, restored);
        const when = revision.createdAt.toISOString().slice(0, 16).replace('T', ' ');
        await audit(
          tx,
          staff,
          'restore',
          'post',
          id,
          `${saved!.titleEn || saved!.titleSv} (revision of ${when} UTC)`,
        );
        return saved;
      });
      if (!row) return notFound();
      if (redirectsChanged) await app.signals.send('redirects');
      await changed();
      return toAdminPost(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        return reply.code(409).send({
          error: 'conflict',
          message: 'Another post now has this revision’s slug; change that post’s slug first',
        });
      }
      // The revision's cover was deleted from the library since.
      if (isMissingImage(error))
        return reply
          .code(409)
          .send({ error: 'conflict', message: 'The revision’s cover image is no longer in the library' });
      throw error;
    }
  });

  // --- previews --------------------------------------------------------------------------------
  /** A link to the post as the editor has it now, saved or not: the real page, for 24 hours, to anyone. */
  app.post('/api/admin/posts/previews', async (request, reply) => {
    const body = z
      .object({
        postId: databaseInt.nullable().default(null),
        post: z.unknown(),
      })
      .safeParse(request.body);
    if (!body.success) return reply.code(400).send({ error: 'validation', fields: fieldErrors(body.error) });
    const post = postInputSchema.safeParse(body.data.post);
    if (!post.success) return reply.code(400).send({ error: 'validation', fields: fieldErrors(post.error) });
    const { postId } = body.data;
    if (postId !== null) {
      const [exists] = await db.select({ id: posts.id }).from(posts).where(eq(posts.id, postId));
      if (!exists) return reply.code(404).send({ error: 'not_found', message: 'No such post' });
    }
    const { token, expiresAt } = await createPreview(db, {
      postId,
      snapshot: post.data,
      createdBy: request.staff!.id,
    });
    const query = `?${previewParam}=${token}`;
    return reply.code(201).send({
      urls: {
        sv: absoluteUrl(config.publicBaseUrl, paths.blogPost.href('sv', post.data.slug) + query),
        en: absoluteUrl(config.publicBaseUrl, paths.blogPost.href('en', post.data.slug) + query),
      },
      expiresAt: expiresAt.toISOString(),
    });
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
    await changed();
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
    await changed();
    return reply.code(204).send();
  });
}
