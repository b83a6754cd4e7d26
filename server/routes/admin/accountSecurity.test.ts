import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetLinkPlaceholder } from '../../auth/passwordReset';
import { hashPassword } from '../../auth/passwords';
import { throttleKey } from '../../auth/throttle';
import { totpCode } from '../../auth/totp';
import { auditLog, outbox, passwordResets, users } from '../../db/schema';
import { testAdmins, testBaseUrl } from '../../test/fixtures';
import { startSmtpSink } from '../../test/smtpSink';
import { createTestApp, signIn } from '../../test/testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Session = { cookie: string; origin: string };

let ctx: TestApp;
let admin: Session;
const adminEmail = testAdmins[0]!.email;
const adminPassword = testAdmins[0]!.password!;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
  // The test drives the outbox by hand: a request's wake-up must not race it.
  await ctx.app.outbox.stop();
  admin = await signIn(ctx.app, adminEmail, adminPassword);
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

let addressCounter = 0;
const newAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const send = (
  session: Partial<Session>,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  remoteAddress = '10.8.0.1',
) =>
  ctx.app.inject({
    method,
    url,
    headers: { origin: testBaseUrl, ...session, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload,
    remoteAddress,
  });

const cookieOf = (response: { cookies: { name: string; value: string }[] }) => {
  const sid = response.cookies.find((cookie) => cookie.name === 'sid')!;
  return { cookie: `sid=${sid.value}`, origin: testBaseUrl };
};
const signedIn = async (session: Session) =>
  (await send(session, 'GET', '/api/auth/session')).statusCode === 200;

async function addUser(name: string, email: string, password: string, role: 'Admin' | 'Editor' = 'Editor') {
  const [row] = await ctx.database.db
    .insert(users)
    .values({ name, email, role, passwordHash: await hashPassword(password) })
    .returning();
  return row!;
}

/** Moves the server's clock (JavaScript's Date; the database's own clock is not used for these rules). */
function later(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

describe('a forgotten password', () => {
  /** Asks for a link, and waits for the request to be worked off (it is, after the answer). */
  const request = async (email: string, remoteAddress = newAddress()) => {
    const response = await send({}, 'POST', '/api/auth/password-reset', { email }, remoteAddress);
    await ctx.app.resetRequests.settled();
    return response;
  };
  const linkIn = async (to: string) => {
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, to), eq(outbox.kind, 'password_reset')))
      .orderBy(desc(outbox.id))
      .limit(1);
    // The link is kept apart from the bodies until the mail is on its way (never in what the Outbox shows).
    return mail ? /#token=([\w-]+)/.exec(mail.secrets![resetLinkPlaceholder]!)![1]! : null;
  };
  const confirm = (token: string, newPassword: string) =>
    send({}, 'POST', '/api/auth/password-reset/confirm', { token, newPassword }, newAddress());

  it('answers the same for an address with an account and one without, and mails only the account', async () => {
    await addUser('Rut', 'rut@novaweb.se', 'rut-password-01');
    const known = await request('RUT@novaweb.se');
    const unknown = await request('nobody@novaweb.se');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(await linkIn('nobody@novaweb.se')).toBeNull();
    const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, 'rut@novaweb.se'));
    // Swedish, the staff's default, as Rut has not chosen a language.
    expect(mail!.subject).toBe('Välj ett nytt lösenord – Novaweb');
    expect(mail!.secrets![resetLinkPlaceholder]).toMatch(
      // The page it opens speaks the mail's language.
      new RegExp(`^${testBaseUrl}/admin/reset-password#token=[\\w-]{43}&lang=sv$`),
    );
    // What the Outbox shows staff says where the link goes, and is not the link.
    for (const body of [mail!.textBody, mail!.htmlBody]) {
      expect(body).toContain('[reset link]');
      expect(body).not.toContain('#token=');
    }
    const token = (await linkIn('rut@novaweb.se'))!;
    const shown = await send(admin, 'GET', `/api/admin/outbox/${mail!.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('[reset link]');
    expect(shown.body).not.toContain(token);
    // Without SMTP_URL the mail is captured and shown in the Outbox, and the link, never to be sent, is gone.
    await ctx.app.outbox.runOnce();
    const [after] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, mail!.id));
    expect(after!.status).toBe('captured');
    expect(after!.secrets).toBeNull();
    // The database keeps a hash of the token, never the token.
    const stored = await ctx.database.db.select().from(passwordResets);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(JSON.stringify(await ctx.database.db.select().from(outbox))).not.toContain(token);
  });

  it('is written in the language its owner chose for the admin', async () => {
    const sigrid = await addUser('Sigrid', 'sigrid@novaweb.se', 'sigrid-password-01');
    await ctx.database.db.update(users).set({ lang: 'en' }).where(eq(users.id, sigrid.id));
    await request('sigrid@novaweb.se');
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, 'sigrid@novaweb.se'));
    expect(mail!.subject).toBe('Reset your password – Novaweb');
    expect(mail!.textBody).toContain('Hi Sigrid,');
    expect(mail!.htmlBody).toContain('<html lang="en">');
    expect(mail!.htmlBody).not.toContain('Välj ett nytt lösenord');
    expect(mail!.secrets![resetLinkPlaceholder]).toMatch(/#token=[\w-]{43}&lang=en$/);
  });

  it('delivers the link itself over SMTP, and forgets it once sent', async () => {
    const sink = await startSmtpSink();
    const delivering = await createTestApp({ env: { SMTP_URL: sink.url } });
    try {
      await delivering.app.ready();
      await delivering.app.outbox.stop();
      const response = await delivering.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { origin: testBaseUrl, 'content-type': 'application/json' },
        payload: { email: adminEmail },
        remoteAddress: newAddress(),
      });
      expect(response.statusCode).toBe(202);
      await delivering.app.resetRequests.settled();
      await delivering.app.outbox.runOnce();
      const [mail] = await sink.waitFor(1);
      const link = new RegExp(`${testBaseUrl}/admin/reset-password#token=[\\w-]{43}`);
      expect(mail!.parsed.text).toMatch(link);
      // In HTML the & before the link's language is written &amp;.
      expect(mail!.parsed.html).toMatch(new RegExp(`href="${link.source}&amp;lang=sv"`));
      expect(mail!.parsed.text).not.toContain('[reset link]');
      const [row] = await delivering.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.kind, 'password_reset'));
      expect(row!.status).toBe('sent');
      expect(row!.secrets).toBeNull();
      expect(row!.textBody).not.toMatch(link);
    } finally {
      await delivering.close();
      await sink.stop();
    }
  });

  it('sets a new password once, ends every session of the account, and audits it', async () => {
    const user = await addUser('Sven', 'sven@novaweb.se', 'sven-password-1');
    const before = await signIn(ctx.app, 'sven@novaweb.se', 'sven-password-1');
    await request('sven@novaweb.se');
    const token = (await linkIn('sven@novaweb.se'))!;
    expect((await confirm(token, 'short')).json().fields).toEqual({
      newPassword: 'Use at least 12 characters',
    });
    const done = await confirm(token, 'sven-new-password');
    expect(done.statusCode).toBe(200);
    expect(await signedIn(before)).toBe(false);
    await expect(signIn(ctx.app, 'sven@novaweb.se', 'sven-password-1')).rejects.toThrow(/401/);
    expect(await signedIn(await signIn(ctx.app, 'sven@novaweb.se', 'sven-new-password'))).toBe(true);
    const again = await confirm(token, 'sven-other-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_token' });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(user.id))));
    expect(entry).toMatchObject({
      userEmail: 'sven@novaweb.se',
      summary: 'password reset by e-mail link; 1 sessions ended',
    });
  });

  it('does not work after an hour, nor with a made-up token', async () => {
    await addUser('Tora', 'tora@novaweb.se', 'tora-password-1');
    await request('tora@novaweb.se');
    const token = (await linkIn('tora@novaweb.se'))!;
    later(61 * 60_000);
    expect((await confirm(token, 'tora-new-password')).statusCode).toBe(400);
    vi.useRealTimers();
    expect((await confirm('made-up-token', 'tora-new-password')).statusCode).toBe(400);
    expect(await signedIn(await signIn(ctx.app, 'tora@novaweb.se', 'tora-password-1'))).toBe(true);
  });

  it('is rate limited per address and per account, with the same answer below the limit', async () => {
    await addUser('Ulla', 'ulla@novaweb.se', 'ulla-password-1');
    const from = newAddress();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await request('ulla@novaweb.se', from)).statusCode);
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    // Five were accepted, but the account got three links in the hour.
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.toAddress, 'ulla@novaweb.se'));
    expect(mails).toHaveLength(3);
  });

  it('refuses a bad address and another origin', async () => {
    expect((await request('not an address')).statusCode).toBe(400);
    const foreign = await send(
      { origin: 'https://evil.example' },
      'POST',
      '/api/auth/password-reset',
      { email: 'rut@novaweb.se' },
      newAddress(),
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('two-factor sign-in', () => {
  const login = (email: string, password: string) =>
    send({}, 'POST', '/api/auth/login', { email, password }, newAddress());
  const secondFactor = (pending: Session, body: object) =>
    send(pending, 'POST', '/api/auth/second-factor', body);

  async function turnOn(session: Session) {
    const setup = await send(session, 'POST', '/api/admin/account/two-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Novaweb:.+secret=/);
    expect(qrSvg).toMatch(/^<svg/);
    const wrong = await send(session, 'POST', '/api/admin/account/two-factor/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const enabled = await send(session, 'POST', '/api/admin/account/two-factor/enable', {
      code: totpCode(secret),
    });
    expect(enabled.statusCode).toBe(200);
    return { secret: secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
  }

  it('once on, asks for a code after the password; a code works once, a recovery code once', async () => {
    await addUser('Vera', 'vera@novaweb.se', 'vera-password-1');
    const vera = await signIn(ctx.app, 'vera@novaweb.se', 'vera-password-1');
    const { secret, recoveryCodes } = await turnOn(vera);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await send(vera, 'GET', '/api/admin/account')).json().twoFactor).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });

    // The password alone: a pending sign-in, good for nothing but the code.
    const first = await login('vera@novaweb.se', 'vera-password-1');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactor: 'totp' });
    const pending = cookieOf(first);
    expect(await signedIn(pending)).toBe(false);
    expect((await send(pending, 'GET', '/api/admin/leads')).statusCode).toBe(401);

    // The code the setup used is spent; the next step's code signs in.
    later(30_000);
    const code = totpCode(secret);
    const done = await secondFactor(pending, { code });
    expect(done.statusCode).toBe(200);
    expect(done.json().user.email).toBe('vera@novaweb.se');
    const full = cookieOf(done);
    expect(full.cookie).not.toBe(pending.cookie);
    expect(await signedIn(full)).toBe(true);
    // The pending cookie is spent too.
    expect((await secondFactor(pending, { code })).statusCode).toBe(401);

    // The same code again, on another sign-in: refused.
    const replay = cookieOf(await login('vera@novaweb.se', 'vera-password-1'));
    const replayed = await secondFactor(replay, { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().fields).toEqual({ code: 'That code is not right' });

    // A recovery code, typed loosely, works once.
    const recovered = await secondFactor(replay, {
      recoveryCode: recoveryCodes[0]!.toUpperCase().replace(/-/g, ' '),
    });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.json().recoveryCodesLeft).toBe(9);
    const reuse = cookieOf(await login('vera@novaweb.se', 'vera-password-1'));
    expect((await secondFactor(reuse, { recoveryCode: recoveryCodes[0]! })).statusCode).toBe(400);
  });

  it('ends a pending sign-in after three wrong codes', async () => {
    await addUser('Wilma', 'wilma@novaweb.se', 'wilma-password-1');
    await turnOn(await signIn(ctx.app, 'wilma@novaweb.se', 'wilma-password-1'));
    const pending = cookieOf(await login('wilma@novaweb.se', 'wilma-password-1'));
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await secondFactor(pending, { code: '123456' })).statusCode);
    expect(codes).toEqual([400, 400, 401]);
    expect((await secondFactor(pending, { recoveryCode: 'aaaa-bbbb-cccc-dddd' })).statusCode).toBe(401);
    expect((await secondFactor(pending, { code: 'abc' })).statusCode).toBe(401);
  });

  it('turns off with the password (and not while required), and new recovery codes replace the old', async () => {
    await addUser('Xena', 'xena@novaweb.se', 'xena-password-1');
    const xena = await signIn(ctx.app, 'xena@novaweb.se', 'xena-password-1');
    const { recoveryCodes } = await turnOn(xena);
    const wrong = await send(xena, 'POST', '/api/admin/account/two-factor/recovery-codes', {
      password: 'nope',
    });
    expect(wrong.json().fields).toEqual({ password: 'This is not your current password' });
    const renewed = await send(xena, 'POST', '/api/admin/account/two-factor/recovery-codes', {
      password: 'xena-password-1',
    });
    expect(renewed.json().recoveryCodes).toHaveLength(10);
    const pending = cookieOf(await login('xena@novaweb.se', 'xena-password-1'));
    expect((await secondFactor(pending, { recoveryCode: recoveryCodes[1]! })).statusCode).toBe(400);
    expect((await secondFactor(pending, { recoveryCode: renewed.json().recoveryCodes[1] })).statusCode).toBe(
      200,
    );

    const off = await send(xena, 'POST', '/api/admin/account/two-factor/disable', {
      password: 'xena-password-1',
    });
    expect(off.statusCode).toBe(200);
    expect((await login('xena@novaweb.se', 'xena-password-1')).json().user.email).toBe('xena@novaweb.se');
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userEmail, 'xena@novaweb.se'));
    expect(audited.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'two-factor sign-in turned on',
        'new recovery codes',
        'two-factor sign-in turned off',
      ]),
    );
  });

  it('counts wrong codes per account over sign-ins and addresses, blocks the account, and mails its owner', async () => {
    await addUser('Wanda', 'wanda@novaweb.se', 'wanda-password-1');
    const wanda = await signIn(ctx.app, 'wanda@novaweb.se', 'wanda-password-1');
    const { secret } = await turnOn(wanda);
    later(30_000);
    const wrong = (pending: Session) => secondFactor(pending, { code: '000000' });
    // Two pending sign-ins from two addresses (a correct password each time): the count is the account's.
    const first = cookieOf(await login('wanda@novaweb.se', 'wanda-password-1'));
    expect((await wrong(first)).statusCode).toBe(400);
    expect((await wrong(first)).statusCode).toBe(400);
    const second = cookieOf(await login('wanda@novaweb.se', 'wanda-password-1'));
    expect((await wrong(second)).statusCode).toBe(400);
    expect((await wrong(second)).statusCode).toBe(400);
    const third = cookieOf(await login('wanda@novaweb.se', 'wanda-password-1'));
    const blocked = await wrong(third);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('too_many_codes');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // While blocked, even the right code is not checked.
    const fourth = cookieOf(await login('wanda@novaweb.se', 'wanda-password-1'));
    expect((await secondFactor(fourth, { code: totpCode(secret) })).statusCode).toBe(429);
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, 'wanda@novaweb.se'), eq(outbox.kind, 'second_factor_blocked')));
    expect(mails).toHaveLength(1);
    // In Swedish, the default: Wanda has not chosen a language.
    expect(mails[0]!.textBody).toContain('skrev sedan fem felaktiga koder för tvåstegsinloggning');

    // After the block (ended here in the database, whose clock the throttle reads), one more wrong code
    // blocks again, for twice as long, and mails no one again.
    const endBlock = () =>
      ctx.database.db.execute(
        sql`update login_throttle set blocked_until = now() - interval '1 second'
            where key = ${throttleKey('secondFactor', 'wanda@novaweb.se')}`,
      );
    await endBlock();
    const fifth = cookieOf(await login('wanda@novaweb.se', 'wanda-password-1'));
    const again = await wrong(fifth);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(60);
    await endBlock();
    const sixth = cookieOf(await login('wanda@novaweb.se', 'wanda-password-1'));
    const right = await secondFactor(sixth, { code: totpCode(secret) });
    expect(right.statusCode).toBe(200);
    expect(
      await ctx.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, 'wanda@novaweb.se'), eq(outbox.kind, 'second_factor_blocked'))),
    ).toHaveLength(1);
  });

  it('can be required of all staff by an Admin who uses it; the rest set it up before anything else', async () => {
    const editor = await addUser('Yngve', 'yngve@novaweb.se', 'yngve-password-1');
    const yngve = await signIn(ctx.app, 'yngve@novaweb.se', 'yngve-password-1');
    // An Admin without it cannot require it; an Editor cannot at all.
    const early = await send(admin, 'PUT', '/api/admin/security', { requireTwoFactor: true });
    expect(early.statusCode).toBe(409);
    expect((await send(yngve, 'PUT', '/api/admin/security', { requireTwoFactor: true })).statusCode).toBe(
      403,
    );
    expect((await send(admin, 'PUT', '/api/admin/security', { requireTwoFactor: 'yes' })).statusCode).toBe(
      400,
    );

    // The clock stands still from here until `later`: the code used to turn it on must still be the current one
    // when it is refused as used (a 30 s step turning over in between made it a fresh code: seen once).
    later(0);
    const { secret } = await turnOn(admin);
    const required = await send(admin, 'PUT', '/api/admin/security', { requireTwoFactor: true });
    expect(required.statusCode).toBe(200);
    expect(required.json().requireTwoFactor).toBe(true);

    // Yngve is still signed in, but may only set it up.
    expect((await send(yngve, 'GET', '/api/auth/session')).json().twoFactorSetupRequired).toBe(true);
    const blocked = await send(yngve, 'GET', '/api/admin/leads');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('two_factor_setup_required');
    expect((await send(yngve, 'GET', '/api/admin/account')).json().twoFactor.required).toBe(true);
    await turnOn(yngve);
    expect((await send(yngve, 'GET', '/api/admin/leads')).statusCode).toBe(200);
    // While required, it stays on.
    const off = await send(yngve, 'POST', '/api/admin/account/two-factor/disable', {
      password: 'yngve-password-1',
    });
    expect(off.statusCode).toBe(409);

    // Lost phone and codes: an Admin turns it off for them, which signs them out everywhere and mails them. The
    // Admin proves it is them now: their password and a code of their own (not one already used).
    const turnOff = (session: Session, proof?: object) =>
      send(session, 'DELETE', `/api/admin/users/${editor.id}/two-factor`, proof);
    expect((await turnOff(yngve, { password: 'yngve-password-1', code: '123456' })).statusCode).toBe(403);
    expect((await turnOff(admin)).json().fields).toEqual({
      password: 'Please fill in all required fields',
      code: 'Enter the six digits your app shows',
    });
    expect((await turnOff(admin, { password: 'not-it', code: totpCode(secret) })).json().fields).toEqual({
      password: 'This is not your current password',
    });
    expect((await turnOff(admin, { password: adminPassword, code: totpCode(secret) })).json().fields).toEqual(
      {
        code: 'That code is not right',
      },
    );
    expect(await signedIn(yngve)).toBe(true);
    later(30_000);
    expect((await turnOff(admin, { password: adminPassword, code: totpCode(secret) })).statusCode).toBe(204);
    expect(await signedIn(yngve)).toBe(false);
    const [notice] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, 'yngve@novaweb.se'), eq(outbox.kind, 'two_factor_removed')));
    expect(notice!.subject).toBe('Tvåstegsinloggning avslagen – Novaweb');
    expect(notice!.textBody).toContain(`Administratör (${adminEmail}) slog av tvåstegsinloggningen`);
    const listed = (await send(admin, 'GET', '/api/admin/users')).json() as Record<string, unknown>[];
    const row = listed.find((user) => user.id === editor.id)!;
    expect(row.twoFactor).toBe(false);
    expect(listed.every((user) => !('totpSecret' in user) && !('passwordHash' in user))).toBe(true);

    later(30_000);
    const adminPending = cookieOf(await login(adminEmail, adminPassword));
    const adminAgain = await secondFactor(adminPending, { code: totpCode(secret) });
    expect(adminAgain.statusCode).toBe(200);
    admin = cookieOf(adminAgain);
    expect((await send(admin, 'PUT', '/api/admin/security', { requireTwoFactor: false })).statusCode).toBe(
      200,
    );
  });
});

describe('sessions', () => {
  it('lists one’s own sessions, marks this one, and ends another or all others', async () => {
    await addUser('Åsa', 'asa@novaweb.se', 'asa-password-01');
    const here = await signIn(ctx.app, 'asa@novaweb.se', 'asa-password-01');
    const phone = cookieOf(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: {
          origin: testBaseUrl,
          'content-type': 'application/json',
          'user-agent': 'Phone Browser 1.0',
        },
        payload: { email: 'asa@novaweb.se', password: 'asa-password-01' },
      }),
    );
    const third = await signIn(ctx.app, 'asa@novaweb.se', 'asa-password-01');
    const list = (await send(here, 'GET', '/api/admin/account/sessions')).json() as {
      id: number;
      current: boolean;
      userAgent: string;
    }[];
    expect(list).toHaveLength(3);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = list.find((session) => session.userAgent === 'Phone Browser 1.0')!;
    const current = list.find((session) => session.current)!;

    expect((await send(here, 'DELETE', `/api/admin/account/sessions/${current.id}`)).statusCode).toBe(400);
    // Someone else's session is not found from here.
    const adminSessions = (await send(admin, 'GET', '/api/admin/account/sessions')).json() as {
      id: number;
    }[];
    expect(
      (await send(here, 'DELETE', `/api/admin/account/sessions/${adminSessions[0]!.id}`)).statusCode,
    ).toBe(404);
    expect((await send(here, 'DELETE', '/api/admin/account/sessions/abc')).statusCode).toBe(404);

    expect((await send(here, 'DELETE', `/api/admin/account/sessions/${phoneSession.id}`)).statusCode).toBe(
      204,
    );
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(third)).toBe(true);
    const rest = await send(here, 'POST', '/api/admin/account/sessions/end-others');
    expect(rest.json()).toEqual({ ended: 1 });
    expect(await signedIn(third)).toBe(false);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(admin)).toBe(true);
  });
});
