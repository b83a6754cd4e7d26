import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage, OutboxMessageDetail, OutboxPage } from '../../../shared/outbox';
import { hashPassword } from '../../auth/passwords';
import { auditLog, outbox, users } from '../../db/schema';
import { outboxRow } from '../../mail/outbox';
import { contactLead, testAdmins } from '../../test/fixtures';
import { startSmtpSink, type SmtpSink } from '../../test/smtpSink';
import { createTestApp, signIn, submitContactLead } from '../../test/testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Session = { cookie: string; origin: string };

const caller = (ctx: TestApp, session: Session) => (method: 'GET' | 'POST', url: string) =>
  ctx.app.inject({ method, url, headers: session });

describe('the Outbox without SMTP: mail is captured', () => {
  let ctx: TestApp;
  let admin: Session;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { OUTBOX_POLL_MS: '60000' } });
    // Passes are made by hand (a lead's own wake-up would race them); the worker starts when the app is ready.
    await ctx.app.ready();
    await ctx.app.outbox.stop();
    admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
    call = caller(ctx, admin);
  });
  afterAll(() => ctx.close());

  it('lists every message newest first as captured, with the mode, and opens one as rendered', async () => {
    expect(
      (await submitContactLead(ctx.app, contactLead({ name: 'Bo Berg', email: 'bo@bageri.se' }))).statusCode,
    ).toBe(200);
    await ctx.app.outbox.runOnce();
    const page = (await call('GET', '/api/admin/outbox')).json<OutboxPage>();
    expect(page.mode).toBe('capture');
    expect(page.pageSize).toBe(25);
    const mine = page.items.filter((item) => item.leadId !== null).slice(0, 2);
    expect(mine.map((item) => [item.kind, item.status, item.attempts])).toEqual(
      expect.arrayContaining([
        ['visitor_confirmation', 'captured', 1],
        ['agency_notification', 'captured', 1],
      ]),
    );
    const confirmation = mine.find((item) => item.kind === 'visitor_confirmation')!;
    expect(confirmation.to).toBe('bo@bageri.se');
    // A lead's mail is kept as its template and rendered for the screen: the subject is the real one.
    expect(confirmation.subject.length).toBeGreaterThan(5);
    expect(confirmation.nextAttemptAt).toBeNull();

    const detail = (await call('GET', `/api/admin/outbox/${confirmation.id}`)).json<OutboxMessageDetail>();
    expect(detail.html).toContain('Hej Bo!');
    expect(detail.text).toContain('Hej Bo!');
    expect(detail.history).toEqual([{ at: expect.any(String), outcome: 'captured', error: null }]);
    // Captured with no SMTP to send it to: nothing to send again.
    expect(detail.canResend).toBe(false);
    const resend = await call('POST', `/api/admin/outbox/${confirmation.id}/resend`);
    expect(resend.statusCode).toBe(409);
  });

  it('filters by status and pages through many messages', async () => {
    // Thirty replies written at once (the contact form's own rate limit keeps a test from sending so many).
    await ctx.database.db.insert(outbox).values(
      Array.from({ length: 30 }, (_, index) =>
        outboxRow({
          kind: 'lead_reply',
          to: `kund${index}@exempel.se`,
          subject: `Svar ${index}`,
          text: 'Hej!',
          html: '<p>Hej!</p>',
        }),
      ),
    );
    while ((await ctx.app.outbox.runOnce()).sent > 0);
    const first = (await call('GET', '/api/admin/outbox?status=captured')).json<OutboxPage>();
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(first.items).toHaveLength(25);
    const second = (await call('GET', '/api/admin/outbox?status=captured&page=2')).json<OutboxPage>();
    expect(second.items.length).toBe(Math.min(25, first.total - 25));
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Newest first.
    const created = first.items.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await call('GET', '/api/admin/outbox?status=failed')).json<OutboxPage>()).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('answers 400 for a bad query and 404 for a message that is not there', async () => {
    expect((await call('GET', '/api/admin/outbox?status=lost')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/outbox?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/outbox/99999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/outbox/x')).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/outbox/99999999/resend')).statusCode).toBe(404);
  });

  it('is for Admins only', async () => {
    await ctx.database.db.insert(users).values({
      name: 'Eva',
      email: 'eva@novaweb.se',
      role: 'Editor',
      passwordHash: await hashPassword('eva-password-1'),
    });
    const editor = await signIn(ctx.app, 'eva@novaweb.se', 'eva-password-1');
    expect((await caller(ctx, editor)('GET', '/api/admin/outbox')).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/outbox' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('tells the admin area that mail is captured, in the session', async () => {
    const session = (await call('GET', '/api/auth/session')).json();
    expect(session.mail).toBe('capture');
  });
});

describe('the Outbox with an SMTP server that refuses', () => {
  let sink: SmtpSink;
  let ctx: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp({ env: { SMTP_URL: sink.url, OUTBOX_POLL_MS: '60000' } });
    // Passes are made by hand here: a lead's own wake-up would otherwise race them (the worker starts when
    // the app is ready, so it is stopped after that).
    await ctx.app.ready();
    await ctx.app.outbox.stop();
    call = caller(ctx, await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!));
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });

  const messagesOf = async (leadId: string) =>
    (await call('GET', '/api/admin/outbox'))
      .json<OutboxPage>()
      .items.filter((item) => item.leadId === leadId);

  it('keeps every message retrying with its error and next try, loses none, and sends them when it accepts', async () => {
    sink.refuse(451, 'Mailbox busy, try later');
    const lead = contactLead();
    expect((await submitContactLead(ctx.app, lead)).statusCode).toBe(200);
    expect(await ctx.app.outbox.runOnce()).toEqual({ sent: 0, failed: 2 });
    const retrying = await messagesOf(lead.id);
    expect(retrying).toHaveLength(2);
    for (const message of retrying) {
      expect(message.status).toBe('retrying');
      expect(message.attempts).toBe(1);
      expect(message.lastError).toMatch(/451|busy/i);
      expect(new Date(message.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now());
    }
    expect(sink.received).toHaveLength(0);

    // A 5xx and a refused connection are retried too.
    sink.refuse(550, 'No such mailbox here');
    await ctx.database.db.execute(sql`update outbox set next_attempt_at = now() where lead_id = ${lead.id}`);
    expect(await ctx.app.outbox.runOnce()).toEqual({ sent: 0, failed: 2 });
    await sink.down();
    await ctx.database.db.execute(sql`update outbox set next_attempt_at = now() where lead_id = ${lead.id}`);
    expect(await ctx.app.outbox.runOnce()).toEqual({ sent: 0, failed: 2 });
    await sink.up();
    sink.accept();

    const [one] = retrying;
    const detail = (await call('GET', `/api/admin/outbox/${one!.id}`)).json<OutboxMessageDetail>();
    expect(detail.history.map((attempt) => attempt.outcome)).toEqual(['failed', 'failed', 'failed']);
    expect(detail.history[0]!.error).toMatch(/451/);
    expect(detail.history[1]!.error).toMatch(/550/);
    expect(detail.history[2]!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(detail.canResend).toBe(false);

    await ctx.database.db.execute(sql`update outbox set next_attempt_at = now() where lead_id = ${lead.id}`);
    expect(await ctx.app.outbox.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(sink.received).toHaveLength(2);
    const sent = await messagesOf(lead.id);
    expect(
      sent.map((message: OutboxMessage) => [message.status, message.attempts, message.lastError]),
    ).toEqual([
      ['sent', 4, null],
      ['sent', 4, null],
    ]);
  });

  it('marks a message failed after two days of refusals, and an Admin sends it again', async () => {
    sink.refuse(550, 'No such mailbox here');
    const lead = contactLead({ email: 'fel@exempel.se' });
    expect((await submitContactLead(ctx.app, lead)).statusCode).toBe(200);
    await ctx.database.db.execute(
      sql`update outbox set created_at = now() - interval '49 hours' where lead_id = ${lead.id}`,
    );
    expect(await ctx.app.outbox.runOnce()).toEqual({ sent: 0, failed: 2 });
    const failed = await messagesOf(lead.id);
    expect(failed.map((message) => message.status)).toEqual(['failed', 'failed']);
    expect((await call('GET', '/api/admin/outbox?status=failed')).json<OutboxPage>().total).toBe(2);

    sink.accept();
    const target = failed[0]!;
    const resent = await call('POST', `/api/admin/outbox/${target.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json<OutboxMessageDetail>()).toMatchObject({ status: 'retrying', canResend: false });
    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(target.id)));
    expect(audited).toMatchObject({ action: 'resend', entity: 'outbox' });
    // Sent again once, by the worker: its two days count from now, so one more try is not its last.
    const before = sink.received.length;
    await ctx.app.outbox.runOnce();
    expect(sink.received.length).toBe(before + 1);
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.id, target.id));
    expect(row!.status).toBe('sent');
    // Sent is sent: not again.
    expect((await call('POST', `/api/admin/outbox/${target.id}/resend`)).statusCode).toBe(409);
  });
});
