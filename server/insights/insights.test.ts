import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { funnelSteps, type CollectEvent, type FunnelStep, type InsightsReport } from '../../shared/insights';
import { rowsOf, type Db } from '../db/client';
import { addDays, stockholmDate, stockholmMidnight } from '../../shared/stockholm';
import { testAdmins } from '../test/fixtures';
import { createTestApp, signIn } from '../test/testApp';
import { Collector } from './collector';
import type { DailyCounts } from './report';
import { InsightsRollup } from './rollup';
import { EventWriter, type EventWriterOptions } from './writer';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const browsers = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
];
const visitorOf = (index: number) => ({
  address: `192.0.2.${Math.floor(index / 2) + 1}`,
  userAgent: browsers[index % 2]!,
  optedOut: false,
  sessionToken: undefined,
});

const silentLog = { error: () => undefined } as unknown as EventWriterOptions['log'];

async function clearInsights(db: Db) {
  for (const table of [
    'analytics_events',
    'analytics_vitals',
    'analytics_dirty_days',
    'analytics_daily',
    'analytics_hourly',
    'analytics_vitals_daily',
    'analytics_salts',
  ]) {
    await db.execute(sql`delete from ${sql.identifier(table)}`);
  }
}

describe('insights on the database', () => {
  let ctx: TestApp;
  let db: Db;
  let clock = new Date();
  let collector: Collector;
  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    collector = new Collector({ db, log: ctx.app.log, now: () => clock });
  });
  afterAll(() => ctx.close());
  beforeEach(() => clearInsights(db));

  it('cannot link a visitor across days: the hash changes and the day before’s salt is gone', async () => {
    const today = stockholmDate();
    const yesterday = addDays(today, -1);
    const visitor = visitorOf(0);
    const hashes: string[] = [];
    for (const day of [yesterday, today]) {
      clock = new Date(stockholmMidnight(day) + 10 * 3_600_000);
      await collector.collect(
        {
          type: 'pageview',
          path: '/',
          referrer: '',
          utmSource: '',
          utmMedium: '',
          utmCampaign: '',
          lang: 'sv',
          width: 1280,
        },
        visitor,
      );
      await collector.flush();
      const [row] = rowsOf<{ visitor: string }>(
        await db.execute(sql`select visitor from analytics_events where day = ${day}`),
      );
      hashes.push(row!.visitor);
      const salts = rowsOf<{ day: string }>(
        await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_salts`),
      );
      // Only the day's own salt exists: the hash of another day cannot be made again to compare.
      expect(salts).toEqual([{ day }]);
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('sweeps raw rows after 30 days and the salts of days that are over, keeping the rollups', async () => {
    const today = stockholmDate();
    for (const day of [addDays(today, -31), addDays(today, -30)]) {
      clock = new Date(stockholmMidnight(day) + 12 * 3_600_000);
      await collector.collect({ type: 'funnel', path: '/kontakt', step: 'seen' }, visitorOf(1));
    }
    await collector.flush();
    const rollup = new InsightsRollup({ db, log: ctx.app.log, today: () => today });
    await rollup.refresh();
    await db.execute(sql`insert into analytics_salts (day, salt) values (${addDays(today, -1)}, 'old')`);
    await rollup.sweep();
    const days = async (table: string) =>
      rowsOf<{ day: string }>(
        await db.execute(
          sql`select distinct to_char(day, 'YYYY-MM-DD') as day from ${sql.identifier(table)} order by 1`,
        ),
      ).map((row) => row.day);
    expect(await days('analytics_events')).toEqual([addDays(today, -30)]);
    expect(await days('analytics_salts')).toEqual([]);
    expect(await days('analytics_daily')).toEqual([addDays(today, -31), addDays(today, -30)]);
  });

  it('rolls up exactly what the raw events say (any events, any order of visitors and days)', async () => {
    const paths = ['/', '/om-oss', '/kontakt', '/en/blog'];
    const sources = [
      { referrer: '', utmSource: '' },
      { referrer: 'google.com', utmSource: '' },
      { referrer: 'linkedin.com', utmSource: 'newsletter' },
    ];
    // Six hours from 21:00 three days back: events cross midnight, and a visitor's gaps are often near the
    // 30 minutes that end a visit.
    const base = stockholmMidnight(addDays(stockholmDate(), -3)) + 21 * 3_600_000;
    const eventArb = fc.record({
      visitor: fc.nat(3),
      minute: fc.nat(72).map((step) => step * 5),
      kind: fc.constantFrom('pageview', 'pageview', 'funnel', 'leave'),
      path: fc.nat(paths.length - 1),
      source: fc.nat(sources.length - 1),
      width: fc.constantFrom(375, 900, 1440),
      step: fc.constantFrom(...funnelSteps),
      engaged: fc.nat(60_000),
      lcp: fc.integer({ min: 300, max: 9_000 }),
    });
    const app = ctx.app;
    const admin = await signIn(app, testAdmins[0]!.email, testAdmins[0]!.password!);

    await fc.assert(
      fc.asyncProperty(fc.array(eventArb, { minLength: 1, maxLength: 40 }), async (drawn) => {
        await clearInsights(db);
        const events = drawn
          .map((entry) => ({ ...entry, at: base + entry.minute * 60_000 }))
          .sort((a, b) => a.at - b.at);
        for (const [index, entry] of events.entries()) {
          clock = new Date(entry.at);
          const path = paths[entry.path]!;
          const event: CollectEvent =
            entry.kind === 'pageview'
              ? {
                  type: 'pageview',
                  path,
                  ...sources[entry.source]!,
                  utmMedium: '',
                  utmCampaign: '',
                  lang: path.startsWith('/en') ? 'en' : 'sv',
                  width: entry.width,
                }
              : entry.kind === 'funnel'
                ? { type: 'funnel', path, step: entry.step }
                : {
                    type: 'leave',
                    path,
                    view: `view${index}`,
                    engagedMs: entry.engaged,
                    width: entry.width,
                    vitals: [{ metric: 'LCP', value: entry.lcp, target: 'main img' }],
                  };
          expect(await collector.collect(event, visitorOf(entry.visitor))).toBe('counted');
        }
        await collector.flush();
        await app.insights.rollup.refresh();

        const expected = oracle(events, paths, sources);
        const stored = rowsOf<StoredRow>(
          await db.execute(sql`
            select to_char(day, 'YYYY-MM-DD') as day, dimension, key, visitors, pageviews, visits, bounces,
              engaged_ms::float8 as engaged_ms, engaged_views, seen, focused, submitted, accepted, fallback, failed
            from analytics_daily where dimension in ('', 'page', 'source', 'landing', 'device')`),
        );
        const nonEmpty = (row: StoredRow) =>
          row.dimension === '' ||
          Object.entries(row).some(([k, v]) => !['day', 'dimension', 'key'].includes(k) && v);
        expect(sortRows(stored.filter(nonEmpty))).toEqual(sortRows(expected));

        // The hours of each day add up to its page views.
        const hourly = rowsOf<{ day: string; pageviews: number }>(
          await db.execute(sql`
            select to_char(day, 'YYYY-MM-DD') as day, sum(pageviews)::int as pageviews
            from analytics_hourly group by day`),
        );
        for (const row of hourly) {
          expect(row.pageviews).toBe(
            expected.find((e) => e.day === row.day && e.dimension === '')!.pageviews,
          );
        }

        // The report over the three days agrees with the raw rows, and its LCP p75 with PostgreSQL's own
        // percentile of the raw values within the histogram's 2 %.
        const from = stockholmDate(new Date(base));
        const report = (
          await app.inject({
            method: 'GET',
            url: `/api/admin/insights?from=${from}&to=${addDays(from, 2)}`,
            headers: admin,
          })
        ).json<InsightsReport>();
        const [raw] = rowsOf<{ pageviews: number; lcp: number | null }>(
          await db.execute(sql`
            select (select count(*)::int from analytics_events where type = 'pageview') as pageviews,
              (select percentile_disc(0.75) within group (order by value) from analytics_vitals) as lcp`),
        );
        expect(report.totals.pageviews).toBe(raw!.pageviews);
        const lcp = report.vitals.summary.find((entry) => entry.metric === 'LCP')!.p75;
        if (raw!.lcp === null) expect(lcp).toBeNull();
        else expect(Math.abs(lcp! - raw!.lcp) / raw!.lcp).toBeLessThanOrEqual(0.011);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps events while the database refuses them and writes them once it takes them again', async () => {
    let refusals = 2;
    const flaky = new Proxy(db, {
      get(target, property, receiver) {
        if (property === 'transaction' && refusals > 0) {
          return () => {
            refusals -= 1;
            return Promise.reject(new Error('connection refused'));
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const writer = new EventWriter({ db: flaky, log: silentLog, maxQueued: 3, gatherMs: 0 });
    const today = stockholmDate();
    const row = (path: string) => ({
      at: new Date(),
      day: today,
      visitor: 'v'.repeat(22),
      type: 'pageview' as const,
      path,
    });
    expect([writer.add(row('/a')), writer.add(row('/b')), writer.add(row('/c'))]).toEqual([true, true, true]);
    // The queue is full while the database is away: a fourth event is dropped and counted.
    expect(writer.add(row('/d'))).toBe(false);
    expect(writer.dropped).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writer.failing).toBe('connection refused');
    await writer.flush();
    expect(writer.failing).toBeNull();
    expect(writer.written).toBe(3);
    const paths = rowsOf<{ path: string }>(
      await db.execute(sql`select path from analytics_events order by path`),
    ).map((entry) => entry.path);
    expect(paths).toEqual(['/a', '/b', '/c']);
  });
});

/** A stored rollup row, with its day. */
type StoredRow = DailyCounts & { day: string };

const sortRows = (rows: StoredRow[]) =>
  [...rows].sort((a, b) =>
    `${a.day}|${a.dimension}|${a.key}`.localeCompare(`${b.day}|${b.dimension}|${b.key}`),
  );

type Drawn = { visitor: number; at: number; kind: string; path: number; source: number; width: number } & {
  step: FunnelStep;
  engaged: number;
};

/** What the rollup must hold, worked out from the events the test sent, by the rules in rollup.ts. */
function oracle(
  events: Drawn[],
  paths: string[],
  sources: { referrer: string; utmSource: string }[],
): StoredRow[] {
  const rows = new Map<string, StoredRow>();
  const row = (day: string, dimension: string, key: string) => {
    const id = `${day}|${dimension}|${key}`;
    if (!rows.has(id)) {
      rows.set(id, {
        day,
        dimension,
        key,
        visitors: 0,
        pageviews: 0,
        visits: 0,
        bounces: 0,
        engaged_ms: 0,
        engaged_views: 0,
        seen: 0,
        focused: 0,
        submitted: 0,
        accepted: 0,
        fallback: 0,
        failed: 0,
      });
    }
    return rows.get(id)!;
  };
  const device = (width: number) => (width < 768 ? 'mobile' : width < 1100 ? 'tablet' : 'desktop');
  const sourceOf = (index: number) => sources[index]!.utmSource || sources[index]!.referrer;
  const days = [...new Set(events.map((event) => stockholmDate(new Date(event.at))))];
  for (const day of days) {
    const ofDay = events.filter((event) => stockholmDate(new Date(event.at)) === day);
    const views = ofDay.filter((event) => event.kind === 'pageview');
    row(day, '', '');
    const distinct = (list: Drawn[]) => new Set(list.map((event) => event.visitor)).size;
    row(day, '', '').visitors = distinct(views);
    row(day, '', '').pageviews = views.length;
    for (const path of new Set(views.map((event) => paths[event.path]!))) {
      const here = views.filter((event) => paths[event.path] === path);
      Object.assign(row(day, 'page', path), { visitors: distinct(here), pageviews: here.length });
    }
    for (const kind of new Set(views.map((event) => device(event.width)))) {
      const here = views.filter((event) => device(event.width) === kind);
      Object.assign(row(day, 'device', kind), { visitors: distinct(here), pageviews: here.length });
    }
    // Visits: a visitor's page views with gaps of 30 minutes at most.
    const firstVisit = new Map<number, { landing: string; source: string }>();
    const visitorsOf = new Map<string, Set<number>>();
    for (const visitor of new Set(views.map((event) => event.visitor))) {
      let visit: Drawn[] = [];
      const close = () => {
        if (visit.length === 0) return;
        const landing = paths[visit[0]!.path]!;
        const source = sourceOf(visit[0]!.source);
        if (!firstVisit.has(visitor)) firstVisit.set(visitor, { landing, source });
        for (const [dimension, key] of [
          ['', ''],
          ['page', landing],
          ['landing', landing],
          ['source', source],
        ] as const) {
          const target = row(day, dimension, key);
          target.visits += 1;
          if (visit.length === 1) target.bounces += 1;
          if (dimension === 'landing' || dimension === 'source') {
            target.pageviews += visit.length;
            const set = visitorsOf.get(`${dimension}|${key}`) ?? new Set();
            set.add(visitor);
            visitorsOf.set(`${dimension}|${key}`, set);
          }
        }
        visit = [];
      };
      for (const event of views.filter((entry) => entry.visitor === visitor)) {
        if (visit.length > 0 && event.at - visit[visit.length - 1]!.at > 30 * 60_000) close();
        visit.push(event);
      }
      close();
    }
    for (const [id, set] of visitorsOf) {
      const [dimension, key] = id.split('|') as [string, string];
      row(day, dimension, key).visitors = set.size;
    }
    // The time pages were visible, per page and in all.
    for (const event of ofDay.filter((entry) => entry.kind === 'leave')) {
      for (const target of [
        row(day, '', ''),
        ...(views.some((v) => v.path === event.path) ? [row(day, 'page', paths[event.path]!)] : []),
      ]) {
        target.engaged_ms += event.engaged;
        target.engaged_views += 1;
      }
    }
    // Funnel steps: visitors reaching each, under their first visit's source and landing page.
    const funnel = ofDay.filter((event) => event.kind === 'funnel');
    for (const visitor of new Set(funnel.map((event) => event.visitor))) {
      const steps = new Set(funnel.filter((event) => event.visitor === visitor).map((event) => event.step));
      const first = firstVisit.get(visitor) ?? { landing: '', source: '' };
      for (const target of [
        row(day, '', ''),
        row(day, 'landing', first.landing),
        row(day, 'source', first.source),
      ]) {
        for (const step of steps) target[step] += 1;
      }
    }
  }
  return [...rows.values()];
}
