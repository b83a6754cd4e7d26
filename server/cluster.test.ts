import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portFor } from '../scripts/freePort';
import { exited, startProductionServer, waitUntilAnswering } from '../scripts/productionServer';
import { isRunning } from '../scripts/storybookBuild.mjs';
import { contactLead } from './test/fixtures';
import { createTestDatabase, type TestDatabase } from './test/testApp';
import { until } from './test/until';

/**
 * WEB_CONCURRENCY on the production server (server/cluster.ts): several processes serve one port and one
 * PostgreSQL, /metrics answers for all of them, one that dies is replaced, a SIGTERM stops them all. (PGlite's refusal of several processes is
 * config.test.ts's.) The production build must exist: `npm test` makes it before CI runs this suite on PostgreSQL.
 */

/** The server processes the primary has forked (Linux's list of a process's children). */
const workersOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('serve'));

describe.runIf(process.env.TEST_DATABASE_URL)('several processes of one server on PostgreSQL', () => {
  let database: TestDatabase;
  let server: ReturnType<typeof startProductionServer>;
  const port = portFor('CLUSTER_TEST_PORT');
  const base = `http://127.0.0.1:${port}`;
  const metricsToken = 'cluster-test-metrics-token';
  /** A sample's value in one scrape of /metrics (whichever process answers it). */
  const sample = async (line: string) => {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(response.status).toBe(200);
    const found = (await response.text()).split('\n').find((text) => text.startsWith(`${line} `));
    return found === undefined ? undefined : Number(found.slice(line.length + 1));
  };

  beforeAll(async () => {
    if (!existsSync('dist/node/main.js'))
      throw new Error('The production build is missing: run `npm run build`');
    database = await createTestDatabase();
    server = startProductionServer({
      port,
      dataDir: '/nonexistent',
      env: { DATABASE_URL: database.url!, WEB_CONCURRENCY: '2', METRICS_TOKEN: metricsToken },
    });
    await waitUntilAnswering(`${base}/readyz`);
  }, 90_000);
  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await exited(server);
    await database?.close();
  });

  it('serve the site from two processes, replace one that dies, and all stop on SIGTERM', async () => {
    expect(await until(() => workersOf(server.pid!).length === 2, 30_000)).toBe(true);
    const [victim, survivor] = workersOf(server.pid!) as [number, number];
    expect((await fetch(`${base}/blog`)).status).toBe(200);

    // /metrics answers for both processes, whichever takes the scrape: requests summed, database figures once.
    for (let n = 0; n < 10; n += 1) expect((await fetch(`${base}/api/settings`)).status).toBe(200);
    const settingsRequests = 'http_requests_total{method="GET",route="/api/settings",status_code="200"}';
    for (let scrape = 0; scrape < 4; scrape += 1) expect(await sample(settingsRequests)).toBe(10);
    const lead = await fetch(`${base}/functions/v1/handle-contact-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactLead()),
    });
    expect(lead.status).toBe(200);
    for (let scrape = 0; scrape < 4; scrape += 1) expect(await sample('leads_stored{status="New"}')).toBe(1);

    process.kill(victim, 'SIGKILL');
    expect(
      await until(() => {
        const now = workersOf(server.pid!);
        return now.length === 2 && !now.includes(victim) && now.includes(survivor);
      }, 30_000),
    ).toBe(true);
    // The site answers throughout (a request may land on the new process while it starts; it waits its turn).
    for (let n = 0; n < 6; n += 1) expect((await fetch(`${base}/`)).status).toBe(200);
    expect(await until(async () => (await fetch(`${base}/readyz`)).status === 200)).toBe(true);

    const workers = workersOf(server.pid!);
    server.kill('SIGTERM');
    await exited(server);
    expect(server.exitCode).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  }, 120_000);
});
