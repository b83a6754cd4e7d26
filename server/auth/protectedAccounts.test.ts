import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { testAdmins, testBaseUrl } from '../test/fixtures';
import { registeredRoutes } from '../test/routes';
import { createTestApp, signIn } from '../test/testApp';
import { hashPassword } from './passwords';
import { newTotpSecret, totpCode } from './totp';
import { userAccountRoute } from './protectedAccounts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
});
afterAll(() => ctx.close());

/** What a takeover would change of an account: its row and how many sessions it has. */
async function accountState(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  const open = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, id));
  return { row, sessions: open.length };
}

/** A body that would pass each route's own validation, so a refusal can only be the guard's. */
const bodyFor = (path: string, password: string, secret: string) =>
  path.endsWith('/two-factor')
    ? { password, code: totpCode(secret) }
    : { name: 'Taken Over', role: 'Editor', email: 'attacker@example.com', password: 'attacker-password-1' };

describe('the main admin accounts', () => {
  it('refuse every change at their address from another Admin, protected or not, on every such route', async () => {
    const owner = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password);
    const [ownerRow] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, testAdmins[0]!.email));
    // A second factor on the owner's account, the thing the old takeover path removed first.
    const ownerSecret = newTotpSecret();
    await ctx.database.db
      .update(users)
      .set({ totpSecret: ownerSecret, totpEnabledAt: new Date() })
      .where(eq(users.id, ownerRow!.id));

    // The other main admin, and an Admin who is not one, each with a second factor of their own.
    const others = [];
    for (const [email, password] of [
      [testAdmins[1]!.email, testAdmins[1]!.password],
      ['third.admin@novaweb.se', 'third-admin-password-1'],
    ] as const) {
      const secret = newTotpSecret();
      const [existing] = await ctx.database.db.select().from(users).where(eq(users.email, email));
      if (!existing) {
        await ctx.database.db
          .insert(users)
          .values({ name: 'Third', email, role: 'Admin', passwordHash: await hashPassword(password) });
      }
      const session = await signIn(ctx.app, email, password);
      await ctx.database.db
        .update(users)
        .set({ totpSecret: secret, totpEnabledAt: new Date() })
        .where(eq(users.email, email));
      others.push({ email, password, secret, session });
    }

    const routes = registeredRoutes(ctx.app).filter(
      (route) => userAccountRoute.test(route.path) && route.method !== 'GET',
    );
    // Today's routes at a user's address; one added later is in this list without being named here.
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'PUT', path: '/api/admin/users/:id' },
        { method: 'DELETE', path: '/api/admin/users/:id' },
        { method: 'DELETE', path: '/api/admin/users/:id/two-factor' },
      ]),
    );

    const before = await accountState(ownerRow!.id);
    for (const other of others) {
      for (const route of routes) {
        const response = await ctx.app.inject({
          method: route.method as 'PUT',
          url: route.path.replace(':id', String(ownerRow!.id)),
          headers: { ...other.session, 'content-type': 'application/json' },
          payload: bodyFor(route.path, other.password, other.secret),
        });
        expect(response.statusCode, `${other.email}: ${route.method} ${route.path}`).toBe(403);
        expect(response.json().error).toMatch(/^(protected_account|Cannot delete main admin accounts)$/);
      }
    }
    expect(await accountState(ownerRow!.id)).toEqual(before);

    // The owner still changes their own.
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${ownerRow!.id}`,
      headers: { ...owner, 'content-type': 'application/json' },
      payload: { name: 'Ägaren', role: 'Admin' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Ägaren');
  });

  it('answers a delete in the specification’s words', async () => {
    await ctx.database.db.insert(users).values({
      name: 'Fourth',
      email: 'fourth.admin@novaweb.se',
      role: 'Admin',
      passwordHash: await hashPassword('fourth-admin-password-1'),
    });
    const second = await signIn(ctx.app, 'fourth.admin@novaweb.se', 'fourth-admin-password-1');
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/1',
      headers: { ...second, origin: testBaseUrl },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Cannot delete main admin accounts' });
  });
});
