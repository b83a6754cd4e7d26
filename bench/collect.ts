/**
 * npm run bench:collect: the Insights collector (POST /api/collect) under a steady 5 000 events a second on the
 * embedded PGlite, as issue 16 asks: page views, leaves with vitals and funnel steps from 20 000 addresses
 * (X-Forwarded-For, the server trusting its proxy) with visitors' user agents, for 10 s (3 s with --quick) at a
 * fixed rate, after a 2 s warm-up at 1 000 a second. It reports the answers by status, p50/p99 latency, the rate
 * achieved, and the rows the database holds afterwards (the server is stopped first, which writes what is
 * queued): one for every 204, plus those answered after autocannon stopped counting (at most one per connection).
 * Also part of `npm run bench`. A benchmark, not a test: it fails only when it cannot run.
 */
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exited, startProductionServer, waitUntilAnswering } from '../scripts/productionServer';
import { pgliteExtensions } from '../server/db/client';

export interface CollectFigure {
  /** The rate asked for, events per second. */
  rate: number;
  seconds: number;
  sent: number;
  answered204: number;
  answered4xx: number;
  answered5xx: number;
  errors: number;
  /** Events per second the server answered. */
  achieved: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /**
   * Rows in analytics_events after the server stopped, less the warm-up's answers: one per 204, and one for each
   * request still in flight when autocannon stopped counting (at most one per connection, of both rounds).
   */
  stored: number;
}

const agents = [
  'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
];
const paths = ['/', '/about', '/contact', '/blog', '/services/web-design', '/en', '/en/contact'];

/** The n-th event of the run: mostly page views, a leave with vitals every third, a funnel step every tenth. */
function eventBody(n: number): string {
  const path = paths[n % paths.length]!;
  if (n % 10 === 9) return JSON.stringify({ type: 'funnel', path: '/contact', step: 'seen' });
  if (n % 3 === 2) {
    return JSON.stringify({
      type: 'leave',
      path,
      view: `v${n.toString(36).padStart(6, '0')}`,
      engagedMs: 1_000 + (n % 60_000),
      width: n % 2 ? 390 : 1440,
      vitals: [
        { metric: 'LCP', value: 800 + (n % 2_000), target: 'main > h1' },
        { metric: 'CLS', value: (n % 50) / 1_000 },
        { metric: 'INP', value: 40 + (n % 300), target: 'button' },
      ],
    });
  }
  return JSON.stringify({
    type: 'pageview',
    path,
    referrer: n % 4 === 0 ? 'www.google.com' : '',
    utmSource: n % 7 === 0 ? 'newsletter' : '',
    utmMedium: '',
    utmCampaign: '',
    lang: path.startsWith('/en') ? 'en' : 'sv',
    width: n % 2 ? 390 : 1440,
  });
}

/** Runs the load against a server the caller started (trusting X-Forwarded-For) on an empty PGlite. */
export async function collectLoad(base: string, { rate = 5_000, seconds = 10 } = {}): Promise<CollectFigure> {
  let n = 0;
  const result = await autocannon({
    url: `${base}/api/collect`,
    connections: 50,
    overallRate: rate,
    duration: seconds,
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': agents[n % agents.length]!,
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n % 20_000) & 255}`,
            },
            body: eventBody(n),
          };
        },
      },
    ],
  });
  return {
    rate,
    seconds,
    sent: result.requests.sent,
    answered204: result['2xx'],
    answered4xx: result['4xx'],
    answered5xx: result['5xx'],
    errors: result.errors + result.timeouts,
    achieved: Math.round(result['2xx'] / seconds),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    stored: 0,
  };
}

/** Rows the beacon's events left in a stopped server's PGlite. */
export async function storedEvents(dataDir: string): Promise<number> {
  const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  try {
    const result = await db.query<{ n: number }>('select count(*)::int as n from analytics_events');
    return result.rows[0]!.n;
  } finally {
    await db.close();
  }
}

/** The whole measurement: its own server on a fresh data directory, the load, the stop, the count. */
export async function benchCollect({
  port,
  quick,
}: {
  port: number;
  quick: boolean;
}): Promise<CollectFigure> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-collect-'));
  const server = startProductionServer({ port, dataDir, env: { TRUST_PROXY: 'true' } });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilAnswering(`${base}/healthz`);
    // A running server: the day's salt made, the code warm. Its events are rows too.
    const warmUp = await collectLoad(base, { rate: 1_000, seconds: 2 });
    const figure = await collectLoad(base, { rate: 5_000, seconds: quick ? 3 : 10 });
    server.kill('SIGTERM');
    await exited(server);
    return { ...figure, stored: (await storedEvents(dataDir)) - warmUp.answered204 };
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await exited(server);
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const quick = process.argv.includes('--quick');
  const figure = await benchCollect({ port: Number(process.env.BENCH_PORT ?? 5198), quick });
  console.table([figure]);
  const verdict =
    figure.answered5xx === 0 && figure.errors === 0 && figure.achieved >= 4_900 && figure.latencyP99Ms <= 50
      ? 'met'
      : 'not met';
  console.log(
    `Goal (5 000 events/s, no 5xx, p99 ≤ 50 ms): ${verdict}; stored ${figure.stored} of ${figure.answered204}`,
  );
}
