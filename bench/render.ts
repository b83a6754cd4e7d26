/**
 * npm run bench:render: the uncached render of the bench's pages, in process on the production build and a seeded
 * PGlite (images included), each page rendered 25 times with the page cache cleared before each. Reported per page:
 * the median total, and its two parts: the prefetch (the API calls the page's data needs, answered through
 * `app.inject`; from the first call's start to the last one's end) and the rest (React's render to HTML and the
 * page's head and template); and the median with the API answers kept (PageCache.apiAnswer: cleared with the pages
 * on every change, so only the first page rendered after a change asks the database). #15's goal: median ≤ 15 ms.
 */
import type { InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';

export const renderPages = [
  '/',
  '/about',
  '/portfolio',
  '/contact',
  '/blog',
  '/blog/ai-and-web-design',
  '/services/seo-optimization',
  '/privacy',
];
const rounds = 25;
/** What Chromium sends: the first answer of an uncached page is compressed for it (brotli), and that is timed. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]! * 10) / 10;
};

export interface RenderFigure {
  page: string;
  medianMs: number;
  prefetchMs: number;
  renderMs: number;
  apiCalls: number;
  /**
   * The median with only the rendered pages dropped and the API answers they were made from kept (as a page
   * rendered after another one since the last change finds them): the render alone, plus reading the answers.
   */
  dataCachedMs: number;
}

export async function uncachedRenders(): Promise<RenderFigure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agency-bench-render-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_ADMIN1_PASSWORD: 'bench-password-1',
    SEED_ADMIN2_PASSWORD: 'bench-password-2',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await seedDatabase(database.db, config.seedAdmins, { demoData: false });
  const app = await buildApp({ config, database, renderer: 'production', root: process.cwd() });
  await app.ready();
  // The page route calls app.inject for its data: those calls are timed, the page's own request is not.
  const inject = app.inject.bind(app);
  let calls: { start: number; end: number }[] = [];
  const timed = async (options: InjectOptions) => {
    const start = performance.now();
    const response = await inject(options);
    calls.push({ start, end: performance.now() });
    return response;
  };
  Object.assign(app, { inject: timed });
  const figures: RenderFigure[] = [];
  try {
    for (const page of renderPages) {
      const totals: number[] = [];
      const prefetches: number[] = [];
      let apiCalls = 0;
      for (let round = 0; round < rounds; round += 1) {
        app.pageCache.clear();
        calls = [];
        const start = performance.now();
        const response = await inject({ method: 'GET', url: page, headers: browserHeaders });
        const total = performance.now() - start;
        if (response.statusCode !== 200) throw new Error(`${page} answered ${response.statusCode}`);
        totals.push(total);
        prefetches.push(
          calls.length
            ? Math.max(...calls.map((call) => call.end)) - Math.min(...calls.map((call) => call.start))
            : 0,
        );
        apiCalls = calls.length;
      }
      const warm: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        app.pageCache.dropPages();
        const start = performance.now();
        const response = await inject({ method: 'GET', url: page, headers: browserHeaders });
        warm.push(performance.now() - start);
        if (response.statusCode !== 200) throw new Error(`${page} answered ${response.statusCode}`);
      }
      const medianMs = median(totals);
      const prefetchMs = median(prefetches);
      figures.push({
        page,
        medianMs,
        prefetchMs,
        renderMs: Math.round((medianMs - prefetchMs) * 10) / 10,
        apiCalls,
        dataCachedMs: median(warm),
      });
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  uncachedRenders().then(
    (figures) => console.table(figures),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
