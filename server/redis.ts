import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The optional Redis (`REDIS_URL`), through ioredis: where the instances count requests against the rate limits
 * (server/rateLimits.ts) instead of PostgreSQL. Never required, never the only copy of anything: everything else
 * the instances share stays in the database (docs/architecture.md).
 *
 * A command never waits for a connection that is down (no offline queue) nor longer than half a second for an
 * answer, so a Redis outage costs requests nothing but their count. The client reconnects by itself (backing
 * off up to 5 s); the outage and the recovery are each logged once, and /readyz shows the state.
 */
export interface RedisConnection {
  client: Redis;
  /** Whether the client is connected (up since its last 'ready', down since its last connection error). */
  isUp(): boolean;
  close(): Promise<void>;
}

export function connectRedis(url: string, log: FastifyBaseLogger): RedisConnection {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  });
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  client.on('ready', () => {
    if (state === 'down') log.info('Redis answers again: rate limits are counted there');
    state = 'up';
  });
  // Without a listener an 'error' event would end the process; with it, the client keeps reconnecting.
  client.on('error', (error: Error) => {
    if (state !== 'down')
      log.warn({ err: error }, 'Redis does not answer: requests pass uncounted until it does');
    state = 'down';
  });
  return {
    client,
    isUp: () => state === 'up',
    close: async () => {
      client.removeAllListeners('error');
      client.on('error', () => undefined);
      await client.quit().catch(() => client.disconnect());
    },
  };
}
