import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { rowsOf, type Database, type Db } from './db/client';

/** How often, at most, one instance deletes the rows of windows that have ended. */
const sweepEveryMs = 60_000;

type Counted = { current: number; ttl: number };

/** What the plugin hands a store: a route's own store (`child`) gets the route. */
type StoreOptions = FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: string } };

/**
 * A store's key for a client: each route counts apart, and the key is a hash that holds neither the route nor the
 * client's address in the clear.
 */
function hashedKey(options: StoreOptions): (client: string) => string {
  const route = options.routeInfo;
  const scope = route?.url ? `${String(route.method)} ${route.url}` : '';
  return (client) => createHash('sha256').update(`${scope}\n${client}`).digest('base64url');
}

/**
 * A rate-limit store (the `store` of @fastify/rate-limit) in PostgreSQL's `rate_limits` table, so the instances
 * of the site count one client's requests together. One statement counts a request and answers the count: the
 * row is locked while it is read and written, so of any number of requests at once from any instances, exactly
 * the allowance passes. Each route counts apart (the store's `child`), keyed by a hash that holds neither the
 * route nor the client's address in the clear. `continueExceeding` and `exponentialBackoff` are not offered
 * (no route of the site uses them).
 */
function postgresRateLimitStore(db: Db) {
  let lastSweep = 0;

  const sweep = () => {
    if (Date.now() - lastSweep < sweepEveryMs) return;
    lastSweep = Date.now();
    // Nobody waits for it; a failure leaves rows that the next sweep takes.
    db.execute(sql`delete from rate_limits where resets_at < now()`).catch(() => undefined);
  };

  const ttlOf = sql`greatest(0, ceil(extract(epoch from (resets_at - now())) * 1000))::float8`;

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly key: (client: string) => string;

    constructor(options: StoreOptions) {
      this.key = hashedKey(options);
    }

    incr(
      client: string,
      callback: (error: Error | null, result?: Counted) => void,
      timeWindow: number,
    ): void {
      sweep();
      db.execute<{ hits: number; ttl: number }>(
        sql`
        insert into rate_limits as r (key, hits, resets_at)
        values (${this.key(client)}, 1, now() + make_interval(secs => ${timeWindow / 1000}::float8))
        on conflict (key) do update set
          hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
          resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
        returning hits, ${ttlOf} as ttl`,
      )
        .then((result) => {
          const [row] = rowsOf<{ hits: number; ttl: number }>(result);
          callback(null, { current: Number(row!.hits), ttl: Number(row!.ttl) });
        })
        .catch((error: unknown) => callback(error as Error));
    }

    /** The count so far, without counting a request (the plugin's `increment: false`). */
    read(client: string, callback: (error: Error | null, result?: Counted) => void): void {
      db.execute<{ hits: number; ttl: number }>(
        sql`
        select hits, ${ttlOf} as ttl from rate_limits where key = ${this.key(client)} and resets_at > now()`,
      )
        .then((result) => {
          const [row] = rowsOf<{ hits: number; ttl: number }>(result);
          callback(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        })
        .catch((error: unknown) => callback(error as Error));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new PostgresRateLimitStore(routeOptions as StoreOptions);
    }
  }
  return PostgresRateLimitStore;
}

/**
 * Counts a request and answers the count and the window's time left, in one step on the Redis server (so of any
 * number of requests at once from any instances, exactly the allowance passes): the window starts with the
 * first request and ends by itself (the key expires).
 */
const countScript = `
  local hits = redis.call('INCR', KEYS[1])
  if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
  return {hits, ttl}`;

/** The read-only half: the count so far and the time left, 0 and 0 when the window has ended. */
const readScript = `
  local hits = redis.call('GET', KEYS[1])
  if not hits then return {0, 0} end
  return {tonumber(hits), math.max(0, redis.call('PTTL', KEYS[1]))}`;

type RedisWithCounts = Redis & {
  rateLimitCount(key: string, windowMs: number): Promise<[number, number]>;
  rateLimitRead(key: string): Promise<[number, number]>;
};

/**
 * The same store in Redis (`REDIS_URL`): the counts every instance shares, without a database write per
 * request. Keys are hashed as in PostgreSQL's table (no address in the clear) under `agency:rate:`.
 */
function redisRateLimitStore(redis: Redis) {
  // Each route plugin makes a store; the commands are defined on the client once.
  if (!('rateLimitCount' in redis)) {
    redis.defineCommand('rateLimitCount', { numberOfKeys: 1, lua: countScript });
    redis.defineCommand('rateLimitRead', { numberOfKeys: 1, lua: readScript });
  }
  const client = redis as RedisWithCounts;

  class RedisRateLimitStore implements FastifyRateLimitStore {
    private readonly key: (client: string) => string;

    constructor(options: StoreOptions) {
      const hashed = hashedKey(options);
      this.key = (client) => `agency:rate:${hashed(client)}`;
    }

    incr(key: string, callback: (error: Error | null, result?: Counted) => void, timeWindow: number): void {
      client
        .rateLimitCount(this.key(key), Math.max(1, Math.round(timeWindow)))
        .then(([current, ttl]) => callback(null, { current, ttl }))
        .catch((error: unknown) => callback(error as Error));
    }

    read(key: string, callback: (error: Error | null, result?: Counted) => void): void {
      client
        .rateLimitRead(this.key(key))
        .then(([current, ttl]) => callback(null, { current, ttl }))
        .catch((error: unknown) => callback(error as Error));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new RedisRateLimitStore(routeOptions as StoreOptions);
    }
  }
  return RedisRateLimitStore;
}

/**
 * How a route plugin registers @fastify/rate-limit: limits set per route (none global), counted once the body is
 * read. With `REDIS_URL` the counts are in Redis; else on PostgreSQL they are in the database; either way shared
 * by every instance. PGlite is one process, whose counts stay in its memory (the plugin's own store).
 *
 * Redis is optional and never holds anything the site cannot do without: when it does not answer, a request is
 * let through uncounted (a visitor's message matters more than the limit for the minutes Redis is away) and
 * the outage is logged and shown by /readyz (server/redis.ts). The database is the site itself: a request it
 * cannot count fails as the request would.
 */
export function rateLimitOptions(database: Database, redis?: Redis | null): FastifyRateLimitOptions {
  const base = { global: false, hook: 'preHandler' as const };
  if (redis) return { ...base, store: redisRateLimitStore(redis), skipOnError: true };
  if (database.kind === 'postgres') return { ...base, store: postgresRateLimitStore(database.db) };
  return base;
}
