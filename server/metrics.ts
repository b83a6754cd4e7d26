import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import cluster from 'node:cluster';
import { IncomingMessage } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { leadStatuses } from '../shared/csv';
import { joinClusterMetrics, metricsOfAllProcesses } from './clusterMetrics';
import { rowsOf, type Database } from './db/client';
import { attemptOutcomes, type OutboxWorker } from './mail/outbox';
import type { EventWriter } from './insights/writer';
import type { PageCache } from './pageCache';

export const metricsPath = '/metrics';

/** The outbox's states that are still to be sent (or, failed, to be looked at): its depth. */
const waitingStatuses = ['queued', 'retrying', 'failed'] as const;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

interface MetricsOptions {
  /** What Prometheus sends as `Authorization: Bearer <token>`. */
  token: string;
  database: Database;
  pageCache: PageCache;
  outbox: OutboxWorker;
  /** The Insights collector's writer (server/insights/writer.ts). */
  insights: EventWriter;
}

/**
 * GET /metrics in Prometheus' text format, for whoever holds the token (only registered when METRICS_TOKEN is
 * set). Counts are this instance's since it started (Prometheus adds up instances); what lives in the database
 * (outbox depth, leads) is read when scraped, so every instance reports the same totals.
 * Each app has its own registry (several apps in one test process would clash in prom-client's global one).
 */
export function registerMetrics(
  app: FastifyInstance,
  { token, database, pageCache, outbox, insights }: MetricsOptions,
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  // Several processes on one port: a scrape answers for all of them (server/clusterMetrics.ts).
  if (cluster.isWorker) joinClusterMetrics(registry);

  // Cached pages answered before Fastify (server/fastPages.ts) pass no hook: they are added when scraped.
  let directCounted = 0;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers,
    collect() {
      const direct = pageCache.direct;
      if (direct > directCounted)
        this.inc({ method: 'GET', route: '/*', status_code: '200' }, direct - directCounted);
      directCounted = direct;
    },
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by method and route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // Requests from the network only: a page render answers its API calls in-process (app.inject), and counting
  // those would count one visit several times. The route is Fastify's pattern, never the address asked for,
  // so made-up addresses cannot add series.
  app.addHook('onResponse', async (request, reply) => {
    if (!(request.raw instanceof IncomingMessage)) return;
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status_code: String(reply.statusCode) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  new Counter({
    name: 'page_cache_lookups_total',
    help: 'Cacheable page requests answered from the page cache (hit) or rendered (miss)',
    labelNames: ['result'],
    registers,
    collect() {
      this.reset();
      this.inc({ result: 'hit' }, pageCache.hits);
      this.inc({ result: 'miss' }, pageCache.misses);
    },
  });
  new Gauge({
    name: 'page_cache_pages',
    help: 'Pages in the page cache (found and not found)',
    registers,
    collect() {
      this.set(pageCache.size);
    },
  });
  new Counter({
    name: 'outbox_attempts_total',
    help: "This instance's tries at delivering an e-mail, by outcome (sent, captured or failed)",
    labelNames: ['outcome'],
    registers,
    collect() {
      this.reset();
      for (const outcome of attemptOutcomes) this.inc({ outcome }, outbox.attempts[outcome]);
    },
  });

  new Counter({
    name: 'insights_events_total',
    help: "The Insights beacon's events this instance wrote, or dropped because its queue was full",
    labelNames: ['result'],
    registers,
    collect() {
      this.reset();
      this.inc({ result: 'written' }, insights.written);
      this.inc({ result: 'dropped' }, insights.dropped);
    },
  });
  new Gauge({
    name: 'insights_events_queued',
    help: 'Insights events waiting to be written (it grows while the database refuses writes)',
    registers,
    collect() {
      this.set(insights.queued);
    },
  });

  // Read from the database at each scrape. A failed read leaves the metric without samples (and is logged)
  // rather than failing the scrape or reporting zero.
  const readDatabase = async (gauge: Gauge, what: string, read: () => Promise<void>) => {
    gauge.reset();
    await read().catch((error: unknown) => app.log.warn({ err: error }, `metrics: reading ${what} failed`));
  };
  new Gauge({
    name: 'outbox_messages',
    // The same in every process (read from the database): one process's figure, not their sum.
    aggregator: 'first',
    help: 'E-mails in the outbox waiting to be sent (queued: not tried yet; retrying) or given up on (failed)',
    labelNames: ['status'],
    registers,
    collect() {
      return readDatabase(this, 'the outbox', async () => {
        const result = await database.db.execute(sql`
          select case when status = 'queued' and attempts > 0 then 'retrying' else status end as status,
            count(*)::int as messages
          from outbox where status in ('queued', 'failed') group by 1`);
        for (const status of waitingStatuses) this.set({ status }, 0);
        for (const row of rowsOf<{ status: string; messages: number }>(result))
          this.set({ status: row.status }, row.messages);
      });
    },
  });
  new Gauge({
    name: 'leads_stored',
    aggregator: 'first',
    help: 'Leads in the database, by status',
    labelNames: ['status'],
    registers,
    collect() {
      return readDatabase(this, 'the leads', async () => {
        const result = await database.db.execute(
          sql`select status, count(*)::int as leads from leads group by status`,
        );
        for (const status of leadStatuses) this.set({ status }, 0);
        for (const row of rowsOf<{ status: string; leads: number }>(result))
          this.set({ status: row.status }, row.leads);
      });
    },
  });

  const expected = sha256(token);
  app.get(metricsPath, { logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const given = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    // Compared as hashes: equal lengths for timingSafeEqual, and nothing learnt from how long it takes.
    if (given === undefined || !timingSafeEqual(sha256(given), expected)) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ error: 'unauthorized', message: 'This address needs the metrics bearer token' });
    }
    const text = cluster.isWorker ? await metricsOfAllProcesses() : await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}
