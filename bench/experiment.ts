/**
 * What an experiment costs the page it runs on (#44, docs/experiments.md): the cached page's throughput and its
 * uncached render, without an experiment and with one running on the home page's hero. wrk and the renders send a
 * browser's name, so each request is a visitor the server counts and, under the experiment, is dealt a variant
 * (without one, wrk would be a bot: the page as it is, no hash). The cached figure is the better of two wrk runs
 * (1 thread, 50 connections, gzip); the uncached one the median of fourteen renders, the page cache cleared
 * before each. Against a running production server (`npm run serve`), whose Admin signs in with BENCH_ADMIN_PASSWORD
 * (the bench server's seeded one by default): `npm run bench:experiment [base]`; `npm run bench` runs it too.
 */
import { ensureTools, wrk } from './serving';

export interface ExperimentCostFigure {
  experiment: 'none' | 'running';
  cachedRequestsPerSecond: number;
  uncachedMedianMs: number;
}

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function signIn(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@novaweb.se',
      password: process.env.BENCH_ADMIN_PASSWORD ?? 'local-server-password-1',
    }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return { cookie: /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0], origin: base };
}

/** One turn: seven uncached renders (ms), then the cached page under wrk (requests per second). */
async function measure(base: string, staff: Record<string, string>) {
  const page = () =>
    fetch(`${base}/`, { headers: { 'user-agent': browser, 'accept-encoding': 'gzip' } }).then((response) =>
      response.arrayBuffer(),
    );
  const renders: number[] = [];
  for (let run = 0; run < 7; run += 1) {
    const cleared = await fetch(`${base}/api/admin/cache/clear`, { method: 'POST', headers: staff });
    if (!cleared.ok) throw new Error(`the page cache was not cleared: ${cleared.status}`);
    const start = performance.now();
    await page();
    renders.push(performance.now() - start);
  }
  // The stored encoding is made just after the first answer; a few more let it land.
  for (let tries = 0; tries < 20; tries += 1) {
    await page();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { renders, cached: wrk(`${base}/`, [`User-Agent: ${browser}`]).requestsPerSecond };
}

/**
 * The figures without and with an experiment on the home hero, measured in turn twice (none, running, none,
 * running: the counting of every visit grows the database as the run goes on, which must not favour either), the
 * better cached figure and the median of all renders of each. Null without wrk.
 */
export async function experimentCost(base: string): Promise<ExperimentCostFigure[] | null> {
  if (!ensureTools()) return null;
  const staff = await signIn(base);
  const json = { ...staff, 'content-type': 'application/json' };
  const list = (await (await fetch(`${base}/api/admin/pages`, { headers: staff })).json()) as {
    id: number;
    key: string | null;
  }[];
  const homeId = list.find((page) => page.key === 'home')!.id;
  const home = (await (await fetch(`${base}/api/admin/pages/${homeId}`, { headers: staff })).json()) as {
    blocks: { id: string; type: string; data: Record<string, unknown> }[];
  };
  const blocks = home.blocks.map((block) =>
    block.type === 'hero'
      ? {
          ...block,
          data: {
            ...block.data,
            title: { sv: 'Din nya hemsida på en vecka', en: 'Your new website in a week' },
          },
        }
      : block,
  );
  const runs: Record<ExperimentCostFigure['experiment'], { cached: number[]; renders: number[] }> = {
    none: { cached: [], renders: [] },
    running: { cached: [], renders: [] },
  };
  for (let round = 0; round < 2; round += 1) {
    const without = await measure(base, staff);
    runs.none.cached.push(without.cached);
    runs.none.renders.push(...without.renders);
    const started = await fetch(`${base}/api/admin/experiments`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ pageId: homeId, goal: 'contact', variants: [{ blocks }] }),
    });
    if (started.status !== 201)
      throw new Error(`the experiment did not start: ${started.status} ${await started.text()}`);
    const { id } = (await started.json()) as { id: number };
    try {
      const withOne = await measure(base, staff);
      runs.running.cached.push(withOne.cached);
      runs.running.renders.push(...withOne.renders);
    } finally {
      await fetch(`${base}/api/admin/experiments/${id}/stop`, { method: 'POST', headers: staff });
    }
  }
  return (['none', 'running'] as const).map((experiment) => ({
    experiment,
    cachedRequestsPerSecond: Math.max(...runs[experiment].cached),
    uncachedMedianMs: Math.round(median(runs[experiment].renders) * 10) / 10,
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = (process.argv[2] ?? `http://127.0.0.1:${process.env.BENCH_PORT ?? 5195}`).replace(/\/$/, '');
  experimentCost(base).then(
    (figures) => console.log(JSON.stringify(figures, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
