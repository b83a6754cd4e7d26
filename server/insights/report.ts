import { asc, between, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { analyticsConsents, analyticsModes } from '../db/schema';
import {
  emptyInsightsTotals,
  funnelSteps,
  vitalMetrics,
  type FunnelRow,
  type FunnelStep,
  type InsightsReport,
  type InsightsRow,
  type InsightsToday,
  type InsightsTotals,
  type VitalMetric,
  type VitalsRow,
  type VitalTarget,
} from '../../shared/insights';
import { addDays, daysIn, stockholmDate, stockholmMidnight } from '../../shared/stockholm';
import { p75 } from './histogram';

/** A row of analytics_daily (or a sum of them), as the queries here read it. */
export interface DailyCounts {
  dimension: string;
  key: string;
  visitors: number;
  pageviews: number;
  visits: number;
  bounces: number;
  engaged_ms: number;
  engaged_views: number;
  seen: number;
  focused: number;
  submitted: number;
  accepted: number;
  fallback: number;
  failed: number;
}

const sums = sql.raw(`
  sum(visitors)::int as visitors, sum(pageviews)::int as pageviews, sum(visits)::int as visits,
  sum(bounces)::int as bounces, sum(engaged_ms)::float8 as engaged_ms, sum(engaged_views)::int as engaged_views,
  sum(seen)::int as seen, sum(focused)::int as focused, sum(submitted)::int as submitted,
  sum(accepted)::int as accepted, sum(fallback)::int as fallback, sum(failed)::int as failed`);

function totalsOf(row: DailyCounts | undefined): InsightsTotals {
  if (!row) return emptyInsightsTotals;
  return {
    visitors: row.visitors,
    pageviews: row.pageviews,
    visits: row.visits,
    bounceRate: row.visits > 0 ? row.bounces / row.visits : null,
    avgTimeOnPageMs: row.engaged_views > 0 ? Math.round(row.engaged_ms / row.engaged_views) : null,
    conversionRate: row.visitors > 0 ? row.accepted / row.visitors : null,
  };
}

const stepsOf = (row: DailyCounts) =>
  Object.fromEntries(funnelSteps.map((step) => [step, row[step]])) as Record<FunnelStep, number>;

const byVisitors = (a: { visitors: number; key: string }, b: { visitors: number; key: string }) =>
  b.visitors - a.visitors || a.key.localeCompare(b.key);

async function countsBetween(db: Db, from: string, to: string, onlyTotal = false): Promise<DailyCounts[]> {
  return rowsOf<DailyCounts>(
    await db.execute(sql`
      select dimension, key, ${sums} from analytics_daily
      where day between ${from} and ${to} ${onlyTotal ? sql`and dimension = ''` : sql``}
      group by dimension, key`),
  );
}

type Histogram = Map<string, { bucket: number; count: number }[]>;

function addTo(histograms: Histogram, key: string, bucket: number, count: number) {
  const list = histograms.get(key) ?? [];
  list.push({ bucket, count });
  histograms.set(key, list);
}

function vitalsRows(histograms: Histogram, keys: Iterable<string>): VitalsRow[] {
  return [...keys].map((key) => {
    const entry = (metric: VitalMetric) => histograms.get(`${key}\n${metric}`) ?? [];
    const samples = Math.max(
      ...vitalMetrics.map((metric) => entry(metric).reduce((sum, bucket) => sum + bucket.count, 0)),
    );
    return {
      key,
      samples,
      p75: Object.fromEntries(vitalMetrics.map((metric) => [metric, p75(metric, entry(metric))])) as Record<
        VitalMetric,
        number | null
      >,
    };
  });
}

/**
 * The Insights screen's report of a range of Stockholm days (both included), read from the rollups alone, with
 * the same totals for the period of the same length just before.
 */
export async function insightsReport(db: Db, from: string, to: string): Promise<InsightsReport> {
  const length = daysIn(from, to);
  const previous = { from: addDays(from, -length), to: addDays(from, -1) };
  const [counts, previousCounts] = await Promise.all([
    countsBetween(db, from, to),
    countsBetween(db, previous.from, previous.to, true),
  ]);
  const dimension = (name: string, limit = 50): InsightsRow[] =>
    counts
      .filter((row) => row.dimension === name)
      .map(({ key, visitors, pageviews }) => ({ key, visitors, pageviews }))
      .sort(byVisitors)
      .slice(0, limit);
  const funnelRows = (name: string): FunnelRow[] =>
    counts
      .filter((row) => row.dimension === name)
      .map((row) => ({ key: row.key, visitors: row.visitors, steps: stepsOf(row) }))
      .filter((row) => row.visitors > 0 || row.steps.seen > 0)
      .sort(byVisitors)
      .slice(0, 20);
  const total = counts.find((row) => row.dimension === '');

  const granularity = length === 1 ? 'hour' : 'day';
  let series: InsightsReport['series'];
  if (granularity === 'hour') {
    const hours = new Map(
      rowsOf<{ hour: string | Date; visitors: number; pageviews: number }>(
        await db.execute(sql`select hour, visitors, pageviews from analytics_hourly where day = ${from}`),
      ).map((row) => [new Date(row.hour).getTime(), row]),
    );
    series = [];
    // Today's hours end with the current one: the hours to come are not zeros yet.
    const end = Math.min(stockholmMidnight(addDays(from, 1)), Date.now() + 1);
    for (let at = stockholmMidnight(from); at < end; at += 3_600_000) {
      const row = hours.get(at);
      series.push({
        at: new Date(at).toISOString(),
        visitors: row?.visitors ?? 0,
        pageviews: row?.pageviews ?? 0,
      });
    }
  } else {
    const days = new Map(
      counts.length === 0
        ? []
        : rowsOf<{ day: string; visitors: number; pageviews: number }>(
            await db.execute(sql`
              select to_char(day, 'YYYY-MM-DD') as day, visitors, pageviews from analytics_daily
              where dimension = '' and day between ${from} and ${to}`),
          ).map((row) => [row.day, row]),
    );
    series = Array.from({ length }, (_, index) => {
      const at = addDays(from, index);
      return { at, visitors: days.get(at)?.visitors ?? 0, pageviews: days.get(at)?.pageviews ?? 0 };
    });
  }

  return {
    range: { from, to, granularity },
    previous,
    totals: totalsOf(total),
    previousTotals: totalsOf(previousCounts[0]),
    series,
    pages: dimension('page'),
    sources: dimension('source'),
    campaigns: dimension('campaign'),
    languages: dimension('lang'),
    devices: dimension('device'),
    funnel: {
      steps: total ? stepsOf(total) : (Object.fromEntries(funnelSteps.map((step) => [step, 0])) as never),
      visitors: total?.visitors ?? 0,
      bySource: funnelRows('source'),
      byLanding: funnelRows('landing'),
    },
    vitals: await vitalsReport(db, from, to),
    measurement: await measurementReport(db, from, to),
  };
}

type Period = InsightsReport['measurement']['periods'][number];

/** The modes in force over a range (as Stockholm days) and the consent dialog's answers in it. */
async function measurementReport(db: Db, from: string, to: string): Promise<InsightsReport['measurement']> {
  const [changes, answers] = await Promise.all([
    db.select().from(analyticsModes).orderBy(asc(analyticsModes.since), asc(analyticsModes.id)),
    db
      .select({ choice: analyticsConsents.choice, count: sql<number>`sum(${analyticsConsents.count})::int` })
      .from(analyticsConsents)
      .where(between(analyticsConsents.day, from, to))
      .groupBy(analyticsConsents.choice),
  ]);
  // A day counts under the mode it ended with (a day of several changes, under its last).
  const byDay = new Map<string, Period['mode']>();
  for (const change of changes) byDay.set(stockholmDate(change.since), change.mode as Period['mode']);
  const starts = [...byDay.entries()];
  const periods: Period[] = [];
  starts.forEach(([day, mode], index) => {
    const next = starts[index + 1]?.[0];
    const start = day < from ? from : day;
    const last = next === undefined ? to : addDays(next, -1);
    const end = last < to ? last : to;
    if (start <= end) periods.push({ mode, from: start, to: end });
  });
  const count = (choice: string) => answers.find((row) => row.choice === choice)?.count ?? 0;
  return { periods, consents: { granted: count('granted'), denied: count('denied') } };
}

async function vitalsReport(db: Db, from: string, to: string): Promise<InsightsReport['vitals']> {
  const rows = rowsOf<{ dimension: string; key: string; metric: VitalMetric; bucket: number; count: number }>(
    await db.execute(sql`
      select dimension, key, metric, bucket, sum(count)::int as count from analytics_vitals_daily
      where day between ${from} and ${to} group by dimension, key, metric, bucket`),
  );
  const daily = rowsOf<{ day: string; metric: VitalMetric; bucket: number; count: number }>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, metric, bucket, sum(count)::int as count
      from analytics_vitals_daily where dimension = '' and day between ${from} and ${to}
      group by day, metric, bucket order by day`),
  );
  const byDimension = new Map<string, Histogram>();
  for (const row of rows) {
    const histograms = byDimension.get(row.dimension) ?? new Map();
    addTo(histograms, `${row.key}\n${row.metric}`, row.bucket, row.count);
    byDimension.set(row.dimension, histograms);
  }
  const keysOf = (name: string) =>
    new Set([...(byDimension.get(name)?.keys() ?? [])].map((key) => key.slice(0, key.lastIndexOf('\n'))));
  const all = byDimension.get('') ?? new Map();

  const perDay: Histogram = new Map();
  for (const row of daily) addTo(perDay, `${row.day}\n${row.metric}`, row.bucket, row.count);
  const days = [...new Set(daily.map((row) => row.day))];

  const targets = (metric: 'LCP' | 'INP'): VitalTarget[] => {
    const histograms = byDimension.get('target') ?? new Map();
    return [...histograms.entries()]
      .filter(([key]) => key.endsWith(`\n${metric}`))
      .map(([key, buckets]) => {
        const [path = '', target = ''] = key.slice(0, key.lastIndexOf('\n')).split('\t');
        return {
          target,
          path,
          samples: buckets.reduce((sum: number, bucket: { count: number }) => sum + bucket.count, 0),
          p75: p75(metric, buckets) ?? 0,
        };
      })
      .sort((a, b) => b.p75 - a.p75 || b.samples - a.samples)
      .slice(0, 10);
  };

  return {
    summary: vitalMetrics.map((metric) => {
      const buckets = all.get(`\n${metric}`) ?? [];
      return {
        metric,
        p75: p75(metric, buckets),
        samples: buckets.reduce((sum: number, bucket: { count: number }) => sum + bucket.count, 0),
      };
    }),
    series: days.map((day) => ({
      at: day,
      p75: Object.fromEntries(
        vitalMetrics.map((metric) => [metric, p75(metric, perDay.get(`${day}\n${metric}`) ?? [])]),
      ) as Record<VitalMetric, number | null>,
    })),
    byPage: vitalsRows(byDimension.get('page') ?? new Map(), keysOf('page'))
      .sort((a, b) => b.samples - a.samples || a.key.localeCompare(b.key))
      .slice(0, 50),
    byDevice: vitalsRows(byDimension.get('device') ?? new Map(), keysOf('device')).sort(
      (a, b) => b.samples - a.samples,
    ),
    lcpElements: targets('LCP'),
    slowInteractions: targets('INP'),
  };
}

/** Today's visitors and the share of them whose message was accepted, for the dashboard. */
export async function insightsToday(db: Db, today: string): Promise<InsightsToday> {
  const totals = totalsOf((await countsBetween(db, today, today, true))[0]);
  return { visitors: totals.visitors, conversionRate: totals.conversionRate };
}
