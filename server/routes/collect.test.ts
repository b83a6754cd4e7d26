import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyInsightsTotals, type InsightsReport } from '../../shared/insights';
import { rowsOf } from '../db/client';
import { testAdmins } from '../test/fixtures';
import { createTestApp, signIn } from '../test/testApp';
import { stockholmDate } from '../../shared/stockholm';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A browser a visitor uses (not headless, not a crawler). */
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

const pageview = (path: string, extra: Record<string, unknown> = {}) => ({
  type: 'pageview',
  path,
  referrer: '',
  utmSource: '',
  utmMedium: '',
  utmCampaign: '',
  lang: 'sv',
  width: 1280,
  ...extra,
});

describe('POST /api/collect', () => {
  let ctx: TestApp;
  let admin: { cookie: string; origin: string };
  const today = stockholmDate();

  const send = (
    body: unknown,
    {
      userAgent = firefox,
      address = '203.0.113.7',
      headers = {},
    }: { userAgent?: string; address?: string; headers?: Record<string, string> } = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/collect',
      // What navigator.sendBeacon sends for a string.
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent, ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: address,
    });

  const report = async (from = today, to = today) => {
    await ctx.app.insights.collector.flush();
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/insights?from=${from}&to=${to}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    return response.json<InsightsReport>();
  };

  const storedEvents = async () => {
    await ctx.app.insights.collector.flush();
    return rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from analytics_events`),
    )[0]!.n;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.app.insights.collector.flush();
    for (const table of ['analytics_events', 'analytics_vitals', 'analytics_dirty_days', 'analytics_daily']) {
      await ctx.database.db.execute(sql`delete from ${sql.identifier(table)}`);
    }
    await ctx.database.db.execute(sql`delete from analytics_hourly`);
    await ctx.database.db.execute(sql`delete from analytics_vitals_daily`);
  });

  it('counts a page view, a leave with its vitals and a funnel step, and answers 204 with nothing in it', async () => {
    const answers = [
      await send(
        pageview('/tjanster/webbdesign', {
          referrer: 'www.Google.com',
          utmSource: 'newsletter',
          utmCampaign: 'spring',
        }),
      ),
      await send({
        type: 'leave',
        path: '/tjanster/webbdesign',
        view: 'k3j9x2a1',
        engagedMs: 12_000,
        width: 1280,
        vitals: [
          { metric: 'LCP', value: 1_800, target: 'main > h1' },
          { metric: 'CLS', value: 0.02 },
          { metric: 'INP', value: 96, target: 'button.menu' },
        ],
      }),
      await send({ type: 'funnel', path: '/kontakt', step: 'seen' }),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.body])).toEqual([
      [204, ''],
      [204, ''],
      [204, ''],
    ]);
    const insights = await report();
    expect(insights.totals).toMatchObject({ visitors: 1, pageviews: 1, visits: 1, bounceRate: 1 });
    expect(insights.totals.avgTimeOnPageMs).toBe(12_000);
    expect(insights.pages).toEqual([{ key: '/tjanster/webbdesign', visitors: 1, pageviews: 1 }]);
    // The UTM source names the source before the referring host does; hosts are kept in lower case.
    expect(insights.sources).toEqual([{ key: 'newsletter', visitors: 1, pageviews: 1 }]);
    expect(insights.campaigns).toEqual([{ key: 'spring', visitors: 1, pageviews: 1 }]);
    expect(insights.devices).toEqual([{ key: 'desktop', visitors: 1, pageviews: 1 }]);
    expect(insights.funnel.steps.seen).toBe(1);
    const lcp = insights.vitals.summary.find((entry) => entry.metric === 'LCP')!;
    expect(lcp.samples).toBe(1);
    expect(Math.abs(lcp.p75! - 1_800)).toBeLessThanOrEqual(1_800 * 0.02);
    expect(insights.vitals.lcpElements).toEqual([
      { target: 'main > h1', path: '/tjanster/webbdesign', samples: 1, p75: expect.any(Number) },
    ]);
    expect(insights.vitals.slowInteractions[0]).toMatchObject({ target: 'button.menu', samples: 1 });
    // A one-day range is shown by the hour: today's from midnight to the current hour, the visit among them.
    expect(insights.range.granularity).toBe('hour');
    const hour = new Date(insights.series.at(-1)!.at).getTime();
    expect(Date.now() - hour).toBeGreaterThanOrEqual(0);
    expect(Date.now() - hour).toBeLessThan(3_600_000);
    expect(insights.series.reduce((sum, point) => sum + point.pageviews, 0)).toBe(1);
  });

  it('keeps neither the address nor the browser: only the day and a hash', async () => {
    await send(pageview('/'), { address: '198.51.100.23' });
    expect(await storedEvents()).toBe(1);
    const rows = rowsOf<Record<string, unknown>>(
      await ctx.database.db.execute(sql`select * from analytics_events`),
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('198.51.100.23');
    expect(stored).not.toContain('Firefox');
    expect(rows[0]!.visitor).toMatch(/^[\w-]{22}$/);
  });

  it('drops malformed events with 204 and stores nothing', async () => {
    const bad: unknown[] = [
      'not json',
      '',
      '[]',
      'null',
      { type: 'pageview' },
      { ...pageview('/'), type: 'purchase' },
      pageview('no-slash'),
      pageview('/admin/leads'),
      pageview('/api/collect'),
      pageview('/?q=secret'),
      pageview('/', { lang: 'de' }),
      pageview('/', { width: -1 }),
      pageview('/', { referrer: 'evil.example/path?x' }),
      pageview('/', { utmSource: 'x'.repeat(101) }),
      pageview('/', { utmCampaign: 'nul\u0000byte' }),
      { type: 'funnel', path: '/kontakt', step: 'bought' },
      {
        type: 'leave',
        path: '/',
        view: 'abcd1234',
        engagedMs: 5,
        width: 400,
        vitals: [{ metric: 'FID', value: 3 }],
      },
      {
        type: 'leave',
        path: '/',
        view: 'abcd1234',
        engagedMs: 5,
        width: 400,
        vitals: [{ metric: 'CLS', value: 500 }],
      },
      { type: 'leave', path: '/', view: 'abcd1234', engagedMs: -5, width: 400, vitals: [] },
      { type: 'leave', path: '/', view: '<script>', engagedMs: 5, width: 400, vitals: [] },
    ];
    for (const body of bad) {
      const response = await send(body);
      expect([JSON.stringify(body), response.statusCode]).toEqual([JSON.stringify(body), 204]);
    }
    // Whatever the declared type: JSON, a form, or none at all.
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'image/png']) {
      expect((await send('{"type":', { headers: { 'content-type': type } })).statusCode).toBe(204);
    }
    expect(await storedEvents()).toBe(0);
  });

  it('reads an event whatever type the browser declared it as', async () => {
    expect((await send(pageview('/'), { headers: { 'content-type': 'application/json' } })).statusCode).toBe(
      204,
    );
    expect(await storedEvents()).toBe(1);
  });

  it('refuses a body over 4 KB with 413', async () => {
    const response = await send(pageview('/', { utmCampaign: 'x'.repeat(5_000) }));
    expect(response.statusCode).toBe(413);
    expect(await storedEvents()).toBe(0);
  });

  it('does not count a browser that asks not to be tracked (DNT, GPC), a bot, or a signed-in staff member', async () => {
    const notCounted = [
      await send(pageview('/'), { headers: { dnt: '1' } }),
      await send(pageview('/'), { headers: { 'sec-gpc': '1' } }),
      await send(pageview('/'), {
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
      }),
      await send(pageview('/'), {
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      await send(pageview('/'), {
        userAgent:
          'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      }),
      await send(pageview('/'), { userAgent: '' }),
      await send(pageview('/'), { headers: { cookie: admin.cookie } }),
    ];
    expect(notCounted.map((response) => response.statusCode)).toEqual(Array(7).fill(204));
    expect(await storedEvents()).toBe(0);
    // The same events from a visitor's browser are counted; a stale or forged session cookie is a visitor too.
    await send(pageview('/'), { headers: { dnt: '0', cookie: 'sid=forged' } });
    expect(await storedEvents()).toBe(1);
  });

  it('tells visitors apart by address and browser, and counts one visitor once a day', async () => {
    await send(pageview('/'), { address: '192.0.2.1' });
    await send(pageview('/om-oss'), { address: '192.0.2.1' });
    await send(pageview('/'), { address: '192.0.2.1', userAgent: iphone });
    await send(pageview('/', { width: 390 }), { address: '192.0.2.2', userAgent: iphone });
    const insights = await report();
    expect(insights.totals).toMatchObject({ visitors: 3, pageviews: 4, visits: 3 });
    // Of three visits, two saw one page only.
    expect(insights.totals.bounceRate).toBeCloseTo(2 / 3);
    expect(insights.pages).toEqual([
      { key: '/', visitors: 3, pageviews: 3 },
      { key: '/om-oss', visitors: 1, pageviews: 1 },
    ]);
    expect(insights.devices).toEqual([
      { key: 'desktop', visitors: 2, pageviews: 3 },
      { key: 'mobile', visitors: 1, pageviews: 1 },
    ]);
  });

  it('counts the contact funnel per visitor, under the source and landing page of their visit', async () => {
    const visitor = { address: '192.0.2.10' };
    await send(pageview('/tjanster/seo', { referrer: 'duckduckgo.com' }), visitor);
    await send(pageview('/kontakt'), visitor);
    for (const step of ['seen', 'focused', 'submitted', 'submitted', 'accepted']) {
      await send({ type: 'funnel', path: '/kontakt', step }, visitor);
    }
    await send(pageview('/kontakt'), { address: '192.0.2.11' });
    await send({ type: 'funnel', path: '/kontakt', step: 'seen' }, { address: '192.0.2.11' });
    const { funnel, totals } = await report();
    expect(funnel.visitors).toBe(2);
    expect(funnel.steps).toEqual({ seen: 2, focused: 1, submitted: 1, accepted: 1, fallback: 0, failed: 0 });
    expect(totals.conversionRate).toBe(0.5);
    expect(funnel.bySource).toEqual([
      {
        key: '',
        visitors: 1,
        steps: { seen: 1, focused: 0, submitted: 0, accepted: 0, fallback: 0, failed: 0 },
      },
      {
        key: 'duckduckgo.com',
        visitors: 1,
        steps: { seen: 1, focused: 1, submitted: 1, accepted: 1, fallback: 0, failed: 0 },
      },
    ]);
    expect(funnel.byLanding.map((row) => [row.key, row.steps.accepted])).toEqual([
      ['/kontakt', 0],
      ['/tjanster/seo', 1],
    ]);
  });

  it('limits one address to 600 events a minute (429), others unaffected', async () => {
    const address = '192.0.2.99';
    const statuses: number[] = [];
    for (let index = 0; index < 601; index += 1) {
      statuses.push((await send(pageview('/'), { address })).statusCode);
    }
    expect(statuses.slice(0, 600).every((status) => status === 204)).toBe(true);
    expect(statuses[600]).toBe(429);
    expect((await send(pageview('/'), { address: '192.0.2.100' })).statusCode).toBe(204);
    expect(await storedEvents()).toBe(601);
  });
});

describe('GET /api/admin/insights', () => {
  let ctx: TestApp;
  let admin: { cookie: string; origin: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  });
  afterAll(() => ctx.close());

  const get = (query: string, headers: Record<string, string> = admin) =>
    ctx.app.inject({ method: 'GET', url: `/api/admin/insights${query}`, headers });

  it('is for staff only', async () => {
    expect((await get('?from=2026-01-01&to=2026-01-31', {})).statusCode).toBe(401);
  });

  it('refuses a missing, malformed, reversed, too long or future range with 400', async () => {
    const tomorrowPlus2 = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    for (const query of [
      '',
      '?from=2026-01-01',
      '?from=2026-1-1&to=2026-01-31',
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-03-01&to=2026-02-01',
      '?from=2024-01-01&to=2026-01-01',
      `?from=${tomorrowPlus2}&to=${tomorrowPlus2}`,
    ]) {
      const response = await get(query);
      expect([query, response.statusCode, response.json().error]).toEqual([query, 400, 'bad_range']);
    }
  });

  it('answers an empty range with zeros, a point for every day and the period before', async () => {
    const response = await get('?from=2026-02-01&to=2026-02-28');
    expect(response.statusCode).toBe(200);
    const insights = response.json<InsightsReport>();
    expect(insights.range).toEqual({ from: '2026-02-01', to: '2026-02-28', granularity: 'day' });
    expect(insights.previous).toEqual({ from: '2026-01-04', to: '2026-01-31' });
    expect(insights.series).toHaveLength(28);
    expect(insights.totals).toEqual(emptyInsightsTotals);
    expect(insights.vitals.summary.every((entry) => entry.p75 === null && entry.samples === 0)).toBe(true);
  });

  it('shows a day of 23 hours when the clocks go forward', async () => {
    const insights = (await get('?from=2026-03-29&to=2026-03-29')).json<InsightsReport>();
    expect(insights.series).toHaveLength(23);
    expect(insights.series[0]!.at).toBe('2026-03-28T23:00:00.000Z');
  });

  it('gives the dashboard today’s visitors and conversion', async () => {
    const dashboard = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin })
    ).json();
    expect(dashboard.insights).toEqual({ visitors: 0, conversionRate: null });
  });
});

describe('POST /api/collect over the network (answered before Fastify)', () => {
  let ctx: TestApp;
  let base: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => ctx.close());

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/collect`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': firefox, ...headers },
      body,
    });
  const stored = async () => {
    await ctx.app.insights.collector.flush();
    return rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`select count(*)::int as n from analytics_events`),
    )[0]!.n;
  };

  it('answers as the route does: 204 counted or not, 413 over 4 KB, 429 over the allowance', async () => {
    const counted = await post(JSON.stringify(pageview('/')), { 'x-forwarded-for': '198.51.100.1' });
    expect([counted.status, await counted.text(), counted.headers.get('cache-control')]).toEqual([
      204,
      '',
      'no-store',
    ]);
    expect((await post('{"type":"pageview"', { 'x-forwarded-for': '198.51.100.1' })).status).toBe(204);
    expect(
      (await post(JSON.stringify(pageview('/')), { 'x-forwarded-for': '198.51.100.1', 'sec-gpc': '1' }))
        .status,
    ).toBe(204);
    expect(await stored()).toBe(1);

    const large = await post(JSON.stringify(pageview('/', { utmCampaign: 'x'.repeat(5_000) })), {
      'x-forwarded-for': '198.51.100.2',
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await stored()).toBe(1);

    // The address is the one the proxy names: another address has an allowance of its own.
    const statuses: number[] = [];
    for (let index = 0; index < 601; index += 1) {
      statuses.push((await post('{}', { 'x-forwarded-for': '198.51.100.3' })).status);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(600);
    expect(statuses[600]).toBe(429);
    expect((await post('{}', { 'x-forwarded-for': '198.51.100.4' })).status).toBe(204);
  });

  it('leaves every other request to Fastify', async () => {
    expect((await fetch(`${base}/api/collect`)).status).toBe(404);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});
