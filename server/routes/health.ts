import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { migrationStatus } from '../db/migrator';
import type { RedisConnection } from '../redis';

/** Addresses for load balancers and orchestrators: never pages, never in the sitemap. */
export const healthPaths = ['/healthz', '/readyz'] as const;

/** Why the instance is not ready: what the 503 names (never the error behind it). */
type Unready = 'database' | 'migrations';

const unreadyMessages: Record<Unready, string> = {
  database: 'The database does not answer',
  migrations: 'Database migrations are pending',
};

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
  /** What keeps the instance from getting traffic (with the database's error, for the log), or null. */
  const check = async (): Promise<{ unready: Unready; error?: unknown } | null> => {
    try {
      await database.ping();
    } catch (error) {
      return { unready: 'database', error };
    }
    try {
      return (await migrationStatus(database.db)).pending.length === 0 ? null : { unready: 'migrations' };
    } catch (error) {
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
