import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { markdownToDocument } from '../../shared/postMarkdown';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint, WebhookList } from '../../shared/webhooks';
import { auditLog, leads, outbox, posts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { contactLead, testAdmins } from '../test/fixtures';
import {
  createTestApp,
  jsonCaller,
  signIn,
  signInTestEditor,
  submitContactLead,
  type StaffSession,
} from '../test/testApp';
import { judgeAddress, refuseEndpointUrl } from './address';
import { queueWebhookEvent } from './events';
import { webhookGiveUpMs, WebhookWorker } from './worker';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A receiver on this machine: what it got, and what it answers next. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let answer: { status: number; headers?: Record<string, string> } = { status: 200 };

let ctx: TestApp;
let admin: StaffSession;
let editor: StaffSession;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(answer.status, answer.headers).end('thanks');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // The app's own worker polls rarely: a test that wants a pass wakes it (a lead does) or runs one of its own.
  ctx = await createTestApp({ env: { WEBHOOKS_ALLOW_LOOPBACK: 'true', OUTBOX_POLL_MS: '600000' } });
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password);
  editor = await signInTestEditor(ctx);
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(async () => {
  await ctx.database.db.delete(webhookEndpoints);
  received.length = 0;
  answer = { status: 200 };
});

const call: ReturnType<typeof jsonCaller> = (...args) => jsonCaller(ctx.app, () => admin)(...args);

const addEndpoint = async (input: Record<string, unknown> = {}) => {
  const response = await call('POST', '/api/admin/webhooks', {
    url: receiverUrl,
    events: ['lead.created'],
    description: 'CRM',
    ...input,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WebhookEndpoint>();
};

const until = async (done: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

/** Standard Webhooks' signature checked from its specification with node:crypto alone, not the library that signs. */
function verifiedIndependently(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`;
  const expected = createHmac('sha256', key).update(signed).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      const given = Buffer.from(signature ?? '', 'base64');
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

/**
 * Now, and a millisecond on: the database stamps a queued delivery in microseconds, which a clock read right after
 * in milliseconds could put just before it.
 */
const justAfter = () => new Date(Date.now() + 1);

/** A worker of its own on the app's database, with a clock the test moves. */
function workerAt(clock: { now: Date }, allowLoopback = true) {
  return new WebhookWorker({
    db: ctx.database.db,
    log: ctx.app.log,
    pollMs: 600_000,
    baseUrl: 'https://www.novaweb.se',
    allowLoopback,
    now: () => clock.now,
  });
}

const deliveriesOf = async (endpoint: WebhookEndpoint) =>
  (await call('GET', `/api/admin/webhooks/${endpoint.id}/deliveries`)).json<{
    deliveries: WebhookDelivery[];
  }>().deliveries;

describe('Admin → Webhooks', () => {
  it('is for Admins only', async () => {
    expect((await call('GET', '/api/admin/webhooks', undefined, editor)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/webhooks', { url: receiverUrl }, editor)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/webhooks' })).statusCode).toBe(401);
  });

  it('adds an endpoint with a secret of its own, lists it and audits it; refuses bad ones at the field', async () => {
    const endpoint = await addEndpoint({ events: ['post.published', 'lead.created'] });
    expect(endpoint).toMatchObject({
      url: receiverUrl,
      // In the order of the list of events, whatever order they were sent in.
      events: ['lead.created', 'post.published'],
      description: 'CRM',
      enabled: true,
      disabledReason: null,
      queued: 0,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect((await call('GET', '/api/admin/webhooks')).json<WebhookList>().endpoints).toEqual([endpoint]);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'webhook'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'create',
      entityId: String(endpoint.id),
      userEmail: testAdmins[0]!.email,
    });

    const refused = async (input: Record<string, unknown>) => {
      const response = await call('POST', '/api/admin/webhooks', {
        url: receiverUrl,
        events: ['lead.created'],
        ...input,
      });
      expect(response.statusCode).toBe(400);
      return response.json<{ fields: Record<string, string> }>().fields;
    };
    expect(await refused({ url: 'ftp://example.com/hook' })).toEqual({
      url: 'Enter the receiver’s full https address',
    });
    expect(await refused({ url: 'not an address' })).toEqual({
      url: 'Enter the receiver’s full https address',
    });
    expect(await refused({ events: [] })).toEqual({ events: 'Choose at least one event' });
    expect(await refused({ events: ['lead.deleted'] })).toEqual({ events: 'Choose at least one event' });
    for (const url of [
      'https://10.0.0.7/hook',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/',
      'https://[::ffff:192.168.1.1]/',
    ])
      expect(await refused({ url })).toEqual({
        url: 'The address must be public: private, loopback and link-local ones are refused',
      });
    expect(await refused({ url: 'http://example.com/hook' })).toEqual({
      url: 'Use an https address: deliveries carry leads’ personal data',
    });
    expect((await call('GET', '/api/admin/webhooks')).json<WebhookList>().endpoints).toHaveLength(1);
  });

  it('sends lead.created for a submitted form, signed as Standard Webhooks says, and logs the delivery', async () => {
    const endpoint = await addEndpoint();
    const lead = contactLead({ name: 'Sigrid Sandberg', email: 'sigrid@example.se' });
    expect((await submitContactLead(ctx.app, lead)).statusCode).toBe(200);
    await until(() => received.length === 1);

    const [{ headers, body }] = received as [Received];
    expect(JSON.parse(body)).toEqual({
      type: 'lead.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      data: expect.objectContaining({
        id: lead.id,
        name: 'Sigrid Sandberg',
        email: 'sigrid@example.se',
        status: 'New',
        source: 'form',
      }),
    });
    expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(headers['content-type']).toBe('application/json');
    expect(verifiedIndependently(endpoint.secret, headers, body)).toBe(true);
    // And the reference library agrees; a body changed on the way is refused by both.
    expect(new Webhook(endpoint.secret).verify(body, headers as Record<string, string>)).toMatchObject({
      type: 'lead.created',
    });
    expect(verifiedIndependently(endpoint.secret, headers, body.replace('Sigrid', 'Mallory'))).toBe(false);
    expect(() =>
      new Webhook(endpoint.secret).verify(
        body.replace('Sigrid', 'Mallory'),
        headers as Record<string, string>,
      ),
    ).toThrow();

    await until(async () => (await deliveriesOf(endpoint))[0]?.status === 'delivered');
    const [delivery] = await deliveriesOf(endpoint);
    expect(delivery).toMatchObject({
      event: 'lead.created',
      messageId: headers['webhook-id'],
      status: 'delivered',
      attempts: 1,
      responseCode: 200,
      error: null,
      nextAttemptAt: null,
    });
    expect(delivery!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('queues an event only for enabled endpoints that asked for it, and nothing when none listens', async () => {
    const listening = await addEndpoint({ events: ['lead.status_changed'] });
    await addEndpoint({ events: ['lead.created'] });
    await addEndpoint({ events: ['lead.status_changed'], enabled: false });
    const [row] = await ctx.database.db
      .insert(leads)
      .values({
        id: randomUUID(),
        name: 'Ture',
        email: 'ture@example.se',
        message: 'Hej',
        language: 'sv',
        date: '2026-12-01',
      })
      .returning();
    const changed = await call('PATCH', `/api/admin/leads/${row!.id}`, { status: 'Won' });
    expect(changed.statusCode, changed.body).toBe(200);
    const queued = await ctx.database.db.select().from(webhookDeliveries);
    expect(queued.map((delivery) => [delivery.endpointId, delivery.event])).toEqual([
      [listening.id, 'lead.status_changed'],
    ]);
    expect(queued[0]!.payload).toMatchObject({
      type: 'lead.status_changed',
      data: { id: row!.id, from: 'New', to: 'Won', by: expect.any(String) },
    });
  });

  it('sends post.published when a post goes live, not when a live one is saved again', async () => {
    const endpoint = await addEndpoint({ events: ['post.published'] });
    const [draft] = await ctx.database.db
      .insert(posts)
      .values({
        slug: 'webhook-news',
        titleSv: 'Nyhet',
        titleEn: 'News',
        excerptSv: 'Kort',
        excerptEn: 'Short',
        bodySv: markdownToDocument('Text'),
        bodyEn: markdownToDocument('Text'),
        categorySv: 'Nyheter',
        categoryEn: 'News',
        date: '2026-12-01',
        published: false,
      })
      .returning();
    const publish = await call('POST', '/api/admin/posts/bulk', { action: 'publish', ids: [draft!.id] });
    expect(publish.statusCode, publish.body).toBe(200);
    const again = await call('POST', '/api/admin/posts/bulk', { action: 'publish', ids: [draft!.id] });
    expect(again.statusCode).toBe(200);
    const queued = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(queued.map((delivery) => delivery.payload)).toEqual([
      expect.objectContaining({
        type: 'post.published',
        data: { id: draft!.id, slug: 'webhook-news', title: { sv: 'Nyhet', en: 'News' } },
      }),
    ]);
  });

  it('retries with back-off, gives up after a day, switches the endpoint off and tells every Admin', async () => {
    await ctx.app.webhooks.stop();
    try {
      const endpoint = await addEndpoint();
      await queueWebhookEvent(ctx.database.db, 'lead.created', [{ id: 'first' }]);
      answer = { status: 500 };
      const clock = { now: justAfter() };
      const worker = workerAt(clock);

      expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 1 });
      let [delivery] = await deliveriesOf(endpoint);
      expect(delivery).toMatchObject({
        status: 'queued',
        attempts: 1,
        responseCode: 500,
        error: 'The receiver answered 500',
      });
      expect(Date.parse(delivery!.nextAttemptAt!) - clock.now.getTime()).toBe(30_000);
      // Not before its time.
      expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 0 });
      clock.now = new Date(clock.now.getTime() + 30_000);
      expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 1 });
      [delivery] = await deliveriesOf(endpoint);
      expect(Date.parse(delivery!.nextAttemptAt!) - clock.now.getTime()).toBe(60_000);
      expect(received).toHaveLength(2);
      // Every try carries the same message id (a receiver drops repeats by it).
      expect(new Set(received.map((entry) => entry.headers['webhook-id'])).size).toBe(1);

      const mailsBefore = (
        await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'webhook_disabled'))
      ).length;
      clock.now = new Date(clock.now.getTime() + webhookGiveUpMs);
      expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 1 });
      [delivery] = await deliveriesOf(endpoint);
      expect(delivery).toMatchObject({ status: 'failed', attempts: 3 });
      const [off] = (await call('GET', '/api/admin/webhooks')).json<WebhookList>().endpoints;
      expect(off).toMatchObject({ enabled: false, disabledReason: 'The receiver answered 500' });
      const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'webhook_disabled'));
      expect(mails.length - mailsBefore).toBe(testAdmins.length);
      expect(mails.at(-1)!.textBody).toContain(receiverUrl);

      // Switched off, it is sent nothing, not even what is queued.
      await queueWebhookEvent(ctx.database.db, 'webhook.test', [{ id: 'second' }], endpoint.id);
      clock.now = new Date(clock.now.getTime() + 3_600_000);
      expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 0 });

      // An Admin switches it on again once the receiver works, and sends the failed one again.
      answer = { status: 204 };
      const on = await call('PUT', `/api/admin/webhooks/${endpoint.id}`, {
        url: endpoint.url,
        events: endpoint.events,
        description: endpoint.description,
        enabled: true,
      });
      expect(on.json<WebhookEndpoint>()).toMatchObject({
        enabled: true,
        disabledReason: null,
        failingSince: null,
        queued: 1,
      });
      const resent = await call('POST', `/api/admin/webhooks/deliveries/${delivery!.id}/resend`);
      expect(resent.statusCode).toBe(202);
      expect((await call('POST', `/api/admin/webhooks/deliveries/${delivery!.id}/resend`)).statusCode).toBe(
        409,
      );
      expect((await call('POST', '/api/admin/webhooks/deliveries/999999/resend')).statusCode).toBe(404);
      clock.now = justAfter();
      expect(await worker.runOnce()).toEqual({ delivered: 2, failed: 0 });
      expect((await deliveriesOf(endpoint)).map((entry) => [entry.status, entry.responseCode])).toEqual([
        ['delivered', 204],
        ['delivered', 204],
      ]);
    } finally {
      ctx.app.webhooks.start();
    }
  });

  it('sends to public addresses only: loopback, private and link-local are refused, redirects not followed', async () => {
    await ctx.app.webhooks.stop();
    try {
      const loopback = await addEndpoint({ url: receiverUrl });
      const byName = await addEndpoint({ url: receiverUrl.replace('127.0.0.1', 'localhost') });
      await queueWebhookEvent(ctx.database.db, 'lead.created', [{ id: 'x' }]);
      const clock = { now: justAfter() };
      const strict = workerAt(clock, false);
      expect(await strict.runOnce()).toEqual({ delivered: 0, failed: 2 });
      expect(received).toHaveLength(0);
      expect((await deliveriesOf(loopback))[0]!.error).toBe('127.0.0.1 is not a public address (loopback)');
      expect((await deliveriesOf(byName))[0]!.error).toMatch(
        /^localhost: (127\.0\.0\.1|::1) is not a public address \(loopback\)$/,
      );

      // A receiver that answers with a redirect (here into the private network) is not followed.
      await ctx.database.db.delete(webhookEndpoints);
      const redirecting = await addEndpoint();
      answer = { status: 302, headers: { location: 'http://10.0.0.1/internal' } };
      await queueWebhookEvent(ctx.database.db, 'lead.created', [{ id: 'y' }]);
      clock.now = justAfter();
      expect(await workerAt(clock).runOnce()).toEqual({ delivered: 0, failed: 1 });
      expect(received).toHaveLength(1);
      expect((await deliveriesOf(redirecting))[0]).toMatchObject({
        responseCode: 302,
        error: 'Redirects are not followed (to http://10.0.0.1/internal)',
      });
    } finally {
      ctx.app.webhooks.start();
    }
  });

  it('sends each delivery once when two instances work the queue at the same time', async () => {
    await ctx.app.webhooks.stop();
    try {
      await addEndpoint();
      await queueWebhookEvent(
        ctx.database.db,
        'lead.created',
        Array.from({ length: 30 }, (_, index) => ({ id: index })),
      );
      const clock = { now: justAfter() };
      const [one, two] = [workerAt(clock), workerAt(clock)];
      const passes = await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
      expect(passes.reduce((sum, pass) => sum + pass.delivered, 0)).toBe(30);
      expect(new Set(received.map((entry) => entry.headers['webhook-id'])).size).toBe(30);
      expect(received).toHaveLength(30);
      expect(
        await ctx.database.db
          .select()
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.status, 'delivered'))),
      ).toHaveLength(30);
    } finally {
      ctx.app.webhooks.start();
    }
  });

  it('sends a test event to one endpoint, and deletes an endpoint with its log', async () => {
    const endpoint = await addEndpoint();
    expect((await call('POST', `/api/admin/webhooks/${endpoint.id}/test`)).statusCode).toBe(202);
    await until(() => received.length === 1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test' });
    expect((await call('DELETE', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/webhooks/${endpoint.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/webhooks/${endpoint.id}/deliveries`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(webhookDeliveries)).toEqual([]);
  });
});

describe('webhook addresses', () => {
  it('judge public and non-public addresses, IPv4 inside IPv6 included', () => {
    expect(judgeAddress('93.184.216.34', false)).toEqual({ ok: true });
    expect(judgeAddress('2606:4700::1111', false)).toEqual({ ok: true });
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ])
      expect(judgeAddress(address, false).ok, address).toBe(false);
    expect(judgeAddress('127.0.0.1', true)).toEqual({ ok: true });
    expect(judgeAddress('10.1.2.3', true).ok).toBe(false);
  });

  it('allow http to this machine only with the test setting', () => {
    expect(refuseEndpointUrl('http://127.0.0.1:9999/', true)).toBeNull();
    expect(refuseEndpointUrl('http://localhost:9999/', true)).toBeNull();
    expect(refuseEndpointUrl('http://127.0.0.1:9999/', false)).toBe(
      'Use an https address: deliveries carry leads’ personal data',
    );
    expect(refuseEndpointUrl('https://localhost/', false)).toBe(
      'The address must be public, not this machine',
    );
    expect(refuseEndpointUrl('https://user:pw@example.com/', false)).toBe(
      'Leave user names and passwords out of the address',
    );
    expect(refuseEndpointUrl('https://hooks.example.com/crm', false)).toBeNull();
  });
});
