import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { verifyPassword } from '../auth/passwords';
import { createSession, deleteSession, findSession, sessionCookie } from '../auth/sessions';
import { forgetQuietScopes, reserveAttempt, succeeded, throttleKey } from '../auth/throttle';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';

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

/** POST /api/auth/login, GET /api/auth/session and POST /api/auth/logout. */
export async function authRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  const secure = config.publicBaseUrl.startsWith('https://');
  const siteOrigin = new URL(config.publicBaseUrl).origin;
  const cookieOptions = { httpOnly: true, sameSite: 'strict' as const, path: '/', secure };

  app.post('/api/auth/login', async (request, reply) => {
    if (request.headers.origin !== siteOrigin) {
      return reply.code(403).send({ error: 'forbidden', message: 'Cross-origin request refused' });
    }
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

    const { token, expiresAt } = await createSession(db, user.id);
    await succeeded(db, 'pair', pairKey);
    await succeeded(db, 'address', addressKey);
    await forgetQuietScopes(db);
    reply.setCookie(sessionCookie, token, { ...cookieOptions, expires: expiresAt });
    return {
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
      expiresAt: expiresAt.toISOString(),
      mail: app.outbox.mode,
    };
  });

  app.get('/api/auth/session', async (request, reply) => {
    const session = await findSession(db, request.cookies[sessionCookie]);
    if (!session) return reply.code(401).send({ error: 'unauthorized', message: 'Not signed in' });
    // Where mail goes, for the admin's banner when it is captured rather than delivered.
    return { user: session.user, expiresAt: session.expiresAt.toISOString(), mail: app.outbox.mode };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.headers.origin !== siteOrigin) {
      return reply.code(403).send({ error: 'forbidden', message: 'Cross-origin request refused' });
    }
    await deleteSession(db, request.cookies[sessionCookie]);
    reply.clearCookie(sessionCookie, cookieOptions);
    return reply.code(204).send();
  });
}
