import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/testApp';

describe('the database client', () => {
  it('answers through the app on whichever database the suite runs against', async () => {
    const ctx = await createTestApp();
    try {
      expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
        database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      });
    } finally {
      await ctx.close();
    }
  });

  // Only a real server can close connections under the pool (PGlite has none).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'survives the server closing its idle connections, and keeps answering',
    async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const ctx = await createTestApp();
      try {
        // Several connections at once, so the pool holds idle ones the server can close.
        await Promise.all(
          Array.from({ length: 4 }, () => ctx.database.db.execute(sql`select pg_sleep(0.05)`)),
        );
        const { rows } = (await ctx.database.db.execute(
          sql`select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()) killed`,
        )) as unknown as { rows: { n: number }[] };
        expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const response = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
        expect(response.statusCode).toBe(200);
      } finally {
        await ctx.close();
        logged.mockRestore();
      }
    },
  );
});
