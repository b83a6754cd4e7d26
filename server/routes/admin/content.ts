import { queueWebhookEvent } from '../../webhooks/events';
import { postPublishedData } from '../../webhooks/payloads';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { databaseInt, idParams } from '../../../shared/inputRules';
import {
  fieldErrors,
  portfolioInputSchema,
  postInputSchema,
  readyToGoLive,
  type PostInputData,
} from '../../../shared/adminSchemas';
import { absoluteUrl, paths } from '../../../shared/paths';
import { documentImages } from '../../../shared/postDocument';
import { bulkDeleteRoles, postBulkSchema, type BulkRefusal, type BulkResult } from '../../../shared/bulk';
import { staffOnly } from '../../auth/guard';
import type { StaffUser } from '../../auth/sessions';
import { createPreview, previewParam } from '../../content/preview';
import { recordSlugChange, releasePostAddresses } from '../../content/redirects';
import { audit } from '../../audit';
import type { Config } from '../../config';
import { renderMarkdown } from '../../content/markdown';
import { isForeignKeyViolation, isUniqueViolation, type Database, type Db } from '../../db/client';
import { media, portfolioItems, posts } from '../../db/schema';
import {
  findRevision,
  keepEarlierVersion,
  lastSavedBy,
  listRevisions,
  recordRevision,
} from '../../content/revisions';
import {
  postContent,
  postSnapshot,
  withBodyDocuments,
  workingContent,
  type PostRow,
} from '../../content/posts';
import { findMedia } from '../../media/library';

/** A media id that names no image (or one deleted meanwhile): the foreign key refused it. */
const isMissingImage = isForeignKeyViolation;
const missingImage = (field: string) => ({
  status: 400,
  body: { error: 'validation', fields: { [field]: 'No such image in the media library' } },
});

/**
 * A post as its editor opens it: the version staff work on (a live post's waiting change, if any), whether the
 * post is live (`published`), a not-live post's schedule, the waiting change's own (`pendingChange`: a draft, or
 * scheduled for `at`) and the version a save names. The search documents are the database's business.
 */
const toAdminPost = (row: PostRow) => ({
  id: row.id,
  ...workingContent(row),
  published: row.published,
  publishAt: row.publishAt?.toISOString() ?? null,
  pendingChange: row.pending ? { at: row.pendingAt?.toISOString() ?? null } : null,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
type PortfolioRow = typeof portfolioItems.$inferSelect;
const toAdminProject = (row: PortfolioRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A save names the version its editor opened (a new post has none yet). */
const versionOf = z.object({ version: databaseInt });
/** The body of a step without content (unpublish, discard): the version the editor holds. */
const versionBody = z.strictObject({ version: databaseInt });
/** The body of a restore: `publish` puts the revision live at once (else a live post gets it as a draft change). */
const restoreBody = z.strictObject({ publish: z.boolean().optional() });

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

const picturesGoneMessage =
  'A picture in the text is no longer in the media library: remove it, or put it in again from the library';

/**
 * The first body (`bodySv`, `bodyEn`) showing a picture the library no longer has, if any: the site would leave it
 * out, so the writer is told at the body rather than finding a picture missing on the page.
 */
async function picturesGone(db: Db, input: PostInputData): Promise<'bodySv' | 'bodyEn' | null> {
  const shown = { bodySv: documentImages(input.bodySv), bodyEn: documentImages(input.bodyEn) };
  const ids = [...new Set([...shown.bodySv, ...shown.bodyEn])];
  if (ids.length === 0) return null;
  const found = new Set(
    (await db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((row) => row.id),
  );
  return (['bodySv', 'bodyEn'] as const).find((key) => shown[key].some((id) => !found.has(id))) ?? null;
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

  /** A slug another post has: a waiting change's is checked now, as the unique index checks the post's own. */
  const slugTaken = async (tx: Tx, slug: string, id: number) =>
    (
      await tx
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.slug, slug), ne(posts.id, id)))
    ).length > 0;
  const takenSlug = {
    status: 400,
    body: { error: 'validation', fields: { slug: 'Another post already has this slug' } },
  };

  /** A save or a step from a version another save replaced: 409 with the post as it is now and who saved it. */
  const staleVersion = async (id: number) => {
    const [current] = await db.select().from(posts).where(eq(posts.id, id));
    if (!current) return { status: 404, body: { error: 'not_found', message: 'No such post' } };
    return {
      status: 409,
      body: {
        error: 'conflict',
        message: 'Someone else saved this post after you opened it. See their version before you save again.',
        current: toAdminPost(current),
        savedBy: await lastSavedBy(db, { post: id }),
      },
    };
  };

  /**
   * Creates a post, or saves one from the version its editor opened (409 when another save came since). On a live
   * post a draft or a schedule is of the changes: they wait (`pending`) while the published version stays on the
   * site, until they are published or their time comes.
   */
  const savePost = async (request: FastifyRequest, id?: number) => {
    const parsed = postInputSchema.safeParse(withBodyDocuments(request.body));
    const version = id === undefined ? null : versionOf.safeParse(request.body);
    if (!parsed.success || version?.success === false) {
      const fields = {
        ...(parsed.success ? {} : fieldErrors(parsed.error)),
        ...(version?.success === false ? { version: 'The version you opened is required' } : {}),
      };
      return { status: 400, body: { error: 'validation', fields } };
    }
    const input = parsed.data;
    if (pastSchedule(input))
      return {
        status: 400,
        body: { error: 'validation', fields: { publishAt: 'Pick a time in the future' } },
      };
    const gone = await picturesGone(db, input);
    if (gone) return { status: 400, body: { error: 'validation', fields: { [gone]: picturesGoneMessage } } };
    const staff = request.staff!;
    const values = { ...input, publishAt: input.publishAt ? new Date(input.publishAt) : null };
    let redirectsChanged = false;
    try {
      const outcome = await db.transaction(async (tx) => {
        let saved: PostRow | undefined;
        let before: PostRow | undefined;
        if (id) {
          [before] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
          if (!before) return undefined;
          if (before.version !== version!.data!.version) return 'stale' as const;
          const waits = before.published && !input.published;
          if (waits && input.slug !== before.slug && (await slugTaken(tx, input.slug, before.id)))
            return 'slug' as const;
          await keepEarlierVersion(tx, { post: before.id }, before.updatedAt, postSnapshot(before));
          const change = waits
            ? { pending: postContent(input), pendingAt: values.publishAt }
            : { ...values, pending: null, pendingAt: null };
          [saved] = await tx
            .update(posts)
            .set({ ...change, version: before.version + 1, updatedAt: new Date() })
            .where(eq(posts.id, id))
            .returning();
        } else {
          [saved] = await tx.insert(posts).values(values).returning();
        }
        redirectsChanged = await keepAddresses(tx, before, saved!, staff);
        await recordRevision(tx, { post: saved!.id }, staff, input);
        await audit(tx, staff, id ? 'update' : 'create', 'post', saved!.id, saved!.titleEn || saved!.titleSv);
        if (saved!.published && !before?.published)
          await queueWebhookEvent(tx, 'post.published', [postPublishedData(saved!)]);
        return saved;
      });
      if (!outcome) return { status: 404, body: { error: 'not_found', message: 'No such post' } };
      if (outcome === 'stale') return staleVersion(id!);
      if (outcome === 'slug') return takenSlug;
      if (redirectsChanged) await app.signals.send('redirects');
      await changed();
      if (outcome.publishAt || outcome.pendingAt) await app.signals.send('schedule');
      return { status: id ? 200 : 201, body: toAdminPost(outcome) };
    } catch (error) {
      if (isUniqueViolation(error)) return takenSlug;
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

  /**
   * The two steps a live post's editor offers beside saving, each from the version the editor holds (409 when
   * another save came first): `unpublish` takes the post off the site (its working version kept as a draft);
   * `discard` drops a change not live yet (a draft or a schedule), leaving the published version as it is.
   */
  const step = (
    name: 'unpublish' | 'discard',
    change: (row: PostRow) => Partial<typeof posts.$inferInsert> | string,
  ) =>
    app.post(`/api/admin/posts/:id/${name}`, async (request, reply: FastifyReply) => {
      const params = idParams.safeParse(request.params);
      if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such post' });
      const body = versionBody.safeParse(request.body ?? {});
      if (!body.success)
        return reply.code(400).send({ error: 'validation', fields: fieldErrors(body.error) });
      const [before] = await db.select().from(posts).where(eq(posts.id, params.data.id));
      if (!before) return reply.code(404).send({ error: 'not_found', message: 'No such post' });
      const set = change(before);
      if (typeof set === 'string') return reply.code(409).send({ error: 'conflict', message: set });
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(posts)
          .set({ ...set, version: before.version + 1, updatedAt: new Date() })
          .where(and(eq(posts.id, before.id), eq(posts.version, body.data.version)))
          .returning();
        if (row) await audit(tx, request.staff!, name, 'post', row.id, row.titleEn || row.titleSv);
        return row;
      });
      if (!saved) {
        const stale = await staleVersion(before.id);
        return reply.code(stale.status).send(stale.body);
      }
      await changed();
      return toAdminPost(saved);
    });

  step('unpublish', (row) =>
    row.published
      ? { ...workingContent(row), published: false, publishAt: null, pending: null, pendingAt: null }
      : 'This post is not published',
  );
  step('discard', (row) =>
    row.pending ? { pending: null, pendingAt: null } : 'This post has no change waiting to go live',
  );

  /**
   * One action on several posts (issue #41): `publish` puts each one's working version live now (a draft, a
   * scheduled post, a live post's waiting change; a post live as it is stays so), `unpublish` takes live posts off
   * the site (their text kept), `delete` removes them (Admins only). All or nothing in one transaction: a post gone
   * meanwhile, one the action does not fit or whose new slug another post has refuses the whole action, naming
   * them. Each post is audited; a published one gets a revision, as a save does.
   */
  app.post('/api/admin/posts/bulk', async (request, reply) => {
    const body = postBulkSchema.safeParse(request.body);
    if (!body.success)
      return reply.code(400).send({
        error: 'validation',
        message: 'Choose posts and an action',
        fields: fieldErrors(body.error),
      });
    const staff = request.staff!;
    const { action, ids } = body.data;
    if (action === 'delete' && !(bulkDeleteRoles as readonly string[]).includes(staff.role))
      return reply
        .code(403)
        .send({ error: 'forbidden', message: 'Only Admins can delete several posts at once' });
    const refuse = (status: 404 | 409, message: string, refused: number[]) => ({
      status,
      body: {
        error: status === 404 ? 'not_found' : 'conflict',
        message,
        ids: refused,
      } satisfies BulkRefusal,
    });
    let redirectsChanged = false;
    const run = () =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(posts)
          .where(inArray(posts.id, ids))
          .orderBy(asc(posts.id))
          .for('update');
        const missing = ids.filter((id) => !rows.some((row) => row.id === id));
        if (missing.length > 0)
          return refuse(404, 'Some of the chosen posts are gone: nothing was changed', missing);
        if (action === 'delete') {
          await tx.delete(posts).where(inArray(posts.id, ids));
          for (const row of rows)
            await audit(tx, staff, 'delete', 'post', row.id, row.titleEn || row.titleSv);
          return null;
        }
        if (action === 'unpublish') {
          const notLive = rows.filter((row) => !row.published).map((row) => row.id);
          if (notLive.length > 0)
            return refuse(409, 'Some of the chosen posts are not published: nothing was changed', notLive);
        }
        const changing = rows.filter((row) => action === 'unpublish' || !row.published || row.pending);
        if (action === 'publish') {
          const incomplete = changing
            .filter((row) => !readyToGoLive(workingContent(row)))
            .map((row) => row.id);
          if (incomplete.length > 0)
            return refuse(
              409,
              'Some of the chosen posts lack an excerpt or a category: nothing was changed',
              incomplete,
            );
        }
        const slugsTaken: number[] = [];
        for (const row of changing) {
          const { slug } = workingContent(row);
          if (slug !== row.slug && (await slugTaken(tx, slug, row.id))) slugsTaken.push(row.id);
        }
        if (slugsTaken.length > 0)
          return refuse(
            409,
            'Another post already has the slug of a chosen one: nothing was changed',
            slugsTaken,
          );
        for (const row of changing) {
          const publication =
            action === 'publish'
              ? { published: true, publishAt: null }
              : { published: false, publishAt: null };
          const [saved] = await tx
            .update(posts)
            .set({
              ...workingContent(row),
              ...publication,
              pending: null,
              pendingAt: null,
              version: row.version + 1,
              updatedAt: new Date(),
            })
            .where(eq(posts.id, row.id))
            .returning();
          if (action === 'publish') {
            await keepEarlierVersion(tx, { post: row.id }, row.updatedAt, postSnapshot(row));
            redirectsChanged = (await keepAddresses(tx, row, saved!, staff)) || redirectsChanged;
            await recordRevision(tx, { post: row.id }, staff, postSnapshot(saved!));
          }
          await audit(tx, staff, action, 'post', row.id, saved!.titleEn || saved!.titleSv);
          if (action === 'publish' && !row.published)
            await queueWebhookEvent(tx, 'post.published', [postPublishedData(saved!)]);
        }
        return null;
      });
    let refusal;
    try {
      refusal = await run();
    } catch (error) {
      // Two chosen posts waiting with the same new slug: the unique index refused the second.
      if (!isUniqueViolation(error)) throw error;
      refusal = refuse(409, 'Another post already has the slug of a chosen one: nothing was changed', ids);
    }
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    if (redirectsChanged) await app.signals.send('redirects');
    await changed();
    const result: BulkResult = { action, count: ids.length };
    return result;
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
   * post is published or scheduled stays as it is now. On a live post the revision becomes a draft change to
   * review, the published version staying live, unless the body says `{"publish": true}`. The restore is itself a
   * new revision.
   */
  app.post('/api/admin/posts/:id/revisions/:revisionId/restore', async (request, reply) => {
    const params = idParams.extend({ revisionId: idParams.shape.id }).safeParse(request.params);
    const notFound = () => reply.code(404).send({ error: 'not_found', message: 'No such revision' });
    if (!params.success) return notFound();
    const { id, revisionId } = params.data;
    const body = restoreBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ error: 'validation', fields: fieldErrors(body.error) });
    const staff = request.staff!;
    let redirectsChanged = false;
    const slugConflict = {
      error: 'conflict',
      message: 'Another post now has this revision’s slug; change that post’s slug first',
    };
    try {
      const row = await db.transaction(async (tx) => {
        const revision = await findRevision(tx, { post: id }, revisionId);
        const [before] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
        if (!revision || !before) return undefined;
        const snapshot = { ...revision.snapshot };
        // On a live post the revision waits as a draft change to review, unless it is to go live at once.
        const waits = before.published && body.data.publish !== true;
        // A revision made before a field existed lacks it: the post keeps what it has. A draft's revision may lack
        // what a live or scheduled post needs: it can wait as a change, not go live.
        const parsed = postInputSchema.safeParse({
          ...postSnapshot(before),
          ...(withBodyDocuments(snapshot) as typeof snapshot),
          published: !waits && before.published,
          publishAt: waits ? null : (before.publishAt?.toISOString() ?? null),
        });
        if (!parsed.success) return 'incomplete' as const;
        const restored = parsed.data;
        if (waits && restored.slug !== before.slug && (await slugTaken(tx, restored.slug, id)))
          return 'slug' as const;
        const change = waits
          ? { pending: postContent(restored), pendingAt: null }
          : { ...restored, publishAt: before.publishAt, pending: null, pendingAt: null };
        const [saved] = await tx
          .update(posts)
          .set({ ...change, version: before.version + 1, updatedAt: new Date() })
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
      if (row === 'slug') return reply.code(409).send(slugConflict);
      if (row === 'incomplete')
        return reply.code(409).send({
          error: 'conflict',
          message:
            'This revision lacks what a live post needs (an excerpt and a category): restore it as a draft',
        });
      if (redirectsChanged) await app.signals.send('redirects');
      await changed();
      return toAdminPost(row);
    } catch (error) {
      if (isUniqueViolation(error)) return reply.code(409).send(slugConflict);
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
    const post = postInputSchema.safeParse(withBodyDocuments(body.data.post));
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
