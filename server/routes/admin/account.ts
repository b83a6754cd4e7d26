import { and, asc, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  confirmPasswordSchema,
  fieldErrors,
  passwordChangeSchema,
  secondFactorSchema,
} from '../../../shared/adminSchemas';
import { languages } from '../../../shared/i18n';
import { staffOnly } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { digestSessionToken, sessionCookie } from '../../auth/sessions';
import { acceptTotp, enrolment, newTotpSecret } from '../../auth/totp';
import { recoveryCodesLeft, replaceRecoveryCodes, turnOffTwoFactor } from '../../auth/twoFactor';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** A staff member's choice of the admin's language. */
const languageSchema = z.object({ lang: z.enum(languages) }).strict();

/** A session's id: a bigserial, so any whole number JavaScript holds exactly (a larger one is no session). */
const sessionParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/**
 * The signed-in staff member's own account (Admins and Editors alike): a new password, proven by the current
 * one (every other session of theirs ends with it: a stolen session does not outlive the change; this one
 * stays signed in); two-factor sign-in with an authenticator app and ten recovery codes; and the sessions
 * they are signed in with, any of which they can end. These routes answer while the settings require a
 * second factor the account has not set up yet: they are how it is set up.
 */
const dueMailSchema = z.object({ dueMail: z.boolean() });

export async function adminAccountRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config, ['Admin', 'Editor'], { duringTwoFactorSetup: true }));

  const wrongPassword = (reply: FastifyReply) =>
    reply.code(400).send({ error: 'validation', fields: { password: 'This is not your current password' } });

  const accountOf = async (userId: number) => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    return user!;
  };

  app.get('/api/admin/account', async (request) => {
    const user = await accountOf(request.staff!.id);
    const left = user.totpEnabledAt ? await recoveryCodesLeft(db, user.id) : 0;
    return {
      user: request.staff,
      twoFactor: {
        enabled: user.totpEnabledAt !== null,
        enabledAt: user.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: left,
        required: request.staffSession!.twoFactor.required,
      },
      dueMail: user.dueMail,
    };
  });

  /** Whether they get the morning mail of their due follow-ups (server/leads/dueMail.ts). */
  app.put('/api/admin/account/due-mail', async (request, reply) => {
    const parsed = dueMailSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({
        error: 'validation',
        fields: { dueMail: 'Say true or false' },
        message: 'Say true or false',
      });
    await db.update(users).set({ dueMail: parsed.data.dueMail }).where(eq(users.id, request.staff!.id));
    return { dueMail: parsed.data.dueMail };
  });

  /** The language the admin speaks to them in (and their e-mails are written in): Swedish or English. */
  app.put('/api/admin/account/language', async (request, reply) => {
    const parsed = languageSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ error: 'validation', fields: { lang: 'Choose Swedish (sv) or English (en)' } });
    }
    await db.update(users).set({ lang: parsed.data.lang }).where(eq(users.id, request.staff!.id));
    return { lang: parsed.data.lang };
  });

  /** Step one: a new secret for the authenticator app (replacing any unconfirmed one), as a QR code. */
  app.post('/api/admin/account/two-factor/setup', async (request, reply) => {
    const user = await accountOf(request.staff!.id);
    if (user.totpEnabledAt) {
      return reply.code(409).send({ error: 'conflict', message: 'Two-factor sign-in is on already' });
    }
    const secret = newTotpSecret();
    await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
    return enrolment(secret, user.email);
  });

  /** Step two: a code from the app proves it holds the secret; two-factor sign-in is on, with ten codes. */
  app.post('/api/admin/account/two-factor/enable', async (request, reply) => {
    const parsed = secondFactorSchema.safeParse(request.body);
    if (!parsed.success || !('code' in parsed.data)) {
      return reply.code(400).send({
        error: 'validation',
        fields: parsed.success ? { code: 'Enter the six digits your app shows' } : fieldErrors(parsed.error),
      });
    }
    const user = await accountOf(request.staff!.id);
    if (user.totpEnabledAt) {
      return reply.code(409).send({ error: 'conflict', message: 'Two-factor sign-in is on already' });
    }
    if (!user.totpSecret) {
      return reply.code(409).send({ error: 'conflict', message: 'Start the setup first' });
    }
    const step = acceptTotp(user.totpSecret, user.email, parsed.data.code, user.totpLastStep);
    if (step === null) {
      return reply.code(400).send({ error: 'validation', fields: { code: 'That code is not right' } });
    }
    const codes = await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpEnabledAt: new Date(), totpLastStep: step })
        .where(eq(users.id, user.id));
      await audit(tx, request.staff!, 'update', 'user', user.id, 'two-factor sign-in turned on');
      return replaceRecoveryCodes(tx, user.id);
    });
    return { recoveryCodes: codes };
  });

  app.post('/api/admin/account/two-factor/disable', async (request, reply) => {
    const parsed = confirmPasswordSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const user = await accountOf(request.staff!.id);
    if (!(await verifyPassword(user.passwordHash, parsed.data.password))) return wrongPassword(reply);
    if (request.staffSession!.twoFactor.required) {
      return reply.code(409).send({
        error: 'conflict',
        message: 'Two-factor sign-in is required for all staff here; an Admin can change that.',
      });
    }
    await db.transaction(async (tx) => {
      await turnOffTwoFactor(tx, user.id);
      await audit(tx, request.staff!, 'update', 'user', user.id, 'two-factor sign-in turned off');
    });
    return { ok: true };
  });

  /** Ten new recovery codes; the old ones stop working. */
  app.post('/api/admin/account/two-factor/recovery-codes', async (request, reply) => {
    const parsed = confirmPasswordSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const user = await accountOf(request.staff!.id);
    if (!(await verifyPassword(user.passwordHash, parsed.data.password))) return wrongPassword(reply);
    if (!user.totpEnabledAt) {
      return reply.code(409).send({ error: 'conflict', message: 'Two-factor sign-in is off' });
    }
    const codes = await db.transaction(async (tx) => {
      await audit(tx, request.staff!, 'update', 'user', user.id, 'new recovery codes');
      return replaceRecoveryCodes(tx, user.id);
    });
    return { recoveryCodes: codes };
  });

  /** Where the account is signed in: newest use first, this one marked. */
  app.get('/api/admin/account/sessions', async (request) => {
    const rows = await db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, request.staff!.id),
          eq(sessions.pendingSecondFactor, false),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt), asc(sessions.id));
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      userAgent: row.userAgent,
      current: row.id === request.staffSession!.id,
    }));
  });

  app.delete('/api/admin/account/sessions/:id', async (request, reply) => {
    const params = sessionParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such session' });
    if (params.data.id === request.staffSession!.id) {
      return reply.code(400).send({ error: 'validation', message: 'Sign out to end this session' });
    }
    const ended = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(sessions)
        .where(and(eq(sessions.id, params.data.id), eq(sessions.userId, request.staff!.id)))
        .returning({ id: sessions.id });
      if (rows.length)
        await audit(tx, request.staff!, 'update', 'user', request.staff!.id, 'signed out a session');
      return rows.length;
    });
    // Another account's session is as unknown here as one that never was.
    if (!ended) return reply.code(404).send({ error: 'not_found', message: 'No such session' });
    return reply.code(204).send();
  });

  app.post('/api/admin/account/sessions/end-others', async (request) => {
    const ended = await db.transaction(async (tx) => {
      const rows = await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, request.staff!.id), ne(sessions.id, request.staffSession!.id)))
        .returning({ id: sessions.id });
      await audit(
        tx,
        request.staff!,
        'update',
        'user',
        request.staff!.id,
        `signed out ${rows.length} other sessions`,
      );
      return rows.length;
    });
    return { ended };
  });

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
