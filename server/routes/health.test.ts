import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { redirects } from '../db/schema';
import { createTestApp } from '../test/testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let ctx: TestApp | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

const get = (url: string) => ctx!.app.inject({ method: 'GET', url });

describe('/healthz and /readyz', () => {
  it('answer 200 while the process serves and the database is migrated, never cached', async () => {
    ctx = await createTestApp();
    const alive = await get('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: ctx.database.kind });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('are not pages: a redirect or a bad address meets them as the API, not as a page', async () => {
    ctx = await createTestApp();
    // A staff redirect applies to pages only; the health checks must never be sent elsewhere.
    await ctx.database.db.insert(redirects).values({ fromPath: '/healthz', toTarget: '/', status: 301 });
    await ctx.app.redirects.reload();
    expect((await get('/healthz')).statusCode).toBe(200);
    // A page address that cannot be decoded is the not-found page; anything else is a 400 before any route.
    const bad = await get('/readyz?x=%E0%A4%A');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
  });

  it('are not logged per request, while other requests are', async () => {
    const lines: string[] = [];
    ctx = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    await get('/healthz');
    await get('/readyz');
    await get('/robots.txt');
    const paths = lines
      .map((line) => JSON.parse(line) as { req?: { path?: string } })
      .map((e) => e.req?.path);
    expect(paths).toContain('/robots.txt');
    expect(paths).not.toContain('/healthz');
    expect(paths).not.toContain('/readyz');
  });

  it('/readyz answers 503 while a migration is pending, naming the check and nothing more', async () => {
    ctx = await createTestApp();
    // As if this release shipped a migration the database has not had yet: the newest applied one is forgotten.
    await ctx.database.db.execute(sql`
      delete from drizzle.__drizzle_migrations
      where id = (select id from drizzle.__drizzle_migrations order by created_at desc limit 1)`);
    const response = await get('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      check: 'migrations',
      message: 'Database migrations are pending',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    // Alive all the same: a restart would not migrate it (`npm run migrate` does).
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('/readyz answers 503 for a database that was never migrated', async () => {
    ctx = await createTestApp();
    await ctx.database.db.execute(sql`drop schema drizzle cascade`);
    const response = await get('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ check: 'migrations' });
  });

  it('/readyz answers 503 when the database does not answer, and /healthz stays 200', async () => {
    const owner = await createTestApp();
    // On PostgreSQL a second instance with its own connection pool, closed here; on PGlite the one database.
    const instance = owner.database.connectAgain ? await createTestApp({ sameDatabaseAs: owner }) : owner;
    ctx = instance;
    expect((await get('/readyz')).statusCode).toBe(200);
    await instance.database.close();
    const response = await get('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      check: 'database',
      message: 'The database does not answer',
    });
    expect((await get('/healthz')).statusCode).toBe(200);
    ctx = undefined;
    await instance.app.close();
    if (instance !== owner) await owner.close();
  });
});
