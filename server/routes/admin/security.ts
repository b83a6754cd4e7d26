import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../../shared/inputRules';
import { staffOnly } from '../../auth/guard';
import { turnOffTwoFactor } from '../../auth/twoFactor';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sessions, settings, users } from '../../db/schema';

const requirement = z.object({ requireTwoFactor: z.boolean() });

/**
 * Staff sign-in security (Admins): whether every staff member must sign in with a second factor, and turning
 * a member's two-factor sign-in off when they lost both their phone and their recovery codes.
 */
export async function adminSecurityRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config, ['Admin']));

  const state = async () => {
    const [row] = await db
      .select({ required: settings.requireTwoFactor })
      .from(settings)
      .where(eq(settings.id, 1));
    const [{ without } = { without: 0 }] = await db
      .select({ without: sql<number>`count(*)::int` })
      .from(users)
      .where(isNull(users.totpEnabledAt));
    return { requireTwoFactor: row?.required ?? false, staffWithoutTwoFactor: without };
  };

  app.get('/api/admin/security', state);

  /** Requiring it is for an Admin who uses it: otherwise the one who turns it on is the first locked out. */
  app.put('/api/admin/security', async (request, reply) => {
    const parsed = requirement.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: 'validation', fields: { requireTwoFactor: 'Choose on or off' } });
    }
    if (parsed.data.requireTwoFactor && !request.staffSession!.twoFactor.enabled) {
      return reply.code(409).send({
        error: 'conflict',
        message: 'Turn on two-factor sign-in for your own account first (My account)',
      });
    }
    await db.transaction(async (tx) => {
      await tx
        .update(settings)
        .set({ requireTwoFactor: parsed.data.requireTwoFactor })
        .where(eq(settings.id, 1));
      await audit(
        tx,
        request.staff!,
        'update',
        'settings',
        1,
        parsed.data.requireTwoFactor
          ? 'two-factor sign-in required for all staff'
          : 'two-factor sign-in optional',
      );
    });
    return state();
  });

  /** Another member's two-factor sign-in off (and their sessions ended): they set it up again on sign-in. */
  app.delete('/api/admin/users/:id/two-factor', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such user' });
    if (params.data.id === request.staff!.id) {
      return reply.code(400).send({ error: 'validation', message: 'Turn your own off on My account' });
    }
    const done = await db.transaction(async (tx) => {
      const target = await turnOffTwoFactor(tx, params.data.id);
      if (!target) return false;
      await tx.delete(sessions).where(eq(sessions.userId, target.id));
      await audit(
        tx,
        request.staff!,
        'update',
        'user',
        target.id,
        `two-factor sign-in turned off for ${target.email}`,
      );
      return true;
    });
    if (!done) return reply.code(404).send({ error: 'not_found', message: 'No such user' });
    return reply.code(204).send();
  });
}
