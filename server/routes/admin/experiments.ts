import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { experimentInput, variantChanges } from '../../../shared/experiments';
import { idParams } from '../../../shared/inputRules';
import { documentFieldErrors } from '../../../shared/pages';
import { audit } from '../../audit';
import { staffOnly } from '../../auth/guard';
import type { StaffUser } from '../../auth/sessions';
import type { Config } from '../../config';
import { readBlocks, workingVersion } from '../../content/pages';
import { isUniqueViolation, type Database } from '../../db/client';
import { experiments, pages, type StoredPage } from '../../db/schema';
import { experimentResults } from '../../experiments/results';
import { variantSwaps, withVariant } from '../../experiments/variants';
import { keepEarlierVersion, recordRevision } from '../../content/revisions';

/** Which variant becomes the page: 1 for B, 2 for C. */
const promoteBody = z.strictObject({
  variant: z.number().int('A variant’s number').min(1, 'B is 1, C is 2').max(2, 'B is 1, C is 2'),
});

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'not_found', message: 'No such experiment' });

/**
 * Admin → Experiments (docs/experiments.md): Editors and Admins start an experiment on a published page, read its
 * results and stop it. `POST /api/admin/experiments` takes `{ pageId, goal, goalPath?, split, variants: [{ blocks
 * }] }`, each variant the page's whole block list as it reads in that variant; 201 with its `id`. Bad input is a
 * 400 naming each field, and nothing is started; a page that already runs one is a 409 naming it.
 */
export async function adminExperimentRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  const anyStaff = staffOnly(db, config);
  const find = async (id: number) => (await db.select().from(experiments).where(eq(experiments.id, id)))[0];

  app.get('/api/admin/experiments', { preHandler: anyStaff }, async () => {
    const rows = await db
      .select()
      .from(experiments)
      .orderBy(desc(experiments.startedAt), desc(experiments.id));
    return Promise.all(rows.map((row) => experimentResults(db, row)));
  });

  app.get('/api/admin/experiments/:id', { preHandler: anyStaff }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const row = params.success ? await find(params.data.id) : undefined;
    return row ? experimentResults(db, row) : notFound(reply);
  });

  app.post('/api/admin/experiments', { preHandler: anyStaff }, async (request, reply) => {
    const parsed = experimentInput.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: documentFieldErrors(parsed.error) });
    const input = parsed.data;
    if (app.serverViews.mode === 'off') {
      return reply.code(409).send({
        error: 'conflict',
        message:
          'Experiments count visitors as Insights does, and it counts nothing now: choose "Server only" or "With consent" under Settings → Visitor statistics first',
      });
    }
    const [page] = await db.select().from(pages).where(eq(pages.id, input.pageId));
    if (!page)
      return reply.code(400).send({ error: 'validation', fields: { pageId: 'No page with this id' } });
    if (page.status !== 'published') {
      return reply.code(409).send({
        error: 'conflict',
        message: 'Only a page on the site can be tested: publish it first',
      });
    }
    const control = readBlocks(Array.isArray(page.document.blocks) ? page.document.blocks : []).blocks;
    const { blockIds, fields } = variantChanges(control, input.variants);
    if (input.goalPath) {
      const [goal] = await db
        .select({ id: pages.id })
        .from(pages)
        .where(
          and(
            eq(pages.status, 'published'),
            or(eq(pages.pathSv, input.goalPath), eq(pages.pathEn, input.goalPath)),
          ),
        );
      if (!goal) fields.goalPath = 'No page on the site has this address';
      else if (goal.id === page.id) fields.goalPath = 'The goal is another page than the one tested';
    }
    if (Object.keys(fields).length > 0) return reply.code(400).send({ error: 'validation', fields });

    const staff = request.staff as StaffUser;
    const running = () =>
      db
        .select({ id: experiments.id, blockIds: experiments.blockIds })
        .from(experiments)
        .where(and(eq(experiments.pageId, page.id), eq(experiments.status, 'running')));
    const alreadyRunning = (other: { id: number; blockIds: string[] }) =>
      reply.code(409).send({
        error: 'conflict',
        message: `This page already runs experiment ${other.id} (on ${other.blockIds.join(', ')}): stop it before starting another`,
        experimentId: other.id,
      });
    const [other] = await running();
    if (other) return alreadyRunning(other);
    try {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(experiments)
          .values({
            pageId: page.id,
            goal: input.goal,
            goalPath: input.goalPath ?? null,
            split: input.split,
            variants: input.variants,
            blockIds,
            startedBy: staff.id,
          })
          .returning({ id: experiments.id });
        await audit(tx, staff, 'create', 'experiment', row!.id, `${page.pathSv}: ${blockIds.join(', ')}`);
        return row!.id;
      });
      await app.experiments.reload();
      await app.signals.send('pages');
      return reply.code(201).send({ id });
    } catch (error) {
      // Another start for the same page won the race between the check and the insert.
      if (!isUniqueViolation(error)) throw error;
      const [winner] = await running();
      return winner
        ? alreadyRunning(winner)
        : reply.code(409).send({ error: 'conflict', message: 'Try again' });
    }
  });

  /** Stops a running experiment: everyone sees the page as it is; the counts are kept. */
  app.post('/api/admin/experiments/:id/stop', { preHandler: anyStaff }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const staff = request.staff as StaffUser;
    const stopped = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(experiments)
        .set({ status: 'stopped', stoppedAt: new Date() })
        .where(and(eq(experiments.id, params.data.id), eq(experiments.status, 'running')))
        .returning();
      if (row) await audit(tx, staff, 'stop', 'experiment', row.id);
      return row;
    });
    if (stopped) {
      await app.experiments.reload();
      await app.signals.send('pages');
      return experimentResults(db, stopped);
    }
    const row = await find(params.data.id);
    if (!row) return notFound(reply);
    return reply.code(409).send({ error: 'conflict', message: 'This experiment has already stopped' });
  });

  /**
   * Makes a variant the page (`{ "variant": 1 }` for B): its blocks replace the page's as a new version, live at
   * once and kept as a revision (a pending change to the page gets them too); the experiment stops, its counts
   * kept. A block of the experiment no longer on the page: 409, nothing changed.
   */
  app.post('/api/admin/experiments/:id/promote', { preHandler: anyStaff }, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const body = promoteBody.safeParse(request.body);
    if (!body.success)
      return reply.code(400).send({ error: 'validation', fields: documentFieldErrors(body.error) });
    const staff = request.staff as StaffUser;
    const outcome = await db.transaction(async (tx) => {
      const [experiment] = await tx
        .select()
        .from(experiments)
        .where(eq(experiments.id, params.data.id))
        .for('update');
      if (!experiment) return { code: 404 as const };
      if (experiment.promoted !== null)
        return { code: 409 as const, message: 'A variant of this experiment has already been made the page' };
      const { variant } = body.data;
      if (variant >= experiment.split.length)
        return {
          code: 400 as const,
          fields: { variant: `This experiment has variants 1 to ${experiment.split.length - 1}` },
        };
      const [page] = await tx.select().from(pages).where(eq(pages.id, experiment.pageId)).for('update');
      const swaps = variantSwaps(experiment)[variant];
      const swap = (content: StoredPage | null) => {
        if (!content) return null;
        const blocks = withVariant(
          Array.isArray(content.blocks) ? content.blocks : [],
          experiment.blockIds,
          swaps,
        );
        return blocks ? { ...content, blocks } : null;
      };
      const live = page ? swap(page.document) : null;
      if (!page || !live)
        return {
          code: 409 as const,
          message: 'A block of this experiment is no longer on the page: its variant cannot replace it',
        };
      const [row] = await tx
        .update(pages)
        .set({
          document: live,
          pending: page.pending ? (swap(page.pending) ?? page.pending) : null,
          version: page.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(pages.id, page.id))
        .returning();
      await keepEarlierVersion(tx, { page: page.id }, page.updatedAt, workingVersion(page).content);
      await recordRevision(tx, { page: page.id }, staff, live);
      const [stopped] = await tx
        .update(experiments)
        .set({ status: 'stopped', stoppedAt: experiment.stoppedAt ?? new Date(), promoted: variant })
        .where(eq(experiments.id, experiment.id))
        .returning();
      const name = String.fromCharCode(65 + variant);
      await audit(
        tx,
        staff,
        'publish',
        'experiment',
        experiment.id,
        `${row!.pathSv}: variant ${name} made the page`,
      );
      return { code: 200 as const, experiment: stopped! };
    });
    if (outcome.code === 404) return notFound(reply);
    if (outcome.code === 400) return reply.code(400).send({ error: 'validation', fields: outcome.fields });
    if (outcome.code === 409) return reply.code(409).send({ error: 'conflict', message: outcome.message });
    await app.experiments.reload();
    await app.signals.send('pages');
    return experimentResults(db, outcome.experiment);
  });
}
