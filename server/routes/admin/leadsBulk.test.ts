import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, leadEvents, leads, users } from '../../db/schema';
import { testAdmins } from '../../test/fixtures';
import { createTestApp, signIn, signInTestEditor } from '../../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: { cookie: string; origin: string };

const lead = (name: string, id = randomUUID()): typeof leads.$inferInsert => ({
  id,
  name,
  email: `${name.toLowerCase()}@exempel.se`,
  message: 'Vi behöver en ny hemsida.',
  language: 'sv',
  date: '2026-11-20',
  status: 'New',
});

beforeEach(async () => {
  ctx = await createTestApp({ env: { OUTBOX_POLL_MS: '60000' } });
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterEach(() => ctx.close());

const bulk = (payload: unknown, as = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/leads/bulk',
    headers: { ...as, 'content-type': 'application/json' },
    payload: payload as object,
  });

const seed = async (...names: string[]) => {
  const rows = names.map((name) => lead(name));
  await ctx.database.db.insert(leads).values(rows);
  return rows.map((row) => row.id!);
};
const stored = () => ctx.database.db.select().from(leads).orderBy(asc(leads.name));

describe('bulk actions on leads', () => {
  it('set one status on every chosen lead, each on its timeline and in the audit log', async () => {
    const [anna, bertil] = await seed('Anna', 'Bertil', 'Cecilia');
    const response = await bulk({ action: 'status', ids: [anna, bertil], status: 'Contacted' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ action: 'status', count: 2 });
    expect((await stored()).map((row) => [row.name, row.status])).toEqual([
      ['Anna', 'Contacted'],
      ['Bertil', 'Contacted'],
      ['Cecilia', 'New'],
    ]);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'lead'));
    expect(audited.map((entry) => entry.entityId).sort()).toEqual([anna, bertil].sort());
    expect(audited.every((entry) => entry.summary === 'status → Contacted')).toBe(true);
    const events = await ctx.database.db.select().from(leadEvents);
    expect(events.map((event) => [event.leadId, event.fromValue, event.toValue]).sort()).toEqual(
      [
        [anna, 'New', 'Contacted'],
        [bertil, 'New', 'Contacted'],
      ].sort(),
    );
  });

  it('give the chosen leads to a staff member, and then to nobody', async () => {
    const ids = await seed('Anna', 'Bertil');
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.email, testAdmins[1]!.email));
    expect((await bulk({ action: 'owner', ids, ownerId: owner!.id })).statusCode).toBe(200);
    expect((await stored()).map((row) => row.ownerId)).toEqual([owner!.id, owner!.id]);
    expect((await bulk({ action: 'owner', ids, ownerId: null })).statusCode).toBe(200);
    expect((await stored()).map((row) => row.ownerId)).toEqual([null, null]);
    const refused = await bulk({ action: 'owner', ids, ownerId: 999_999 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ ownerId: 'No such staff member' });
  });

  it('delete the chosen leads, each audited without the person’s name', async () => {
    const [anna, bertil] = await seed('Anna', 'Bertil', 'Cecilia');
    const response = await bulk({ action: 'delete', ids: [anna, bertil] });
    expect(response.json()).toEqual({ action: 'delete', count: 2 });
    expect((await stored()).map((row) => row.name)).toEqual(['Cecilia']);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'delete'));
    expect(audited.map((entry) => [entry.entityId, entry.summary]).sort()).toEqual(
      [
        [anna, ''],
        [bertil, ''],
      ].sort(),
    );
  });

  it('change nothing when one chosen lead is gone, and name it', async () => {
    const ids = await seed('Anna', 'Bertil');
    const gone = randomUUID();
    const response = await bulk({ action: 'status', ids: [...ids, gone], status: 'Completed' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found', ids: [gone] });
    expect((await stored()).map((row) => row.status)).toEqual(['New', 'New']);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'lead'))).toEqual([]);
  });

  it('are one transaction: when the database refuses the last lead, the first ones are as they were', async () => {
    const first = lead('Anna', '00000000-0000-4000-8000-000000000001');
    const last = lead('Blocked', 'ffffffff-ffff-4fff-bfff-ffffffffffff');
    await ctx.database.db.insert(leads).values([first, last]);
    await ctx.database.db.execute(
      sql`alter table leads add constraint test_refuses check (not (name = 'Blocked' and status = 'Lost'))`,
    );
    const response = await bulk({ action: 'status', ids: [first.id, last.id], status: 'Lost' });
    expect(response.statusCode).toBe(500);
    expect((await stored()).map((row) => row.status)).toEqual(['New', 'New']);
    expect(await ctx.database.db.select().from(leadEvents)).toEqual([]);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'lead'))).toEqual([]);
  });

  it('let Editors change status and owner but not delete several at once', async () => {
    const ids = await seed('Anna', 'Bertil');
    const editor = await signInTestEditor(ctx);
    expect((await bulk({ action: 'status', ids, status: 'Contacted' }, editor)).statusCode).toBe(200);
    const refused = await bulk({ action: 'delete', ids }, editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only Admins can delete several leads at once');
    expect(await stored()).toHaveLength(2);
  });

  it('refuse no choice, a lead twice, too many, an unknown action or status, and callers without a session', async () => {
    const [anna] = await seed('Anna');
    const refusals = [
      [{ action: 'status', ids: [], status: 'New' }, 'ids'],
      [{ action: 'status', ids: [anna, anna], status: 'New' }, 'ids'],
      [{ action: 'status', ids: Array.from({ length: 101 }, () => randomUUID()), status: 'New' }, 'ids'],
      [{ action: 'status', ids: ['not-an-id'], status: 'New' }, 'ids'],
      [{ action: 'status', ids: [anna], status: 'Done' }, 'status'],
      [{ action: 'archive', ids: [anna] }, 'action'],
      [{ action: 'delete', ids: [anna], extra: true }, ''],
    ] as const;
    for (const [payload, field] of refusals) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      if (field) expect(Object.keys(response.json().fields)).toContain(field);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/leads/bulk',
      headers: { origin: admin.origin, 'content-type': 'application/json' },
      payload: { action: 'delete', ids: [anna] },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await bulk(
      { action: 'delete', ids: [anna] },
      { ...admin, origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await stored()).toHaveLength(1);
  });

  it('export only the chosen leads when ids are given', async () => {
    const [anna, , cecilia] = await seed('Anna', 'Bertil', 'Cecilia');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/leads/export.csv?ids=${anna},${cecilia}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(
      rows
        .slice(1)
        .map((row) => row.split(',')[0])
        .sort(),
    ).toEqual(['"Anna"', '"Cecilia"']);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/leads/export.csv?ids=nope',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
  });
});
