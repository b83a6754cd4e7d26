import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { invitationLifetimeMs, invitationLinkPlaceholder } from '../../auth/invitations';
import { hashPassword } from '../../auth/passwords';
import { auditLog, outbox, users } from '../../db/schema';
import { testAdmins, testBaseUrl } from '../../test/fixtures';
import { startSmtpSink, type SmtpSink } from '../../test/smtpSink';
import { createTestApp, signIn } from '../../test/testApp';
import { invitationLimit } from '../auth';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Session = { cookie: string; origin: string };

let sink: SmtpSink;
let ctx: TestApp;
let admin: Session;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({ env: { SMTP_URL: sink.url } });
  await ctx.app.ready();
  // The test sends the mail itself (runOnce): a request's wake-up must not race it.
  await ctx.app.outbox.stop();
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterAll(async () => {
  await ctx.close();
  await sink.stop();
});
afterEach(() => vi.useRealTimers());

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
    remoteAddress: `10.7.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`,
  });

/** Sends what the outbox holds over SMTP, and answers the newest mail delivered to an address. */
async function deliveredTo(email: string) {
  const before = sink.received.length;
  await ctx.app.outbox.runOnce();
  await sink.waitFor(before + 1);
  const mail = sink.received.filter((received) => received.envelope.to.includes(email)).at(-1)!;
  const token = /#token=([\w-]+)&lang=(sv|en)/.exec(mail.parsed.text ?? '');
  return { mail, token: token?.[1] ?? '', lang: token?.[2] };
}

/** Moves the server's clock (JavaScript's Date; the rules use it, not the database's). */
const later = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });

const invite = (email: string, extra: object = {}, session: Partial<Session> = admin) =>
  send(session, 'POST', '/api/admin/invitations', { email, role: 'Editor', lang: 'sv', ...extra });

const openList = async () =>
  (await send(admin, 'GET', '/api/admin/invitations')).json() as {
    id: number;
    email: string;
    role: string;
    lang: string;
    expired: boolean;
    invitedBy: string | null;
  }[];

describe('an invitation', () => {
  it('is mailed in its language with a link that makes the account once, with the role the Admin chose', async () => {
    const created = await invite('Nora.Ny@Novaweb.se', { name: 'Nora', role: 'Editor', lang: 'sv' });
    expect(created.statusCode).toBe(201);
    const invitation = created.json();
    expect(invitation).toMatchObject({
      email: 'nora.ny@novaweb.se',
      role: 'Editor',
      lang: 'sv',
      expired: false,
    });
    expect((await openList()).map((row) => row.email)).toContain('nora.ny@novaweb.se');

    const { mail, token, lang } = await deliveredTo('nora.ny@novaweb.se');
    expect(mail.parsed.subject).toBe('Du är inbjuden till adminpanelen för Novaweb');
    expect(mail.parsed.text).toContain('Hej Nora!');
    expect(mail.parsed.text).toContain('som redaktör');
    expect(mail.parsed.html).toContain('<html lang="sv"');
    expect(lang).toBe('sv');
    // What staff can read in the Outbox has the placeholder, never the link.
    const [stored] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, 'nora.ny@novaweb.se'), eq(outbox.kind, 'invitation')));
    expect(stored!.textBody).toContain(invitationLinkPlaceholder);
    expect(stored!.textBody).not.toContain(token);

    const view = await send({}, 'POST', '/api/auth/invitation', { token });
    expect(view.json()).toEqual({ email: 'nora.ny@novaweb.se', name: 'Nora', role: 'Editor', lang: 'sv' });

    const short = await send({}, 'POST', '/api/auth/invitation/accept', {
      token,
      name: 'Nora Ny',
      password: 'kort',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: 'Use at least 12 characters' });

    const accepted = await send({}, 'POST', '/api/auth/invitation/accept', {
      token,
      name: 'Nora Ny',
      password: 'noras-own-password-1',
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({ email: 'nora.ny@novaweb.se' });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'nora.ny@novaweb.se'));
    expect(user).toMatchObject({ name: 'Nora Ny', role: 'Editor', lang: 'sv' });
    const session = await signIn(ctx.app, 'nora.ny@novaweb.se', 'noras-own-password-1');
    expect((await send(session, 'GET', '/api/auth/session')).json().user).toMatchObject({
      role: 'Editor',
      lang: 'sv',
    });
    // An Editor's session cannot reach the Users screen's calls.
    expect((await send(session, 'GET', '/api/admin/invitations')).statusCode).toBe(403);

    // Once only, and gone from the open list.
    const again = await send({}, 'POST', '/api/auth/invitation/accept', {
      token,
      name: 'Someone',
      password: 'another-password-1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This invitation has expired, was revoked or was used already. Ask an Admin for a new one.',
    );
    expect((await send({}, 'POST', '/api/auth/invitation', { token })).statusCode).toBe(400);
    expect((await openList()).map((row) => row.email)).not.toContain('nora.ny@novaweb.se');

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user!.id)))
      .orderBy(desc(auditLog.id));
    expect(entries[0]).toMatchObject({
      action: 'create',
      entity: 'user',
      userEmail: 'nora.ny@novaweb.se',
      summary: 'nora.ny@novaweb.se (Editor), by invitation',
    });
    const [sent] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'invitation'), eq(auditLog.entityId, String(invitation.id))));
    expect(sent).toMatchObject({ action: 'create', userEmail: testAdmins[0]!.email });
  });

  it('is written in English when the Admin chooses English, and may make an Admin', async () => {
    await invite('oliver@novaweb.se', { role: 'Admin', lang: 'en' });
    const { mail, token } = await deliveredTo('oliver@novaweb.se');
    expect(mail.parsed.subject).toBe('You are invited to the admin of Novaweb');
    expect(mail.parsed.text).toContain('Hi,');
    expect(mail.parsed.text).toContain('as an Admin');
    await send({}, 'POST', '/api/auth/invitation/accept', {
      token,
      name: 'Oliver',
      password: 'olivers-password-1',
    });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, 'oliver@novaweb.se'));
    expect(user).toMatchObject({ role: 'Admin', lang: 'en' });
  });

  it('runs out after seven days; sent again, it has a new link and the old one stops working', async () => {
    await invite('sen@novaweb.se');
    const first = await deliveredTo('sen@novaweb.se');
    later(invitationLifetimeMs + 60_000);
    // A week on, the Admin signs in again (sessions do not last that long).
    admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
    expect((await send({}, 'POST', '/api/auth/invitation', { token: first.token })).statusCode).toBe(400);
    const refused = await send({}, 'POST', '/api/auth/invitation/accept', {
      token: first.token,
      name: 'Sen',
      password: 'sens-password-12',
    });
    expect(refused.statusCode).toBe(400);
    const listed = (await openList()).find((row) => row.email === 'sen@novaweb.se')!;
    expect(listed.expired).toBe(true);

    expect((await send(admin, 'POST', `/api/admin/invitations/${listed.id}/resend`, {})).statusCode).toBe(
      204,
    );
    const second = await deliveredTo('sen@novaweb.se');
    expect(second.token).not.toBe(first.token);
    expect((await openList()).find((row) => row.id === listed.id)!.expired).toBe(false);
    expect((await send({}, 'POST', '/api/auth/invitation', { token: first.token })).statusCode).toBe(400);
    const accepted = await send({}, 'POST', '/api/auth/invitation/accept', {
      token: second.token,
      name: 'Sen',
      password: 'sens-password-12',
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('stops working when revoked; a revoked one can be neither revoked nor sent again', async () => {
    const { id } = (await invite('angrad@novaweb.se')).json();
    const { token } = await deliveredTo('angrad@novaweb.se');
    expect((await send(admin, 'DELETE', `/api/admin/invitations/${id}`)).statusCode).toBe(204);
    expect((await send({}, 'POST', '/api/auth/invitation', { token })).statusCode).toBe(400);
    const accept = await send({}, 'POST', '/api/auth/invitation/accept', {
      token,
      name: 'Å',
      password: 'a-long-password-1',
    });
    expect(accept.statusCode).toBe(400);
    expect((await send(admin, 'DELETE', `/api/admin/invitations/${id}`)).statusCode).toBe(404);
    expect((await send(admin, 'POST', `/api/admin/invitations/${id}/resend`, {})).statusCode).toBe(404);
    // The address may be invited again.
    expect((await invite('angrad@novaweb.se')).statusCode).toBe(201);
  });

  it('is refused for an address that has an account or an open invitation, whatever its case', async () => {
    const user = await invite(testAdmins[1]!.email.toUpperCase());
    expect(user.statusCode).toBe(409);
    expect(user.json().fields).toEqual({ email: 'A user with this email already exists' });
    expect((await invite('dubbel@novaweb.se')).statusCode).toBe(201);
    const twice = await invite('Dubbel@novaweb.se');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toEqual({
      email: 'This address is invited already: send the invitation again',
    });
  });

  it('is checked: an address, a role and a language', async () => {
    const bad = await send(admin, 'POST', '/api/admin/invitations', { email: 'inte-en-adress', lang: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      email: 'Enter a valid email address',
      lang: 'Choose Swedish (sv) or English (en)',
    });
    const role = await invite('roll@novaweb.se', { role: 'Owner' });
    expect(role.statusCode).toBe(400);
    expect(Object.keys(role.json().fields)).toEqual(['role']);
    expect((await send({}, 'POST', '/api/auth/invitation', { token: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await send({}, 'POST', '/api/auth/invitation', {})).statusCode).toBe(400);
  });

  it('is accepted once when two tries come at once', async () => {
    await invite('samtidig@novaweb.se');
    const { token } = await deliveredTo('samtidig@novaweb.se');
    const tries = await Promise.all(
      ['Första', 'Andra'].map((name) =>
        send({}, 'POST', '/api/auth/invitation/accept', { token, name, password: 'samtidigt-lösenord-1' }),
      ),
    );
    expect(tries.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    const made = await ctx.database.db.select().from(users).where(eq(users.email, 'samtidig@novaweb.se'));
    expect(made).toHaveLength(1);
  });

  it('is not accepted when the address got an account meanwhile; it stays open for an Admin to revoke', async () => {
    const { id } = (await invite('hann@novaweb.se')).json();
    const { token } = await deliveredTo('hann@novaweb.se');
    await ctx.database.db.insert(users).values({
      name: 'Hann Före',
      email: 'hann@novaweb.se',
      role: 'Editor',
      passwordHash: await hashPassword('hanns-password-12'),
    });
    const accept = await send({}, 'POST', '/api/auth/invitation/accept', {
      token,
      name: 'Hann',
      password: 'another-password-1',
    });
    expect(accept.statusCode).toBe(409);
    expect((await openList()).map((row) => row.id)).toContain(id);
  });

  it('is for Admins to send, resend and revoke; no Admin adds a person with a password any more', async () => {
    await ctx.database.db.insert(users).values({
      name: 'Eva Editor',
      email: 'eva.inv@novaweb.se',
      role: 'Editor',
      passwordHash: await hashPassword('eva-password-12'),
    });
    const editor = await signIn(ctx.app, 'eva.inv@novaweb.se', 'eva-password-12');
    const { id } = (await invite('redaktor@novaweb.se')).json();
    expect((await invite('x@novaweb.se', {}, editor)).statusCode).toBe(403);
    expect((await send(editor, 'POST', `/api/admin/invitations/${id}/resend`, {})).statusCode).toBe(403);
    expect((await send(editor, 'DELETE', `/api/admin/invitations/${id}`)).statusCode).toBe(403);
    expect((await send({}, 'GET', '/api/admin/invitations')).statusCode).toBe(401);
    const typed = await send(admin, 'POST', '/api/admin/users', {
      name: 'Typed',
      email: 'typed@novaweb.se',
      password: 'typed-by-admin-1',
    });
    expect(typed.statusCode).toBe(404);
  });

  it('is opened and accepted at most 30 times a quarter of an hour from one address', async () => {
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/invitation',
        headers: { origin: testBaseUrl, 'content-type': 'application/json' },
        payload: { token: 'not-a-token' },
        remoteAddress: '10.6.6.6',
      });
    for (let tries = 0; tries < invitationLimit.max; tries += 1) expect((await ask()).statusCode).toBe(400);
    expect((await ask()).statusCode).toBe(429);
  });
});
