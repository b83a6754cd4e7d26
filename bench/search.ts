/**
 * npm run bench:search: the site search (server/content/search.ts, the query GET /api/search runs) over 10 000
 * published posts in both languages, on PostgreSQL (DATABASE_URL, or TEST_DATABASE_URL as
 * scripts/with-postgres.sh sets it) and on the embedded PGlite. The posts are generated: each has two topics
 * of forty that run through its title, excerpt and body (~200 words), a few words of others, and common words,
 * so a topic word is in some hundreds of posts and a common word in all of them. Each query is asked 100 times,
 * one at a time, in-process (no HTTP); it prints p50/p95 and writes bench/results/search.{json,md}. The goal
 * (issue 14): p95 ≤ 30 ms on PostgreSQL. A benchmark, not a test: it fails only when it cannot run.
 *
 *   scripts/with-postgres.sh npm run bench:search
 */
import { markdownToDocument } from '../shared/postMarkdown';
import { sql } from 'drizzle-orm';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import type { Lang } from '../shared/i18n';
import { searchPosts } from '../server/content/search';
import { openDatabase, type Database } from '../server/db/client';
import { posts } from '../server/db/schema';

const postCount = Number(process.env.BENCH_POSTS ?? 10_000);
const repeats = Number(process.env.BENCH_REPEATS ?? 100);

const words = {
  sv: {
    topics: [
      'webbplatser',
      'hemsidan',
      'sökmotoroptimering',
      'konverteringen',
      'mobilanpassning',
      'laddningstider',
      'bilderna',
      'typsnitt',
      'tillgänglighet',
      'säkerheten',
      'webbutiken',
      'bokningssystem',
      'restaurangen',
      'frisörsalongen',
      'advokatbyrån',
      'bokföringen',
      'nyhetsbrevet',
      'annonsering',
      'besöksstatistik',
      'domännamn',
      'webbhotell',
      'kontaktformuläret',
      'recensioner',
      'lokala',
      'kartor',
      'videoklipp',
      'podcasten',
      'rubrikerna',
      'länkarna',
      'navigeringen',
      'färgerna',
      'logotypen',
      'varumärket',
      'priserna',
      'kundtjänst',
      'chattbotar',
      'automatisering',
      'texterna',
      'fotografier',
      'säsongen',
    ],
    common: [
      'och',
      'att',
      'det',
      'som',
      'en',
      'på',
      'är',
      'för',
      'med',
      'vi',
      'din',
      'kunder',
      'företag',
      'sidan',
      'bra',
      'ny',
      'mer',
      'tid',
      'hjälp',
      'arbete',
      'enkel',
      'tydlig',
      'fråga',
      'svar',
      'många',
      'snabbt',
    ],
    title: (a: string, b: string) => `${a} och ${b} för småföretag`,
    excerpt: (a: string, b: string) =>
      `Så får du ut mer av ${a} – och varför ${b} spelar roll för dina kunder.`,
    category: 'Guide',
  },
  en: {
    topics: [
      'websites',
      'homepage',
      'optimisation',
      'conversions',
      'responsive',
      'loading',
      'images',
      'typefaces',
      'accessibility',
      'security',
      'shops',
      'bookings',
      'restaurants',
      'hairdressers',
      'lawyers',
      'accounting',
      'newsletters',
      'advertising',
      'analytics',
      'domains',
      'hosting',
      'forms',
      'reviews',
      'local',
      'maps',
      'videos',
      'podcasts',
      'headings',
      'links',
      'navigation',
      'colours',
      'logos',
      'branding',
      'pricing',
      'support',
      'chatbots',
      'automation',
      'copywriting',
      'photographs',
      'seasons',
    ],
    common: [
      'and',
      'the',
      'to',
      'of',
      'a',
      'in',
      'is',
      'for',
      'with',
      'we',
      'your',
      'customers',
      'business',
      'page',
      'good',
      'new',
      'more',
      'time',
      'help',
      'work',
      'simple',
      'clear',
      'question',
      'answer',
      'many',
      'quickly',
    ],
    title: (a: string, b: string) => `${a} and ${b} for small businesses`,
    excerpt: (a: string, b: string) => `How to get more out of ${a}, and why ${b} matters to your customers.`,
    category: 'Guide',
  },
};

/** A small deterministic generator (mulberry32), so every run searches the same posts. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % 2 ** 24) % n;
  };
}

function generatedPost(i: number): typeof posts.$inferInsert {
  const next = random(i * 2 + 1);
  // Both languages of a post are about the same two topics.
  const topicsOf = random(i * 2 + 2);
  const a0 = topicsOf(40);
  const b0 = topicsOf(40);
  const fields = (lang: Lang) => {
    const { topics, common, title, excerpt, category } = words[lang];
    const a = topics[a0]!;
    const b = topics[b0]!;
    const body = Array.from({ length: 200 }, (_, index) => {
      if (index % 25 === 0) return `${a}.`;
      if (index % 60 === 7) return b;
      if (index % 45 === 11) return topics[next(topics.length)]!;
      return common[next(common.length)]!;
    });
    return { title: title(a, b), excerpt: excerpt(a, b), category, body: body.join(' ') };
  };
  const sv = fields('sv');
  const en = fields('en');
  return {
    slug: `bench-${i}`,
    date: new Date(Date.UTC(2020, 0, 1) + (i % 2000) * 86_400_000).toISOString().slice(0, 10),
    titleSv: sv.title,
    titleEn: en.title,
    excerptSv: sv.excerpt,
    excerptEn: en.excerpt,
    categorySv: sv.category,
    categoryEn: en.category,
    bodySv: markdownToDocument(sv.body),
    bodyEn: markdownToDocument(en.body),
    published: true,
  };
}

/** What visitors type: a topic word, another form of one, a word being typed, two words, a page further on. */
const queries: [Lang, string, string, number][] = [
  ['sv', 'a topic word', 'webbplats', 1],
  ['sv', 'another form (stemmed)', 'sökmotoroptimeringen', 1],
  ['sv', 'a word being typed', 'konv', 1],
  ['sv', 'two words', 'snabb webbutik', 1],
  ['sv', 'a topic word, page 5', 'webbplats', 5],
  ['sv', 'a word in every post', 'kunder', 1],
  ['sv', 'nothing found', 'zzqxv', 1],
  ['en', 'a topic word', 'website', 1],
  ['en', 'a word being typed', 'optim', 1],
  ['en', 'two words', 'local reviews', 1],
  ['en', 'a word in every post', 'customers', 1],
  ['en', 'nothing found', 'zzqxv', 1],
];

interface Row {
  database: string;
  lang: Lang;
  query: string;
  text: string;
  page: number;
  p50: number;
  p95: number;
  total: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function fill(database: Database) {
  for (let from = 0; from < postCount; from += 500) {
    const batch = Array.from({ length: Math.min(500, postCount - from) }, (_, index) =>
      generatedPost(from + index),
    );
    await database.db.insert(posts).values(batch);
  }
  await database.db.execute(sql`analyze posts`);
}

async function measure(name: string, database: Database): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [lang, query, text, page] of queries) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < repeats + 5; i++) {
      const start = performance.now();
      const result = await searchPosts(database.db, text, lang, page);
      if (i >= 5) times.push(performance.now() - start); // the first five warm up
      total = result.total;
    }
    times.sort((a, b) => a - b);
    const row = {
      database: name,
      lang,
      query,
      text,
      page,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      total,
    };
    console.log(
      `${name} ${lang} ${query} (“${text}”, page ${page}): p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (${total} found)`,
    );
    rows.push(row);
  }
  return rows;
}

async function main() {
  const loadBefore = os.loadavg()[0]!;
  const results: Row[] = [];
  const postgresUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = `bench_search_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await database.migrate();
      await fill(database);
      results.push(...(await measure('PostgreSQL', database)));
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log(
      'No DATABASE_URL or TEST_DATABASE_URL: PostgreSQL skipped (run under scripts/with-postgres.sh).',
    );
  }

  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    await fill(database);
    results.push(...(await measure('PGlite', database)));
  } finally {
    await database.close();
  }

  const when = new Date().toISOString();
  // The machine may be shared: a busy one shows in the upper percentiles first.
  const load = `load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0]!.toFixed(1)} at the end`;
  writeFileSync(
    'bench/results/search.json',
    `${JSON.stringify({ when, posts: postCount, repeats, load, results }, null, 2)}\n`,
  );
  const table = results
    .map(
      (row) =>
        `| ${row.database} | ${row.lang} | ${row.query} | ${row.text} | ${row.page} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.total} |`,
    )
    .join('\n');
  writeFileSync(
    'bench/results/search.md',
    `# Site search (${when})\n\n${postCount.toLocaleString('en')} published posts in both languages; each query ` +
      `${repeats} times, one at a time, in-process (bench/search.ts), on ${os.cpus().length} cores (${load}). ` +
      `Milliseconds. Goal: p95 ≤ 30 ms on PostgreSQL.\n\n` +
      `| Database | Language | Query | Text | Page | p50 | p95 | Found |\n|---|---|---|---|---|---|---|---|\n${table}\n`,
  );
}

await main();
