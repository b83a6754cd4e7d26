import { verify } from '@node-rs/argon2';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/testApp';
import { testAdmins } from '../test/fixtures';
import type { Database } from './client';
import { leads, posts, settings, users } from './schema';
import { seedDatabase } from './seed';
import { seedPosts } from './seed/posts';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const countOf = async (db: Database['db'], table: typeof posts | typeof users | typeof settings) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

describe('the first-start seed', () => {
  it('writes the settings, the ten posts with bodies in both languages and the two protected admins', async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await countOf(db, settings)).toBe(1);
    const rows = await db.select().from(posts).orderBy(posts.id);
    expect(rows.map((row) => row.slug)).toEqual(seedPosts.map((post) => post.slug));
    const dates = rows.map((row) => row.date).sort();
    expect([dates[0], dates.at(-1)]).toEqual(['2023-09-15', '2024-01-22']);
    expect(
      rows.every((row) => row.bodySv.split(/\s+/).length > 300 && row.bodyEn.split(/\s+/).length > 300),
    ).toBe(true);
    const admins = await db.select().from(users).orderBy(users.id);
    expect(admins.map(({ id, email, role, protected: locked }) => ({ id, email, role, locked }))).toEqual([
      { id: 1, email: testAdmins[0]!.email, role: 'Admin', locked: true },
      { id: 2, email: testAdmins[1]!.email, role: 'Admin', locked: true },
    ]);
    expect(await verify(admins[0]!.passwordHash, testAdmins[0]!.password!)).toBe(true);
    expect(admins[0]!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('runs once: a second run writes nothing, and a deleted post stays deleted', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.delete(posts).where(eq(posts.slug, 'ai-and-web-design'));
    const again = await seedDatabase(db, testAdmins);
    expect(again).toEqual({ seeded: false, generatedPasswords: [] });
    expect(await countOf(db, posts)).toBe(9);
    expect(await countOf(db, users)).toBe(2);
  });

  it('adds the four sample leads only when demo data is asked for, once', async () => {
    database = await createTestDatabase();
    expect(await database.db.select().from(leads)).toHaveLength(0);
    await seedDatabase(database.db, testAdmins, { demoData: true });
    await seedDatabase(database.db, testAdmins, { demoData: true });
    const rows = await database.db.select().from(leads);
    expect(rows.map((row) => row.status).sort()).toEqual(['Completed', 'Contacted', 'In Progress', 'New']);
    expect(rows.every((row) => row.source === 'demo')).toBe(true);
  });

  it('continues ids after the seeded rows', async () => {
    database = await createTestDatabase();
    const [created] = await database.db
      .insert(posts)
      .values({
        slug: 'new-post',
        date: '2024-02-01',
        titleSv: 'Nytt',
        titleEn: 'New',
        excerptSv: 'x',
        excerptEn: 'x',
        categorySv: 'AI',
        categoryEn: 'AI',
      })
      .returning();
    expect(created!.id).toBe(11);
  });
});
