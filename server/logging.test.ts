import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, outbox } from './db/schema';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testAdmins } from './test/fixtures';
import { createTestApp, invitationToken, signIn } from './test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let lines: string[];
let staff: { cookie: string; origin: string };

beforeEach(async () => {
  lines = [];
  ctx = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line) => void lines.push(line) },
  });
  staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterEach(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = staff) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const log = () => lines.join('');

describe('the server log', () => {
  it('records a failed insert by what failed, never the values it carried', async () => {
    // The database refuses every new user: PostgreSQL's detail would quote the whole row, hash included.
    await ctx.database.db.execute(
      sql`alter table users add constraint refuse_new_users check (length(name) < 0) not valid`,
    );
    const password = 'a-secret-password-42';
    // Nils accepts an invitation: the account's row (hash and all) is what the database refuses.
    const invited = await post('/api/admin/invitations', { email: 'nils.nilsson@example.se', lang: 'sv' });
    expect(invited.statusCode).toBe(201);
    const response = await post('/api/auth/invitation/accept', {
      token: await invitationToken(ctx, 'nils.nilsson@example.se'),
      name: 'Nils Nilsson',
      password,
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'internal', message: 'Internal server error' });

    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(failure.err).toMatchObject({ code: '23514', constraint: 'refuse_new_users' });
    expect(failure.err.query).toMatch(/^insert into "users"/);
    const text = log();
    expect(text).not.toContain('nils.nilsson@example.se');
    expect(text).not.toContain('Nils Nilsson');
    expect(text).not.toContain(password);
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(staff.cookie.slice(4));
  });

  it('records a lead that could not be stored without its e-mail address or message', async () => {
    await ctx.database.db.execute(
      sql`alter table leads add constraint refuse_leads check (length(email) < 0) not valid`,
    );
    const response = await post(
      '/functions/v1/handle-contact-form',
      {
        id: randomUUID(),
        name: 'Greta',
        email: 'greta@cafe.example',
        message: 'Ring mig på 070-111',
        language: 'sv',
      },
      {},
    );
    expect(response.statusCode).toBe(500);
    expect(log()).toMatch(/contact function failed/);
    expect(log()).not.toMatch(/greta@cafe\.example|Ring mig|Greta/);
  });

  it('records requests by path and the names of their parameters, not the values or credentials', async () => {
    await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/leads?search=anna.andersson%40example.se&status=New',
      headers: staff,
    });
    await post(
      '/api/auth/login',
      { email: 'someone@example.se', password: 'guessed-password' },
      {
        origin: staff.origin,
      },
    );
    const requests = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req);
    expect(requests).toContainEqual(
      expect.objectContaining({
        req: { method: 'GET', path: '/api/admin/leads', query: ['search', 'status'] },
      }),
    );
    const text = log();
    expect(text).not.toMatch(/anna\.andersson|someone@example\.se|guessed-password/);
    expect(text).not.toContain(staff.cookie.slice(4));
  });
});

describe('request ids', () => {
  it('carry the proxy’s X-Request-Id into every line a request logs, or a fresh id when it is unusable', async () => {
    const lead = {
      id: randomUUID(),
      name: 'Rut Rask',
      email: 'rut@example.se',
      message: 'Hej! Vi behöver en ny webbplats.',
      language: 'sv',
    };
    await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/handle-contact-form',
      headers: { 'content-type': 'application/json', 'x-request-id': 'edge-7f3a9c01' },
      payload: JSON.stringify(lead),
    });
    const ofRequest = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.reqId === 'edge-7f3a9c01');
    expect(ofRequest.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'lead stored', 'request completed']),
    );

    // The lead's e-mails carry the same id, so its path is followed from the log into the outbox.
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.leadId, lead.id));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.requestId).toBe('edge-7f3a9c01');

    // A staff member's change: its audit entry carries the request's id.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/leads/${lead.id}`,
      headers: { ...staff, 'content-type': 'application/json', 'x-request-id': 'edge-admin-42' },
      payload: JSON.stringify({ status: 'Won' }),
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, lead.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'update', summary: 'status → Won', requestId: 'edge-admin-42' });

    lines.length = 0;
    await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'two words\nforged line' },
    });
    await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/leads',
      headers: { 'x-request-id': 'x'.repeat(129) },
    });
    const ids = lines.map((line) => JSON.parse(line).reqId as string);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
