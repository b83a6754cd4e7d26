import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PageCache } from './pageCache';
import { Signals, type Signal } from './signals';
import { createTestDatabase, type TestDatabase } from './test/testApp';
import { until } from './test/until';

/** A logger that writes nowhere (Fastify's, with logging off). */
const log = Fastify({ logger: false }).log;

/** Signals of one instance, recording what its handlers were called for. */
function instance(database: TestDatabase) {
  const signals = new Signals({ db: database.db, log, databaseUrl: database.url });
  const seen: Signal[] = [];
  for (const signal of ['pages', 'redirects', 'schedule'] as const)
    signals.on(signal, () => void seen.push(signal));
  return { signals, seen };
}

let databases: TestDatabase[] = [];
let started: Signals[] = [];
afterEach(async () => {
  await Promise.all(started.map((signals) => signals.stop()));
  for (const database of databases) await database.close();
  databases = [];
  started = [];
});

describe('signals on one instance', () => {
  it('run this instance’s handlers before `send` resolves, each once, in the order they were added', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const signals = new Signals({ db: database.db, log, databaseUrl: database.url });
    const calls: string[] = [];
    signals.on('pages', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      calls.push('first');
    });
    signals.on('pages', () => void calls.push('second'));
    signals.on('redirects', () => void calls.push('redirects'));
    await signals.start();
    started.push(signals);
    await signals.send('pages');
    expect(calls).toEqual(['first', 'second']);
  });

  it('go on to the next handler when one fails', async () => {
    const database = await createTestDatabase();
    databases.push(database);
    const signals = new Signals({ db: database.db, log });
    const calls: string[] = [];
    signals.on('pages', () => {
      throw new Error('broken handler');
    });
    signals.on('pages', () => void calls.push('after'));
    await signals.send('pages');
    expect(calls).toEqual(['after']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('signals between instances on PostgreSQL', () => {
  async function twoInstances() {
    const database = await createTestDatabase();
    const again = await database.connectAgain!();
    databases.push(again, database);
    const first = instance(database);
    const second = instance(again);
    await Promise.all([first.signals.start(), second.signals.start()]);
    started.push(first.signals, second.signals);
    return { database, first, second };
  }

  it('reach every other instance, once, and not the sender a second time', async () => {
    const { first, second } = await twoInstances();
    await first.signals.send('pages');
    expect(first.seen).toEqual(['pages']);
    expect(await until(() => second.seen.length === 1)).toBe(true);
    await second.signals.send('redirects');
    expect(await until(() => first.seen.length === 2)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(first.seen).toEqual(['pages', 'redirects']);
    expect(second.seen).toEqual(['pages', 'redirects']);
  });

  it('after a lost listening connection, connect again and act as if every signal had come', async () => {
    const { database, first, second } = await twoInstances();
    // The server ends every connection that listens (as a restart or failover would).
    await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`);
    expect(await until(() => second.seen.length === 3)).toBe(true);
    expect([...second.seen].sort()).toEqual(['pages', 'redirects', 'schedule']);
    // Listening again: a signal sent now arrives as before.
    first.seen.length = 0;
    second.seen.length = 0;
    expect(
      await until(async () => {
        await first.signals.send('schedule');
        return second.seen.includes('schedule');
      }),
    ).toBe(true);
  });
});

describe('the page cache across a change', () => {
  const page = { status: 200, html: '<p>old</p>' };

  it('does not keep a page whose render began before the cache was cleared', () => {
    const cache = new PageCache();
    const generation = cache.generation;
    cache.clear(); // a change arrived while the page rendered
    expect(cache.set('/blog', page, generation)).toBe(false);
    expect(cache.get('/blog')).toBeUndefined();
    expect(cache.set('/blog', page, cache.generation)).toBe(true);
    expect(cache.get('/blog')).toBe(page);
  });
});
