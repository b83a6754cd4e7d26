import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, savedReplies } from '../../db/schema';
import { testAdmins } from '../../test/fixtures';
import { createTestApp, signIn, signInTestEditor } from '../../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let staff: { cookie: string; origin: string };

beforeEach(async () => {
  ctx = await createTestApp();
  staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterEach(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = staff) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload as object,
  });

const mockup = {
  name: 'Gratis mockup',
  subject: { sv: 'Din mockup, {firstName}', en: 'Your mockup, {firstName}' },
  body: {
    sv: 'Hej {firstName}!\n\nDu får din mockup inom {mockupTime}.\n\n{staffName}',
    en: 'Hi {firstName},\n\nYou will have your mockup within {mockupTime}.\n\n{staffName}',
  },
};

describe('saved replies', () => {
  it('are made, listed by name, changed and deleted, each audited', async () => {
    expect((await call('GET', '/api/admin/saved-replies')).json()).toEqual([]);
    const made = await call('POST', '/api/admin/saved-replies', mockup);
    expect(made.statusCode).toBe(201);
    const { id } = made.json();
    expect(made.json()).toMatchObject(mockup);
    const other = await call('POST', '/api/admin/saved-replies', {
      ...mockup,
      name: 'Avböj artigt',
      subject: { sv: '', en: '' },
    });
    expect(other.statusCode).toBe(201);
    expect(
      (await call('GET', '/api/admin/saved-replies')).json().map((r: { name: string }) => r.name),
    ).toEqual(['Avböj artigt', 'Gratis mockup']);
    const changed = await call('PUT', `/api/admin/saved-replies/${id}`, {
      ...mockup,
      body: { ...mockup.body, sv: '  Hej {name}!  ' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().body.sv).toBe('Hej {name}!');
    expect((await call('DELETE', `/api/admin/saved-replies/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/saved-replies/${id}`)).statusCode).toBe(404);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'saved-reply'));
    expect(audited.map((entry) => [entry.action, entry.summary])).toEqual([
      ['create', 'Gratis mockup'],
      ['create', 'Avböj artigt'],
      ['update', 'Gratis mockup'],
      ['delete', 'Gratis mockup'],
    ]);
  });

  it('refuse a missing name or text, an unknown placeholder and a text too long, at their fields', async () => {
    const refused = await call('POST', '/api/admin/saved-replies', {
      name: ' ',
      subject: { sv: 'Hej {kund}', en: '' },
      body: { sv: 'x'.repeat(5001), en: '' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      name: 'Give the reply a name',
      'subject.sv': 'Unknown place {kund}: use {name}, {firstName}, {staffName} or {mockupTime}',
      'body.sv': 'Use at most 5000 characters',
      'body.en': 'Write the reply in both languages',
    });
    expect((await call('POST', '/api/admin/saved-replies', { name: 'Only a name' })).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(savedReplies)).toEqual([]);
  });

  it('keep names unique whatever their case, on a new one and on a change', async () => {
    await call('POST', '/api/admin/saved-replies', mockup);
    const twice = await call('POST', '/api/admin/saved-replies', { ...mockup, name: 'GRATIS MOCKUP' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().fields).toEqual({ name: 'A saved reply has this name already' });
    const { id } = (await call('POST', '/api/admin/saved-replies', { ...mockup, name: 'Prisfråga' })).json();
    const renamed = await call('PUT', `/api/admin/saved-replies/${id}`, { ...mockup, name: 'gratis mockup' });
    expect(renamed.statusCode).toBe(409);
    expect((await call('PUT', '/api/admin/saved-replies/999999', mockup)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/saved-replies/not-a-number', mockup)).statusCode).toBe(404);
  });

  it('are for every member of staff, and for nobody else', async () => {
    const editor = await signInTestEditor(ctx);
    expect((await call('POST', '/api/admin/saved-replies', mockup, editor)).statusCode).toBe(201);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/saved-replies' });
    expect(anonymous.statusCode).toBe(401);
  });
});
