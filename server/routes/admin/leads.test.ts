import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { auditLog, leadReplies, leads, outbox, users } from '../../db/schema';
import { testAdmins } from '../../test/fixtures';
import { startSmtpSink, type SmtpSink } from '../../test/smtpSink';
import { createTestApp, signIn } from '../../test/testApp';

let sink: SmtpSink;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let staff: { cookie: string; origin: string };

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

const lead = (overrides: Partial<typeof leads.$inferInsert> = {}): typeof leads.$inferInsert => ({
  id: randomUUID(),
  name: 'Anna Andersson',
  email: 'anna@cafe-exempel.se',
  phone: '070-123 45 67',
  website: 'https://cafe-exempel.se',
  message: 'Vi behöver en ny hemsida.',
  language: 'sv',
  date: '2026-11-20',
  status: 'New',
  ...overrides,
});

beforeEach(async () => {
  sink.received.length = 0;
  ctx = await createTestApp({ env: { SMTP_URL: sink.url, OUTBOX_POLL_MS: '60000' } });
  staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterEach(() => ctx.close());

const call = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: unknown, headers = staff) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload as object,
  });

describe('staff-only lead routes', () => {
  it.each([
    ['GET', '/api/admin/leads'],
    ['GET', '/api/admin/leads/export.csv'],
    ['GET', '/api/admin/dashboard'],
    ['PATCH', `/api/admin/leads/${randomUUID()}`],
    ['DELETE', `/api/admin/leads/${randomUUID()}`],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await ctx.app.inject({ method, url, headers: { origin: staff.origin } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    const response = await call(
      'PATCH',
      `/api/admin/leads/${row.id}`,
      { status: 'Completed' },
      { ...staff, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    const [stored] = await ctx.database.db.select().from(leads).where(eq(leads.id, row.id!));
    expect(stored!.status).toBe('New');
  });

  it('are open to Editors too', async () => {
    await ctx.database.db.insert(users).values({
      name: 'Eva',
      email: 'eva@novaweb.se',
      role: 'Editor',
      passwordHash: await hashPassword('eva-password-1'),
    });
    const editor = await signIn(ctx.app, 'eva@novaweb.se', 'eva-password-1');
    expect((await call('GET', '/api/admin/leads', undefined, editor)).statusCode).toBe(200);
  });
});

describe('leads', () => {
  it('lists newest first, searches and filters by status', async () => {
    await ctx.database.db.insert(leads).values([
      lead({ name: 'Anna', email: 'anna@example.se', createdAt: new Date('2026-01-01') }),
      lead({
        name: 'Bertil',
        email: 'bertil@example.se',
        status: 'Completed',
        message: 'Webbutik',
        createdAt: new Date('2026-02-01'),
      }),
    ]);
    const all = (await call('GET', '/api/admin/leads')).json();
    expect(all.map((row: { name: string }) => row.name)).toEqual(['Bertil', 'Anna']);
    expect((await call('GET', '/api/admin/leads?search=webbutik')).json()).toHaveLength(1);
    expect((await call('GET', '/api/admin/leads?search=%25')).json()).toHaveLength(0);
    expect((await call('GET', '/api/admin/leads?status=Completed')).json()[0].name).toBe('Bertil');
    expect((await call('GET', '/api/admin/leads?status=Nope')).statusCode).toBe(400);
  });

  it('sets any status and records who did it', async () => {
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    const response = await call('PATCH', `/api/admin/leads/${row.id}`, { status: 'In Progress' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('In Progress');
    expect((await call('PATCH', `/api/admin/leads/${row.id}`, { status: 'Done' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/leads/${randomUUID()}`, { status: 'New' })).statusCode).toBe(404);
    const [entry] = await ctx.database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      userEmail: testAdmins[0]!.email,
      action: 'update',
      entity: 'lead',
      entityId: row.id,
    });
  });

  it('deletes a lead', async () => {
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    expect((await call('DELETE', `/api/admin/leads/${row.id}`)).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(leads)).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/leads/${row.id}`)).statusCode).toBe(404);
  });

  it('exports CSV with the specification’s columns, quoted, with formulas made harmless', async () => {
    await ctx.database.db.insert(leads).values(
      lead({
        name: '=HYPERLINK("http://evil.example","klicka")',
        message: 'Hej, "vi" vill ha\nen sida',
        phone: '+46 70 123',
      }),
    );
    const response = await call('GET', '/api/admin/leads/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rest] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('"Name","Email","Phone","Message","Website","Date","Status"');
    const row = rest.join('\r\n');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""klicka"")"`);
    expect(row).toContain('"Hej, ""vi"" vill ha\nen sida"');
    expect(row).toContain(`"'+46 70 123"`);
    expect(row).toContain('"New"');
  });
});

describe('the dashboard', () => {
  it('counts total, New, In Progress with Contacted, and Completed, and shows recent activity', async () => {
    await ctx.database.db
      .insert(leads)
      .values([
        lead({ status: 'New' }),
        lead({ status: 'New' }),
        lead({ status: 'Contacted' }),
        lead({ status: 'In Progress' }),
        lead({ status: 'Completed' }),
      ]);
    const [first] = await ctx.database.db.select().from(leads);
    await call('PATCH', `/api/admin/leads/${first!.id}`, { status: 'Completed' });
    const body = (await call('GET', '/api/admin/dashboard')).json();
    expect(body.counts).toEqual({ total: 5, new: 1, inProgress: 2, completed: 2 });
    expect(body.activity[0]).toMatchObject({ user: testAdmins[0]!.email, action: 'update', entity: 'lead' });
  });
});

describe('send-reply-email', () => {
  const reply = (body: Record<string, unknown>, headers = staff) =>
    call('POST', '/functions/v1/send-reply-email', body, headers);

  it('sends over SMTP, records the reply and moves a New lead to Contacted', async () => {
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    const response = await reply({
      leadId: row.id,
      to: row.email,
      name: row.name,
      subject: 'Re: Your inquiry to Novaweb',
      message: 'Hej Anna!\nTack <b>för</b> ditt meddelande.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, status: 'Contacted', delivery: 'sent' });
    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope.to).toEqual([row.email]);
    expect(mail!.parsed.subject).toBe('Re: Your inquiry to Novaweb');
    expect(mail!.parsed.html).toContain('Tack &lt;b&gt;för&lt;/b&gt; ditt meddelande.');
    const [stored] = await ctx.database.db.select().from(leads).where(eq(leads.id, row.id!));
    expect(stored!.status).toBe('Contacted');
    const history = await ctx.database.db.select().from(leadReplies);
    expect(history).toEqual([
      expect.objectContaining({ leadId: row.id, userId: 1, subject: 'Re: Your inquiry to Novaweb' }),
    ]);
  });

  it('leaves a lead that is already further along at its status', async () => {
    const row = lead({ status: 'In Progress' });
    await ctx.database.db.insert(leads).values(row);
    expect((await reply({ leadId: row.id, to: row.email, subject: 'Re: x', message: 'Hej' })).json()).toEqual(
      {
        ok: true,
        status: 'In Progress',
        delivery: 'sent',
      },
    );
  });

  it('refuses a blank message, another address, and a caller without a session', async () => {
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    const blank = await reply({ leadId: row.id, to: row.email, subject: 'Re: x', message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe('Please enter a message');
    expect(
      (await reply({ leadId: row.id, to: 'someone@else.example', subject: 'Re: x', message: 'Hej' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await reply(
          { leadId: row.id, to: row.email, subject: 'Re: x', message: 'Hej' },
          { cookie: '', origin: staff.origin },
        )
      ).statusCode,
    ).toBe(401);
    expect(sink.received).toHaveLength(0);
  });

  it('keeps a reply the mail server refuses, says so, and sends it once when the server is back', async () => {
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    await sink.down();
    try {
      const response = await reply({ leadId: row.id, to: row.email, subject: 'Re: x', message: 'Hej' });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ ok: true, status: 'New', queued: true });
      expect(response.json().message).toMatch(/saved/i);
      // Recorded in the lead's history and in the outbox, with why it has not gone out.
      expect(await ctx.database.db.select().from(leadReplies)).toHaveLength(1);
      const [queued] = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'lead_reply'));
      expect(queued).toMatchObject({ status: 'queued', attempts: 1, leadId: row.id });
      expect(queued!.lastError).toBeTruthy();
    } finally {
      await sink.up();
    }
    // Not sent, so the lead keeps its status until it is.
    const [before] = await ctx.database.db.select().from(leads).where(eq(leads.id, row.id!));
    expect(before!.status).toBe('New');
    await ctx.database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await ctx.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
    await ctx.database.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await ctx.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
    const [mail] = await sink.waitFor(1);
    expect(mail!.parsed.subject).toBe('Re: x');
    expect(sink.received).toHaveLength(1);
    const [after] = await ctx.database.db.select().from(leads).where(eq(leads.id, row.id!));
    expect(after!.status).toBe('Contacted');
  });

  it('sends nothing when the database refuses to record the reply', async () => {
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    await ctx.database.db.execute(
      sql`alter table lead_replies add constraint refuse_all check (length(message) < 0) not valid`,
    );
    const response = await reply({ leadId: row.id, to: row.email, subject: 'Re: x', message: 'Hej' });
    expect(response.statusCode).toBe(500);
    expect(await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'lead_reply'))).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.received).toHaveLength(0);
  });

  it('captures a reply when SMTP is not configured: it succeeds, the lead moves on, the Outbox has it', async () => {
    await ctx.close();
    ctx = await createTestApp();
    staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    const response = await reply({ leadId: row.id, to: row.email, subject: 'Re: x', message: 'Hej' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, status: 'Contacted', delivery: 'captured' });
    const [captured] = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'lead_reply'));
    expect(captured).toMatchObject({
      status: 'captured',
      toAddress: row.email,
      subject: 'Re: x',
      attempts: 1,
    });
    const listed = (await call('GET', '/api/admin/outbox?status=captured')).json();
    expect(listed.mode).toBe('capture');
    expect(listed.items.map((item: { id: number }) => item.id)).toContain(captured!.id);
    expect(sink.received).toHaveLength(0);
  });
});
