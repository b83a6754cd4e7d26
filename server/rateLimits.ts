import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { rowsOf, type Database, type Db } from './db/client';

/** How often, at most, one instance deletes the rows of windows that have ended. */
const sweepEveryMs = 60_000;

type Counted = { current: number; ttl: number };

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
    private readonly scope: string;

    constructor(options: FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: string } }) {
      const route = options.routeInfo;
      this.scope = route?.url ? `${String(route.method)} ${route.url}` : '';
    }

    private key(client: string): string {
      return createHash('sha256').update(`${this.scope}\n${client}`).digest('base64url');
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
      return new PostgresRateLimitStore(
        routeOptions as ConstructorParameters<typeof PostgresRateLimitStore>[0],
      );
    }
  }
  return PostgresRateLimitStore;
}

/**
 * How a route plugin registers @fastify/rate-limit: limits set per route (none global), counted once the body is
 * read. On PostgreSQL the counts are in the database, shared by every instance; PGlite is one process, whose
 * counts stay in its memory (the plugin's own store).
 */
export function rateLimitOptions(database: Database): FastifyRateLimitOptions {
  return {
    global: false,
    hook: 'preHandler',
    ...(database.kind === 'postgres' ? { store: postgresRateLimitStore(database.db) } : {}),
  };
}
