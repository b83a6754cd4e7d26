import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExperimentResults } from '../../../shared/experiments';
import type { PageDocument, PageSummary } from '../../../shared/pages';
import { auditLog, experimentVisitors, experiments } from '../../db/schema';
import { testAdmins } from '../../test/fixtures';
import { createTestApp, jsonCaller, signIn, signInTestEditor, type StaffSession } from '../../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: StaffSession;
let editor: StaffSession;

beforeEach(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  editor = await signInTestEditor(ctx);
});
afterEach(() => ctx.close());

/** Calls as the Editor unless another session is named: Editors run experiments. */
const call: ReturnType<typeof jsonCaller> = (...args) => jsonCaller(ctx.app, () => editor)(...args);

async function pageByKey(key: string): Promise<PageDocument> {
  const list = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
  const { id } = list.find((page) => page.key === key)!;
  return (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
}

/** The home page's blocks with the hero's title rewritten: variant B of the e2e journey. */
async function heroVariant(
  title = { sv: 'Din nya hemsida, klar på en vecka', en: 'Your new website, ready in a week' },
) {
  const home = await pageByKey('home');
  const blocks = home.blocks.map((block) =>
    block.type === 'hero' ? { ...block, data: { ...block.data, title } } : block,
  );
  return { home, blocks };
}

describe('starting an experiment', () => {
  it('an Editor starts one on the home hero: 201 with its id, the changed block named, audited', async () => {
    const { home, blocks } = await heroVariant();
    const started = await call('POST', '/api/admin/experiments', {
      pageId: home.id,
      goal: 'contact',
      split: [50, 50],
      variants: [{ blocks }],
    });
    expect(started.statusCode).toBe(201);
    const { id } = started.json<{ id: number }>();
    const results = (await call('GET', `/api/admin/experiments/${id}`)).json<ExperimentResults>();
    expect(results).toMatchObject({
      id,
      pageId: home.id,
      path: { sv: '/', en: '/en' },
      goal: 'contact',
      goalPath: null,
      split: [50, 50],
      blockIds: ['hero'],
      status: 'running',
      days: 0,
      winner: null,
      sampleRatio: { pValue: 1, mismatch: false },
    });
    expect(results.variants.map(({ name, visitors }) => [name, visitors])).toEqual([
      ['A', 0],
      ['B', 0],
    ]);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'experiment'));
    expect(entry).toMatchObject({ action: 'create', entityId: String(id), summary: '/: hero' });
    expect(
      (await call('GET', '/api/admin/experiments')).json<ExperimentResults[]>().map((e) => e.id),
    ).toEqual([id]);
  });

  it('refuses bad input with the field named, and starts nothing', async () => {
    const { home, blocks } = await heroVariant();
    const englishMissing = blocks.map((block) =>
      block.type === 'hero'
        ? { ...block, data: { ...block.data, title: { sv: 'Bara svenska här', en: '' } } }
        : block,
    );
    const refused: [unknown, Record<string, string>][] = [
      [
        { pageId: home.id, goal: 'contact', split: [60, 30], variants: [{ blocks }] },
        { split: 'The shares add up to 100 (now 90)' },
      ],
      [
        { pageId: home.id, goal: 'contact', split: [50, 25, 25], variants: [{ blocks }] },
        { split: 'A share for the page and each of the 1 variants: 2 numbers' },
      ],
      [
        { pageId: home.id, goal: 'contact', variants: [{ blocks: englishMissing }] },
        { 'variants.0.blocks.0.data.title': 'Write the English too: the page has it in both languages' },
      ],
      [
        { pageId: home.id, goal: 'contact', variants: [{ blocks: home.blocks }] },
        { variants: 'No variant changes a block of the page: change at least one' },
      ],
      [
        { pageId: home.id, goal: 'contact', variants: [{ blocks: blocks.slice(1) }] },
        {
          'variants.0.blocks': expect.stringContaining('A variant has the page’s blocks in the page’s order'),
        },
      ],
      [{ pageId: home.id, goal: 'page', variants: [{ blocks }] }, { goalPath: 'Which page is the goal' }],
      [
        { pageId: home.id, goal: 'page', goalPath: '/no-such-page', variants: [{ blocks }] },
        { goalPath: 'No page on the site has this address' },
      ],
      [
        { pageId: home.id, goal: 'sale', variants: [{ blocks }] },
        { goal: 'A contact form sent, a click to the contact page, or reaching a page' },
      ],
      [{ pageId: 999_999, goal: 'contact', variants: [{ blocks }] }, { pageId: 'No page with this id' }],
      [
        { pageId: home.id, goal: 'contact', variants: [{ blocks: [{ ...blocks[0], type: 'marquee' }] }] },
        { 'variants.0.blocks.0.type': expect.any(String) },
      ],
    ];
    for (const [body, fields] of refused) {
      const response = await call('POST', '/api/admin/experiments', body);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    expect(await ctx.database.db.select().from(experiments)).toEqual([]);
  });

  it('refuses a second one on the same page, naming the running one, and one on a page not on the site', async () => {
    const { home, blocks } = await heroVariant();
    const first = await call('POST', '/api/admin/experiments', {
      pageId: home.id,
      goal: 'cta',
      variants: [{ blocks }],
    });
    expect(first.statusCode).toBe(201);
    const again = await call(
      'POST',
      '/api/admin/experiments',
      { pageId: home.id, goal: 'contact', variants: [{ blocks }] },
      admin,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      experimentId: first.json().id,
      message: `This page already runs experiment ${first.json().id} (on hero): stop it before starting another`,
    });

    const made = await call(
      'POST',
      '/api/admin/pages',
      {
        path: { sv: '/kampanj/test', en: '/en/campaign/test' },
        status: 'draft',
        meta: home.meta,
        blocks: home.blocks.slice(0, 1),
      },
      admin,
    );
    expect(made.statusCode).toBe(201);
    const draft = await call('POST', '/api/admin/experiments', {
      pageId: made.json().id,
      goal: 'contact',
      variants: [{ blocks }],
    });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe('Only a page on the site can be tested: publish it first');
  });

  it('is for staff only', async () => {
    const anonymous = await call('GET', '/api/admin/experiments', undefined, {});
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', '/api/admin/experiments/77')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/experiments/x')).statusCode).toBe(404);
  });
});

describe('results and stopping', () => {
  it('count visitors and conversions per variant and day, name a winner, and keep them when stopped', async () => {
    const { home, blocks } = await heroVariant();
    const { id } = (
      await call('POST', '/api/admin/experiments', {
        pageId: home.id,
        goal: 'contact',
        variants: [{ blocks }],
      })
    ).json<{ id: number }>();
    // Three days of 2 000 visitors a variant: 5 % of the page's and 8 % of B's send the form.
    const rows = [];
    for (const day of ['2026-12-01', '2026-12-02', '2026-12-03']) {
      for (const [variant, converting] of [
        [0, 100],
        [1, 160],
      ] as const) {
        for (let visitor = 0; visitor < 2000; visitor += 1) {
          rows.push({
            experimentId: id,
            day,
            visitor: `${variant}-${visitor}`,
            variant,
            converted: visitor < converting,
          });
        }
      }
    }
    for (let start = 0; start < rows.length; start += 2000)
      await ctx.database.db.insert(experimentVisitors).values(rows.slice(start, start + 2000));

    const results = (await call('GET', `/api/admin/experiments/${id}`)).json<ExperimentResults>();
    expect(results.days).toBe(3);
    const [a, b] = results.variants;
    expect(a).toMatchObject({ name: 'A', visitors: 6000, conversions: 300, rate: 0.05 });
    expect(b).toMatchObject({ name: 'B', visitors: 6000, conversions: 480, rate: 0.08 });
    expect(a!.interval[0]).toBeLessThan(0.05);
    expect(a!.interval[1]).toBeGreaterThan(0.05);
    expect(b!.comparison!.difference).toBeCloseTo(0.03, 10);
    expect(b!.comparison!.significant).toBe(true);
    expect(b!.comparison!.probabilityBetter).toBeGreaterThan(0.99);
    expect(results.winner).toBe(1);
    expect(results.sampleRatio.mismatch).toBe(false);

    const stopped = await call('POST', `/api/admin/experiments/${id}/stop`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<ExperimentResults>()).toMatchObject({ status: 'stopped', winner: 1 });
    expect(stopped.json<ExperimentResults>().stoppedAt).not.toBeNull();
    expect(stopped.json<ExperimentResults>().variants).toEqual(results.variants);
    const again = await call('POST', `/api/admin/experiments/${id}/stop`);
    expect(again.statusCode).toBe(409);
    expect((await call('POST', '/api/admin/experiments/424242/stop')).statusCode).toBe(404);
    // Stopped, the page may be tested again.
    const next = await call('POST', '/api/admin/experiments', {
      pageId: home.id,
      goal: 'contact',
      variants: [{ blocks }],
    });
    expect(next.statusCode).toBe(201);
  });

  it('say the experiment is broken, and name no winner, when the visitors drift from the split', async () => {
    const { home, blocks } = await heroVariant();
    const { id } = (
      await call('POST', '/api/admin/experiments', {
        pageId: home.id,
        goal: 'contact',
        variants: [{ blocks }],
      })
    ).json<{ id: number }>();
    const rows = [0, 1].flatMap((variant) =>
      Array.from({ length: variant === 0 ? 3000 : 2600 }, (_, visitor) => ({
        experimentId: id,
        day: '2026-12-01',
        visitor: `${variant}-${visitor}`,
        variant,
        converted: visitor < (variant === 0 ? 150 : 260),
      })),
    );
    for (let start = 0; start < rows.length; start += 2000)
      await ctx.database.db.insert(experimentVisitors).values(rows.slice(start, start + 2000));
    const results = (await call('GET', `/api/admin/experiments/${id}`)).json<ExperimentResults>();
    expect(results.sampleRatio.mismatch).toBe(true);
    expect(results.sampleRatio.pValue).toBeLessThan(0.001);
    expect(results.variants[1]!.comparison!.significant).toBe(true);
    expect(results.winner).toBeNull();
  });

  it('keep a running experiment’s blocks on the page: publishing a version without one is refused, a draft is not', async () => {
    const { home, blocks } = await heroVariant();
    const { id } = (
      await call('POST', '/api/admin/experiments', {
        pageId: home.id,
        goal: 'contact',
        variants: [{ blocks }],
      })
    ).json<{ id: number }>();
    const withoutHero = { ...home, blocks: home.blocks.filter((block) => block.type !== 'hero') };
    const published = await call('PUT', `/api/admin/pages/${home.id}`, withoutHero);
    expect(published.statusCode).toBe(409);
    expect(published.json()).toEqual({
      error: 'conflict',
      message: `Block “hero” is in experiment ${id}, running on this page: stop the experiment before removing the block`,
      experimentId: id,
    });
    const draft = await call('PUT', `/api/admin/pages/${home.id}`, { ...withoutHero, status: 'draft' });
    expect(draft.statusCode).toBe(200);
    // Stopped, the block may go.
    await call('POST', `/api/admin/experiments/${id}/stop`);
    const again = await call('PUT', `/api/admin/pages/${home.id}`, {
      ...withoutHero,
      version: draft.json<PageDocument>().version,
    });
    expect(again.statusCode).toBe(200);
  });
});
