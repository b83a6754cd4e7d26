import { eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fieldErrors, reauthenticationSchema } from '../../../shared/adminSchemas';
import { idParams } from '../../../shared/inputRules';
import { staffOnly } from '../../auth/guard';
import { verifyPassword } from '../../auth/passwords';
import { mailCodesBlocked, tooManyCodes } from '../../auth/secondFactorLimit';
import {
  blockSecondsAfter,
  reserveAttempt,
  succeeded,
  throttleKey,
  throttlePolicy,
} from '../../auth/throttle';
import { acceptTotp } from '../../auth/totp';
import { takeTotpStep, turnOffTwoFactor } from '../../auth/twoFactor';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { outbox, sessions, settings, users } from '../../db/schema';
import { outboxRow } from '../../mail/outbox';
import { staffLang } from '../../../shared/i18n';
import { siteForMail, twoFactorRemovedMail } from '../../mail/templates';

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

  /**
   * Another member's two-factor sign-in off (and their sessions ended) when they lost their phone and their
   * recovery codes: they set it up again on sign-in. Taking away another account's second factor is a step
   * towards taking the account over, so the Admin proves it is them now (their password and a code from their
   * own authenticator), the change is audited, and the member is mailed.
   */
  app.delete('/api/admin/users/:id/two-factor', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such user' });
    if (params.data.id === request.staff!.id) {
      return reply.code(400).send({ error: 'validation', message: 'Turn your own off on My account' });
    }
    const proof = reauthenticationSchema.safeParse(request.body ?? {});
    if (!proof.success) {
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(proof.error) });
    }
    const [admin] = await db.select().from(users).where(eq(users.id, request.staff!.id));
    if (!admin?.totpEnabledAt || !admin.totpSecret) {
      return reply.code(409).send({
        error: 'conflict',
        message: 'Turn on two-factor sign-in for your own account first (My account)',
      });
    }
    const [target] = await db
      .select({ id: users.id, name: users.name, email: users.email, lang: users.lang })
      .from(users)
      .where(eq(users.id, params.data.id));
    if (!target) return reply.code(404).send({ error: 'not_found', message: 'No such user' });
    // The proof is counted as a sign-in is: the password by the sign-in throttle's (account, address) pair,
    // the code by the account's second-factor count, so a stolen session is no way to guess either.
    const pairKey = throttleKey('pair', admin.email.toLowerCase(), request.ip);
    const pair = await reserveAttempt(db, 'pair', pairKey);
    if (!pair.allowed) {
      return reply
        .code(429)
        .header('Retry-After', String(pair.retryAfterSeconds))
        .send({ error: 'Too many failed sign-ins. Try again later.' });
    }
    if (!(await verifyPassword(admin.passwordHash, proof.data.password))) {
      return reply
        .code(400)
        .send({ error: 'validation', fields: { password: 'This is not your current password' } });
    }
    await succeeded(db, 'pair', pairKey);
    const codesKey = throttleKey('secondFactor', admin.email);
    const codes = await reserveAttempt(db, 'secondFactor', codesKey);
    if (!codes.allowed) return tooManyCodes(reply, codes.retryAfterSeconds);
    const step = acceptTotp(admin.totpSecret, admin.email, proof.data.code, admin.totpLastStep);
    if (step === null || !(await takeTotpStep(db, admin.id, step))) {
      if (codes.failures >= throttlePolicy.secondFactor.limit) {
        if (codes.failures === throttlePolicy.secondFactor.limit) await mailCodesBlocked(db, admin, config);
        return tooManyCodes(reply, blockSecondsAfter('secondFactor', codes.failures));
      }
      return reply.code(400).send({ error: 'validation', fields: { code: 'That code is not right' } });
    }
    await succeeded(db, 'secondFactor', codesKey);
    await db.transaction(async (tx) => {
      await turnOffTwoFactor(tx, target.id);
      await tx.delete(sessions).where(eq(sessions.userId, target.id));
      await audit(
        tx,
        request.staff!,
        'update',
        'user',
        target.id,
        `two-factor sign-in turned off for ${target.email}`,
      );
      const [site] = await tx.select().from(settings).where(eq(settings.id, 1));
      const content = twoFactorRemovedMail(
        target.name,
        admin,
        new Date(),
        siteForMail(site, config.publicBaseUrl),
        staffLang(target.lang),
      );
      await tx.insert(outbox).values(outboxRow({ kind: 'two_factor_removed', to: target.email, ...content }));
    });
    return reply.code(204).send();
  });
}
