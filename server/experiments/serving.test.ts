import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExperimentResults } from '../../shared/experiments';
import type { PageAnswer, PageDocument, PageSummary } from '../../shared/pages';
import { contactLead, testAdmins } from '../test/fixtures';
import { parsePage } from '../test/html';
import { createTestApp, jsonCaller, signIn, type StaffSession } from '../test/testApp';
import { versionKey } from './running';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let staff: StaffSession;

beforeEach(async () => {
  ctx = await createTestApp();
  staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterEach(() => ctx.close());

const call: ReturnType<typeof jsonCaller> = (...args) => jsonCaller(ctx.app, () => staff)(...args);

const variantTitle = { sv: 'Din nya hemsida, klar på en vecka', en: 'Your new website, ready in a week' };
const browser = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.${n}.0 Safari/537.36`;

/** Starts the experiment: the home hero's title rewritten in B, the contact form as the goal. */
async function startHeroExperiment(goal: 'contact' | 'cta' = 'contact') {
  const list = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
  const home = (
    await call('GET', `/api/admin/pages/${list.find((page) => page.key === 'home')!.id}`)
  ).json<PageDocument>();
  const blocks = home.blocks.map((block) =>
    block.type === 'hero' ? { ...block, data: { ...block.data, title: variantTitle } } : block,
  );
  const started = await call('POST', '/api/admin/experiments', {
    pageId: home.id,
    goal,
    variants: [{ blocks }],
  });
  expect(started.statusCode).toBe(201);
  return started.json<{ id: number }>().id;
}

/** A visitor's view of a page: which hero it shows. */
async function visit(url: string, visitor: { address: string; agent?: string }) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    remoteAddress: visitor.address,
    headers: {
      ...(visitor.agent ? { 'user-agent': visitor.agent } : {}),
      'sec-fetch-dest': 'document',
    },
  });
  expect(response.statusCode).toBe(200);
  const page = parsePage(response.body);
  const h1 = page.$('h1').first().text();
  return {
    variant: h1.includes('klar på en vecka') || h1.includes('ready in a week') ? 1 : 0,
    page,
    cacheControl: response.headers['cache-control'],
  };
}

/** Visitors (address and browser) until one of each variant is found. */
async function oneOfEach() {
  const found: ({ address: string; agent: string } | undefined)[] = [undefined, undefined];
  for (let n = 1; n < 60 && (!found[0] || !found[1]); n += 1) {
    const visitor = { address: `198.51.100.${n}`, agent: browser(n) };
    found[(await visit('/', visitor)).variant] ??= visitor;
  }
  expect(found[0] && found[1]).toBeTruthy();
  return found as [{ address: string; agent: string }, { address: string; agent: string }];
}

const results = async (id: number) => {
  await ctx.app.experiments.flush();
  return (await call('GET', `/api/admin/experiments/${id}`)).json<ExperimentResults>();
};

describe('a page under an experiment', () => {
  it('shows each visitor their variant, the same on every reload and in the other language, cached apart', async () => {
    await startHeroExperiment();
    const [a, b] = await oneOfEach();
    for (let again = 0; again < 3; again += 1) {
      expect((await visit('/', a)).variant).toBe(0);
      expect((await visit('/', b)).variant).toBe(1);
      expect((await visit('/en', b)).variant).toBe(1);
    }
    expect(ctx.app.pageCache.peek(versionKey('/', 1))).toBeDefined();
    expect(ctx.app.pageCache.peek('/')).toBeDefined();
    // Every variant keeps the page's canonical and hreflang pairs; no shared cache keeps one visitor's.
    const [pageA, pageB] = [(await visit('/', a)).page, (await visit('/', b)).page];
    expect(pageB.canonical()).toBe(pageA.canonical());
    expect(pageB.alternates()).toEqual(pageA.alternates());
    expect((await visit('/', b)).cacheControl).toBe('private, no-cache');
    // The application's own navigation to the page reads the same variant.
    const data = await ctx.app.inject({
      method: 'GET',
      url: '/api/pages?path=%2F',
      remoteAddress: b.address,
      headers: { 'user-agent': b.agent, 'sec-fetch-dest': 'empty' },
    });
    const hero = data.json<PageAnswer>().blocks.find((block) => block.type === 'hero');
    expect((hero?.data as { title: string }).title).toBe(variantTitle.sv);
    // A variant named that no experiment has: said, not a 5xx; one it lacks: the page as it is.
    const wrong = await ctx.app.inject({ method: 'GET', url: '/api/pages?path=%2F&variant=9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'validation', message: 'variant is 0, 1 or 2' });
    const lacking = await ctx.app.inject({ method: 'GET', url: '/api/pages?path=%2F&variant=2' });
    expect(lacking.statusCode).toBe(200);
    const shown = lacking.json<PageAnswer>().blocks.find((block) => block.type === 'hero');
    expect((shown?.data as { title: string }).title).not.toBe(variantTitle.sv);
  });

  it('gives crawlers and requests without a browser the page as it is, and counts them nowhere', async () => {
    const id = await startHeroExperiment();
    const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    for (let n = 1; n < 30; n += 1) {
      expect((await visit('/', { address: `203.0.113.${n}`, agent: crawler })).variant).toBe(0);
      expect((await visit('/', { address: `203.0.113.${n}` })).variant).toBe(0);
    }
    expect((await results(id)).variants.map(({ visitors }) => visitors)).toEqual([0, 0]);
  });

  it('counts each visitor once a day in their variant, and a message sent once as their conversion', async () => {
    const id = await startHeroExperiment();
    const [a, b] = await oneOfEach();
    await visit('/', b);
    await visit('/en', b);
    const seen = await results(id);
    // oneOfEach met some visitors of each kind before it had one of both: every one is counted once.
    expect(seen.variants[0]!.visitors).toBeGreaterThanOrEqual(1);
    expect(seen.variants[1]!.visitors).toBeGreaterThanOrEqual(1);
    const before = seen.variants.map(({ visitors }) => visitors);
    await visit('/', a);
    await visit('/', b);
    expect((await results(id)).variants.map(({ visitors }) => visitors)).toEqual(before);

    for (let sent = 0; sent < 2; sent += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/functions/v1/handle-contact-form',
        remoteAddress: b.address,
        headers: { 'content-type': 'application/json', 'user-agent': b.agent },
        payload: JSON.stringify(contactLead()),
      });
      expect(response.statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const converted = await results(id);
    expect(converted.variants.map(({ conversions }) => conversions)).toEqual([0, 1]);
  });

  it('counts a click to the contact page from the tested page for the call-to-action goal', async () => {
    const id = await startHeroExperiment('cta');
    const [, b] = await oneOfEach();
    const followed = await ctx.app.inject({
      method: 'GET',
      url: '/contact',
      remoteAddress: b.address,
      headers: {
        'user-agent': b.agent,
        'sec-fetch-dest': 'document',
        referer: 'http://localhost:80/',
        host: 'localhost:80',
      },
    });
    expect(followed.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await results(id)).variants[1]!.conversions).toBe(1);
  });

  it('shows everyone the page as it is once stopped', async () => {
    const id = await startHeroExperiment();
    const [, b] = await oneOfEach();
    expect((await call('POST', `/api/admin/experiments/${id}/stop`)).statusCode).toBe(200);
    expect((await visit('/', b)).variant).toBe(0);
    expect((await visit('/', b)).cacheControl).toBe('no-cache');
  });
});

describe('a variant made the page', () => {
  it('is what every visitor sees, a new revision of the page, and the experiment stops with its counts', async () => {
    const id = await startHeroExperiment();
    const [a, b] = await oneOfEach();
    const counted = (await results(id)).variants.map(({ visitors }) => visitors);
    const promoted = await call('POST', `/api/admin/experiments/${id}/promote`, { variant: 1 });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json<ExperimentResults>()).toMatchObject({ status: 'stopped', promoted: 1 });
    expect(promoted.json<ExperimentResults>().variants.map(({ visitors }) => visitors)).toEqual(counted);
    for (const visitor of [a, b, { address: '192.0.2.1', agent: 'Googlebot/2.1' }])
      expect((await visit('/', visitor)).variant).toBe(1);
    expect((await visit('/en', a)).variant).toBe(1);
    const home = (await call('GET', '/api/admin/pages'))
      .json<PageSummary[]>()
      .find((page) => page.key === 'home')!;
    const revisions = (await call('GET', `/api/admin/pages/${home.id}/revisions`)).json<unknown[]>();
    expect(revisions.length).toBeGreaterThanOrEqual(2);
    const again = await call('POST', `/api/admin/experiments/${id}/promote`, { variant: 1 });
    expect(again.statusCode).toBe(409);
  });

  it('is refused for a variant the experiment does not have, and for none', async () => {
    const id = await startHeroExperiment();
    const missing = await call('POST', `/api/admin/experiments/${id}/promote`, { variant: 2 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ variant: 'This experiment has variants 1 to 1' });
    expect((await call('POST', `/api/admin/experiments/${id}/promote`, {})).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/experiments/9999/promote', { variant: 1 })).statusCode).toBe(404);
  });
});

describe('an experiment and the measurement mode', () => {
  /** An event of the beacon from a visitor (the browser that loaded the page sends it, after an accept). */
  const beacon = (visitor: { address: string; agent: string }, event: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/collect',
      remoteAddress: visitor.address,
      headers: { 'content-type': 'text/plain', 'user-agent': visitor.agent },
      payload: JSON.stringify(event),
    });
  const setMode = async (measurement: 'server' | 'consent' | 'off') => {
    const settings = (await call('GET', '/api/admin/settings')).json();
    expect((await call('PUT', '/api/admin/settings', { ...settings, measurement })).statusCode).toBe(200);
  };

  it('with consent, serves every visitor a variant and counts those whose beacon reports, with their vitals', async () => {
    await setMode('consent');
    const id = await startHeroExperiment();
    const [a, b] = await oneOfEach();
    // Served, not counted: nobody has accepted yet.
    expect((await results(id)).variants.map(({ visitors }) => visitors)).toEqual([0, 0]);
    for (const visitor of [a, b]) {
      const view = { type: 'pageview', path: '/', referrer: '', lang: 'sv', width: 400 };
      expect((await beacon(visitor, view)).statusCode).toBe(204);
    }
    await ctx.app.insights.collector.flush();
    expect((await results(id)).variants.map(({ visitors }) => visitors)).toEqual([1, 1]);
    // Their messages reach the goal for their variant; one from a visitor who never accepted counts nowhere.
    const send = (visitor: { address: string; agent: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/functions/v1/handle-contact-form',
        remoteAddress: visitor.address,
        headers: { 'content-type': 'application/json', 'user-agent': visitor.agent },
        payload: JSON.stringify(contactLead()),
      });
    expect((await send(b)).statusCode).toBe(200);
    expect((await send({ address: '192.0.2.77', agent: browser(777) })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await results(id)).variants.map(({ conversions }) => conversions)).toEqual([0, 1]);
    // Leaving the page, each reports its Core Web Vitals: they go to the variant it was shown.
    const leave = (lcp: number, cls: number) => ({
      type: 'leave',
      path: '/',
      view: 'abcd1234',
      engagedMs: 4000,
      width: 400,
      vitals: [
        { metric: 'LCP', value: lcp },
        { metric: 'CLS', value: cls },
        { metric: 'TTFB', value: 120 },
      ],
    });
    expect((await beacon(a, leave(1800, 0.01))).statusCode).toBe(204);
    expect((await beacon(b, leave(2600, 0.02))).statusCode).toBe(204);
    // Another page's vitals are no experiment's.
    expect((await beacon(b, { ...leave(9000, 0.5), path: '/about' })).statusCode).toBe(204);
    await ctx.app.insights.collector.flush();
    const measured = await results(id);
    // The tested block by its kind, for its name on screen.
    expect([measured.blockIds, measured.blockTypes]).toEqual([['hero'], ['hero']]);
    expect(measured.variants.map(({ vitals }) => vitals)).toEqual([
      [
        { metric: 'LCP', p75: 1800, count: 1, slower: false },
        { metric: 'CLS', p75: 0.01, count: 1, slower: false },
      ],
      // Slower by far, but one measurement each is too few to say so.
      [
        { metric: 'LCP', p75: 2600, count: 1, slower: false },
        { metric: 'CLS', p75: 0.02, count: 1, slower: false },
      ],
    ]);
  });

  it('pauses while the site measures nothing, and none starts then', async () => {
    const id = await startHeroExperiment();
    const [, b] = await oneOfEach();
    const counted = (await results(id)).variants.map(({ visitors }) => visitors);
    await setMode('off');
    expect((await visit('/', b)).variant).toBe(0);
    expect((await visit('/', { address: '192.0.2.99', agent: browser(999) })).variant).toBe(0);
    expect((await results(id)).variants.map(({ visitors }) => visitors)).toEqual(counted);
    expect((await call('POST', `/api/admin/experiments/${id}/stop`)).statusCode).toBe(200);
    const refused = await call('POST', '/api/admin/experiments', {
      pageId: 1,
      goal: 'contact',
      variants: [],
    });
    expect(refused.statusCode).toBe(400);
    const home = (await call('GET', '/api/admin/pages'))
      .json<PageSummary[]>()
      .find((page) => page.key === 'home')!;
    const again = await call('POST', '/api/admin/experiments', {
      pageId: home.id,
      goal: 'contact',
      variants: [{ blocks: [] }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Server only');
  });
});

describe('a variant answered before Fastify', () => {
  it('is the visitor’s own, from the cache, once the day’s salt is at hand', async () => {
    await startHeroExperiment();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (ctx.app.server.address() as AddressInfo).port;
    const get = (agent: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/', headers: { 'user-agent': agent } }, (response) => {
            let body = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (body += chunk));
            response.on('end', () => resolve(body));
          })
          .on('error', reject);
      });
    const variantOf = (html: string) => (html.includes(variantTitle.sv) ? 1 : 0);
    const agents: string[][] = [[], []];
    for (let n = 1; n < 60 && (agents[0]!.length < 2 || agents[1]!.length < 2); n += 1)
      agents[variantOf(await get(browser(n)))]!.push(browser(n));
    // Each page stored compressed, then answered directly: still each visitor's variant.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const before = ctx.app.pageCache.direct;
    for (const variant of [0, 1])
      for (const agent of agents[variant]!) expect(variantOf(await get(agent))).toBe(variant);
    expect(ctx.app.pageCache.direct).toBeGreaterThan(before);
  });
});
