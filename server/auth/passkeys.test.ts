import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeyChallenges, passkeys, users } from '../db/schema';
import { testAdmins, testBaseUrl } from '../test/fixtures';
import { createPasskey, usePasskey, type SoftPasskey } from '../test/softAuthenticator';
import { createTestApp, signIn } from '../test/testApp';
import { hashPassword } from './passwords';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Session = { cookie: string; origin: string };

let ctx: TestApp;
let owner: Session;
const ownerEmail = testAdmins[0]!.email;
const ownerPassword = testAdmins[0]!.password!;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
  owner = await signIn(ctx.app, ownerEmail, ownerPassword);
});
afterAll(() => ctx.close());

let addressCounter = 0;
const send = (
  session: Partial<Session>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: testBaseUrl, ...session, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload,
    remoteAddress: `10.20.0.${++addressCounter % 250}`,
  });

/** Registers a passkey for a signed-in account, as My account does: password, options, the authenticator, save. */
async function register(session: Session, password: string, name: string) {
  const options = await send(session, 'POST', '/api/admin/account/passkeys/options', { password });
  expect(options.statusCode).toBe(200);
  const made = createPasskey(options.json(), { origin: testBaseUrl });
  const saved = await send(session, 'POST', '/api/admin/account/passkeys', { name, response: made.response });
  return { passkey: made.passkey, saved };
}

async function signInWith(passkey: SoftPasskey, ceremony: { origin?: string; verified?: boolean } = {}) {
  const options = await send({}, 'POST', '/api/auth/passkey/options');
  expect(options.statusCode).toBe(200);
  const response = usePasskey(passkey, options.json(), { origin: testBaseUrl, ...ceremony });
  return send({}, 'POST', '/api/auth/passkey', { response });
}

const lastAudit = async () => {
  const [row] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
};

describe('passkeys', () => {
  let passkey: SoftPasskey;

  it('are added on My account after the password, checked, listed and audited', async () => {
    const wrong = await send(owner, 'POST', '/api/admin/account/passkeys/options', {
      password: 'not-it-at-all',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBe('This is not your current password');

    const options = await send(owner, 'POST', '/api/admin/account/passkeys/options', {
      password: ownerPassword,
    });
    const body = options.json();
    expect(body.rp.id).toBe(new URL(testBaseUrl).hostname);
    expect(body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });

    const made = createPasskey(body, { origin: testBaseUrl });
    const saved = await send(owner, 'POST', '/api/admin/account/passkeys', {
      name: 'Work laptop',
      response: made.response,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    passkey = made.passkey;

    const list = await send(owner, 'GET', '/api/admin/account/passkeys');
    expect(list.json().map((key: { name: string }) => key.name)).toEqual(['Work laptop']);
    expect(await lastAudit()).toMatchObject({ entity: 'passkey', action: 'create', userEmail: ownerEmail });
    // The same answer again is refused: its challenge is spent.
    const replayed = await send(owner, 'POST', '/api/admin/account/passkeys', {
      name: 'Again',
      response: made.response,
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe('invalid_passkey');
  });

  it('are not made without the PIN or fingerprint, from another site, or for a challenge never given', async () => {
    const attempt = async (ceremony: { origin: string; verified?: boolean }, challenge?: string) => {
      const options = (
        await send(owner, 'POST', '/api/admin/account/passkeys/options', { password: ownerPassword })
      ).json();
      const made = createPasskey({ ...options, challenge: challenge ?? options.challenge }, ceremony);
      return send(owner, 'POST', '/api/admin/account/passkeys', { name: 'Bad', response: made.response });
    };
    expect((await attempt({ origin: testBaseUrl, verified: false })).statusCode).toBe(400);
    expect((await attempt({ origin: 'https://novaweb-login.example' })).statusCode).toBe(400);
    expect((await attempt({ origin: testBaseUrl }, 'bm90LWdpdmVuLWJ5LXRoZS1zZXJ2ZXI')).statusCode).toBe(400);
    const names = (await send(owner, 'GET', '/api/admin/account/passkeys'))
      .json()
      .map((key: { name: string }) => key.name);
    expect(names).not.toContain('Bad');
  });

  it('sign in in one step, with no password or code, and the session works', async () => {
    const response = await signInWith(passkey);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe(ownerEmail);
    const sid = response.cookies.find((cookie) => cookie.name === 'sid')!;
    const session = await send({ cookie: `sid=${sid.value}` }, 'GET', '/api/auth/session');
    expect(session.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.name, 'Work laptop'));
    expect(row!.lastUsedAt).not.toBeNull();
    expect(row!.counter).toBe(passkey.counter);
  });

  it('refuse a replayed answer, another site, no user verification, a forged signature and a cloned key', async () => {
    const options = (await send({}, 'POST', '/api/auth/passkey/options')).json();
    const answer = usePasskey(passkey, options, { origin: testBaseUrl });
    expect((await send({}, 'POST', '/api/auth/passkey', { response: answer })).statusCode).toBe(200);
    // Replayed: the challenge was used.
    expect((await send({}, 'POST', '/api/auth/passkey', { response: answer })).statusCode).toBe(401);

    // A phishing page's origin.
    expect((await signInWith(passkey, { origin: 'https://novaweb-login.example' })).statusCode).toBe(401);
    // The device was not unlocked.
    expect((await signInWith(passkey, { verified: false })).statusCode).toBe(401);

    // A signature that is not the key's.
    const fresh = (await send({}, 'POST', '/api/auth/passkey/options')).json();
    const forged = usePasskey(passkey, fresh, { origin: testBaseUrl });
    const signature = Buffer.from(forged.response.signature, 'base64url');
    signature[signature.length - 1]! ^= 0x01;
    forged.response.signature = signature.toString('base64url');
    expect((await send({}, 'POST', '/api/auth/passkey', { response: forged })).statusCode).toBe(401);

    // A copy of the key whose counter is behind the original's.
    const clone = { ...passkey, counter: 0 };
    expect((await signInWith(clone)).statusCode).toBe(401);
  });

  it('answer 4xx, never 5xx, to unknown keys, odd answers and cross-site calls', async () => {
    const stranger = createPasskey(
      (await send(owner, 'POST', '/api/admin/account/passkeys/options', { password: ownerPassword })).json(),
      { origin: testBaseUrl },
    ).passkey;
    expect((await signInWith(stranger)).statusCode).toBe(401);
    for (const body of [
      {},
      { response: 'x' },
      { response: { id: 'a', rawId: 'a', type: 'public-key', response: {} } },
      { response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: '%%%' } } },
      { response: { id: 'x'.repeat(5000), rawId: 'a', type: 'public-key', response: {} } },
    ]) {
      const answer = await send({}, 'POST', '/api/auth/passkey', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      const saved = await send(owner, 'POST', '/api/admin/account/passkeys', { name: 'Odd', ...body });
      expect(saved.statusCode).toBeGreaterThanOrEqual(400);
      expect(saved.statusCode).toBeLessThan(500);
    }
    const crossSite = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/options',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const noSession = await send({}, 'POST', '/api/admin/account/passkeys/options', {
      password: ownerPassword,
    });
    expect(noSession.statusCode).toBe(401);
  });

  it("are renamed and removed by their owner only, audited; another account's are unknown", async () => {
    const email = 'passkey.editor@novaweb.se';
    await ctx.database.db
      .insert(users)
      .values({ name: 'Pia', email, role: 'Admin', passwordHash: await hashPassword('editor-password-12') });
    const other = await signIn(ctx.app, email, 'editor-password-12');
    const { saved } = await register(other, 'editor-password-12', 'Phone');
    const theirs = saved.json().id as number;
    const [mine] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.name, 'Work laptop'));

    // An Admin cannot touch a main admin's passkey, nor anyone's but their own.
    expect(
      (await send(other, 'PUT', `/api/admin/account/passkeys/${mine!.id}`, { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await send(other, 'DELETE', `/api/admin/account/passkeys/${mine!.id}`)).statusCode).toBe(404);
    expect((await send(owner, 'DELETE', `/api/admin/account/passkeys/${theirs}`)).statusCode).toBe(404);

    const blank = await send(owner, 'PUT', `/api/admin/account/passkeys/${mine!.id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toBe('Give the passkey a name');
    const renamed = await send(owner, 'PUT', `/api/admin/account/passkeys/${mine!.id}`, {
      name: 'Desk key',
    });
    expect(renamed.json().name).toBe('Desk key');
    expect((await lastAudit()).summary).toBe('passkey "Work laptop" renamed "Desk key"');

    expect((await send(owner, 'DELETE', `/api/admin/account/passkeys/${mine!.id}`)).statusCode).toBe(204);
    expect((await lastAudit()).summary).toBe('passkey "Desk key" removed');
    expect((await send(owner, 'DELETE', `/api/admin/account/passkeys/${mine!.id}`)).statusCode).toBe(404);
    expect((await send(owner, 'DELETE', '/api/admin/account/passkeys/abc')).statusCode).toBe(404);
    // A removed passkey signs nobody in.
    expect((await signInWith(passkey)).statusCode).toBe(401);
    const left = await ctx.database.db
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, theirs), eq(passkeys.name, 'Phone')));
    expect(left).toHaveLength(1);
  });

  it('refuse an answer to a challenge older than five minutes', async () => {
    const email = 'passkey.late@novaweb.se';
    await ctx.database.db
      .insert(users)
      .values({ name: 'Lo', email, role: 'Editor', passwordHash: await hashPassword('late-password-123') });
    const late = await signIn(ctx.app, email, 'late-password-123');
    const { passkey: key, saved } = await register(late, 'late-password-123', 'Tablet');
    expect(saved.statusCode).toBe(201);
    const options = (await send({}, 'POST', '/api/auth/passkey/options')).json();
    await ctx.database.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, options.challenge));
    const answer = usePasskey(key, options, { origin: testBaseUrl });
    expect((await send({}, 'POST', '/api/auth/passkey', { response: answer })).statusCode).toBe(401);
    expect((await signInWith(key)).statusCode).toBe(200);
  });
});
