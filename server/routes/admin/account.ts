import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fieldErrors, passwordChangeSchema } from '../../../shared/adminSchemas';
import { staffOnly } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { digestSessionToken, sessionCookie } from '../../auth/sessions';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

/**
 * The signed-in staff member's own account (Admins and Editors alike): a new password, proven by the current
 * one. Every other session of theirs ends with it (a stolen session does not outlive the change); this one
 * stays signed in.
 */
export async function adminAccountRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config));

  app.post('/api/admin/account/password', async (request, reply) => {
    const parsed = passwordChangeSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const staff = request.staff!;
    const [user] = await db.select().from(users).where(eq(users.id, staff.id));
    if (!user || !(await verifyPassword(user.passwordHash, parsed.data.currentPassword)))
      return reply
        .code(400)
        .send({ error: 'validation', fields: { currentPassword: 'This is not your current password' } });
    const passwordHash = await hashPassword(parsed.data.newPassword);
    const current = digestSessionToken(request.cookies[sessionCookie] ?? '');
    const ended = await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      const others = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), ne(sessions.tokenHash, current)))
        .returning({ tokenHash: sessions.tokenHash });
      await audit(
        tx,
        staff,
        'update',
        'user',
        user.id,
        `password changed; ${others.length} other sessions ended`,
      );
      return others.length;
    });
    return { ok: true, otherSessionsEnded: ended };
  });
}
