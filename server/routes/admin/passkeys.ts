import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { serialId } from '../../../shared/inputRules';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  confirmPasswordSchema,
  fieldErrors,
  passkeyNameSchema,
  passkeyRegistrationSchema,
} from '../../../shared/adminSchemas';
import { staffOnly } from '../../auth/guard';
import {
  listPasskeys,
  passkeyLimit,
  registerPasskey,
  registrationOptions,
  relyingParty,
} from '../../auth/passkeys';
import { verifyPassword } from '../../auth/passwords';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { passkeys, users } from '../../db/schema';

const passkeyParams = z.object({ id: serialId });

/**
 * The signed-in staff member's own passkeys (My account): list, add (the password first, so that a stolen
 * session cannot plant one), rename and remove, each change audited. They act only on the signed-in account,
 * so a main admin account's passkeys are its owner's alone.
 */
export async function adminPasskeyRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config, ['Admin', 'Editor'], { duringTwoFactorSetup: true }));

  const rp = relyingParty(config);
  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ error: 'not_found', message: 'No such passkey' });

  app.get('/api/admin/account/passkeys', async (request) => listPasskeys(db, request.staff!.id));

  /** Step one: the password, then the options the browser makes the passkey with (a challenge for 5 minutes). */
  app.post('/api/admin/account/passkeys/options', async (request, reply) => {
    const parsed = confirmPasswordSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const staff = request.staff!;
    const [user] = await db.select().from(users).where(eq(users.id, staff.id));
    if (!user || !(await verifyPassword(user.passwordHash, parsed.data.password))) {
      return reply
        .code(400)
        .send({ error: 'validation', fields: { password: 'This is not your current password' } });
    }
    const [{ held } = { held: 0 }] = await db
      .select({ held: count() })
      .from(passkeys)
      .where(eq(passkeys.userId, staff.id));
    if (held >= passkeyLimit) {
      return reply
        .code(409)
        .send({ error: 'conflict', message: `You have ${passkeyLimit} passkeys; remove one first` });
    }
    return registrationOptions(db, rp, user);
  });

  /** Step two: the authenticator's answer, checked, and the passkey kept under its name. */
  app.post('/api/admin/account/passkeys', async (request, reply) => {
    const parsed = passkeyRegistrationSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const staff = request.staff!;
    const result = await registerPasskey(
      db,
      rp,
      staff.id,
      parsed.data.response as unknown as RegistrationResponseJSON,
      parsed.data.name,
    );
    if (result === 'invalid') {
      return reply.code(400).send({
        error: 'invalid_passkey',
        message: 'The passkey could not be checked. Start again: the request lasts five minutes.',
      });
    }
    if (result === 'duplicate') {
      return reply.code(409).send({ error: 'conflict', message: 'This passkey is registered already' });
    }
    await audit(db, staff, 'create', 'passkey', result.id, `passkey "${parsed.data.name}" added`);
    const list = await listPasskeys(db, staff.id);
    return reply.code(201).send(list.find((key) => key.id === result.id));
  });

  app.put('/api/admin/account/passkeys/:id', async (request, reply) => {
    const params = passkeyParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const parsed = passkeyNameSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'validation', fields: fieldErrors(parsed.error) });
    const staff = request.staff!;
    const renamed = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: passkeys.name })
        .from(passkeys)
        .where(and(eq(passkeys.id, params.data.id), eq(passkeys.userId, staff.id)));
      if (!before) return false;
      await tx.update(passkeys).set({ name: parsed.data.name }).where(eq(passkeys.id, params.data.id));
      await audit(
        tx,
        staff,
        'update',
        'passkey',
        params.data.id,
        `passkey "${before.name}" renamed "${parsed.data.name}"`,
      );
      return true;
    });
    // Another account's passkey is as unknown here as one that never was.
    if (!renamed) return notFound(reply);
    const list = await listPasskeys(db, staff.id);
    return list.find((key) => key.id === params.data.id);
  });

  app.delete('/api/admin/account/passkeys/:id', async (request, reply) => {
    const params = passkeyParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const staff = request.staff!;
    const removed = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(passkeys)
        .where(and(eq(passkeys.id, params.data.id), eq(passkeys.userId, staff.id)))
        .returning({ name: passkeys.name });
      if (row) await audit(tx, staff, 'delete', 'passkey', params.data.id, `passkey "${row.name}" removed`);
      return row;
    });
    if (!removed) return notFound(reply);
    return reply.code(204).send();
  });
}
