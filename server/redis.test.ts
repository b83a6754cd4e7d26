import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/client';
import { createTestApp, submitContactLead } from './test/testApp';
import { until } from './test/until';

/**
 * The optional Redis (`REDIS_URL`, server/redis.ts): the rate limits' counts shared there by every instance, and a
 * Redis that does not answer costing requests nothing but their count. `npm run test:server:pg` starts a Redis
 * (scripts/with-redis.sh); the outage tests need none.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const env = { CONTACT_RATE_LIMIT: '5/10' };

const readiness = async (instance: TestApp) =>
  (await instance.app.inject({ method: 'GET', url: '/readyz' })).json<{ status: string; redis?: string }>();

/** A port nothing listens on (taken from the system, then let go). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.runIf(process.env.TEST_REDIS_URL)('rate limits counted in Redis', () => {
  const url = process.env.TEST_REDIS_URL!;
  let redis: Redis;
  let instances: TestApp[] = [];

  beforeAll(async () => {
    redis = new Redis(url);
    await redis.flushdb();
    // Three instances that share nothing but Redis (each its own database): only Redis can count them together.
    instances = await Promise.all([1, 2, 3].map(() => createTestApp({ env: { ...env, REDIS_URL: url } })));
    for (const instance of instances) await until(async () => (await readiness(instance)).redis === 'up');
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await redis?.quit();
  });

  it('counts one address’s contact submissions over all instances: the 6th is refused', async () => {
    const [a, b, c] = instances as [TestApp, TestApp, TestApp];
    const statuses: number[] = [];
    for (const instance of [a, b, c, a, b, c]) {
      statuses.push((await submitContactLead(instance.app, undefined, '10.7.7.7')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await submitContactLead(c.app, undefined, '10.7.7.8')).statusCode).toBe(200);

    // In Redis, under hashed keys that expire with their window; no address in the clear, nothing in the database.
    const keys = await redis.keys('agency:rate:*');
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(keys.join(' ')).not.toContain('10.7.7');
    for (const key of keys) expect(await redis.pttl(key)).toBeGreaterThan(0);
    expect(await redis.pttl(keys[0]!)).toBeLessThanOrEqual(10 * 60_000);
    for (const instance of instances) {
      const result = await instance.database.db.execute(sql`select count(*)::int as n from rate_limits`);
      expect(rowsOf<{ n: number }>(result)[0]!.n).toBe(0);
    }
    expect(await readiness(a)).toMatchObject({ status: 'ready', redis: 'up' });
  });
});

describe('a Redis that does not answer', () => {
  let instance: TestApp;
  let server: ChildProcess | null = null;
  let port: number;
  const lines: string[] = [];

  beforeAll(async () => {
    port = await freePort();
    instance = await createTestApp({
      env: { ...env, REDIS_URL: `redis://127.0.0.1:${port}` },
      logStream: { write: (line: string) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await instance?.close();
    server?.kill('SIGKILL');
  });

  it('lets messages through uncounted, keeps the instance ready, and says so once', async () => {
    expect(await until(() => lines.some((line) => line.includes('Redis does not answer')))).toBe(true);
    const statuses: number[] = [];
    for (let sent = 0; sent < 7; sent += 1) {
      statuses.push((await submitContactLead(instance.app, undefined, '10.6.6.6')).statusCode);
    }
    // Not one message lost to the outage: seven from one address, all answered and stored.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
    expect(await readiness(instance)).toMatchObject({ status: 'ready', redis: 'down' });
    expect(lines.filter((line) => line.includes('Redis does not answer'))).toHaveLength(1);
  });

  it.runIf(process.env.TEST_REDIS_URL)('counts again once Redis answers', async () => {
    server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    });
    expect(await until(async () => (await readiness(instance)).redis === 'up', 10_000)).toBe(true);
    expect(lines.some((line) => line.includes('Redis answers again'))).toBe(true);
    const statuses: number[] = [];
    for (let sent = 0; sent < 6; sent += 1) {
      statuses.push((await submitContactLead(instance.app, undefined, '10.6.6.7')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
