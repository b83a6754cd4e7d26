import { queueWebhookEvent } from '../../webhooks/events';
import { pagePublishedData } from '../../webhooks/payloads';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languages, type Lang } from '../../../shared/i18n';
import { databaseInt, idParams } from '../../../shared/inputRules';
import { siteParts as partSchemas, type SitePartKey } from '../../../shared/blocks/registry';
import {
  documentFieldErrors,
  newPageInput,
  pageBlockLimit,
  pageInput,
  partsShownBy,
  sitePartInput,
  sitePartPreviewInput,
  type PageInput,
  type SitePartDocument,
} from '../../../shared/pages';
import { staffOnly } from '../../auth/guard';
import type { StaffUser } from '../../auth/sessions';
import { audit } from '../../audit';
import type { Config } from '../../config';
import { checkRenderedPage, deadLink, type CheckFinding } from '../../content/pageChecks';
import { pageDocument, pageSource, pageSummary, workingVersion, type PageRow } from '../../content/pages';
import type { UnsavedPart } from '../preview';
import {
  findRevision,
  keepEarlierVersion,
  lastSavedBy,
  listRevisions,
  recordDraftRevision,
  recordRevision,
} from '../../content/revisions';
import { reservedPagePath, type ServerRoutes } from '../../content/pagePaths';
import { recordAddressChange, releaseAddresses } from '../../content/redirects';
import { isUniqueViolation, type Database, type Db } from '../../db/client';
import { pages, siteParts } from '../../db/schema';
import { missingMedia } from '../../media/library';
import { experimentBlockAnswer, experimentBlockMissing } from '../../experiments/variants';

/** The body of a restore: `publish` puts the revision live at once (else a live page gets it as a draft). */
const restoreBody = z.strictObject({ publish: z.boolean().optional() });

/** The body of a step that changes a page without its content: the version the editor holds. */
const versionBody = z.strictObject({ version: databaseInt });

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'not_found', message: 'No such page' });

/** The fields of a page's schedule: a scheduled page needs a time to come, the others none. */
function scheduleFields({
  status,
  publishAt,
}: Pick<PageInput, 'status' | 'publishAt'>): Record<string, string> {
  if (status !== 'scheduled') return {};
  if (!publishAt) return { publishAt: 'A scheduled page needs a time' };
  if (new Date(publishAt).getTime() <= Date.now()) return { publishAt: 'Choose a time in the future' };
  return {};
}

/** Addresses already taken by the site's own routes. */
function pathFields(path: PageInput['path'], serverRoutes: ServerRoutes): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const lang of ['sv', 'en'] as const) {
    if (reservedPagePath(path[lang], serverRoutes))
      fields[`path.${lang}`] = 'The site already has a page at this address';
  }
  return fields;
}

const noSuchPicture = 'No picture with this id in the media library';

/** The references a page names that have no row: a 400 names each field. */
async function referenceFields(db: Db, meta: PageInput['meta']): Promise<Record<string, string>> {
  const { socialImage } = meta;
  if (socialImage === null) return {};
  return (await missingMedia(db, [socialImage])).length > 0 ? { 'meta.socialImage': noSuchPicture } : {};
}

/**
 * Admin → Pages (docs/admin.md): every page made of blocks. Editors change and publish pages; only Admins make,
 * move or delete them. A save names the version it started from: a save over a newer version is refused (409)
 * with the version now stored, so two staff never overwrite each other unseen. Every change is audited, and the
 * site shows it at once (the `pages` signal).
 */
export async function adminPageRoutes(
  app: FastifyInstance,
  { database, config, serverRoutes }: { database: Database; config: Config; serverRoutes: ServerRoutes },
) {
  const { db } = database;
  const anyStaff = staffOnly(db, config);
  const adminsOnly = staffOnly(db, config, ['Admin']);

  const find = async (id: number) => (await db.select().from(pages).where(eq(pages.id, id)))[0];
  /** A save or a step from a version another save replaced: 409 with the page as it is now. */
  const staleVersion = async (reply: FastifyReply, id: number) => {
    const current = await find(id);
    if (!current) return notFound(reply);
    return reply.code(409).send({
      error: 'conflict',
      message: 'Someone else saved this page after you opened it. See their version before you save again.',
      current: pageDocument(current),
      // Who saved it, so the editor can say so beside the comparison.
      savedBy: await lastSavedBy(db, { page: id }),
    });
  };

  app.get('/api/admin/pages', { preHandler: anyStaff }, async () => {
    const rows = await db.select().from(pages).orderBy(asc(pages.id));
    return rows.map(pageSummary);
  });

  app.get('/api/admin/pages/:id', { preHandler: anyStaff }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const row = params.success ? await find(params.data.id) : undefined;
    if (!row) return notFound(reply);
    // A picture deleted since (or a row written by hand) is left out of the page: the editor says so.
    const document = pageDocument(row);
    if (Object.keys(await referenceFields(db, document.meta)).length > 0) {
      document.problems.unshift({
        index: -1,
        id: 'meta.socialImage',
        type: 'meta',
        message: `left out: ${noSuchPicture}`,
      });
      document.meta = { ...document.meta, socialImage: null };
    }
    return document;
  });

  const stored = (input: Pick<PageInput, 'meta' | 'blocks'>) => ({ meta: input.meta, blocks: input.blocks });
  const when = (input: Pick<PageInput, 'status' | 'publishAt'>) =>
    input.status === 'scheduled' && input.publishAt ? new Date(input.publishAt) : null;
  const addressTaken = (reply: FastifyReply) =>
    reply.code(400).send({
      error: 'validation',
      fields: { path: 'Another page has this address' },
    });

  app.put('/api/admin/pages/:id', { preHandler: anyStaff }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const parsed = pageInput.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: 'validation', fields: documentFieldErrors(parsed.error) });
    }
    const input = parsed.data;
    const staff = request.staff as StaffUser;
    const before = await find(params.data.id);
    if (!before) return notFound(reply);
    const moved = before.pathSv !== input.path.sv || before.pathEn !== input.path.en;
    if (moved && before.key !== null) {
      return reply
        .code(400)
        .send({ error: 'validation', fields: { path: 'This page’s address cannot change' } });
    }
    if (moved && staff.role !== 'Admin') {
      return reply.code(403).send({ error: 'forbidden', message: 'Only Admins move pages' });
    }
    const fields = {
      ...scheduleFields(input),
      ...(moved ? pathFields(input.path, serverRoutes) : {}),
      ...(await referenceFields(db, input.meta)),
    };
    if (Object.keys(fields).length > 0) return reply.code(400).send({ error: 'validation', fields });
    // A version going live or scheduled keeps every block a running experiment shows variants of.
    const inExperiment =
      input.status === 'draft' ? null : await experimentBlockMissing(db, before.id, input.blocks);
    if (inExperiment) return reply.code(409).send(experimentBlockAnswer(inExperiment));
    const earlier = workingVersion(before);
    // A change to a live page that is not published yet (a draft, or scheduled) is kept beside it: visitors go on
    // seeing the published version until the change is published or its time comes.
    const version =
      before.status === 'published' && input.status !== 'published'
        ? { pending: stored(input), pendingAt: when(input) }
        : {
            status: input.status,
            publishAt: when(input),
            document: stored(input),
            pending: null,
            pendingAt: null,
          };
    try {
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(pages)
          .set({
            pathSv: input.path.sv,
            pathEn: input.path.en,
            ...version,
            version: before.version + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(pages.id, before.id), eq(pages.version, input.version)))
          .returning();
        if (!row) return null;
        // A live page that moved leaves a 301 at each old address; a page going live takes its addresses back.
        if (moved && before.status === 'published') {
          await recordAddressChange(tx, {
            from: [before.pathSv, before.pathEn],
            to: [row.pathSv, row.pathEn],
            byUserId: staff.id,
          });
        }
        if (row.status === 'published') await releaseAddresses(tx, [row.pathSv, row.pathEn]);
        await keepEarlierVersion(tx, { page: row.id }, before.updatedAt, earlier.content);
        // A draft saving itself keeps one revision per sitting; any other save is a revision of its own.
        const keep =
          earlier.status === 'draft' && input.status === 'draft' ? recordDraftRevision : recordRevision;
        await keep(tx, { page: row.id }, staff, workingVersion(row).content);
        const action = input.status === 'published' && earlier.status !== 'published' ? 'publish' : 'update';
        await audit(tx, staff, action, 'page', row.id, `${row.pathSv} (version ${row.version})`);
        if (action === 'publish') await queueWebhookEvent(tx, 'page.published', [pagePublishedData(row)]);
        return row;
      });
      if (!saved) return staleVersion(reply, before.id);
      if (moved || saved.status === 'published') await app.signals.send('redirects');
      await app.signals.send('pages');
      if (input.status === 'scheduled') await app.signals.send('schedule');
      return pageDocument(saved);
    } catch (error) {
      if (isUniqueViolation(error)) return addressTaken(reply);
      throw error;
    }
  });

  app.post('/api/admin/pages', { preHandler: adminsOnly }, async (request, reply) => {
    const parsed = newPageInput.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: 'validation', fields: documentFieldErrors(parsed.error) });
    }
    const input = parsed.data;
    const fields = {
      ...scheduleFields(input),
      ...pathFields(input.path, serverRoutes),
      ...(await referenceFields(db, input.meta)),
    };
    if (Object.keys(fields).length > 0) return reply.code(400).send({ error: 'validation', fields });
    const staff = request.staff as StaffUser;
    try {
      const row = await db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: pages.id })
          .from(pages)
          .where(or(eq(pages.pathSv, input.path.sv), eq(pages.pathEn, input.path.en)));
        if (taken) return null;
        const [created] = await tx
          .insert(pages)
          .values({
            pathSv: input.path.sv,
            pathEn: input.path.en,
            status: input.status,
            publishAt: when(input),
            document: stored(input),
          })
          .returning();
        if (created!.status === 'published') await releaseAddresses(tx, [created!.pathSv, created!.pathEn]);
        await recordRevision(tx, { page: created!.id }, staff, created!.document);
        await audit(tx, staff, 'create', 'page', created!.id, created!.pathSv);
        return created!;
      });
      if (!row) return addressTaken(reply);
      if (row.status === 'published') await app.signals.send('redirects');
      await app.signals.send('pages');
      if (row.status === 'scheduled') await app.signals.send('schedule');
      return reply.code(201).send({ id: row.id });
    } catch (error) {
      if (isUniqueViolation(error)) return addressTaken(reply);
      throw error;
    }
  });

  app.get('/api/admin/pages/:id/revisions', { preHandler: anyStaff }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const row = params.success ? await find(params.data.id) : undefined;
    return row ? listRevisions(db, { page: row.id }) : notFound(reply);
  });

  /**
   * Puts a revision's content back (meta and blocks); the page's addresses and publication stay as they are now.
   * On a live page the revision becomes a draft change to review, the published version staying live, unless
   * the body says `{"publish": true}`. The restore is itself a new revision. A revision whose blocks no longer fit
   * the registry (a field added since) is refused with the fields named (409), never half restored.
   */
  app.post(
    '/api/admin/pages/:id/revisions/:revisionId/restore',
    { preHandler: anyStaff },
    async (request, reply) => {
      const params = idParams.extend({ revisionId: idParams.shape.id }).safeParse(request.params);
      const noRevision = () => reply.code(404).send({ error: 'not_found', message: 'No such revision' });
      if (!params.success) return noRevision();
      const body = restoreBody.safeParse(request.body ?? {});
      if (!body.success) {
        return reply.code(400).send({ error: 'validation', fields: documentFieldErrors(body.error) });
      }
      const { id, revisionId } = params.data;
      const staff = request.staff as StaffUser;
      const outcome = await db.transaction(async (tx) => {
        const revision = await findRevision(tx, { page: id }, revisionId);
        const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
        if (!revision || !before) return undefined;
        const restored = pageInput.safeParse({
          ...pageDocument(before),
          meta: revision.snapshot.meta,
          blocks: revision.snapshot.blocks,
        });
        if (!restored.success) return { refused: documentFieldErrors(restored.error) };
        const content = stored(restored.data);
        const live = before.status === 'published';
        if (live && body.data.publish) {
          const inExperiment = await experimentBlockMissing(tx, id, restored.data.blocks);
          if (inExperiment) return { inExperiment };
        }
        const version =
          live && !body.data.publish
            ? { pending: content, pendingAt: null }
            : { document: content, pending: null, pendingAt: null };
        const [row] = await tx
          .update(pages)
          .set({ ...version, version: before.version + 1, updatedAt: new Date() })
          .where(eq(pages.id, id))
          .returning();
        await keepEarlierVersion(tx, { page: id }, before.updatedAt, workingVersion(before).content);
        await recordRevision(tx, { page: id }, staff, content);
        const when = revision.createdAt.toISOString().slice(0, 16).replace('T', ' ');
        await audit(tx, staff, 'restore', 'page', id, `${row!.pathSv} (revision of ${when} UTC)`);
        return { row: row! };
      });
      if (!outcome) return noRevision();
      if ('inExperiment' in outcome && outcome.inExperiment)
        return reply.code(409).send(experimentBlockAnswer(outcome.inExperiment));
      if ('refused' in outcome) {
        return reply.code(409).send({
          error: 'conflict',
          message: 'This revision no longer fits the blocks’ fields; change the page by hand instead',
          fields: outcome.refused,
        });
      }
      await app.signals.send('pages');
      return pageDocument(outcome.row);
    },
  );

  /**
   * The two steps a live page's editor offers beside saving, each from the version the editor holds (409 when
   * another save came first): `unpublish` takes the page off the site (404, its working version kept as a draft);
   * `discard` drops a change not live yet (a draft or a schedule), leaving the published version as it is.
   */
  const step = (
    name: 'unpublish' | 'discard',
    change: (row: PageRow) => Partial<typeof pages.$inferInsert> | string,
  ) =>
    app.post(`/api/admin/pages/:id/${name}`, { preHandler: anyStaff }, async (request, reply) => {
      const params = idParams.safeParse(request.params);
      if (!params.success) return notFound(reply);
      const body = versionBody.safeParse(request.body ?? {});
      if (!body.success) {
        return reply.code(400).send({ error: 'validation', fields: documentFieldErrors(body.error) });
      }
      const staff = request.staff as StaffUser;
      const before = await find(params.data.id);
      if (!before) return notFound(reply);
      const set = change(before);
      if (typeof set === 'string') return reply.code(409).send({ error: 'conflict', message: set });
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(pages)
          .set({ ...set, version: before.version + 1, updatedAt: new Date() })
          .where(and(eq(pages.id, before.id), eq(pages.version, body.data.version)))
          .returning();
        if (row) await audit(tx, staff, name, 'page', row.id, `${row.pathSv} (version ${row.version})`);
        return row;
      });
      if (!saved) return staleVersion(reply, before.id);
      await app.signals.send('pages');
      return pageDocument(saved);
    });

  step('unpublish', (row) => {
    if (row.key !== null) return 'A fixed page is part of the site and stays published';
    if (row.status !== 'published') return 'This page is not published';
    const { content } = workingVersion(row);
    return { status: 'draft', publishAt: null, document: content, pending: null, pendingAt: null };
  });
  step('discard', (row) =>
    row.status === 'published' && row.pending
      ? { pending: null, pendingAt: null }
      : 'This page has no change waiting to go live',
  );

  app.delete('/api/admin/pages/:id', { preHandler: adminsOnly }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const staff = request.staff as StaffUser;
    const removed = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(pages)
        .where(and(eq(pages.id, params.data.id), isNull(pages.key)))
        .returning();
      if (row) await audit(tx, staff, 'delete', 'page', row.id, row.pathSv);
      return row;
    });
    if (!removed) {
      const row = await find(params.data.id);
      if (row?.key)
        return reply.code(409).send({ error: 'conflict', message: 'A fixed page cannot be deleted' });
      return notFound(reply);
    }
    await app.signals.send('pages');
    return reply.code(204).send();
  });
}

const isPartKey = (key: unknown): key is SitePartKey =>
  typeof key === 'string' && Object.hasOwn(partSchemas, key);

/**
 * The shared parts (the prices): edited once, shown by every block that needs them. Editors and Admins; the
 * same version check as pages.
 */
export async function adminSitePartRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config));
  const noPart = (reply: FastifyReply) =>
    reply.code(404).send({ error: 'not_found', message: 'No such part' });
  const toDocument = (row: typeof siteParts.$inferSelect): SitePartDocument => ({
    key: row.key as SitePartKey,
    data: row.data as SitePartDocument['data'],
    // A draft stored in a shape this release no longer takes is left out: the editor opens the published data.
    pending: partSchemas[row.key as SitePartKey].safeParse(row.pending).success
      ? (row.pending as SitePartDocument['pending'])
      : null,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  });
  const staleVersion = async (reply: FastifyReply, key: SitePartKey) => {
    const [current] = await db.select().from(siteParts).where(eq(siteParts.key, key));
    if (!current) return noPart(reply);
    return reply.code(409).send({
      error: 'conflict',
      message: 'Someone else saved this after you opened it. See their version before you save again.',
      current: toDocument(current),
      savedBy: null,
    });
  };

  app.get('/api/admin/site-parts/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    if (!isPartKey(key)) return noPart(reply);
    const [row] = await db.select().from(siteParts).where(eq(siteParts.key, key));
    return row ? toDocument(row) : noPart(reply);
  });

  app.put('/api/admin/site-parts/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    if (!isPartKey(key)) return noPart(reply);
    const body = sitePartInput.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: documentFieldErrors(body.error) });
    }
    const data = partSchemas[key].safeParse(body.data.data);
    if (!data.success) {
      const fields = documentFieldErrors(data.error);
      return reply.code(400).send({
        error: 'validation',
        fields: Object.fromEntries(
          Object.entries(fields).map(([field, message]) => [`data.${field}`, message]),
        ),
      });
    }
    const staff = request.staff as StaffUser;
    const { publish } = body.data;
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(siteParts)
        .set({
          ...(publish ? { data: data.data, pending: null } : { pending: data.data }),
          version: body.data.version + 1,
          updatedAt: new Date(),
        })
        .where(and(eq(siteParts.key, key), eq(siteParts.version, body.data.version)))
        .returning();
      if (row) {
        const what = publish ? `version ${row.version}` : `draft, version ${row.version}`;
        await audit(tx, staff, 'update', 'site-part', key, what);
      }
      return row;
    });
    if (!saved) return staleVersion(reply, key);
    // A draft changes nothing a visitor sees.
    if (publish) await app.signals.send('pages');
    return toDocument(saved);
  });

  /** Drops a saved draft of a part, from the version the editor holds: the site shows what it showed. */
  app.post('/api/admin/site-parts/:key/discard', async (request, reply) => {
    const { key } = request.params as { key: string };
    if (!isPartKey(key)) return noPart(reply);
    const body = z.strictObject({ version: databaseInt }).safeParse(request.body ?? {});
    if (!body.success) {
      return reply.code(400).send({ error: 'validation', fields: documentFieldErrors(body.error) });
    }
    const [before] = await db.select().from(siteParts).where(eq(siteParts.key, key));
    if (!before) return noPart(reply);
    if (before.pending === null) {
      return reply.code(409).send({ error: 'conflict', message: 'There is no draft to discard' });
    }
    const staff = request.staff as StaffUser;
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(siteParts)
        .set({ pending: null, version: body.data.version + 1, updatedAt: new Date() })
        .where(and(eq(siteParts.key, key), eq(siteParts.version, body.data.version)))
        .returning();
      if (row) await audit(tx, staff, 'discard', 'site-part', key, `version ${row.version}`);
      return row;
    });
    return saved ? toDocument(saved) : staleVersion(reply, key);
  });
}

const previewBody = z.object({
  lang: z.enum(languages),
  // The same limit as a save: a preview of more blocks than a page may hold is refused, not rendered.
  document: z.object({
    meta: z.unknown(),
    blocks: z.array(z.unknown()).max(pageBlockLimit, `At most ${pageBlockLimit} blocks`),
  }),
});

const checksBody = z.object({ document: previewBody.shape.document });

/** At most this many addresses a page's links lead to are tried by its checks (each is a render). */
const linksChecked = 60;

/**
 * The editor's live preview: POST /api/admin/pages/:id/preview with the unsaved document and a language answers
 * the page as the server renders it (HTML), stored nowhere and cached nowhere.
 */
export async function adminPagePreviewRoutes(
  app: FastifyInstance,
  {
    database,
    config,
    render,
  }: {
    database: Database;
    config: Config;
    render: (request: {
      row: PageRow;
      document: { meta?: unknown; blocks?: unknown };
      lang: Lang;
      /** A shared part as the editor has it, in place of the stored one. */
      part?: UnsavedPart;
    }) => Promise<string>;
  },
) {
  const { db } = database;
  /** The page a preview or a check is for, with the body it came with; null once a 400 or a 404 is sent. */
  const unsavedPage = async <Body>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<Body>) => {
    const params = idParams.safeParse(request.params);
    const body = schema.safeParse(request.body);
    if (!body.success) {
      await reply.code(400).send({ error: 'validation', fields: documentFieldErrors(body.error) });
      return null;
    }
    const [row] = params.success ? await db.select().from(pages).where(eq(pages.id, params.data.id)) : [];
    if (!row) {
      await notFound(reply);
      return null;
    }
    return { row, body: body.data };
  };

  app.post('/api/admin/pages/:id/preview', { preHandler: staffOnly(db, config) }, async (request, reply) => {
    const found = await unsavedPage(request, reply, previewBody);
    if (!found) return reply;
    const { row, body } = found;
    const html = await render({ row, document: body.document, lang: body.lang });
    return reply
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  /**
   * A shared part's preview: POST /api/admin/site-parts/:key/preview with the part as the editor has it and a
   * language answers a page that shows it (the prices: the first published page with a block that shows them; the
   * navigation and footer: the home page), rendered with the unsaved part, stored and cached nowhere.
   */
  app.post(
    '/api/admin/site-parts/:key/preview',
    { preHandler: staffOnly(db, config) },
    async (request, reply) => {
      const { key } = request.params as { key: string };
      if (!isPartKey(key)) return reply.code(404).send({ error: 'not_found', message: 'No such part' });
      const body = sitePartPreviewInput.safeParse(request.body);
      const data = body.success ? partSchemas[key].safeParse(body.data.data) : null;
      if (!body.success || !data?.success) {
        const error = body.success ? data!.error! : body.error;
        return reply.code(400).send({ error: 'validation', fields: documentFieldErrors(error) });
      }
      const published = await db
        .select()
        .from(pages)
        .where(eq(pages.status, 'published'))
        .orderBy(asc(pages.id));
      const row =
        key === 'chrome'
          ? published.find((page) => page.key === 'home')
          : published.find((page) => {
              const { blocks, meta } = pageSource(page);
              return partsShownBy(blocks, meta).includes(key);
            });
      if (!row)
        return reply.code(404).send({ error: 'not_found', message: 'No published page shows this part' });
      const html = await render({
        row,
        document: row.document,
        lang: body.data.lang,
        part: { key, data: data.data },
      });
      return reply
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  /**
   * The checks before publishing: POST /api/admin/pages/:id/checks with the unsaved document answers
   * `{ findings, linksChecked }`, the page rendered as the preview renders it in both languages and checked
   * (server/content/pageChecks.ts); the addresses its links lead to are requested as a visitor would (the page's
   * own addresses are left out: they answer once it is published).
   */
  app.post('/api/admin/pages/:id/checks', { preHandler: staffOnly(db, config) }, async (request, reply) => {
    const found = await unsavedPage(request, reply, checksBody);
    if (!found) return reply;
    const { row, body } = found;
    const { document } = body;
    const blockIds = document.blocks.flatMap((block) =>
      typeof block === 'object' && block !== null && typeof (block as { id?: unknown }).id === 'string'
        ? [(block as { id: string }).id]
        : [],
    );
    const findings: CheckFinding[] = [];
    const links: { lang: Lang; link: { href: string; text: string; blockId: string | null } }[] = [];
    for (const lang of languages) {
      const checked = checkRenderedPage(await render({ row, document, lang }), lang, blockIds);
      findings.push(...checked.findings);
      links.push(...checked.links.map((link) => ({ lang, link })));
    }
    const own = new Set([row.pathSv, row.pathEn]);
    const answers = new Map<string, number>();
    for (const { link } of links) {
      if (own.has(link.href) || answers.has(link.href) || answers.size >= linksChecked) continue;
      answers.set(link.href, (await app.inject({ method: 'GET', url: link.href })).statusCode);
    }
    for (const { lang, link } of links) {
      const status = answers.get(link.href);
      if (status !== undefined && status >= 400) findings.push(deadLink(lang, link, status));
    }
    return reply.header('Cache-Control', 'no-store').send({ findings, linksChecked: answers.size });
  });
}
