import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InsightsReport } from '../../shared/insights';
import { stockholmDate } from '../../shared/stockholm';
import { analyticsConsents, analyticsEvents, analyticsModes } from '../db/schema';
import { testAdmins } from '../test/fixtures';
import { parsePage } from '../test/html';
import { createTestApp, signIn } from '../test/testApp';

/** A browser a visitor uses (not headless, not a crawler). */
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: { cookie: string; origin: string };
const today = stockholmDate();

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.app.insights.collector.flush();
  await ctx.database.db.execute(sql`delete from analytics_events`);
});

/** A browser's request for a page (Fetch Metadata as Chrome and Firefox send it). */
const visit = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({
    method,
    url,
    headers: {
      'user-agent': firefox,
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
      ...headers,
    },
    remoteAddress: '203.0.113.20',
  });

/** The application's data request for a client-side navigation (a fetch: `Sec-Fetch-Dest: empty`). */
const fetchData = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': iphone, 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', ...headers },
    remoteAddress: '203.0.113.21',
  });

const pageviews = async () => {
  await ctx.app.insights.collector.flush();
  return (
    await ctx.database.db
      .select({
        path: analyticsEvents.path,
        referrer: analyticsEvents.referrer,
        utmSource: analyticsEvents.utmSource,
        lang: analyticsEvents.lang,
        device: analyticsEvents.device,
      })
      .from(analyticsEvents)
      .orderBy(asc(analyticsEvents.id))
  ).map((row) => ({ ...row }));
};

/** Today's Insights, as an Admin reads them. */
const todaysReport = async () =>
  (
    await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/insights?from=${today}&to=${today}`,
      headers: admin,
    })
  ).json<InsightsReport>();

const saveMode = async (measurement: string) => {
  const current = (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json<
    Record<string, unknown>
  >();
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin,
    payload: { ...current, measurement },
  });
};

describe('the server-only mode (the default)', () => {
  it('counts a visit with JavaScript off: each page the browser asks for, its source and campaign', async () => {
    expect(ctx.app.serverViews.mode).toBe('server');
    expect(
      (
        await visit('/about?utm_source=newsletter&utm_campaign=spring', {
          referer: 'https://www.google.com/',
        })
      ).statusCode,
    ).toBe(200);
    // Twice: the second answer comes from the page cache, before Fastify.
    expect((await visit('/en/contact')).statusCode).toBe(200);
    expect((await visit('/en/contact')).statusCode).toBe(200);
    expect(await pageviews()).toEqual([
      { path: '/about', referrer: 'www.google.com', utmSource: 'newsletter', lang: 'sv', device: 'desktop' },
      { path: '/en/contact', referrer: '', utmSource: '', lang: 'en', device: 'desktop' },
      { path: '/en/contact', referrer: '', utmSource: '', lang: 'en', device: 'desktop' },
    ]);
  });

  it('counts a client-side navigation by the data request it makes: a page, a post, a category', async () => {
    expect((await fetchData('/api/pages?path=%2Fen%2Fabout')).statusCode).toBe(200);
    expect((await fetchData('/api/posts/website-needs-upgrade/related?lang=sv')).statusCode).toBe(200);
    expect((await fetchData('/api/blog/categories/webbutveckling?lang=sv&page=1')).statusCode).toBe(200);
    expect((await pageviews()).map(({ path, lang, device }) => [path, lang, device])).toEqual([
      ['/en/about', 'en', 'mobile'],
      ['/blog/website-needs-upgrade', 'sv', 'mobile'],
      ['/blog/kategori/webbutveckling', 'sv', 'mobile'],
    ]);
  });

  it('counts a message sent with JavaScript off or on as the funnel’s last steps, once', async () => {
    const native = await ctx.app.inject({
      method: 'POST',
      url: '/functions/v1/handle-contact-form/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': firefox },
      payload: new URLSearchParams({
        name: 'Greta Funnelsson',
        email: 'greta@example.se',
        message: 'Vi vill ha en ny webbplats till våren.',
        language: 'sv',
      }).toString(),
      remoteAddress: '203.0.113.40',
    });
    expect(native.statusCode).toBe(303);
    const lead = {
      id: randomUUID(),
      name: 'Gary Funnelson',
      email: 'gary@example.com',
      message: 'We would like a new website this spring.',
      language: 'en',
    };
    const sendLead = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/functions/v1/handle-contact-form',
        headers: { 'content-type': 'application/json', 'user-agent': iphone },
        payload: JSON.stringify(lead),
        remoteAddress: '203.0.113.41',
      });
    expect((await sendLead()).statusCode).toBe(200);
    // The same message again (a retry after a lost answer) is stored once, and counted once.
    expect((await sendLead()).statusCode).toBe(200);
    await ctx.app.insights.collector.flush();
    const steps = await ctx.database.db
      .select({ path: analyticsEvents.path, step: analyticsEvents.step })
      .from(analyticsEvents)
      .orderBy(asc(analyticsEvents.id));
    expect(steps.map((row) => ({ ...row }))).toEqual([
      { path: '/contact', step: 'submitted' },
      { path: '/contact', step: 'accepted' },
      { path: '/en/contact', step: 'submitted' },
      { path: '/en/contact', step: 'accepted' },
    ]);
  });

  it('counts no prefetch, no HEAD, no page not found, no render’s own data, no bot, no opt-out and no staff', async () => {
    await visit('/about', { 'sec-purpose': 'prefetch;prerender' });
    await visit('/about', {}, 'HEAD');
    await visit('/finns-inte');
    await visit('/about', {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await visit('/about', { dnt: '1' });
    await visit('/about', { cookie: admin.cookie });
    // What the server's render asks in-process carries no Fetch Metadata.
    await ctx.app.inject({
      method: 'GET',
      url: '/api/pages?path=%2Fabout',
      headers: { 'user-agent': firefox },
    });
    // Files and the API's other answers are no pages.
    await visit('/robots.txt');
    await fetchData('/api/posts?lang=sv');
    expect(await pageviews()).toEqual([]);
  });
});

describe('choosing the mode', () => {
  it('is an Admin’s setting: saved, recorded for Insights, the dialog and its footer button drawn in the consent mode only; a bad one is refused', async () => {
    const bad = await saveMode('sometimes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ measurement: 'Choose server only, with consent or off' });

    expect((await saveMode('consent')).statusCode).toBe(200);
    expect(ctx.app.serverViews.mode).toBe('consent');
    const home = parsePage((await visit('/')).body).$;
    const footer = home('footer');
    expect(footer.find('button[data-consent-open]').text()).toBe('Statistikinställningar');
    // The consent dialog comes with the page, closed, after the application's root (the first file opens it).
    const dialog = home('#root ~ dialog#consent-dialog');
    expect(dialog.attr('open')).toBeUndefined();
    expect(dialog.attr('lang')).toBe('sv');
    expect(dialog.find('h2').text()).toBe('Får vi räkna ditt besök?');
    expect(
      dialog
        .find('form[method="dialog"] button')
        .map((_, button) => home(button).attr('value'))
        .get(),
    ).toEqual(['denied', 'granted']);
    const english = parsePage((await visit('/en/about')).body).$('#consent-dialog');
    expect(english.attr('lang')).toBe('en');
    expect(english.find('a').attr('href')).toBe('/en/privacy');
    // With consent, the server counts nothing on its own.
    await visit('/about');
    expect(await pageviews()).toEqual([]);

    expect((await saveMode('off')).statusCode).toBe(200);
    const off = parsePage((await visit('/en')).body).$;
    expect(off('footer button[data-consent-open]')).toHaveLength(0);
    expect(off('#consent-dialog')).toHaveLength(0);
    // Saving the settings again without a change of mode records no new period.
    expect((await saveMode('off')).statusCode).toBe(200);
    const modes = await ctx.database.db.select().from(analyticsModes).orderBy(asc(analyticsModes.id));
    expect(modes.map((row) => row.mode)).toEqual(['beacon', 'server', 'consent', 'off']);

    const report = await todaysReport();
    // A day counts under the mode it ended with.
    expect(report.measurement.periods).toEqual([{ mode: 'off', from: today, to: today }]);

    expect((await saveMode('server')).statusCode).toBe(200);
    await visit('/about');
    expect((await pageviews()).map((row) => row.path)).toEqual(['/about']);
  });
});

describe('POST /api/consent', () => {
  const answer = (payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': firefox },
      payload,
      remoteAddress: '203.0.113.30',
    });

  it('counts each answer per day, nothing about who gave it, and refuses anything else', async () => {
    await ctx.database.db.delete(analyticsConsents);
    expect((await answer('{"choice":"granted"}')).statusCode).toBe(204);
    expect((await answer('{"choice":"granted"}')).statusCode).toBe(204);
    expect((await answer('{"choice":"denied"}')).statusCode).toBe(204);
    for (const bad of ['{"choice":"maybe"}', 'not json', '{}', 'null']) {
      const refused = await answer(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'validation', message: 'choice must be granted or denied' });
    }
    const rows = await ctx.database.db
      .select()
      .from(analyticsConsents)
      .orderBy(asc(analyticsConsents.choice));
    expect(rows).toEqual([
      { day: today, choice: 'denied', count: 1 },
      { day: today, choice: 'granted', count: 2 },
    ]);
    const report = await todaysReport();
    expect(report.measurement.consents).toEqual({ granted: 2, denied: 1 });
  });
});
