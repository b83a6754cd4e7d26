import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { rateLimitOptions } from '../rateLimits';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  fieldErrors,
  invitationAcceptSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  secondFactorSchema,
  webAuthnResponseSchema,
} from '../../shared/adminSchemas';
import { audit } from '../audit';
import { acceptInvitation, invitationByToken } from '../auth/invitations';
import { resetPassword } from '../auth/passwordReset';
import { verifyPassword } from '../auth/passwords';
import {
  createSession,
  deleteSession,
  findPendingSignIn,
  findSession,
  mustSetUpTwoFactor,
  pendingCodeLimit,
  sessionCookie,
  type StaffUser,
} from '../auth/sessions';
import { mailCodesBlocked, tooManyCodes } from '../auth/secondFactorLimit';
import {
  blockSecondsAfter,
  forgetQuietScopes,
  reserveAttempt,
  succeeded,
  throttleKey,
  throttlePolicy,
} from '../auth/throttle';
import { relyingParty, signInOptions, verifyPasskeySignIn } from '../auth/passkeys';
import { acceptTotp } from '../auth/totp';
import { recoveryCodesLeft, takeTotpStep, useRecoveryCode } from '../auth/twoFactor';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';

const credentials = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(1024),
});

const invalid = { error: 'Invalid email or password' } as const;

const tooMany = (reply: FastifyReply, retryAfterSeconds: number) =>
  reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ error: 'Too many failed sign-ins. Try again later.' });

/** Passkey sign-in ceremonies an address may start or finish a minute (each instance counts its own). */
export const passkeySignInLimit = { max: 30, timeWindow: 60_000 };

/** Forgotten-password requests an address may make (each instance counts its own). */
export const resetRequestLimit = { max: 5, timeWindow: 15 * 60_000 };

/**
 * Invitation links an address may open or accept (each instance counts its own): a link is unguessable, so this
 * only bounds abuse; an office whose staff accept several invitations at once from one address is not stopped.
 */
export const invitationLimit = { max: 30, timeWindow: 15 * 60_000 };

/**
 * Sign-in (password, then the second factor when the account has one), the session, sign-out, and the
 * forgotten-password link: POST /api/auth/login, /api/auth/second-factor, /api/auth/logout,
 * /api/auth/password-reset and /api/auth/password-reset/confirm; GET /api/auth/session. A passkey signs in
 * in one step instead of password and code: POST /api/auth/passkey/options, then /api/auth/passkey.
 */
export async function authRoutes(
  app: FastifyInstance,
  { database, config, redis }: { database: Database; config: Config; redis?: Redis },
) {
  const { db } = database;
  const secure = config.publicBaseUrl.startsWith('https://');
  const siteOrigin = new URL(config.publicBaseUrl).origin;
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, path: '/', secure };
  await app.register(rateLimit, rateLimitOptions(database, redis));
  const userAgent = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '');
  const crossOrigin = (request: FastifyRequest, reply: FastifyReply) =>
    request.headers.origin !== siteOrigin
      ? reply.code(403).send({ error: 'forbidden', message: 'Cross-origin request refused' })
      : null;

  /** The answer of a complete sign-in: the session cookie and who is signed in. */
  const signedIn = async (reply: FastifyReply, user: StaffUser, agent: string) => {
    const { token, expiresAt } = await createSession(db, user.id, { userAgent: agent });
    reply.setCookie(sessionCookie, token, { ...cookieOptions, expires: expiresAt });
    const session = await findSession(db, token);
    return {
      user: { id: user.id, name: user.name, email: user.email, role: user.role, lang: user.lang },
      expiresAt: expiresAt.toISOString(),
      mail: app.outbox.mode,
      twoFactorSetupRequired: session ? mustSetUpTwoFactor(session) : false,
    };
  };

  app.post('/api/auth/login', async (request, reply) => {
    if (crossOrigin(request, reply)) return reply;
    const parsed = credentials.safeParse(request.body);
    if (!parsed.success || !parsed.data.email || !parsed.data.password) return reply.code(400).send(invalid);
    const { email, password } = parsed.data;
    const address = request.ip;

    // Every attempt is counted before its password is checked, so a burst cannot get past the limit.
    const pairKey = throttleKey('pair', email, address);
    const addressKey = throttleKey('address', email, address);
    const pair = await reserveAttempt(db, 'pair', pairKey);
    if (!pair.allowed) return tooMany(reply, pair.retryAfterSeconds);
    const fromAddress = await reserveAttempt(db, 'address', addressKey);
    if (!fromAddress.allowed) {
      await succeeded(db, 'pair', pairKey);
      return tooMany(reply, fromAddress.retryAfterSeconds);
    }

    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    // An unknown e-mail costs the same hash verification as a wrong password: same answer, similar time.
    const valid = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !valid) return reply.code(401).send(invalid);

    await succeeded(db, 'pair', pairKey);
    await succeeded(db, 'address', addressKey);
    await forgetQuietScopes(db);
    if (user.totpEnabledAt) {
      // The password was right; the session is good for nothing but the code until it is given.
      const { token, expiresAt } = await createSession(db, user.id, {
        userAgent: userAgent(request),
        pending: true,
      });
      reply.setCookie(sessionCookie, token, { ...cookieOptions, expires: expiresAt });
      return { secondFactor: 'totp' as const };
    }
    return signedIn(reply, user, userAgent(request));
  });

  /**
   * The second step of a sign-in with two factors: a code from the authenticator app (each code once) or a
   * recovery code (each once). A wrong one counts against the pending sign-in; after five it is over.
   */
  app.post('/api/auth/second-factor', async (request, reply) => {
    if (crossOrigin(request, reply)) return reply;
    const token = request.cookies[sessionCookie];
    const pending = await findPendingSignIn(db, token);
    if (!pending?.user.totpSecret) {
      return reply.code(401).send({ error: 'unauthorized', message: 'Sign in again' });
    }
    const parsed = secondFactorSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const { user } = pending;
    // Counted for the account before the code is checked, whichever sign-in or address it comes from.
    const codesKey = throttleKey('secondFactor', user.email);
    const reserved = await reserveAttempt(db, 'secondFactor', codesKey);
    if (!reserved.allowed) return tooManyCodes(reply, reserved.retryAfterSeconds);
    let accepted = false;
    let recoveryLeft: number | null = null;
    if ('code' in parsed.data) {
      const step = acceptTotp(user.totpSecret!, user.email, parsed.data.code, user.totpLastStep);
      if (step !== null) {
        accepted = await takeTotpStep(db, user.id, step);
      }
    } else {
      accepted = await useRecoveryCode(db, user.id, parsed.data.recoveryCode);
      if (accepted) recoveryLeft = await recoveryCodesLeft(db, user.id);
    }
    if (!accepted) {
      if (reserved.failures >= throttlePolicy.secondFactor.limit) {
        // This wrong code blocked the account: its owner hears of it (once a series: at the first block).
        if (reserved.failures === throttlePolicy.secondFactor.limit) await mailCodesBlocked(db, user, config);
        return tooManyCodes(reply, blockSecondsAfter('secondFactor', reserved.failures));
      }
      const [counted] = await db
        .update(sessions)
        .set({ failedCodes: sql`${sessions.failedCodes} + 1` })
        .where(eq(sessions.tokenHash, pending.tokenHash))
        .returning({ failedCodes: sessions.failedCodes });
      if (!counted || counted.failedCodes >= pendingCodeLimit) {
        await db.delete(sessions).where(eq(sessions.tokenHash, pending.tokenHash));
        reply.clearCookie(sessionCookie, cookieOptions);
        return reply
          .code(401)
          .send({ error: 'unauthorized', message: 'Too many wrong codes. Sign in again.' });
      }
      return reply.code(400).send({
        error: 'validation',
        fields:
          'code' in parsed.data
            ? { code: 'That code is not right' }
            : { recoveryCode: 'That recovery code is not right or was used' },
      });
    }
    await succeeded(db, 'secondFactor', codesKey);
    await db.delete(sessions).where(eq(sessions.tokenHash, pending.tokenHash));
    const account = { id: user.id, name: user.name, email: user.email, role: user.role, lang: user.lang };
    if (recoveryLeft !== null) {
      await audit(
        db,
        account,
        'update',
        'user',
        user.id,
        `signed in with a recovery code; ${recoveryLeft} left`,
      );
    }
    const result = await signedIn(reply, account, pending.userAgent);
    return recoveryLeft === null ? result : { ...result, recoveryCodesLeft: recoveryLeft };
  });

  const passkeyParty = relyingParty(config);
  const passkeyRateLimit = {
    config: {
      rateLimit: { ...passkeySignInLimit, keyGenerator: (request: FastifyRequest) => request.ip },
    },
  };

  /** A passkey sign-in, step one: a challenge for any passkey of this site (five minutes, once). */
  app.post('/api/auth/passkey/options', passkeyRateLimit, async (request, reply) => {
    if (crossOrigin(request, reply)) return reply;
    return signInOptions(db, passkeyParty);
  });

  /**
   * Step two: the authenticator's signed answer. A passkey is both factors at once (the device, and the PIN or
   * fingerprint that unlocked it), so the session starts here, without password or code.
   */
  app.post('/api/auth/passkey', passkeyRateLimit, async (request, reply) => {
    if (crossOrigin(request, reply)) return reply;
    const parsed = z.object({ response: webAuthnResponseSchema }).safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const signedInWith = await verifyPasskeySignIn(
      db,
      passkeyParty,
      parsed.data.response as unknown as AuthenticationResponseJSON,
    );
    if (!signedInWith) {
      return reply.code(401).send({
        error: 'invalid_passkey',
        message: 'That passkey is not registered here, or the sign-in took too long. Try again.',
      });
    }
    return signedIn(reply, signedInWith.user, userAgent(request));
  });

  app.get('/api/auth/session', async (request, reply) => {
    const session = await findSession(db, request.cookies[sessionCookie]);
    if (!session) return reply.code(401).send({ error: 'unauthorized', message: 'Not signed in' });
    // Where mail goes, for the admin's banner when it is captured rather than delivered.
    return {
      user: session.user,
      expiresAt: session.expiresAt.toISOString(),
      mail: app.outbox.mode,
      twoFactorSetupRequired: mustSetUpTwoFactor(session),
    };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (crossOrigin(request, reply)) return reply;
    await deleteSession(db, request.cookies[sessionCookie]);
    reply.clearCookie(sessionCookie, cookieOptions);
    return reply.code(204).send();
  });

  const resetRateLimit = {
    config: {
      rateLimit: { ...resetRequestLimit, keyGenerator: (request: FastifyRequest) => request.ip },
    },
  };

  /**
   * A forgotten password: the same answer whether an account has the address or not, in the same time (the
   * request is queued and worked off after the answer, server/auth/resetRequests.ts); at most three links an
   * hour for an account.
   */
  app.post('/api/auth/password-reset', resetRateLimit, async (request, reply) => {
    if (crossOrigin(request, reply)) return reply;
    const parsed = passwordResetRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: 'validation', fields: { email: 'Enter a valid email address' } });
    }
    app.resetRequests.add(parsed.data.email);
    return reply.code(202).send({ ok: true });
  });

  const spentInvitation = {
    error: 'invalid_token',
    message: 'This invitation has expired, was revoked or was used already. Ask an Admin for a new one.',
  };

  /** An invitation's page asks who it is for (the token is in the link's fragment, so it comes in a body). */
  const invitationRateLimit = {
    config: { rateLimit: { ...invitationLimit, keyGenerator: (request: FastifyRequest) => request.ip } },
  };

  app.post('/api/auth/invitation', invitationRateLimit, async (request, reply) => {
    if (crossOrigin(request, reply)) return reply;
    const token = z.object({ token: z.string() }).safeParse(request.body);
    const found = token.success ? await invitationByToken(db, token.data.token) : null;
    if (!found) return reply.code(400).send(spentInvitation);
    return found;
  });

  /** Accepts an invitation: the account is made with the name and password the invitee chose (server/auth/invitations.ts). */
  app.post('/api/auth/invitation/accept', invitationRateLimit, async (request, reply) => {
    if (crossOrigin(request, reply)) return reply;
    const parsed = invitationAcceptSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const accepted = await acceptInvitation(db, parsed.data.token, parsed.data);
    if (accepted === null) return reply.code(400).send(spentInvitation);
    if (accepted === 'taken')
      return reply.code(409).send({
        error: 'conflict',
        message: 'There is a staff account with this e-mail already: sign in, or reset its password',
      });
    // Whoever was signed in on this browser is not the new member.
    reply.clearCookie(sessionCookie, cookieOptions);
    return reply.code(201).send({ email: accepted.email });
  });

  app.post('/api/auth/password-reset/confirm', resetRateLimit, async (request, reply) => {
    if (crossOrigin(request, reply)) return reply;
    const parsed = passwordResetSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const done = await resetPassword(db, parsed.data.token, parsed.data.newPassword);
    if (!done) {
      return reply.code(400).send({
        error: 'invalid_token',
        message: 'This link has expired or was used already. Ask for a new one.',
      });
    }
    reply.clearCookie(sessionCookie, cookieOptions);
    return { ok: true };
  });
}
