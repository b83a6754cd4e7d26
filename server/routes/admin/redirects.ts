import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { fieldErrors, redirectInputSchema } from '../../../shared/adminSchemas';
import { idParams } from '../../../shared/inputRules';
import {
  maxSitePathLength,
  missingPageSize,
  redirectConflicts,
  redirectKey,
  redirectPageSize,
  type MissingPageList,
  type Redirect,
  type RedirectPage,
  type RedirectStatus,
} from '../../../shared/redirects';
import { staffOnly } from '../../auth/guard';
import type { StaffUser } from '../../auth/sessions';
import { audit } from '../../audit';
import type { Config } from '../../config';
import { lockRedirects } from '../../content/redirects';
import { isUniqueViolation, type Database } from '../../db/client';
import { notFoundLog, redirects, users } from '../../db/schema';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(maxSitePathLength).default(''),
});

const notFoundQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
const missingPathQuery = z.object({ path: z.string().min(1).max(maxSitePathLength) });

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'not_found', message: 'No such redirect' });

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Redirects and the log of missing pages (Admins; docs/admin.md). A redirect is refused with a field error
 * when it would repeat a from-path, lead to itself, make a loop or a chain (shared/redirects.ts,
 * redirectConflicts); the checks and the write run under one lock, so two saves at once cannot make a loop
 * between them. Every change is audited and applied by this instance at once.
 */
export async function adminRedirectRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  const siteOrigin = new URL(config.publicBaseUrl).origin;
  app.addHook('preHandler', staffOnly(db, config, ['Admin']));

  const selectRedirects = () =>
    db
      .select({
        id: redirects.id,
        from: redirects.fromPath,
        to: redirects.toTarget,
        status: redirects.status,
        source: redirects.source,
        createdAt: redirects.createdAt,
        updatedAt: redirects.updatedAt,
        updatedBy: users.name,
      })
      .from(redirects)
      .leftJoin(users, eq(users.id, redirects.updatedBy));
  type Row = Awaited<ReturnType<typeof selectRedirects>>[number];
  const toRedirect = (row: Row): Redirect => ({
    ...row,
    status: row.status as RedirectStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
  const oneRedirect = async (id: number) => {
    const [row] = await selectRedirects().where(eq(redirects.id, id));
    return row ? toRedirect(row) : null;
  };

  app.get('/api/admin/redirects', async (request, reply): Promise<RedirectPage | FastifyReply> => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'validation', message: 'Bad page number' });
    const { page, q } = query.data;
    const where = q
      ? or(ilike(redirects.fromPath, likeText(q)), ilike(redirects.toTarget, likeText(q)))
      : undefined;
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      selectRedirects()
        .where(where)
        .orderBy(desc(redirects.updatedAt), desc(redirects.id))
        .limit(redirectPageSize)
        .offset((page - 1) * redirectPageSize),
      db.select({ total: count() }).from(redirects).where(where),
    ]);
    return { items: rows.map(toRedirect), page, pageSize: redirectPageSize, total };
  });

  /** Creates (id null) or changes a redirect; answers its id, or the fields that refuse it. */
  const save = async (id: number | null, body: unknown, staff: StaffUser) => {
    const parsed = redirectInputSchema.safeParse(body);
    if (!parsed.success) return { fields: fieldErrors(parsed.error) } as const;
    const { from, status } = parsed.data;
    let { to } = parsed.data;
    // An address of this very site, written whole, is kept as its path (and checked for loops like one).
    if (/^https?:\/\//i.test(to) && new URL(to).origin === siteOrigin) {
      const url = new URL(to);
      to = (redirectKey(url.pathname) ?? url.pathname) + url.search + url.hash;
    }
    try {
      return await db.transaction(async (tx) => {
        await lockRedirects(tx);
        const existing = await tx
          .select({ id: redirects.id, from: redirects.fromPath, to: redirects.toTarget })
          .from(redirects);
        if (id !== null && !existing.some((link) => link.id === id)) return { missing: true } as const;
        const fields = redirectConflicts(existing, { id, from, to });
        if (Object.keys(fields).length > 0) return { fields } as const;
        const now = new Date();
        const [row] =
          id === null
            ? await tx
                .insert(redirects)
                .values({ fromPath: from, toTarget: to, status, createdBy: staff.id, updatedBy: staff.id })
                .returning({ id: redirects.id })
            : await tx
                .update(redirects)
                .set({ fromPath: from, toTarget: to, status, updatedAt: now, updatedBy: staff.id })
                .where(eq(redirects.id, id))
                .returning({ id: redirects.id });
        // A logged missing page that now redirects is dealt with.
        await tx.delete(notFoundLog).where(eq(notFoundLog.path, from));
        await audit(
          tx,
          staff,
          id === null ? 'create' : 'update',
          'redirect',
          row!.id,
          `${from} → ${to} (${status})`,
        );
        return { id: row!.id, from } as const;
      });
    } catch (error) {
      // Another save took this from-path between the check and the write.
      if (isUniqueViolation(error))
        return { fields: { from: `There is a redirect from ${from} already` } } as const;
      throw error;
    }
  };

  const answer = async (reply: FastifyReply, result: Awaited<ReturnType<typeof save>>, created: boolean) => {
    if ('missing' in result) return notFound(reply);
    if ('fields' in result) return reply.code(400).send({ error: 'validation', fields: result.fields });
    app.notFoundLog.forget(result.from);
    await app.signals.send('redirects');
    return reply.code(created ? 201 : 200).send(await oneRedirect(result.id));
  };

  app.post('/api/admin/redirects', async (request, reply) =>
    answer(reply, await save(null, request.body, request.staff!), true),
  );

  app.put('/api/admin/redirects/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    return answer(reply, await save(params.data.id, request.body, request.staff!), false);
  });

  app.delete('/api/admin/redirects/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const removed = await db.transaction(async (tx) => {
      await lockRedirects(tx);
      const [row] = await tx.delete(redirects).where(eq(redirects.id, params.data.id)).returning();
      if (row)
        await audit(tx, request.staff!, 'delete', 'redirect', row.id, `${row.fromPath} → ${row.toTarget}`);
      return row;
    });
    if (!removed) return notFound(reply);
    await app.signals.send('redirects');
    return reply.code(204).send();
  });

  app.get('/api/admin/not-found', async (request, reply): Promise<MissingPageList | FastifyReply> => {
    const query = notFoundQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'validation', message: 'Bad page number' });
    const { page } = query.data;
    // The counts of the last few seconds are still in memory: write them first, so the list is current.
    await app.notFoundLog.flush();
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(notFoundLog)
        .orderBy(desc(notFoundLog.hits), desc(notFoundLog.lastSeen), notFoundLog.path)
        .limit(missingPageSize)
        .offset((page - 1) * missingPageSize),
      db.select({ total: count() }).from(notFoundLog),
    ]);
    return {
      items: rows.map((row) => ({
        path: row.path,
        hits: row.hits,
        firstSeen: row.firstSeen.toISOString(),
        lastSeen: row.lastSeen.toISOString(),
      })),
      page,
      pageSize: missingPageSize,
      total,
    };
  });

  /** Dismisses a missing page (DELETE /api/admin/not-found?path=/old): it is counted afresh if it comes back. */
  app.delete('/api/admin/not-found', async (request, reply) => {
    const query = missingPathQuery.safeParse(request.query);
    if (!query.success) return reply.code(404).send({ error: 'not_found', message: 'No such path' });
    const { path } = query.data;
    app.notFoundLog.forget(path);
    const removed = await db.transaction(async (tx) => {
      const [row] = await tx.delete(notFoundLog).where(eq(notFoundLog.path, path)).returning();
      if (row) await audit(tx, request.staff!, 'delete', 'not-found', path, `${row.hits} hits`);
      return row;
    });
    if (!removed) return reply.code(404).send({ error: 'not_found', message: 'No such path' });
    return reply.code(204).send();
  });
}
