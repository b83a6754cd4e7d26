import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder, pgErrorCode, rowsOf, type Database } from '../db/client';
import type { RedisConnection } from '../redis';

/** Addresses for load balancers and orchestrators: never pages, never in the sitemap. */
export const healthPaths = ['/healthz', '/readyz'] as const;

/** Why the instance is not ready: what the 503 names (never the error behind it). */
type Unready = 'database' | 'migrations';

const unreadyMessages: Record<Unready, string> = {
  database: 'The database does not answer',
  migrations: 'Database migrations are pending',
};

/** Postgres' code for a table that does not exist (its schema too): drizzle's bookkeeping was never created. */
const neverMigrated = new Set(['42P01']);

/**
 * GET /healthz: the process serves (200, no database call), for a liveness check. GET /readyz: the instance
 * should get traffic (200) when the database answers and holds every migration this release ships; otherwise
 * 503 naming the check that failed; with `REDIS_URL`, whether Redis answers (`redis: 'up' | 'down'`), which does
 * not make the instance unready (server/redis.ts). Once the server begins to close, Fastify answers both (and every other
 * request) 503 with `Connection: close` (its `return503OnClosing`), so a load balancer stops sending at once.
 * Health checks come every few seconds, so neither is logged per request; a readiness change is logged once.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, redis }: { database: Database; redis?: RedisConnection | null },
) {
  // Drizzle applies a migration when the newest one it recorded is older (its journal's `when`, stored as
  // `created_at`); so every migration is applied when one recorded is as new as the newest shipped.
  const newestMigration = Math.max(
    ...readMigrationFiles({ migrationsFolder }).map((file) => file.folderMillis),
  );

  /** What keeps the instance from getting traffic (with the database's error, for the log), or null. */
  const check = async (): Promise<{ unready: Unready; error?: unknown } | null> => {
    try {
      await database.ping();
    } catch (error) {
      return { unready: 'database', error };
    }
    try {
      const result = await database.db.execute(sql`
        select exists (
          select 1 from drizzle.__drizzle_migrations where created_at >= ${newestMigration}
        ) as current`);
      return rowsOf<{ current: boolean }>(result)[0]?.current ? null : { unready: 'migrations' };
    } catch (error) {
      if (neverMigrated.has(pgErrorCode(error) ?? '')) return { unready: 'migrations' };
      return { unready: 'database', error };
    }
  };

  const routeOptions = { logLevel: 'warn' as const };

  app.get('/healthz', routeOptions, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  // Logged when readiness changes, not at every check: a database that is down for an hour is one line.
  let last: Unready | null = null;
  app.get('/readyz', routeOptions, async (_request, reply) => {
    const failed = await check();
    const unready = failed?.unready ?? null;
    if (unready !== last) {
      if (failed) {
        const details = failed.error === undefined ? {} : { err: failed.error };
        app.log.warn(details, `not ready: ${unreadyMessages[failed.unready]}`);
      } else app.log.info('ready again');
    }
    last = unready;
    reply.header('Cache-Control', 'no-store');
    // Redis is optional (server/redis.ts): without it requests pass uncounted, so the instance stays ready.
    const optional = redis ? { redis: redis.isUp() ? 'up' : 'down' } : {};
    if (!unready) return reply.send({ status: 'ready', database: database.kind, ...optional });
    return reply.code(503).send({ status: 'unavailable', check: unready, message: unreadyMessages[unready] });
  });
}
