import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { auditLog, leadEvents, leadReplies, leads, outbox, users } from '../../db/schema';
import { contactLead, testAdmins } from '../../test/fixtures';
import { startSmtpSink, type SmtpSink } from '../../test/smtpSink';
import { createTestApp, signIn, submitContactLead } from '../../test/testApp';
import { addDays, stockholmDate } from '../../../shared/stockholm';

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
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(all.items.map((row: { name: string }) => row.name)).toEqual(['Bertil', 'Anna']);
    expect((await call('GET', '/api/admin/leads?q=webbutik')).json().items).toHaveLength(1);
    // Name, e-mail and message, in any case (the search column keeps them in lower case).
    const names = async (q: string) =>
      (await call('GET', `/api/admin/leads?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((row: { name: string }) => row.name);
    expect(await names('ANNA')).toEqual(['Anna']);
    expect(await names('bertil@EXAMPLE')).toEqual(['Bertil']);
    expect(await names('example.se')).toEqual(['Bertil', 'Anna']);
    expect(await names('WEBB')).toEqual(['Bertil']);
    // The first release's name for the search still works.
    expect((await call('GET', '/api/admin/leads?search=webbutik')).json().total).toBe(1);
    expect((await call('GET', '/api/admin/leads?q=%25')).json().total).toBe(0);
    expect((await call('GET', '/api/admin/leads?status=Completed')).json().items[0].name).toBe('Bertil');
    for (const bad of ['status=Nope', 'sort=random', 'page=0', 'pageSize=101', 'owner=someone'])
      expect((await call('GET', `/api/admin/leads?${bad}`)).statusCode, bad).toBe(400);
  });

  it('pages, sorts and filters by owner on the server', async () => {
    const names = ['Cecilia', 'adam', 'Bertil', 'David', 'Erik'];
    await ctx.database.db.insert(leads).values(
      names.map((name, index) =>
        lead({
          name,
          createdAt: new Date(Date.UTC(2026, 10, 1 + index)),
          status: index % 2 ? 'Won' : 'New',
        }),
      ),
    );
    const page = (query: string) =>
      call('GET', `/api/admin/leads?${query}`).then((response) => response.json());
    const first = await page('pageSize=2');
    expect(first.items.map((row: { name: string }) => row.name)).toEqual(['Erik', 'David']);
    expect(first.total).toBe(5);
    expect((await page('pageSize=2&page=3')).items.map((row: { name: string }) => row.name)).toEqual([
      'Cecilia',
    ]);
    expect((await page('sort=oldest&pageSize=1')).items[0].name).toBe('Cecilia');
    expect((await page('sort=name')).items.map((row: { name: string }) => row.name)).toEqual([
      'adam',
      'Bertil',
      'Cecilia',
      'David',
      'Erik',
    ]);
    expect((await page('status=Won')).total).toBe(2);

    const [bertil] = await ctx.database.db.select().from(leads).where(eq(leads.name, 'Bertil'));
    const me = (await ctx.database.db.select().from(users).where(eq(users.email, testAdmins[0]!.email)))[0]!;
    expect((await call('PATCH', `/api/admin/leads/${bertil!.id}`, { ownerId: me.id })).json().owner).toEqual({
      id: me.id,
      name: me.name,
    });
    expect((await page('owner=me')).items.map((row: { name: string }) => row.name)).toEqual(['Bertil']);
    expect((await page(`owner=${me.id}`)).total).toBe(1);
    expect((await page('owner=none')).total).toBe(4);
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

  it('exports every matching lead, more than one batch of them, filtered as the list is', async () => {
    await ctx.database.db
      .insert(leads)
      .values(
        Array.from({ length: 2345 }, (_, index) =>
          lead({ name: `Kund ${index}`, status: index % 5 === 0 ? 'Lost' : 'New' }),
        ),
      );
    const all = await call('GET', '/api/admin/leads/export.csv');
    const lines = all.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2346);
    expect(new Set(lines).size).toBe(2346);
    const lost = await call('GET', '/api/admin/leads/export.csv?status=Lost');
    expect(lost.body.trimEnd().split('\r\n')).toHaveLength(1 + 469);
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

describe('follow-ups', () => {
  it('are set with a day and a note, changed, cleared, and audited each time', async () => {
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    const set = await call('PATCH', `/api/admin/leads/${row.id}`, {
      followUp: { on: '2026-12-08', note: '  Ring om offerten  ' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().followUp).toEqual({ on: '2026-12-08', note: 'Ring om offerten' });
    expect((await call('GET', `/api/admin/leads/${row.id}`)).json().followUp).toEqual({
      on: '2026-12-08',
      note: 'Ring om offerten',
    });
    // The same again changes nothing and is not audited twice.
    await call('PATCH', `/api/admin/leads/${row.id}`, {
      followUp: { on: '2026-12-08', note: 'Ring om offerten' },
    });
    const cleared = await call('PATCH', `/api/admin/leads/${row.id}`, { followUp: null });
    expect(cleared.json().followUp).toBeNull();
    const [stored] = await ctx.database.db.select().from(leads).where(eq(leads.id, row.id!));
    expect([stored!.followUpOn, stored!.followUpNote, stored!.status]).toEqual([null, '', 'New']);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id!));
    expect(audited.map((entry) => entry.summary)).toEqual(['follow-up → 2026-12-08', 'follow-up cleared']);
    // The lead's story shows who planned it for when, and who cleared it (newest first).
    const { timeline } = (await call('GET', `/api/admin/leads/${row.id}`)).json();
    expect(
      timeline
        .filter((entry: { type: string }) => entry.type === 'followUp')
        .map(({ on, note, by }: { on: string | null; note: string; by: string }) => [on, note, by]),
    ).toEqual([
      [null, '', 'Administratör'],
      ['2026-12-08', 'Ring om offerten', 'Administratör'],
    ]);
  });

  it('refuses a day that does not exist and a note too long at their fields, and keeps the lead as it was', async () => {
    const row = lead({ followUpOn: '2026-12-01', followUpNote: 'Skicka skiss' });
    await ctx.database.db.insert(leads).values(row);
    const badDay = await call('PATCH', `/api/admin/leads/${row.id}`, {
      followUp: { on: '2026-02-30', note: '' },
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().fields).toEqual({ 'followUp.on': 'Enter a date that exists (YYYY-MM-DD)' });
    const long = await call('PATCH', `/api/admin/leads/${row.id}`, {
      followUp: { on: '2026-12-09', note: 'x'.repeat(501) },
    });
    expect(long.json().fields).toEqual({ 'followUp.note': 'Use at most 500 characters' });
    const [stored] = await ctx.database.db.select().from(leads).where(eq(leads.id, row.id!));
    expect([stored!.followUpOn, stored!.followUpNote]).toEqual(['2026-12-01', 'Skicka skiss']);
  });

  it('due today or overdue are listed on the dashboard per owner, the caller first, open leads only', async () => {
    const today = stockholmDate();
    const [admin, support] = await Promise.all(
      testAdmins.map(
        async ({ email }) => (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0]!,
      ),
    );
    const due = (name: string, on: string, owner: number | null, status: 'New' | 'Won' = 'New') =>
      lead({ name, followUpOn: on, followUpNote: `Ring ${name}`, ownerId: owner, status });
    await ctx.database.db
      .insert(leads)
      .values([
        due('Sara', addDays(today, -3), support!.id),
        due('Adam', today, admin!.id),
        due('Bo', addDays(today, -1), admin!.id),
        due('Nora', today, null),
        due('Later', addDays(today, 1), admin!.id),
        due('Closed', addDays(today, -2), admin!.id, 'Won'),
        lead({ name: 'None' }),
      ]);
    // Signed in as the second account: its leads come first.
    const second = await signIn(ctx.app, testAdmins[1]!.email, testAdmins[1]!.password!);
    const body = (await call('GET', '/api/admin/dashboard', undefined, second)).json();
    expect(body.followUps.today).toBe(today);
    const names = (list: { name: string }[]) => list.map((entry) => entry.name);
    expect(
      body.followUps.owners.map((group: { owner: { name: string } | null; overdue: []; today: [] }) => [
        group.owner?.name ?? null,
        names(group.overdue),
        names(group.today),
      ]),
    ).toEqual([
      [support!.name, ['Sara'], []],
      [admin!.name, ['Bo'], ['Adam']],
      [null, [], ['Nora']],
    ]);
    expect(body.followUps.owners[1].overdue[0]).toMatchObject({
      status: 'New',
      followUp: { on: addDays(today, -1), note: 'Ring Bo' },
    });
  });
});

describe("a lead's whole story", () => {
  it('shows the lead with its e-mails, status changes, owner, notes and replies, newest first', async () => {
    // A lead as the contact form stores it: with its two e-mails.
    const submitted = await submitContactLead(
      ctx.app,
      contactLead({
        name: 'Bo Berg',
        email: 'bo@bageri.se',
        phone: '',
        website: '',
        message: 'Vi vill sälja tårtor på nätet.',
      }),
    );
    expect(submitted.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(leads).where(eq(leads.email, 'bo@bageri.se'));
    const id = row!.id;
    // Its two e-mails go out (by this pass or by the worker the lead woke, whichever claims them).
    await ctx.app.outbox.runOnce();
    await expect
      .poll(async () =>
        (await ctx.database.db.select().from(outbox).where(eq(outbox.leadId, id))).map((mail) => mail.status),
      )
      .toEqual(['sent', 'sent']);
    const admin = (
      await ctx.database.db.select().from(users).where(eq(users.email, testAdmins[0]!.email))
    )[0]!;

    expect((await call('PATCH', `/api/admin/leads/${id}`, { ownerId: admin.id })).statusCode).toBe(200);
    const note = await call('POST', `/api/admin/leads/${id}/notes`, { body: '  Ring efter lunch.  ' });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toMatchObject({ type: 'note', body: 'Ring efter lunch.', by: admin.name });
    const replied = await call('POST', '/functions/v1/send-reply-email', {
      leadId: id,
      to: 'bo@bageri.se',
      subject: 'Re: tårtor',
      message: 'Hej Bo!\nVi hörs.',
    });
    expect(replied.statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/leads/${id}`, { status: 'Won' })).statusCode).toBe(200);

    const detail = (await call('GET', `/api/admin/leads/${id}`)).json();
    expect(detail).toMatchObject({
      id,
      name: 'Bo Berg',
      status: 'Won',
      owner: { id: admin.id, name: admin.name },
    });
    const types = detail.timeline.map((entry: { type: string }) => entry.type);
    // The reply moved the lead from New to Contacted by itself; staff then marked it Won.
    expect(types).toEqual(['status', 'status', 'reply', 'note', 'owner', 'email', 'email', 'submitted']);
    const [won, contacted, reply, , owner] = detail.timeline;
    expect(won).toMatchObject({ from: 'Contacted', to: 'Won', by: admin.name });
    expect(contacted).toMatchObject({
      from: 'New',
      to: 'Contacted',
      by: 'automatically, when the reply went out',
    });
    expect(reply).toMatchObject({
      by: admin.name,
      subject: 'Re: tårtor',
      message: 'Hej Bo!\nVi hörs.',
      delivery: { status: 'sent', lastError: null },
    });
    expect(owner).toMatchObject({ from: null, to: admin.name });
    const emails = detail.timeline.filter((entry: { type: string }) => entry.type === 'email');
    expect(
      emails.map((entry: { kind: string; status: string }) => [entry.kind, entry.status]).sort(),
    ).toEqual([
      ['agency_notification', 'sent'],
      ['visitor_confirmation', 'sent'],
    ]);
    // The same status again is not a change.
    await call('PATCH', `/api/admin/leads/${id}`, { status: 'Won' });
    expect((await call('GET', `/api/admin/leads/${id}`)).json().timeline).toHaveLength(8);
    expect(await ctx.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toHaveLength(4);
  });

  it('refuses an empty or overlong note, an unknown owner, an empty change, and unknown leads', async () => {
    const row = lead();
    await ctx.database.db.insert(leads).values(row);
    // Each refusal at the note's field, in the words the lead page's form shows.
    const blank = await call('POST', `/api/admin/leads/${row.id}/notes`, { body: '   ' });
    expect([blank.statusCode, blank.json().fields]).toEqual([400, { body: 'Write the note first' }]);
    const long = await call('POST', `/api/admin/leads/${row.id}/notes`, { body: 'x'.repeat(5001) });
    expect([long.statusCode, long.json().fields]).toEqual([400, { body: 'Use at most 5000 characters' }]);
    expect((await call('PATCH', `/api/admin/leads/${row.id}`, { ownerId: 987654 })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/leads/${row.id}`, {})).statusCode).toBe(400);
    expect((await call('GET', `/api/admin/leads/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/leads/not-a-uuid')).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/leads/${randomUUID()}/notes`, { body: 'x' })).statusCode).toBe(
      404,
    );
    expect(await ctx.database.db.select().from(leadEvents)).toHaveLength(0);
  });

  it('lists the staff a lead can be given to', async () => {
    const staffList = (await call('GET', '/api/admin/staff')).json();
    expect(staffList.map((member: { id: number }) => member.id).sort()).toEqual([1, 2]);
    expect(Object.keys(staffList[0]).sort()).toEqual(['id', 'name']);
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
