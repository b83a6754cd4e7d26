import { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLead } from './test/fixtures';
import { startSmtpSink, type SmtpSink } from './test/smtpSink';
import { createTestApp, submitContactLead } from './test/testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const token = 'metrics-token-for-tests-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus' text format, sample lines only. */
function parseMetrics(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labelText = '', value = ''] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries(
        [...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key!, text!]),
      );
      return { name, labels, value: Number(value) };
    });
}

/** The value of one series, or undefined when the scrape has no such sample. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;

describe('/metrics without METRICS_TOKEN', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is not there, whatever is sent', async () => {
    for (const authorization of [undefined, `Bearer ${token}`]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let ctx: TestApp;
  let sink: SmtpSink;
  let base: string;
  // A response is counted once it has gone out, which may be after the client has read it: these hooks (after
  // the metrics' own) say when the server is done with the requests a test made.
  let finished = 0;
  let onFinished = () => {};
  const serverFinished = (count: number) =>
    new Promise<void>((resolve) => {
      onFinished = () => finished >= count && resolve();
      onFinished();
    });
  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestApp({
      env: { METRICS_TOKEN: token, SMTP_URL: sink.url, OUTBOX_POLL_MS: '60000' },
    });
    ctx.app.addHook('onResponse', async (request) => {
      if (!(request.raw instanceof IncomingMessage)) return;
      finished += 1;
      onFinished();
    });
    // Request counts are of requests from the network: this app listens, and some requests come through it.
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
    // Outbox passes are made by hand (a lead's own wake-up would race them).
    await ctx.app.outbox.stop();
  });
  afterAll(async () => {
    await ctx.close();
    await sink.stop();
  });

  const scrape = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return parseMetrics(response.body);
  };

  it('answers 401 with a Bearer challenge to a missing or wrong token', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Basic ${Buffer.from(`prometheus:${token}`).toString('base64')}`,
      token,
      'Bearer',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer\b/);
      expect(response.json()).toMatchObject({ error: 'unauthorized' });
      expect(response.body).not.toContain('process_');
    }
  });

  it('answers the token in Prometheus text format, uncached, with the process metrics', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    for (const name of [
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
      'http_requests_total',
      'http_request_duration_seconds',
      'page_cache_lookups_total',
      'page_cache_pages',
      'outbox_messages',
      'outbox_attempts_total',
      'leads_stored',
      'insights_events_total',
      'insights_events_queued',
    ]) {
      expect(response.body).toContain(`# TYPE ${name} `);
    }
  });

  it('counts requests from the network by route pattern and status, and times them', async () => {
    const before = await scrape();
    const start = finished;
    const healthz = { method: 'GET', route: '/healthz', status_code: '200' };
    const pages = { method: 'GET', route: '/*', status_code: '404' };
    for (let index = 0; index < 3; index += 1) expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/blog/no-such-post-4711`)).status).toBe(404);
    // Answered in-process (as a page render asks the API): not a request from anyone.
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await serverFinished(start + 4);

    const after = await scrape();
    const grew = (name: string, labels: Record<string, string>) =>
      (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);
    expect(grew('http_requests_total', healthz)).toBe(3);
    expect(grew('http_requests_total', pages)).toBe(1);
    expect(grew('http_request_duration_seconds_count', { method: 'GET', route: '/healthz' })).toBe(3);
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { route: '/healthz', le: '+Inf' })).toBe(
      valueOf(after, 'http_request_duration_seconds_count', { route: '/healthz' }),
    );
    // The address asked for never becomes a label.
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes('4711')))).toBe(
      false,
    );
  });

  it('counts page cache misses and hits', async () => {
    const before = await scrape();
    for (let index = 0; index < 2; index += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/en/about' })).statusCode).toBe(200);
    }
    const after = await scrape();
    const grew = (result: string) =>
      valueOf(after, 'page_cache_lookups_total', { result })! -
      (valueOf(before, 'page_cache_lookups_total', { result }) ?? 0);
    expect(grew('miss')).toBe(1);
    expect(grew('hit')).toBe(1);
    expect(valueOf(after, 'page_cache_pages')).toBeGreaterThanOrEqual(1);
  });

  it('counts the Insights events written', async () => {
    const before = await scrape();
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/collect',
      headers: {
        'content-type': 'text/plain',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Firefox/140.0',
      },
      payload: JSON.stringify({ type: 'funnel', path: '/contact', step: 'seen' }),
    });
    expect(answer.statusCode).toBe(204);
    await ctx.app.insights.collector.flush();
    const after = await scrape();
    const written = (samples: typeof after) =>
      valueOf(samples, 'insights_events_total', { result: 'written' }) ?? 0;
    expect(written(after) - written(before)).toBe(1);
    expect(valueOf(after, 'insights_events_queued')).toBe(0);
  });

  it('reports the leads stored and the outbox waiting in the database, and the tries that failed', async () => {
    const before = await scrape();
    expect((await submitContactLead(ctx.app, contactLead())).statusCode).toBe(200);
    const stored = await scrape();
    expect(valueOf(stored, 'leads_stored', { status: 'New' })).toBe(
      valueOf(before, 'leads_stored', { status: 'New' })! + 1,
    );
    // The visitor's confirmation and the agency's notification, not tried yet.
    expect(valueOf(stored, 'outbox_messages', { status: 'queued' })).toBe(
      valueOf(before, 'outbox_messages', { status: 'queued' })! + 2,
    );

    sink.refuse(451, 'Mailbox busy, try later');
    expect(await ctx.app.outbox.runOnce()).toMatchObject({ failed: 2 });
    const refused = await scrape();
    expect(valueOf(refused, 'outbox_attempts_total', { outcome: 'failed' })).toBe(
      valueOf(stored, 'outbox_attempts_total', { outcome: 'failed' })! + 2,
    );
    expect(valueOf(refused, 'outbox_messages', { status: 'retrying' })).toBe(
      valueOf(stored, 'outbox_messages', { status: 'retrying' })! + 2,
    );
    expect(valueOf(refused, 'outbox_messages', { status: 'queued' })).toBe(
      valueOf(before, 'outbox_messages', { status: 'queued' }),
    );
  });
});

describe('/metrics when the database does not answer', () => {
  it('still answers, with the process metrics and without the database figures', async () => {
    const owner = await createTestApp({ env: { METRICS_TOKEN: token } });
    // On PostgreSQL a second instance with its own connection pool, closed here; on PGlite the one database.
    const ctx = owner.database.connectAgain
      ? await createTestApp({ env: { METRICS_TOKEN: token }, sameDatabaseAs: owner })
      : owner;
    try {
      await ctx.database.close();
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
      const samples = parseMetrics(response.body);
      expect(valueOf(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
      expect(valueOf(samples, 'leads_stored')).toBeUndefined();
      expect(valueOf(samples, 'outbox_messages')).toBeUndefined();
    } finally {
      await ctx.app.close();
      if (ctx !== owner) await owner.close();
    }
  });
});
