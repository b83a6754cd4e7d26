/**
 * npm run bench:leads: the leads list and search at 10 000 and 100 000 leads, on PostgreSQL (DATABASE_URL, or
 * TEST_DATABASE_URL as scripts/with-postgres.sh sets it) and on the embedded PGlite. It runs the production
 * server, fills its database with generated leads (generate_series, a spread of dates, statuses, owners and
 * words), signs in over HTTP and asks each query 100 times, one at a time; it prints p50/p95 per query and
 * writes bench/results/leads.{json,md}. A benchmark, not a test: it fails only when it cannot run.
 *
 *   scripts/with-postgres.sh npm run bench:leads
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { exited, startProductionServer, waitUntilAnswering } from '../scripts/productionServer';
import { pgliteExtensions } from '../server/db/client';

const port = Number(process.env.BENCH_PORT ?? 5197);
const base = `http://127.0.0.1:${port}`;
const repeats = Number(process.env.BENCH_REPEATS ?? 100);
const sizes = [10_000, 100_000];

/** What staff do with the list: open it, page deep, filter, sort, search a name, an address, a word. */
const queries: [string, string][] = [
  ['first page (newest)', ''],
  ['page 40', '?page=40'],
  ['status New', '?status=New'],
  ['mine', '?owner=me'],
  ['sorted by name', '?sort=name'],
  ['search a name', '?q=lindqvist'],
  ['search an address', '?q=kund4242%40'],
  ['search a word, with status', '?q=webbshop&status=Contacted'],
  ['search, nothing found', '?q=zzzqqq'],
];

/** n generated leads: names and words from small lists, dates spread over three years, a third with an owner. */
const fillSql = (from: number, to: number) => `
  insert into leads (id, name, email, phone, website, message, language, date, status, owner_id, created_at)
  select gen_random_uuid(),
    (array['Anna','Bo','Cecilia','David','Elin','Fredrik','Greta','Hassan'])[1 + i % 8] || ' ' ||
      (array['Andersson','Berg','Lindqvist','Nyström','Öberg','Holm','Sandberg','Ek','Wallin','Yusuf'])[1 + (i / 8) % 10],
    'kund' || i || '@exempel' || (i % 97) || '.se',
    '070-' || lpad((i % 10000000)::text, 7, '0'),
    case when i % 3 = 0 then 'https://foretag' || i || '.se' else '' end,
    'Hej! Vi behöver ' || (array['en ny webbplats','hjälp med SEO','en webbshop','bättre konvertering','en redesign'])[1 + i % 5] ||
      ' för vårt företag. Meddelande nummer ' || i || '.',
    case when i % 4 = 0 then 'en' else 'sv' end,
    (now() - (i % 1095) * interval '1 day')::date,
    (array['New','Contacted','In Progress','Completed','Won','Lost'])[1 + i % 6],
    case when i % 3 = 0 then 1 else null end,
    now() - (i % 1095) * interval '1 day' - (i % 86400) * interval '1 second'
  from generate_series(${from}, ${to}) as i`;

interface Row {
  database: string;
  leads: number;
  query: string;
  p50: number;
  p95: number;
  total: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@novaweb.se', password: 'local-server-password-1' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return /sid=[^;]+/.exec(response.headers.get('set-cookie') ?? '')![0];
}

async function measure(database: string, leads: number, cookie: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, search] of queries) {
    const url = `${base}/api/admin/leads${search}`;
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < repeats + 5; i++) {
      const start = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      const body = (await response.json()) as { total: number };
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      if (i >= 5) times.push(performance.now() - start); // the first five warm up
      total = body.total;
    }
    times.sort((a, b) => a - b);
    const row = {
      database,
      leads,
      query: name,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      total,
    };
    console.log(
      `${database} ${leads} ${name}: p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (${total} found)`,
    );
    rows.push(row);
  }
  return rows;
}

/** Runs the server on a database, filling it to each size in turn through `fill`. */
async function benchOn(
  database: string,
  env: Record<string, string>,
  fill: (from: number, to: number) => Promise<void>,
  dataDir: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  let filled = 0;
  for (const size of sizes) {
    // PGlite is one process's database: the server is stopped while the bench writes to it.
    await fill(filled + 1, size);
    filled = size;
    const server = startProductionServer({ port, dataDir, env: { ...env, PUBLIC_BASE_URL: base } });
    try {
      await waitUntilAnswering(`${base}/healthz`, 120_000);
      rows.push(...(await measure(database, size, await signIn())));
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }
  }
  return rows;
}

async function main() {
  const results: Row[] = [];
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = `bench_leads_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-pg-'));
    // The first start migrates and seeds; the bench then fills the tables it made.
    const first = startProductionServer({
      port,
      dataDir,
      env: { DATABASE_URL: url.toString(), PUBLIC_BASE_URL: base },
    });
    await waitUntilAnswering(`${base}/healthz`, 120_000);
    first.kill('SIGTERM');
    await exited(first);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      results.push(
        ...(await benchOn(
          'PostgreSQL',
          { DATABASE_URL: url.toString() },
          async (from, to) => {
            await client.query(fillSql(from, to));
            await client.query('analyze leads');
          },
          dataDir,
        )),
      );
    } finally {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  } else {
    console.log(
      'No DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped (run under scripts/with-postgres.sh).',
    );
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-leads-pglite-'));
  try {
    const first = startProductionServer({ port, dataDir, env: { PUBLIC_BASE_URL: base } });
    await waitUntilAnswering(`${base}/healthz`, 120_000);
    first.kill('SIGTERM');
    await exited(first);
    results.push(
      ...(await benchOn(
        'PGlite',
        {},
        async (from, to) => {
          const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
          await db.exec(fillSql(from, to));
          await db.exec('analyze leads');
          await db.close();
        },
        dataDir,
      )),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const when = new Date().toISOString();
  writeFileSync('bench/results/leads.json', `${JSON.stringify({ when, repeats, results }, null, 2)}\n`);
  const table = results
    .map(
      (row) =>
        `| ${row.database} | ${row.leads.toLocaleString('en')} | ${row.query} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.total} |`,
    )
    .join('\n');
  writeFileSync(
    'bench/results/leads.md',
    `# Leads list and search (${when})\n\nEach query ${repeats} times over HTTP, one at a time, on ${os.cpus().length} cores ` +
      `(bench/leads.ts). Milliseconds.\n\n| Database | Leads | Query | p50 | p95 | Found |\n|---|---|---|---|---|---|\n${table}\n`,
  );
}

await main();
