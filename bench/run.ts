/**
 * npm run bench: measures the production build on this machine and writes bench/results/latest.{json,md}.
 * Lighthouse (mobile and desktop, median of 3) on the main pages, JavaScript per route, server throughput
 * of a cached page against a static file of similar size, uncached render times, the contact function under
 * load (stored count checked against the database), and the compiled server's start on an empty and on an
 * existing data directory (`--start` for that table only), and where the first intent's bytes go (`--intent`
 * alone); with BENCH_COMPARE_NODE=<path to node>,
 * start, render and throughput on that runtime too, next to the current one. A benchmark, not a test: it fails
 * only when it cannot run.
 */
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { exited, startProductionServer, waitUntilAnswering } from '../scripts/productionServer';
import { pgliteExtensions } from '../server/db/client';
import { processImage } from '../server/media/process';
import { prefetchPlan } from '../server/template';
import { pageAt } from '../src/app/pages';
import { benchCollect, type CollectFigure } from './collect';
import { firstInteractions } from './firstInteraction';
import { renderPages, uncachedRenders, type RenderFigure } from './render';
import { servingComparison, type ServingComparison } from './serving';
import { experimentCost, type ExperimentCostFigure } from './experiment';

const port = Number(process.env.BENCH_PORT ?? 5195);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const quick = process.argv.includes('--quick');
/** Only the first-interaction table, printed (for working on the controls); nothing is written. */
const firstInteractionOnly = process.argv.includes('--first-interaction');
/** Only the start table, printed (for working on the start); nothing is written. */
const startOnly = process.argv.includes('--start');
const intentOnly = process.argv.includes('--intent');
/**
 * Only the Lighthouse table, printed (for working on one page: BENCH_PAGES=/blog,/en); nothing is written. With
 * BENCH_MEASUREMENT=consent (or off), an Admin chooses that measurement mode first (Settings), so the budgets are
 * measured in each mode: in the consent mode a first visit is asked (the dialog's chunk, its focus).
 */
const lighthouseOnly = process.argv.includes('--lighthouse');
const measurementMode = process.env.BENCH_MEASUREMENT;
/** Issue 15's goal for a start with existing data: spawned until the home page answers. */
const startGoalMs = 1000;
/** Starts with existing data measured, one after another; their median is reported. */
const restarts = 5;
/** Runs of each Lighthouse page and each first-interaction control (BENCH_RUNS: more, to tell two builds apart). */
const runs = Number(process.env.BENCH_RUNS) || (quick ? 1 : 3);
const contactTotal = quick ? 1000 : 10_000;

const lighthousePages = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/en',
  '/blog',
  '/blog/ai-and-web-design',
  '/contact',
  '/portfolio',
  '/en/services/web-design',
];

/** Another Node binary to compare the server's own figures with (for example the machine's older Node). */
const compareNode = process.env.BENCH_COMPARE_NODE;

const startServer = (dataDir: string, node?: string) =>
  startProductionServer({
    port,
    dataDir,
    node,
    env: { PUBLIC_BASE_URL: base, CONTACT_RATE_LIMIT: '100000000/1' },
  });

/** An Admin (scripts/productionServer's seeded password) chooses the site's measurement mode in Settings. */
async function chooseMeasurement(mode: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@novaweb.se', password: 'local-server-password-1' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  const headers = { cookie: /sid=[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0], origin: base };
  const current = (await (await fetch(`${base}/api/admin/settings`, { headers })).json()) as Record<
    string,
    unknown
  >;
  const saved = await fetch(`${base}/api/admin/settings`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ ...current, measurement: mode }),
  });
  if (!saved.ok) throw new Error(`the measurement mode was not saved: ${saved.status} ${await saved.text()}`);
  console.log(`measurement mode: ${mode}`);
}

/** The median of the runs that produced a value (Lighthouse now and then leaves a metric out of a run). */
const median = (values: number[]) => {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
};
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

async function lighthouseRuns() {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results = [];
  try {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const page of lighthousePages) {
        const samples: Record<
          | 'performance'
          | 'accessibility'
          | 'bestPractices'
          | 'seo'
          | 'fcpMs'
          | 'lcpMs'
          | 'tbtMs'
          | 'cls'
          | 'bytes'
          | 'jsBytes'
          | 'imageBytes',
          number
        >[] = [];
        for (let run = 0; run < runs; run += 1) {
          // Lighthouse's own presets: mobile is the default (a mid-range phone on slow 4G, CPU 4× slower);
          // desktop needs its config, or it keeps the mobile network and CPU throttling with desktop scoring.
          const result = await lighthouse(
            `${base}${page}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              throttlingMethod: 'simulate',
              onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          const lhr = result!.lhr;
          const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          const items =
            (
              lhr.audits['network-requests']?.details as {
                items?: { resourceType?: string; transferSize?: number }[];
              }
            )?.items ?? [];
          samples.push({
            performance: (lhr.categories.performance?.score ?? 0) * 100,
            accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
            bestPractices: (lhr.categories['best-practices']?.score ?? 0) * 100,
            seo: (lhr.categories.seo?.score ?? 0) * 100,
            fcpMs: audit('first-contentful-paint'),
            lcpMs: audit('largest-contentful-paint'),
            tbtMs: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            bytes: audit('total-byte-weight'),
            jsBytes: items
              .filter((item) => item.resourceType === 'Script')
              .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
            imageBytes: items
              .filter((item) => item.resourceType === 'Image')
              .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
          });
        }
        const pick = (key: keyof (typeof samples)[number]) => median(samples.map((sample) => sample[key]));
        results.push({
          formFactor,
          page,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          seo: pick('seo'),
          fcpMs: round(pick('fcpMs')),
          lcpMs: round(pick('lcpMs')),
          tbtMs: round(pick('tbtMs')),
          cls: round(pick('cls'), 3),
          bytes: round(pick('bytes')),
          jsBytes: round(pick('jsBytes')),
          imageBytes: round(pick('imageBytes')),
        });
        console.log(`lighthouse ${formFactor} ${page}: perf ${pick('performance')}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** What a page fetches on the first sign of intent: the application and the page's own chunk. */
const intentPlan = () =>
  prefetchPlan(
    JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Parameters<typeof prefetchPlan>[0],
  );

/** Gzip bytes of a built client file (a path under dist/client, with or without its leading slash). */
const gzipBytes = (file: string) => gzipSync(readFileSync(path.join('dist/client', file))).length;

/**
 * Gzip size of the scripts a page loads at start (the first file its loader asks for once the page has
 * painted, and what it imports statically), and of the application it fetches on the first sign of intent
 * (docs/rendering.md, step 6).
 */
function javascriptPerRoute(route: string, html: string) {
  const gzipOf = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(file), 0);
  const entry = /<script data-src="([^"]+)"/.exec(html)?.[1];
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const files = [entry, ...preloads].filter((file): file is string => Boolean(file));
  const plan = intentPlan();
  const page = pageAt(route);
  const afterIntent = [...(plan.app ?? []), ...((page && plan[page]) || [])];
  return { files: files.length, gzipBytes: gzipOf(files), afterIntentGzipBytes: gzipOf(afterIntent) };
}

/** #15's goal for what a page fetches on the first sign of intent, gzip bytes. */
const intentGoalBytes = 120 * 1024;

/**
 * Where the first intent's bytes go: each file of the application (the part every page fetches) with its gzip
 * size and the packages it is made of, each package's share estimated from the build's own record
 * (dist/client/.vite/chunk-composition.json: the gzip bytes of each package's rendered code, vite.config.ts)
 * scaled to the file's real gzip size; then what the first intent would weigh without the largest package.
 */
function intentComposition() {
  const composition = JSON.parse(readFileSync('dist/client/.vite/chunk-composition.json', 'utf8')) as Record<
    string,
    Record<string, number>
  >;
  const plan = intentPlan();
  const parts = new Map<string, number>();
  const files = (plan.app ?? []).map((url) => {
    const file = url.slice(1);
    const bytes = gzipBytes(file);
    const record = composition[file] ?? {};
    const total = Object.values(record).reduce((sum, value) => sum + value, 0);
    const shares = Object.entries(record)
      .map(([name, value]) => [name, total ? (bytes * value) / total : 0] as const)
      .sort((a, b) => b[1] - a[1]);
    for (const [name, value] of shares) parts.set(name, (parts.get(name) ?? 0) + value);
    return {
      file,
      gzipBytes: bytes,
      madeOf: shares
        .filter(([, value]) => value >= 512)
        .map(([name, value]) => `${name} ~${round(value / 1024, 1)} KB`)
        .join(', '),
    };
  });
  const pageChunks = Object.entries(plan)
    .filter(([name]) => name !== 'app')
    .map(([, urls]) => urls.reduce((sum, url) => sum + gzipBytes(url), 0));
  const application = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const [largest, largestBytes] = [...parts].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  return {
    files,
    applicationGzipBytes: application,
    pageChunksGzipBytes: { min: Math.min(...pageChunks), max: Math.max(...pageChunks) },
    goalGzipBytes: intentGoalBytes,
    largestPart: { name: largest, gzipBytes: round(largestBytes) },
    withoutLargestGzipBytes: {
      min: round(application - largestBytes + Math.min(...pageChunks)),
      max: round(application - largestBytes + Math.max(...pageChunks)),
    },
  };
}

/** The first intent's section of the results (also `npm run bench -- --intent` alone). */
function intentMarkdown(intent: ReturnType<typeof intentComposition>) {
  const kb = (bytes: number) => `${round(bytes / 1024, 1)} KB`;
  const without = intent.withoutLargestGzipBytes;
  const room = intent.goalGzipBytes - without.max;
  return `## What the first intent fetches (goal, issue 15: at most ${kb(intent.goalGzipBytes)} gzip per page)

Every page fetches the application's files below (${kb(intent.applicationGzipBytes)} gzip) and its own chunk
(${kb(intent.pageChunksGzipBytes.min)}–${kb(intent.pageChunksGzipBytes.max)}). Each file's parts are estimated from
the build's record of its modules (dist/client/.vite/chunk-composition.json), scaled to the file's gzip size.

${markdownTable(intent.files)}

The largest part is ${intent.largestPart.name} (~${kb(intent.largestPart.gzipBytes)}). Without it the first intent
would be ${kb(without.min)}–${kb(without.max)}: ${
    room >= 0
      ? `whatever took its place would have to fit in ${kb(room)} to meet the goal on every page.`
      : `still ${kb(-room)} over the goal on the largest page.`
  }`;
}

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: 50, duration: quick ? 5 : 10, ...options });
  return {
    requestsPerSecond: round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function contactLoad() {
  const ids: string[] = [];
  let sent = 0;
  const result = await autocannon({
    url: `${base}/functions/v1/handle-contact-form`,
    connections: 100,
    amount: contactTotal,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const id = randomUUID();
          ids.push(id);
          sent += 1;
          return {
            ...request,
            body: JSON.stringify({
              id,
              name: `Bench ${sent}`,
              email: `bench${sent}@example.se`,
              message: 'A benchmark message.',
              language: 'sv',
            }),
          };
        },
      },
    ],
  });
  return {
    sent: result.requests.sent,
    answered2xx: result['2xx'],
    errors: result.errors + result.non2xx,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requestsPerSecond: round(result.requests.average),
    ids,
  };
}

/**
 * The production server's start on a data directory an earlier start migrated and seeded: `restarts` times,
 * each from spawning the compiled server (scripts/serve.mjs, as `npm start`) until the home page answers; the
 * median. The server is stopped when this returns.
 */
async function startWithExistingData(dataDir: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < restarts; run++) {
    const start = performance.now();
    const server = startServer(dataDir);
    try {
      await waitUntilAnswering(`${base}/`);
      times.push(performance.now() - start);
    } finally {
      server.kill('SIGTERM');
      await exited(server);
    }
  }
  return round(median(times));
}

/** The start table's row: the figures and the goal they are held to. */
const startFigures = (firstStartWithEmptyDataMs: number, startWithExistingDataMs: number) => ({
  firstStartWithEmptyDataMs,
  startWithExistingDataMs,
  startWithExistingDataGoal: `≤ ${startGoalMs} ms`,
});

/** The version of a Node binary. */
const nodeVersion = (node: string) => execSync(`${node} --version`).toString().trim();

/**
 * The server's own figures on one runtime, each runtime in turn in the same run (same build, same machine
 * state): start on an empty and on an existing data directory, the median uncached render of the render
 * pages, and cached-page throughput.
 */
async function runtimeFigures(node: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-runtime-'));
  let server = startServer(dataDir, node);
  try {
    const firstStartMs = round(await waitUntilAnswering(`${base}/`));
    const renders: number[] = [];
    for (const page of renderPages) {
      const start = performance.now();
      await (await fetch(`${base}${page}`)).text();
      renders.push(performance.now() - start);
    }
    const cached = await load(`${base}/`);
    server.kill('SIGTERM');
    await exited(server);
    const restart = performance.now();
    server = startServer(dataDir, node);
    await waitUntilAnswering(`${base}/`);
    return {
      node: nodeVersion(node),
      firstStartMs,
      startWithExistingDataMs: round(performance.now() - restart),
      uncachedRenderMedianMs: round(median(renders), 1),
      cachedPageRequestsPerSecond: cached.requestsPerSecond,
      cachedPageP99Ms: cached.latencyP99Ms,
    };
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
  if (intentOnly) {
    console.log(intentMarkdown(intentComposition()));
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'));
  const coldStart = performance.now();
  const server = startServer(dataDir);
  try {
    await waitUntilAnswering(`${base}/`);
    const firstStartMs = round(performance.now() - coldStart);
    if (firstInteractionOnly) {
      console.log(markdownTable(await firstInteractions(base, runs)));
      return;
    }
    if (lighthouseOnly) {
      if (measurementMode) await chooseMeasurement(measurementMode);
      console.log(markdownTable(await lighthouseRuns()));
      return;
    }
    if (startOnly) {
      server.kill('SIGTERM');
      await exited(server);
      console.log(markdownTable([startFigures(firstStartMs, await startWithExistingData(dataDir))]));
      return;
    }

    // Uncached render of each page type: the first request after start, then the cached answer.
    const render = [];
    for (const page of renderPages) {
      const first = performance.now();
      const response = await fetch(`${base}${page}`);
      const html = await response.text();
      const uncachedMs = performance.now() - first;
      const second = performance.now();
      await (await fetch(`${base}${page}`)).text();
      render.push({
        page,
        status: response.status,
        uncachedMs: round(uncachedMs, 1),
        cachedMs: round(performance.now() - second, 1),
        ...javascriptPerRoute(page, html),
      });
    }

    const media = await mediaProcessing();
    const lighthouseResults = await lighthouseRuns();
    const firstInteraction = await firstInteractions(base, runs);

    const homeBytes = (await (await fetch(`${base}/`)).text()).length;
    // The static file closest in size to the page, served by the same server in the same run.
    const assets = readdirSync('dist/client', { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|css|svg|woff2)$/.test(file))
      .map((file) => ({ file, size: statSync(path.join('dist/client', file)).size }))
      .sort((a, b) => Math.abs(a.size - homeBytes) - Math.abs(b.size - homeBytes));
    const staticAsset = `/${assets[0]!.file}`;
    const cachedPage = await load(`${base}/`);
    const staticFile = await load(`${base}${staticAsset}`);
    // The same page against nginx and bare Node serving its bytes (#15: at least half of nginx's rate).
    const serving = await servingComparison(`${base}/`);
    // The same page with an experiment running on its hero (#44: a variant costs a cached page one hash).
    const experiment = await experimentCost(base);

    const contact = await contactLoad();

    server.kill('SIGTERM');
    await exited(server);

    // Count what the database holds, with the server stopped.
    const db = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from leads');
    const { rows: distinct } = await db.query<{ n: number }>(
      'select count(distinct id)::int as n from leads',
    );
    await db.close();

    const warmStartMs = await startWithExistingData(dataDir);
    // Uncached renders in process, split into prefetch and render (#15: median at most 15 ms per page).
    const uncached = await uncachedRenders();
    const runtimes = [await runtimeFigures(process.execPath)];
    if (compareNode) runtimes.push(await runtimeFigures(compareNode));

    const results = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model,
        memoryGiB: round(os.totalmem() / 2 ** 30, 1),
        node: process.version,
        chromium: execSync(`${chromePath} --version`).toString().trim(),
        quick,
      },
      lighthouse: lighthouseResults,
      media,
      firstInteraction,
      render,
      intent: intentComposition(),
      throughput: {
        cachedPage: { url: '/', bytes: homeBytes, ...cachedPage },
        staticFile: { url: staticAsset, bytes: assets[0]!.size, ...staticFile },
        ratio: round(cachedPage.requestsPerSecond / staticFile.requestsPerSecond, 2),
      },
      serving,
      experiment,
      uncached,
      contact: {
        sent: contact.sent,
        answered2xx: contact.answered2xx,
        stored: rows[0]!.n,
        storedDistinct: distinct[0]!.n,
        errors: contact.errors,
        latencyP50Ms: contact.latencyP50Ms,
        latencyP99Ms: contact.latencyP99Ms,
        requestsPerSecond: contact.requestsPerSecond,
      },
      coldStart: startFigures(firstStartMs, warmStartMs),
      runtimes,
      // Its own server on a fresh data directory (the collector trusting X-Forwarded-For), after this one stopped.
      collect: await benchCollect({ port: port + 10, quick }),
    };
    writeFileSync('bench/results/latest.json', `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync('bench/results/latest.md', markdown(results));
    console.log(markdown(results));
  } finally {
    server.kill('SIGTERM');
    await exited(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The time the server takes to turn an upload into every file the site serves (server/media/process.ts), for a
 * phone's 12-megapixel photo and a 1600 px screenshot; a photo-like picture (noise over gradients), since a
 * flat one encodes far faster than anything staff upload.
 */
async function mediaProcessing() {
  const photo = async (width: number, height: number) => {
    const noise = await sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .blur(1.2)
      .raw()
      .toBuffer();
    return sharp(noise, { raw: { width, height, channels: 3 } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0e7490" stop-opacity="0.7"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0.7"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
          ),
        },
      ])
      .jpeg({ quality: 88 })
      .toBuffer();
  };
  const rows = [];
  for (const [what, width, height] of [
    ['12 MP phone photo (4000×3000 JPEG)', 4000, 3000],
    ['screenshot (1600×1000 JPEG)', 1600, 1000],
  ] as const) {
    const bytes = await photo(width, height);
    const times: number[] = [];
    let stored = 0;
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      const image = await processImage(bytes);
      times.push(performance.now() - start);
      stored = image.variants.reduce((sum, variant) => sum + variant.data.length, 0);
    }
    rows.push({ upload: what, uploadBytes: bytes.length, storedBytes: stored, ms: round(median(times)) });
    console.log(`media ${what}: ${round(median(times))} ms`);
  }
  return rows;
}

function markdownTable(rows: Record<string, unknown>[]) {
  const keys = Object.keys(rows[0] ?? {});
  return [
    `| ${keys.join(' | ')} |`,
    `| ${keys.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${keys.map((key) => String(row[key])).join(' | ')} |`),
  ].join('\n');
}

function markdown(results: {
  date: string;
  machine: Record<string, unknown>;
  lighthouse: Record<string, string | number>[];
  media: Record<string, string | number>[];
  firstInteraction: Record<string, string | number>[];
  render: Record<string, string | number>[];
  intent: ReturnType<typeof intentComposition>;
  throughput: { cachedPage: Record<string, unknown>; staticFile: Record<string, unknown>; ratio: number };
  serving: ServingComparison | null;
  experiment: ExperimentCostFigure[] | null;
  uncached: RenderFigure[];
  contact: Record<string, number>;
  collect: CollectFigure;
  coldStart: Record<string, string | number>;
  runtimes: Record<string, string | number>[];
}) {
  const table = markdownTable;
  return `# Benchmark results

${results.date} · ${Object.entries(results.machine)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ')}

## Lighthouse (median of runs)

${table(results.lighthouse)}

## Media: processing an upload (all AVIF and WebP variants and the placeholder; median of runs)

${table(results.media)}

## First interaction (mobile conditions: 150 ms RTT, 1.6 Mbit/s, CPU 4×; median of runs)

From the tap or key to the first frame that shows the result, on a fresh and on a warm cache, and the INP the
web-vitals library reported for that interaction (— when the interaction took under 16 ms of event timing). The
last row is not a control of the site: the pricing link's tap from a bare page holding only the link, what the
browser's own navigation to /contact costs on this machine in this run. freshSamples lists each fresh run; for a
link, when the new document's navigation started and when it committed (the old page's pagehide), after the tap.

${table(results.firstInteraction)}

## Server rendering and JavaScript per route (gzip bytes loaded at start, and fetched on the first intent)

${table(results.render)}

${intentMarkdown(results.intent)}

## Throughput on loopback (50 connections)

${table([
  { what: 'cached SSR page', ...results.throughput.cachedPage },
  { what: 'static file of similar size', ...results.throughput.staticFile },
])}

Ratio cached page / static file: ${results.throughput.ratio}

## A cached page against nginx and bare Node (wrk, 1 thread, 50 connections, gzip; best of two rounds)

${
  results.serving
    ? `The home page's gzip answer (${results.serving.gzipBytes} bytes) from this server, from nginx serving the same
bytes from disk, and from a bare Node http server sending them. Goal (issue 15): at least 0.5× nginx.

${table(results.serving.figures as unknown as Record<string, string | number>[])}

This server / nginx: ${results.serving.ratioToNginx} · this server / bare Node: ${results.serving.ratioToBareNode}`
    : 'Not measured: wrk or nginx could not be installed on this machine.'
}

## An experiment running on the home page (wrk with a browser's name; uncached: median of 7 over HTTP)

${
  results.experiment
    ? `Each request a counted visitor, dealt a variant when the experiment runs (docs/experiments.md, Serving).

${table(results.experiment as unknown as Record<string, string | number>[])}`
    : 'Not measured: wrk could not be installed on this machine.'
}

## Uncached render (in process, page cache cleared before each of 25 renders; median, ms)

Prefetch: the page's API calls (through app.inject); render: the rest (React to HTML, head, template). Goal (issue
15): median at most 15 ms per page.

${table(results.uncached as unknown as Record<string, string | number>[])}

## Contact function (100 concurrent)

${table([results.contact])}

## Insights collector (POST /api/collect at a fixed rate, PGlite; goal, issue 16: 5 000 events/s, no 5xx, p99 ≤ 50 ms)

Page views, leaves with vitals and funnel steps from 20 000 addresses; \`stored\`: rows in the database after the
server stopped, one for every 204.

${table([results.collect as unknown as Record<string, number>])}

## Start

The compiled server (scripts/serve.mjs running dist/node/main.js, as \`npm start\` does), from spawning it until
the home page answers: the first start on an empty data directory (migrations, the seed and its images), and
the median of ${restarts} starts on the data that start left (goal: ${startGoalMs} ms at most, issue 15).

${table([results.coldStart])}

## Runtimes (the server's own figures on each Node, one after the other in this run)

${table(results.runtimes)}
`;
}

// Exits once the results are written: a handle something in the run leaves open (seen in session 15: the
// process idle for minutes after writing) must not keep a finished benchmark waiting.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
