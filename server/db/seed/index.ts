import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../client';
import { appMeta, posts, settings, users } from '../schema';
import { seedPosts } from './posts';
import { seedSettings } from './settings';

/** argon2id (the library's default algorithm) with the parameters OWASP recommends. */
export const passwordHashOptions = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface SeedAdmin {
  email: string;
  /** From the environment; generated when missing. */
  password: string | undefined;
}

export interface SeedResult {
  /** False when the database had been seeded before: nothing was written. */
  seeded: boolean;
  /** Passwords made up for accounts whose password the environment did not give; shown once. */
  generatedPasswords: { email: string; password: string }[];
}

const seedKey = 'seed:content';
const adminNames = ['Administratör', 'Support'];

/**
 * First-start content: settings, the ten blog posts and the two protected admin accounts (ids 1 and 2).
 * It runs once per database: a later start, even after staff deleted a seeded post, writes nothing.
 */
export async function seedDatabase(db: Db, admins: SeedAdmin[]): Promise<SeedResult> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, seedKey));
  if (done.length > 0) return { seeded: false, generatedPasswords: [] };

  const generatedPasswords: SeedResult['generatedPasswords'] = [];
  const accounts = await Promise.all(
    admins.map(async (admin, index) => {
      let password = admin.password;
      if (!password) {
        password = randomBytes(18).toString('base64url');
        generatedPasswords.push({ email: admin.email, password });
      }
      return {
        id: index + 1,
        name: adminNames[index] ?? `Admin ${index + 1}`,
        email: admin.email.toLowerCase(),
        role: 'Admin' as const,
        passwordHash: await hash(password, passwordHashOptions),
        protected: true,
      };
    }),
  );

  const seeded = await db.transaction(async (tx) => {
    // Two instances starting at once: the key's primary key lets exactly one of them seed.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: seedKey, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    await tx
      .insert(settings)
      .values({ id: 1, ...seedSettings })
      .onConflictDoNothing();
    await tx
      .insert(posts)
      .values(
        seedPosts.map((post) => ({
          id: post.id,
          slug: post.slug,
          date: post.date,
          titleSv: post.title.sv,
          titleEn: post.title.en,
          excerptSv: post.excerpt.sv,
          excerptEn: post.excerpt.en,
          categorySv: post.category.sv,
          categoryEn: post.category.en,
          bodySv: post.body.sv,
          bodyEn: post.body.en,
          keywordsSv: post.keywords.sv,
          keywordsEn: post.keywords.en,
          published: true,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(users).values(accounts).onConflictDoNothing();
    // Rows were inserted with explicit ids: move the sequences past them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('posts', 'id'), greatest((select max(id) from posts), 1))`,
    );
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), 1))`,
    );
    return true;
  });

  return { seeded, generatedPasswords: seeded ? generatedPasswords : [] };
}
