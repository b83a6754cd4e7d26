import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { throttleKey, throttlePolicy } from '../auth/throttle';
import { loginThrottle, sessions, users } from '../db/schema';
import { testAdmins, testBaseUrl } from '../test/fixtures';
import { createTestApp } from '../test/testApp';

/** Every argon2 verification the server runs, by the hash it verified against (the real library still runs). */
const argon2 = vi.hoisted(() => ({ verified: [] as string[] }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...real,
    verify: (hashed: string, ...rest: [string]) => {
      argon2.verified.push(hashed);
      return real.verify(hashed, ...rest);
    },
  };
});

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeEach(async () => {
  ctx = await createTestApp();
});
afterEach(() => ctx.close());

const admin = testAdmins[0]!;
const origin = testBaseUrl;

const login = (
  email: string,
  password: string,
  remoteAddress = '203.0.113.5',
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin, 'content-type': 'application/json', ...headers },
    payload: { email, password },
    remoteAddress,
  });

const cookieOf = (response: Awaited<ReturnType<typeof login>>) => {
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  return sid ? `sid=${sid.value}` : '';
};

const session = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });

describe('sign-in', () => {
  it('answers the user and expiry, and sets a strict HttpOnly session cookie for 24 hours', async () => {
    const response = await login(admin.email, admin.password!);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // `lang`: the admin's language they chose, none yet (server/routes/admin/account.test.ts).
    expect(body.user).toEqual({
      id: 1,
      name: expect.any(String),
      email: admin.email,
      role: 'Admin',
      lang: null,
    });
    const hours = (new Date(body.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: true });
    expect(cookie.value.length).toBeGreaterThanOrEqual(40);
    expect(response.body).not.toContain(cookie.value);
  });

  it('accepts the e-mail in any case', async () => {
    expect((await login(admin.email.toUpperCase(), admin.password!)).statusCode).toBe(200);
  });

  it('gives a wrong password and an unknown e-mail the same answer, after the same work', async () => {
    const attempt = async (email: string) => {
      argon2.verified.length = 0;
      const response = await login(
        email,
        'wrong-password-123',
        `198.51.100.${Math.floor(Math.random() * 200)}`,
      );
      return { response, verified: [...argon2.verified] };
    };
    const wrong = await attempt(admin.email);
    const unknown = await attempt('nobody@example.com');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(unknown.response.json()).toEqual({ error: 'Invalid email or password' });
    expect(wrong.response.json()).toEqual(unknown.response.json());
    // Both run exactly one argon2id verification with the same cost, so an unknown e-mail cannot be told by
    // how fast it is refused (a comparison of times would only be a flaky benchmark on a busy machine).
    const cost = (hashed: string) => hashed.split('$').slice(1, 4).join('$');
    expect(wrong.verified).toHaveLength(1);
    expect(unknown.verified).toHaveLength(1);
    expect(cost(unknown.verified[0]!)).toBe(cost(wrong.verified[0]!));
    expect(cost(unknown.verified[0]!)).toBe('argon2id$v=19$m=19456,t=2,p=1');
  });

  it('refuses a missing e-mail or password', async () => {
    expect((await login('', 'x')).statusCode).toBe(400);
    expect((await login(admin.email, '')).json()).toEqual({ error: 'Invalid email or password' });
  });

  it('gives each sign-in a new session id', async () => {
    const first = cookieOf(await login(admin.email, admin.password!));
    const second = cookieOf(await login(admin.email, admin.password!));
    expect(first).not.toBe(second);
    expect((await session(first)).statusCode).toBe(200);
    expect((await session(second)).statusCode).toBe(200);
  });

  it('blocks an (account, address) pair after 5 failures, with Retry-After, and not the owner elsewhere', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await login(admin.email, 'nope', '192.0.2.10')).statusCode).toBe(401);
    const blocked = await login(admin.email, admin.password!, '192.0.2.10');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: 'Too many failed sign-ins. Try again later.' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(throttlePolicy.firstBlockSeconds);
    // The owner, at their own address, is not locked out by the stranger.
    expect((await login(admin.email, admin.password!, '198.51.100.20')).statusCode).toBe(200);
    // Another account from the stranger's address is not blocked either (below the address limit).
    expect((await login(testAdmins[1]!.email, testAdmins[1]!.password!, '192.0.2.10')).statusCode).toBe(200);
  });

  it('checks at most 5 of a burst of parallel guesses against the hash, the right password included', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        login(admin.email, index === 20 ? admin.password! : `guess-${index}`, '192.0.2.30'),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    // 401 and 200 are answered only after a hash verification; 429 before one.
    const checked = statuses.filter((status) => status === 401 || status === 200).length;
    expect(checked).toBe(throttlePolicy.pair.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - throttlePolicy.pair.limit);
  });

  it('blocks again for twice as long after each failure once a block has ended, and forgets a quiet pair', async () => {
    const key = throttleKey('pair', admin.email, '192.0.2.40');
    const endBlock = () =>
      ctx.database.db.execute(
        sql`update login_throttle set blocked_until = now() - interval '1 second' where key = ${key}`,
      );
    for (let i = 0; i < 5; i += 1) await login(admin.email, 'nope', '192.0.2.40');
    await endBlock();
    expect((await login(admin.email, 'nope', '192.0.2.40')).statusCode).toBe(401);
    const second = Number((await login(admin.email, 'nope', '192.0.2.40')).headers['retry-after']);
    expect(second).toBeGreaterThan(throttlePolicy.firstBlockSeconds);
    expect(second).toBeLessThanOrEqual(2 * throttlePolicy.firstBlockSeconds);
    await endBlock();
    expect((await login(admin.email, 'nope', '192.0.2.40')).statusCode).toBe(401);
    const third = Number((await login(admin.email, 'nope', '192.0.2.40')).headers['retry-after']);
    expect(third).toBeGreaterThan(2 * throttlePolicy.firstBlockSeconds);
    expect(third).toBeLessThanOrEqual(4 * throttlePolicy.firstBlockSeconds);

    // Quiet for longer than the policy's spell after the block: the count starts over.
    await ctx.database.db.execute(
      sql`update login_throttle set blocked_until = now() - interval '16 minutes',
            last_at = now() - interval '20 minutes' where key = ${key}`,
    );
    for (let i = 0; i < 4; i += 1)
      expect((await login(admin.email, 'nope', '192.0.2.40')).statusCode).toBe(401);
  });

  it('blocks an address after 20 failures over any accounts, and no other address', async () => {
    for (let i = 0; i < throttlePolicy.address.limit; i += 1)
      expect((await login(`guess${i}@example.com`, 'nope', '192.0.2.50')).statusCode).toBe(401);
    expect((await login(admin.email, admin.password!, '192.0.2.50')).statusCode).toBe(429);
    expect((await login(admin.email, admin.password!, '192.0.2.51')).statusCode).toBe(200);
  });

  it('starts a pair over after a success, which does not count for the address', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1)
        expect((await login(admin.email, 'nope', '192.0.2.60')).statusCode).toBe(401);
      expect((await login(admin.email, admin.password!, '192.0.2.60')).statusCode).toBe(200);
    }
    // 12 failures from the address so far (the successes gave theirs back): 8 more reach its limit.
    for (let i = 0; i < 8; i += 1)
      expect((await login(`guess${i}@example.com`, 'nope', '192.0.2.60')).statusCode).toBe(401);
    expect((await login(testAdmins[1]!.email, testAdmins[1]!.password!, '192.0.2.60')).statusCode).toBe(429);
  });

  it('keeps neither e-mail addresses nor IP addresses in the throttle table', async () => {
    await login(admin.email, 'nope', '192.0.2.70');
    const rows = await ctx.database.db.select().from(loginThrottle);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/novaweb|192\.0\.2/);
  });

  it('refuses a sign-in from a foreign origin', async () => {
    const response = await login(admin.email, admin.password!, '203.0.113.5', {
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets a user added later sign in with their own password', async () => {
    await ctx.database.db.insert(users).values({
      name: 'Eva Editor',
      email: 'eva@novaweb.se',
      role: 'Editor',
      passwordHash: await hashPassword('eva-password-1'),
    });
    const response = await login('eva@novaweb.se', 'eva-password-1');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('Editor');
  });
});

describe('the session', () => {
  it('is answered for a valid cookie and refused without one or with a forged one', async () => {
    const cookie = cookieOf(await login(admin.email, admin.password!));
    const ok = await session(cookie);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe(admin.email);
    expect((await session('')).statusCode).toBe(401);
    expect((await session('sid=forged-token-value')).statusCode).toBe(401);
    expect((await session(`${cookie.slice(0, -2)}xx`)).statusCode).toBe(401);
  });

  it('expires 24 hours after sign-in', async () => {
    const cookie = cookieOf(await login(admin.email, admin.password!));
    await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('is deleted at logout, and the old cookie cannot be replayed', async () => {
    const cookie = cookieOf(await login(admin.email, admin.password!));
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin },
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect((await ctx.database.db.select().from(sessions).where(eq(sessions.userId, 1))).length).toBe(0);
    expect((await session(cookie)).statusCode).toBe(401);
  });
});
