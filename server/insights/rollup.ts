import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db, type Tx } from '../db/client';
import { bucketSql } from './histogram';

/** How long raw events and vitals are kept; the rollups stay. */
export const rawRetentionDays = 30;

/** A visit ends after half an hour without a page view. */
const visitGap = '30 minutes';

/** Any number that identifies the rollup among the site's advisory locks. */
const rollupLock = 160_016;

/**
 * Remakes one day's rollups from its raw events: the daily counts per dimension, the hourly counts and the
 * vitals' histograms. Idempotent: a day is deleted and written whole, so running it again, on any instance,
 * gives the same rows. Visits are a visitor's page views with no gap of more than 30 minutes; a visit's source
 * (UTM source, else the referring host, else '' for direct) and landing page are its first page view's. A
 * visitor's funnel steps count under the source and landing page of their first visit that day.
 */
async function rollUpDay(tx: Tx, day: string): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => tx.execute(query);
  for (const table of ['analytics_daily', 'analytics_hourly', 'analytics_vitals_daily']) {
    await run(sql`delete from ${sql.identifier(table)} where day = ${day}`);
  }
  await run(sql`
    create temp table r_pv on commit drop as
    select id, at, visitor, path, lang, device, coalesce(nullif(utm_source, ''), referrer) as source,
      utm_campaign as campaign
    from analytics_events where day = ${day} and type = 'pageview'`);
  await run(sql`
    create temp table r_visits on commit drop as
    with marked as (
      select *, coalesce(at - lag(at) over (partition by visitor order by at, id) > ${visitGap}::interval, true)
        as starts
      from r_pv
    ), numbered as (
      select *, sum(case when starts then 1 else 0 end) over (partition by visitor order by at, id) as visit
      from marked
    )
    select visitor, visit, count(*)::int as views,
      (array_agg(path order by at, id))[1] as landing,
      (array_agg(source order by at, id))[1] as source,
      (array_agg(campaign order by at, id))[1] as campaign
    from numbered group by visitor, visit`);
  await run(sql`
    create temp table r_funnel on commit drop as
    select e.visitor, coalesce(f.landing, '') as landing, coalesce(f.source, '') as source,
      bool_or(e.step = 'seen') as seen, bool_or(e.step = 'focused') as focused,
      bool_or(e.step = 'submitted') as submitted, bool_or(e.step = 'accepted') as accepted,
      bool_or(e.step = 'fallback') as fallback, bool_or(e.step = 'failed') as failed
    from analytics_events e
    left join (select distinct on (visitor) visitor, landing, source from r_visits order by visitor, visit) f
      using (visitor)
    where e.day = ${day} and e.type = 'funnel'
    group by e.visitor, f.landing, f.source`);
  await run(sql`
    create temp table r_leave on commit drop as
    select path, sum(engaged_ms)::bigint as engaged_ms, count(distinct view)::int as engaged_views
    from analytics_events where day = ${day} and type = 'leave' group by path`);

  const funnelColumns = sql.raw(`
    count(*) filter (where seen)::int, count(*) filter (where focused)::int,
    count(*) filter (where submitted)::int, count(*) filter (where accepted)::int,
    count(*) filter (where fallback)::int, count(*) filter (where failed)::int`);
  const columns = sql.raw(
    'day, dimension, key, visitors, pageviews, visits, bounces, engaged_ms, engaged_views, ' +
      'seen, focused, submitted, accepted, fallback, failed',
  );
  // The whole site.
  await run(sql`
    insert into analytics_daily (${columns})
    select ${day}::date, '', '',
      (select count(distinct visitor)::int from r_pv), (select count(*)::int from r_pv),
      (select count(*)::int from r_visits), (select count(*) filter (where views = 1)::int from r_visits),
      (select coalesce(sum(engaged_ms), 0) from r_leave), (select coalesce(sum(engaged_views), 0) from r_leave),
      f.* from (select ${funnelColumns} from r_funnel) f`);
  // Pages: views, their visitors, the visits that began there (and bounced), the time they were visible.
  await run(sql`
    insert into analytics_daily (day, dimension, key, visitors, pageviews, visits, bounces, engaged_ms, engaged_views)
    select ${day}::date, 'page', p.path, p.visitors, p.pageviews, coalesce(v.visits, 0), coalesce(v.bounces, 0),
      coalesce(l.engaged_ms, 0), coalesce(l.engaged_views, 0)
    from (select path, count(distinct visitor)::int as visitors, count(*)::int as pageviews from r_pv group by path) p
    left join (
      select landing as path, count(*)::int as visits, count(*) filter (where views = 1)::int as bounces
      from r_visits group by landing
    ) v using (path)
    left join r_leave l using (path)`);
  // Landing pages and sources: visits and, for the visitors who began there, the funnel.
  for (const dimension of ['landing', 'source'] as const) {
    const key = sql.identifier(dimension);
    await run(sql`
      insert into analytics_daily (${columns})
      select ${day}::date, ${dimension}, coalesce(v.key, f.key), coalesce(v.visitors, 0), coalesce(v.pageviews, 0),
        coalesce(v.visits, 0), coalesce(v.bounces, 0), 0, 0,
        coalesce(f.seen, 0), coalesce(f.focused, 0), coalesce(f.submitted, 0), coalesce(f.accepted, 0),
        coalesce(f.fallback, 0), coalesce(f.failed, 0)
      from (
        select ${key} as key, count(distinct visitor)::int as visitors, sum(views)::int as pageviews,
          count(*)::int as visits, count(*) filter (where views = 1)::int as bounces
        from r_visits group by ${key}
      ) v
      full join (
        select ${key} as key, ${funnelColumns}
        from r_funnel group by ${key}
      ) f(key, seen, focused, submitted, accepted, fallback, failed) using (key)`);
  }
  await run(sql`
    insert into analytics_daily (day, dimension, key, visitors, pageviews, visits, bounces)
    select ${day}::date, 'campaign', campaign, count(distinct visitor)::int, sum(views)::int, count(*)::int,
      count(*) filter (where views = 1)::int
    from r_visits where campaign <> '' group by campaign`);
  for (const dimension of ['lang', 'device'] as const) {
    await run(sql`
      insert into analytics_daily (day, dimension, key, visitors, pageviews)
      select ${day}::date, ${dimension}, ${sql.identifier(dimension)}, count(distinct visitor)::int, count(*)::int
      from r_pv group by ${sql.identifier(dimension)}`);
  }
  await run(sql`
    insert into analytics_hourly (day, hour, visitors, pageviews)
    select ${day}::date, date_trunc('hour', at, 'UTC'), count(distinct visitor)::int, count(*)::int
    from r_pv group by 2`);
  // Vitals: all pages, per page, per device class, and per element for LCP and INP (key: path, tab, element).
  await run(sql`
    insert into analytics_vitals_daily (day, dimension, key, metric, bucket, count)
    select ${day}::date, d.dimension, d.key, v.metric, v.bucket, count(*)::int
    from (
      select metric, path, device, target, ${sql.raw(bucketSql)} as bucket
      from analytics_vitals where day = ${day}
    ) v
    cross join lateral (values
      ('', ''), ('page', v.path), ('device', v.device),
      ('target', case when v.target <> '' and v.metric in ('LCP', 'INP') then v.path || chr(9) || v.target end)
    ) as d(dimension, key)
    where d.key is not null
    group by d.dimension, d.key, v.metric, v.bucket`);
}

/**
 * Keeps the rollups up to date: each write marks its day (analytics_dirty_days), and a pass takes the marked days
 * and remakes them, under an advisory lock so that instances take turns. A write that commits after a pass took
 * its day marks it again, so nothing is missed. Runs every minute and before the Insights screen reads; once an
 * hour it also deletes raw rows older than 30 days and salts of days that are over.
 */
export class InsightsRollup {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private lastSweep = 0;

  constructor(
    private readonly options: { db: Db; log: FastifyBaseLogger; today: () => string; intervalMs?: number },
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.refresh().catch((error) => this.options.log.error({ err: error }, 'insights: rollup failed'));
    }, this.options.intervalMs ?? 60_000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Remakes every marked day; resolves with how many. A pass asked for while one runs follows it. */
  async refresh(): Promise<number> {
    while (this.running) await this.running.catch(() => undefined);
    this.running = this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    const { db } = this.options;
    if (Date.now() - this.lastSweep > 60 * 60 * 1000) {
      await this.sweep();
      this.lastSweep = Date.now();
    }
    let days = 0;
    for (;;) {
      const done = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${rollupLock})`);
        const [taken] = rowsOf<{ day: string }>(
          await tx.execute(sql`
            delete from analytics_dirty_days
            where day = (select day from analytics_dirty_days order by day limit 1)
            returning to_char(day, 'YYYY-MM-DD') as day`),
        );
        if (!taken) return false;
        await rollUpDay(tx, taken.day);
        return true;
      });
      if (!done) return days;
      days += 1;
    }
  }

  /** Deletes raw rows past their 30 days and the salts of days that are over. */
  async sweep(): Promise<void> {
    const { db, today } = this.options;
    const day = today();
    await db.execute(sql`delete from analytics_events where day < ${day}::date - ${rawRetentionDays}::int`);
    await db.execute(sql`delete from analytics_vitals where day < ${day}::date - ${rawRetentionDays}::int`);
    await db.execute(sql`delete from analytics_salts where day < ${day}`);
  }
}
