import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { auditLog, users } from '../../db/schema';
import { testAdmins } from '../../test/fixtures';
import { createTestApp, signIn } from '../../test/testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Session = { cookie: string; origin: string };

let ctx: TestApp;
let admin: Session;
let editorId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  const [editor] = await ctx.database.db
    .insert(users)
    .values({
      name: 'Eva',
      email: 'eva@novaweb.se',
      role: 'Editor',
      passwordHash: await hashPassword('eva-password-1'),
    })
    .returning();
  editorId = editor!.id;
});
afterAll(() => ctx.close());

const send = (session: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...session, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload,
  });
const signedIn = async (session: Session) =>
  (await send(session, 'GET', '/api/auth/session')).statusCode === 200;

describe('changing one’s own password', () => {
  it('needs the current password and a new one of 12 characters that differs from it', async () => {
    const eva = await signIn(ctx.app, 'eva@novaweb.se', 'eva-password-1');
    const change = (body: object) => send(eva, 'POST', '/api/admin/account/password', body);
    const wrong = await change({ currentPassword: 'not-my-password', newPassword: 'a-new-password-22' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'This is not your current password' });
    const short = await change({ currentPassword: 'eva-password-1', newPassword: 'short' });
    expect(short.json().fields).toEqual({ newPassword: 'Use at least 12 characters' });
    const same = await change({ currentPassword: 'eva-password-1', newPassword: 'eva-password-1' });
    expect(same.json().fields).toEqual({ newPassword: 'Choose a password you have not used here' });
    expect((await change({})).statusCode).toBe(400);
    // Nothing changed: the old password still signs in.
    expect(await signedIn(await signIn(ctx.app, 'eva@novaweb.se', 'eva-password-1'))).toBe(true);
  });

  it('changes it, ends every other session of the user and keeps this one, and audits it', async () => {
    const here = await signIn(ctx.app, 'eva@novaweb.se', 'eva-password-1');
    const elsewhere = await signIn(ctx.app, 'eva@novaweb.se', 'eva-password-1');
    const response = await send(here, 'POST', '/api/admin/account/password', {
      currentPassword: 'eva-password-1',
      newPassword: 'eva-new-password-2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().otherSessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    // Someone else's session is not touched.
    expect(await signedIn(admin)).toBe(true);
    await expect(signIn(ctx.app, 'eva@novaweb.se', 'eva-password-1')).rejects.toThrow(/401/);
    expect(await signedIn(await signIn(ctx.app, 'eva@novaweb.se', 'eva-new-password-2'))).toBe(true);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        eq(auditLog.summary, `password changed; ${response.json().otherSessionsEnded} other sessions ended`),
      );
    expect(entry).toMatchObject({ userEmail: 'eva@novaweb.se', entity: 'user', entityId: String(editorId) });
  });

  it('needs a session and the site’s own origin', async () => {
    const body = { currentPassword: 'x'.repeat(12), newPassword: 'y'.repeat(12) };
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/account/password',
      headers: { origin: admin.origin, 'content-type': 'application/json' },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/account/password',
      headers: { ...admin, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('an Admin editing a user', () => {
  it('changes the name and role, and audits what changed', async () => {
    const response = await send(admin, 'PUT', `/api/admin/users/${editorId}`, {
      name: 'Eva Ek',
      role: 'Admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: editorId,
      name: 'Eva Ek',
      role: 'Admin',
      email: 'eva@novaweb.se',
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.summary, 'name → Eva Ek, role → Admin'));
    expect(entry).toMatchObject({ action: 'update', entity: 'user', entityId: String(editorId) });
    await send(admin, 'PUT', `/api/admin/users/${editorId}`, { name: 'Eva Ek', role: 'Editor' });
  });

  it('keeps the main admin accounts Admins and one’s own role one’s own', async () => {
    const [main] = await ctx.database.db.select().from(users).where(eq(users.protected, true));
    const demote = await send(admin, 'PUT', `/api/admin/users/${main!.id}`, {
      name: main!.name,
      role: 'Editor',
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().fields).toEqual({ role: 'The main admin accounts stay Admins' });
    // Another Admin cannot demote themselves either (they would lose this screen).
    const [olle] = await ctx.database.db
      .insert(users)
      .values({
        name: 'Olle',
        email: 'olle@novaweb.se',
        role: 'Admin',
        passwordHash: await hashPassword('olle-password-1'),
      })
      .returning();
    const asOlle = await signIn(ctx.app, 'olle@novaweb.se', 'olle-password-1');
    const own = await send(asOlle, 'PUT', `/api/admin/users/${olle!.id}`, { name: 'Olle', role: 'Editor' });
    expect(own.json().fields).toEqual({ role: 'You cannot change your own role' });
    // Renaming a main account is fine.
    const renamed = await send(admin, 'PUT', `/api/admin/users/${main!.id}`, {
      name: 'Huvudadmin',
      role: 'Admin',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses bad input, unknown users and Editors', async () => {
    expect(
      (await send(admin, 'PUT', `/api/admin/users/${editorId}`, { name: '', role: 'Editor' })).statusCode,
    ).toBe(400);
    expect(
      (await send(admin, 'PUT', `/api/admin/users/${editorId}`, { name: 'Eva', role: 'Owner' })).statusCode,
    ).toBe(400);
    expect(
      (await send(admin, 'PUT', '/api/admin/users/987654', { name: 'X', role: 'Editor' })).statusCode,
    ).toBe(404);
    const eva = await signIn(ctx.app, 'eva@novaweb.se', 'eva-new-password-2');
    expect(
      (await send(eva, 'PUT', `/api/admin/users/${editorId}`, { name: 'Eva', role: 'Admin' })).statusCode,
    ).toBe(403);
  });
});

describe('the admin’s language', () => {
  let lisaId: number;
  beforeAll(async () => {
    const [lisa] = await ctx.database.db
      .insert(users)
      .values({
        name: 'Lisa',
        email: 'lisa@novaweb.se',
        role: 'Editor',
        passwordHash: await hashPassword('lisa-password-1'),
      })
      .returning();
    lisaId = lisa!.id;
  });

  it('is not chosen at first, is chosen per staff member, and the session and sign-in say it', async () => {
    const lisa = await signIn(ctx.app, 'lisa@novaweb.se', 'lisa-password-1');
    const session = async (who: Session) => (await send(who, 'GET', '/api/auth/session')).json().user;
    expect((await session(lisa)).lang).toBeNull();

    const chosen = await send(lisa, 'PUT', '/api/admin/account/language', { lang: 'sv' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ lang: 'sv' });
    expect((await session(lisa)).lang).toBe('sv');
    // Hers only: the Admin's is still unchosen.
    expect((await session(admin)).lang).toBeNull();
    // A new sign-in answers with it, so the admin opens in her language at once.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: lisa.origin, 'content-type': 'application/json' },
      payload: { email: 'lisa@novaweb.se', password: 'lisa-password-1' },
    });
    expect(again.json().user.lang).toBe('sv');

    await send(lisa, 'PUT', '/api/admin/account/language', { lang: 'en' });
    expect((await session(lisa)).lang).toBe('en');
  });

  it('refuses anything but Swedish or English, and anyone signed out', async () => {
    const lisa = await signIn(ctx.app, 'lisa@novaweb.se', 'lisa-password-1');
    for (const body of [{ lang: 'de' }, { lang: null }, {}, { lang: 'sv', role: 'Admin' }]) {
      const refused = await send(lisa, 'PUT', '/api/admin/account/language', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toEqual({
        error: 'validation',
        fields: { lang: 'Choose Swedish (sv) or English (en)' },
      });
    }
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, lisaId));
    expect(row!.role).toBe('Editor');
    const signedOut = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/account/language',
      headers: { origin: lisa.origin, 'content-type': 'application/json' },
      payload: { lang: 'sv' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
