import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErasedCounts, PersonalDataExport } from '../../../shared/privacy';
import { hashPassword } from '../../auth/passwords';
import {
  auditLog,
  leadEvents,
  leadReplies,
  leads,
  outbox,
  outboxAttempts,
  settings,
  users,
} from '../../db/schema';
import { outboxRow } from '../../mail/outbox';
import { applyLeadRetention } from '../../privacy/retention';
import { contactLead, testAdmins, testBaseUrl } from '../../test/fixtures';
import { createTestApp, signIn, submitContactLead } from '../../test/testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Session = { cookie: string; origin: string };

/** A fresh app whose outbox is driven by hand (a lead's own wake-up would race the assertions). */
async function startApp(): Promise<{ ctx: TestApp; admin: Session }> {
  const ctx = await createTestApp({ env: { OUTBOX_POLL_MS: '60000' } });
  await ctx.app.ready();
  await ctx.app.outbox.stop();
  const admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password);
  return { ctx, admin };
}

const send = (
  ctx: TestApp,
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...session, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload as object,
  });

let visitor = 0;
/** A lead as a visitor sends it through the contact form: stored with its confirmation and the agency's notice. */
async function submitLead(ctx: TestApp, name: string, email: string): Promise<string> {
  const id = randomUUID();
  visitor += 1;
  const response = await submitContactLead(
    ctx.app,
    contactLead({
      id,
      name,
      email,
      website: '',
      message: `Hej, det här är ${name}. Vi behöver en ny hemsida.`,
    }),
    `10.9.${visitor}.1`,
  );
  expect(response.statusCode).toBe(200);
  return id;
}

/** What staff do with a lead: a note, a reply (captured at once) and a status change, each audited. */
async function workOn(ctx: TestApp, admin: Session, id: string, email: string, words: string) {
  expect(
    (await send(ctx, admin, 'POST', `/api/admin/leads/${id}/notes`, { body: `Note: ${words}` })).statusCode,
  ).toBe(201);
  const reply = await send(ctx, admin, 'POST', '/functions/v1/send-reply-email', {
    leadId: id,
    to: email,
    name: words,
    subject: `Re: ${words}`,
    message: `Tack, ${words}!`,
  });
  expect(reply.statusCode).toBe(200);
  expect(
    (await send(ctx, admin, 'PATCH', `/api/admin/leads/${id}`, { status: 'In Progress' })).statusCode,
  ).toBe(200);
}

const outboxIdsOf = async (ctx: TestApp, leadId: string) =>
  (await ctx.database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.leadId, leadId))).map(
    (row) => row.id,
  );

/** The audit entries about these leads and mails (an id alone could be another entity's: settings are 1). */
const auditAbout = (ctx: TestApp, ids: string[]) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(inArray(auditLog.entity, ['lead', 'lead-note', 'outbox']), inArray(auditLog.entityId, ids)));

async function currentSettings(ctx: TestApp, admin: Session) {
  const { updatedAt: _at, ...values } = (await send(ctx, admin, 'GET', '/api/admin/settings')).json();
  return values as Record<string, unknown>;
}

describe('lead retention', () => {
  let ctx: TestApp;
  let admin: Session;
  let old: { id: string; mails: number[] };
  let recent: string;
  let borderline: string;
  beforeAll(async () => {
    ({ ctx, admin } = await startApp());
    const oldId = await submitLead(ctx, 'Olle Gammal', 'olle@gammal-exempel.se');
    await workOn(ctx, admin, oldId, 'olle@gammal-exempel.se', 'Olles offert');
    recent = await submitLead(ctx, 'Nina Ny', 'nina@ny-exempel.se');
    await workOn(ctx, admin, recent, 'nina@ny-exempel.se', 'Ninas offert');
    borderline = await submitLead(ctx, 'Bea Fem', 'bea@fem-exempel.se');
    // Every mail tried once, so each has an attempt; one of the old lead's fails and is sent again (audited
    // with its address).
    await ctx.app.outbox.runOnce();
    const mails = await outboxIdsOf(ctx, oldId);
    expect(mails).toHaveLength(3);
    await ctx.database.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, mails[0]!));
    expect((await send(ctx, admin, 'POST', `/api/admin/outbox/${mails[0]}/resend`)).statusCode).toBe(200);
    old = { id: oldId, mails };
    await ctx.database.db.execute(
      sql`update leads set created_at = now() - interval '8 months' where id = ${oldId}`,
    );
    await ctx.database.db.execute(
      sql`update leads set created_at = now() - interval '5 months' where id = ${borderline}`,
    );
  });
  afterAll(() => ctx.close());

  it('keeps every lead while no retention is set', async () => {
    expect((await currentSettings(ctx, admin)).leadRetentionMonths).toBeNull();
    expect(await ctx.app.retention.run()).toEqual({ months: null, leads: 0, mails: 0 });
    const kept = await ctx.database.db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [old.id, recent, borderline]));
    expect(kept).toHaveLength(3);
  });

  it('refuses a retention outside 1 to 120 whole months', async () => {
    const values = await currentSettings(ctx, admin);
    for (const months of [0, 121, 'x', 1.5, -3]) {
      const response = await send(ctx, admin, 'PUT', '/api/admin/settings', {
        ...values,
        leadRetentionMonths: months,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation',
        fields: { leadRetentionMonths: 'Enter a number of months from 1 to 120, or leave it empty' },
      });
    }
    const [row] = await ctx.database.db.select().from(settings);
    expect(row!.leadRetentionMonths).toBeNull();
  });

  it('deletes, once saved, only the leads older than the retention, with their mails, replies and notes; the audit keeps a count', async () => {
    const [oldReply] = await ctx.database.db.select().from(leadReplies).where(eq(leadReplies.leadId, old.id));
    expect(oldReply).toBeDefined();
    const recentMails = await outboxIdsOf(ctx, recent);

    const saved = await send(ctx, admin, 'PUT', '/api/admin/settings', {
      ...(await currentSettings(ctx, admin)),
      leadRetentionMonths: 6,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().leadRetentionMonths).toBe(6);

    const { db } = ctx.database;
    const remaining = await db
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [old.id, recent, borderline]));
    expect(remaining.map((row) => row.id).sort()).toEqual([recent, borderline].sort());
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, old.id))).toEqual([]);
    expect(await db.select().from(leadReplies).where(eq(leadReplies.leadId, old.id))).toEqual([]);
    expect(await db.select().from(outbox).where(inArray(outbox.id, old.mails))).toEqual([]);
    expect(await db.select().from(outboxAttempts).where(inArray(outboxAttempts.outboxId, old.mails))).toEqual(
      [],
    );
    const addressed = await db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.toAddress} = 'olle@gammal-exempel.se' or ${outbox.replyTo} = 'olle@gammal-exempel.se'`,
      );
    expect(addressed).toEqual([]);
    // The newer leads keep everything.
    expect(await outboxIdsOf(ctx, recent)).toEqual(recentMails);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, recent))).toHaveLength(3);

    // One entry says it happened, by the server, with a count only.
    const byServer = await db.select().from(auditLog).where(eq(auditLog.userEmail, 'system'));
    expect(byServer).toEqual([
      expect.objectContaining({
        userId: null,
        action: 'delete',
        entity: 'lead',
        entityId: '',
        summary: 'retention: 1 lead older than 6 months',
      }),
    ]);
    // What was logged about the old lead stays, without what it said: the note, the reply's subject, the
    // address its mail went to.
    const aboutOld = await auditAbout(ctx, [old.id, ...old.mails.map(String)]);
    expect(aboutOld.map((entry) => [entry.action, entry.entity]).sort()).toEqual(
      [
        ['create', 'lead-note'],
        ['reply', 'lead'],
        ['resend', 'outbox'],
        ['update', 'lead'],
      ].sort(),
    );
    expect(aboutOld.every((entry) => entry.summary === '')).toBe(true);
    const everything = await db.select().from(auditLog);
    expect(JSON.stringify(everything)).not.toMatch(/Olle|olle@/i);
    // The newer lead's entries are untouched.
    const aboutRecent = await auditAbout(ctx, [recent]);
    expect(aboutRecent.map((entry) => entry.summary)).toContain('Note: Ninas offert');
  });

  it('deletes nothing more on the next pass, and writes no entry for nothing', async () => {
    const before = await ctx.database.db.select().from(auditLog);
    expect(await ctx.app.retention.run()).toEqual({ months: 6, leads: 0, mails: 0 });
    expect(await ctx.database.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('keeps leads again once the retention is emptied', async () => {
    const saved = await send(ctx, admin, 'PUT', '/api/admin/settings', {
      ...(await currentSettings(ctx, admin)),
      leadRetentionMonths: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().leadRetentionMonths).toBeNull();
    await ctx.database.db.execute(
      sql`update leads set created_at = now() - interval '10 years' where id = ${recent}`,
    );
    expect(await ctx.app.retention.run()).toEqual({ months: null, leads: 0, mails: 0 });
    expect(await ctx.database.db.select().from(leads).where(eq(leads.id, recent))).toHaveLength(1);
  });

  it('leaves the retention as it is when a save does not mention it', async () => {
    const values = await currentSettings(ctx, admin);
    await ctx.database.db.update(settings).set({ leadRetentionMonths: 24 });
    const { leadRetentionMonths: _months, ...rest } = values;
    const saved = await send(ctx, admin, 'PUT', '/api/admin/settings', rest);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().leadRetentionMonths).toBe(24);
  });
});

describe('lead retention passes', () => {
  let ctx: TestApp;
  const oldLead = (name: string) => ({
    id: randomUUID(),
    name,
    email: `${name.toLowerCase()}@gammal-exempel.se`,
    message: 'Hej',
    date: '2020-01-01',
    createdAt: new Date(Date.now() - 3 * 365 * 24 * 3_600_000),
  });
  beforeAll(async () => {
    ctx = await createTestApp({ env: { OUTBOX_POLL_MS: '60000' } });
  });
  afterAll(() => ctx.close());

  it('runs a pass when the server starts', async () => {
    const lead = oldLead('Sigge');
    await ctx.database.db.insert(leads).values(lead);
    await ctx.database.db.update(settings).set({ leadRetentionMonths: 24 });
    await ctx.app.ready();
    await ctx.app.outbox.stop();
    // Stopping waits for the pass under way.
    await ctx.app.retention.stop();
    expect(await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id))).toEqual([]);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.userEmail, 'system'));
    expect(entries.map((entry) => entry.summary)).toEqual(['retention: 1 lead older than 24 months']);
  });

  it('deletes each old lead once when several instances run their passes at the same time', async () => {
    const { db } = ctx.database;
    const old = ['Ada', 'Bert', 'Cilla', 'Dan', 'Ella', 'Frans'].map(oldLead);
    await db.insert(leads).values(old);
    await db.insert(outbox).values(
      old.map((lead) =>
        outboxRow({
          kind: 'lead_reply',
          leadId: lead.id,
          to: lead.email,
          subject: 'Svar',
          text: 'Hej',
          html: 'Hej',
        }),
      ),
    );
    await db.delete(auditLog).where(eq(auditLog.userEmail, 'system'));
    const passes = await Promise.all([
      applyLeadRetention(db),
      applyLeadRetention(db),
      applyLeadRetention(db),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.leads, 0)).toBe(6);
    expect(passes.reduce((sum, pass) => sum + pass.mails, 0)).toBe(6);
    const ids = old.map((lead) => lead.id);
    expect(await db.select().from(leads).where(inArray(leads.id, ids))).toEqual([]);
    expect(
      await db
        .select()
        .from(outbox)
        .where(sql`${outbox.toAddress} like '%@gammal-exempel.se'`),
    ).toEqual([]);
    // One entry per pass that deleted something, and together they count every lead once.
    const entries = await db.select().from(auditLog).where(eq(auditLog.userEmail, 'system'));
    const counted = entries.map((entry) =>
      Number(/^retention: (\d+) leads? older than 24 months$/.exec(entry.summary)![1]),
    );
    expect(counted.reduce((sum, count) => sum + count, 0)).toBe(6);
  });
});

describe('a person’s data by e-mail address', () => {
  let ctx: TestApp;
  let admin: Session;
  let editor: Session;
  let anna: string[];
  let bo: string;
  let annaMails: number[];
  beforeAll(async () => {
    ({ ctx, admin } = await startApp());
    await ctx.database.db.insert(users).values({
      name: 'Eva',
      email: 'eva@novaweb.se',
      role: 'Editor',
      passwordHash: await hashPassword('eva-password-1'),
    });
    editor = await signIn(ctx.app, 'eva@novaweb.se', 'eva-password-1');
    // Anna wrote twice, the second time with capitals in her address.
    const first = await submitLead(ctx, 'Anna Andersson', 'anna@cafe-exempel.se');
    await workOn(ctx, admin, first, 'anna@cafe-exempel.se', 'Annas café');
    const second = await submitLead(ctx, 'Anna A.', 'Anna@Cafe-Exempel.SE');
    anna = [first, second];
    bo = await submitLead(ctx, 'Bo Berg', 'bo@bageri-exempel.se');
    await workOn(ctx, admin, bo, 'bo@bageri-exempel.se', 'Bos bageri');
    await ctx.app.outbox.runOnce();
    // Mail about Anna that no lead holds any more: a reply to her, and an agency notice answering to her.
    const orphans = await ctx.database.db
      .insert(outbox)
      .values([
        outboxRow({
          kind: 'lead_reply',
          to: 'ANNA@cafe-exempel.se',
          subject: 'Uppföljning',
          text: 'Hej Anna',
          html: '<p>Hej Anna</p>',
        }),
        outboxRow({
          kind: 'lead_reply',
          to: 'hej@novaweb.se',
          replyTo: 'anna@cafe-exempel.se',
          subject: 'Anna frågade',
          text: 'Anna frågade om priset',
          html: '<p>Anna frågade om priset</p>',
        }),
      ])
      .returning({ id: outbox.id });
    annaMails = [
      ...(await outboxIdsOf(ctx, first)),
      ...(await outboxIdsOf(ctx, second)),
      ...orphans.map((row) => row.id),
    ];
    expect(annaMails).toHaveLength(3 + 2 + 2);
  });
  afterAll(() => ctx.close());

  it('exports every lead of the address whatever its case, with notes, replies and mails, as a download', async () => {
    const response = await send(
      ctx,
      admin,
      'GET',
      `/api/admin/privacy/export?email=${encodeURIComponent(' ANNA@cafe-EXEMPEL.se ')}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json<PersonalDataExport>();
    expect(data.email).toBe('ANNA@cafe-EXEMPEL.se');
    expect(data.leads.map((lead) => lead.id)).toEqual(anna);
    const [first, second] = data.leads;
    expect(first).toMatchObject({
      name: 'Anna Andersson',
      email: 'anna@cafe-exempel.se',
      status: 'In Progress',
    });
    expect(second).toMatchObject({ name: 'Anna A.', email: 'Anna@Cafe-Exempel.SE', replies: [], events: [] });
    expect(first!.replies).toEqual([
      expect.objectContaining({
        subject: 'Re: Annas café',
        message: 'Tack, Annas café!',
        by: expect.any(String),
      }),
    ]);
    expect(first!.events.map((event) => [event.kind, event.body ?? event.to])).toEqual([
      ['note', 'Note: Annas café'],
      // The reply moved it on by itself, then staff did.
      ['status', 'Contacted'],
      ['status', 'In Progress'],
    ]);
    expect(first!.mails.map((mail) => mail.kind).sort()).toEqual([
      'agency_notification',
      'lead_reply',
      'visitor_confirmation',
    ]);
    const confirmation = first!.mails.find((mail) => mail.kind === 'visitor_confirmation')!;
    // A lead's mail is exported as it was sent, rendered from what the outbox keeps.
    expect(confirmation.text).toContain('Hej Anna!');
    expect(confirmation.status).toBe('captured');
    expect(second!.mails).toHaveLength(2);
    expect(data.mails.map((mail) => mail.subject).sort()).toEqual(['Anna frågade', 'Uppföljning']);
    // Nothing of anybody else.
    expect(JSON.stringify(data)).not.toMatch(/Bo Berg|bageri/);

    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'person'));
    expect(entry).toMatchObject({
      action: 'export',
      userEmail: testAdmins[0]!.email,
      summary: '2 leads, 7 mails',
    });
  });

  it('answers an empty export for an address it does not know, and 400 for one that is no address', async () => {
    const none = await send(ctx, admin, 'GET', '/api/admin/privacy/export?email=nobody@exempel.se');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ email: 'nobody@exempel.se', leads: [], mails: [] });
    for (const query of ['?email=not-an-address', '?email=', '']) {
      const bad = await send(ctx, admin, 'GET', `/api/admin/privacy/export${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'validation', fields: { email: expect.any(String) } });
    }
  });

  it('counts what an erase would delete, without writing to the audit', async () => {
    const before = await ctx.database.db.select().from(auditLog);
    const summary = await send(ctx, admin, 'GET', '/api/admin/privacy/summary?email=ANNA%40cafe-exempel.se');
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({ leads: 2, mails: 7 });
    expect(
      (await send(ctx, admin, 'GET', '/api/admin/privacy/summary?email=nobody@exempel.se')).json(),
    ).toEqual({ leads: 0, mails: 0 });
    expect((await send(ctx, admin, 'GET', '/api/admin/privacy/summary?email=anna')).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('is for Admins only, and erasing only from the site itself', async () => {
    expect(
      (await send(ctx, editor, 'GET', '/api/admin/privacy/summary?email=anna@cafe-exempel.se')).statusCode,
    ).toBe(403);
    expect(
      (await send(ctx, editor, 'GET', '/api/admin/privacy/export?email=anna@cafe-exempel.se')).statusCode,
    ).toBe(403);
    expect(
      (await send(ctx, editor, 'POST', '/api/admin/privacy/erase', { email: 'anna@cafe-exempel.se' }))
        .statusCode,
    ).toBe(403);
    const foreign = await send(
      ctx,
      { ...admin, origin: 'https://evil.example' },
      'POST',
      '/api/admin/privacy/erase',
      {
        email: 'anna@cafe-exempel.se',
      },
    );
    expect(foreign.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/privacy/erase',
      headers: { origin: testBaseUrl, 'content-type': 'application/json' },
      payload: { email: 'anna@cafe-exempel.se' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await ctx.database.db.select().from(leads).where(inArray(leads.id, anna))).toHaveLength(2);
    const bad = await send(ctx, admin, 'POST', '/api/admin/privacy/erase', { email: 'anna' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'validation', fields: { email: 'Enter a valid email address' } });
  });

  it('erases exactly that person: leads, notes, replies and every mail to or about them; the audit keeps counts', async () => {
    const boMails = await outboxIdsOf(ctx, bo);
    const response = await send(ctx, admin, 'POST', '/api/admin/privacy/erase', {
      email: 'Anna@cafe-exempel.se',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ErasedCounts>()).toEqual({ leads: 2, mails: 7 });

    const { db } = ctx.database;
    expect(await db.select().from(leads).where(inArray(leads.id, anna))).toEqual([]);
    expect(await db.select().from(leadEvents).where(inArray(leadEvents.leadId, anna))).toEqual([]);
    expect(await db.select().from(leadReplies).where(inArray(leadReplies.leadId, anna))).toEqual([]);
    expect(await db.select().from(outbox).where(inArray(outbox.id, annaMails))).toEqual([]);
    expect(await db.select().from(outboxAttempts).where(inArray(outboxAttempts.outboxId, annaMails))).toEqual(
      [],
    );
    // Bo keeps everything.
    expect(await db.select().from(leads).where(eq(leads.id, bo))).toHaveLength(1);
    expect(await outboxIdsOf(ctx, bo)).toEqual(boMails);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, bo))).toHaveLength(3);
    expect(await db.select().from(leadReplies).where(eq(leadReplies.leadId, bo))).toHaveLength(1);

    const aboutAnna = await auditAbout(ctx, anna);
    expect(aboutAnna.length).toBeGreaterThanOrEqual(3);
    expect(aboutAnna.every((entry) => entry.summary === '')).toBe(true);
    expect(JSON.stringify(await db.select().from(auditLog))).not.toMatch(/Anna|anna@/i);
    expect((await auditAbout(ctx, [bo])).map((entry) => entry.summary)).toContain('Note: Bos bageri');
    const erased = await db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
    expect(erased).toEqual([
      expect.objectContaining({
        entity: 'person',
        entityId: '',
        userEmail: testAdmins[0]!.email,
        summary: '2 leads, 7 mails',
      }),
    ]);

    const exported = await send(ctx, admin, 'GET', '/api/admin/privacy/export?email=anna@cafe-exempel.se');
    expect(exported.json()).toMatchObject({ leads: [], mails: [] });
  });

  it('finds nothing to erase the second time', async () => {
    const again = await send(ctx, admin, 'POST', '/api/admin/privacy/erase', {
      email: 'anna@cafe-exempel.se',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ leads: 0, mails: 0 });
    expect(
      (await send(ctx, admin, 'GET', '/api/admin/privacy/summary?email=anna@cafe-exempel.se')).json(),
    ).toEqual({ leads: 0, mails: 0 });
  });
});
