import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../shared/inputRules';
import { measurementModeOf } from '../../../shared/measurement';
import {
  fieldErrors,
  invitationInputSchema,
  settingsInputSchema,
  userUpdateSchema,
} from '../../../shared/adminSchemas';
import { staffOnly } from '../../auth/guard';
import { invite, openInvitations, resendInvitation, revokeInvitation } from '../../auth/invitations';
import { audit } from '../../audit';
import type { Config } from '../../config';
import { isForeignKeyViolation, type Database } from '../../db/client';
import { analyticsModes, settings, users } from '../../db/schema';

/** Users, their invitations and site settings: Admins only (Editors get 403 from the guard). */
export async function adminOnlyRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config, ['Admin']));

  app.get('/api/admin/users', async () => {
    const rows = await db.select().from(users).orderBy(asc(users.id));
    // Secrets stay here: the list says only whether each has two-factor sign-in on.
    return rows.map(
      ({
        passwordHash: _hash,
        totpSecret: _secret,
        totpLastStep: _step,
        totpEnabledAt,
        createdAt,
        ...user
      }) => ({
        ...user,
        twoFactor: totpEnabledAt !== null,
        createdAt: createdAt.toISOString(),
      }),
    );
  });

  // New staff come by invitation: no Admin ever types or sees another person's password (issue #41).
  app.get('/api/admin/invitations', async () => openInvitations(db));

  app.post('/api/admin/invitations', async (request, reply) => {
    const parsed = invitationInputSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    }
    const result = await invite(db, parsed.data, request.staff!, config.publicBaseUrl);
    if ('fields' in result)
      return reply.code(409).send({ error: 'conflict', message: result.fields.email, fields: result.fields });
    app.outbox.wake();
    return reply.code(201).send(result.invitation);
  });

  app.post('/api/admin/invitations/:id/resend', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const sent =
      params.success && (await resendInvitation(db, params.data.id, request.staff!, config.publicBaseUrl));
    if (!sent) return reply.code(404).send({ error: 'not_found', message: 'No such open invitation' });
    app.outbox.wake();
    return reply.code(204).send();
  });

  app.delete('/api/admin/invitations/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const revoked = params.success && (await revokeInvitation(db, params.data.id, request.staff!));
    if (!revoked) return reply.code(404).send({ error: 'not_found', message: 'No such open invitation' });
    return reply.code(204).send();
  });

  app.put('/api/admin/users/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such user' });
    const parsed = userUpdateSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const { name, role } = parsed.data;
    const [target] = await db.select().from(users).where(eq(users.id, params.data.id));
    if (!target) return reply.code(404).send({ error: 'not_found', message: 'No such user' });
    if (target.protected && role !== 'Admin')
      return reply
        .code(400)
        .send({ error: 'validation', fields: { role: 'The main admin accounts stay Admins' } });
    // Taking away one's own Admin role would lock one out of this very screen.
    if (target.id === request.staff!.id && role !== target.role)
      return reply
        .code(400)
        .send({ error: 'validation', fields: { role: 'You cannot change your own role' } });
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx.update(users).set({ name, role }).where(eq(users.id, target.id)).returning();
      const changes = [
        name !== target.name ? `name → ${name}` : '',
        role !== target.role ? `role → ${role}` : '',
      ].filter(Boolean);
      if (changes.length) await audit(tx, request.staff!, 'update', 'user', target.id, changes.join(', '));
      return row!;
    });
    return {
      id: updated.id,
      name: updated.name,
      email: updated.email,
      role: updated.role,
      protected: updated.protected,
      twoFactor: updated.totpEnabledAt !== null,
      createdAt: updated.createdAt.toISOString(),
    };
  });

  app.delete('/api/admin/users/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such user' });
    const [target] = await db.select().from(users).where(eq(users.id, params.data.id));
    if (!target) return reply.code(404).send({ error: 'not_found', message: 'No such user' });
    if (target.protected) return reply.code(403).send({ error: 'Cannot delete main admin accounts' });
    if (target.id === request.staff!.id)
      return reply.code(403).send({ error: 'You cannot delete your own account' });
    await db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, target.id));
      await audit(tx, request.staff!, 'delete', 'user', target.id, target.email);
    });
    return reply.code(204).send();
  });

  app.get('/api/admin/settings', async () => {
    const [row] = await db.select().from(settings).where(eq(settings.id, 1));
    const { id: _id, updatedAt, ...values } = row!;
    return { ...values, updatedAt: updatedAt.toISOString() };
  });

  app.put('/api/admin/settings', async (request, reply) => {
    const parsed = settingsInputSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    let saved: typeof settings.$inferSelect;
    try {
      saved = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ measurement: settings.measurement })
          .from(settings)
          .where(eq(settings.id, 1))
          .for('update');
        const [row] = await tx
          .update(settings)
          .set({ ...parsed.data, updatedAt: new Date() })
          .where(eq(settings.id, 1))
          .returning();
        // Insights says which mode counted which days (docs/insights.md).
        const modeChanged = before !== undefined && before.measurement !== row!.measurement;
        if (modeChanged) await tx.insert(analyticsModes).values({ mode: row!.measurement });
        await audit(
          tx,
          request.staff!,
          'update',
          'settings',
          1,
          modeChanged ? `measurement: ${row!.measurement}` : undefined,
        );
        return row!;
      });
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      return reply
        .code(400)
        .send({ error: 'validation', fields: { socialMediaId: 'No such image in the media library' } });
    }
    // The footer and the structured data of every page show the settings (and the mode, to the beacon).
    app.serverViews.set(measurementModeOf(saved.measurement));
    await app.signals.send('pages');
    // A retention just set (or shortened) applies at once, not at the next hourly pass.
    if (saved.leadRetentionMonths !== null) await app.retention.run();
    const { id: _id, updatedAt, ...values } = saved;
    return { ...values, updatedAt: updatedAt.toISOString() };
  });

  app.post('/api/admin/cache/clear', async (request) => {
    const pages = app.pageCache.size;
    await app.signals.send('pages');
    await audit(db, request.staff!, 'clear-cache', 'cache', '', `${pages} pages`);
    return { cleared: pages };
  });
}
