import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rowsOf, type Db, type Tx } from './client';
import { dataSteps } from './dataSteps';

/**
 * The schema's migrations (server/db/migrations, written by `npm run db:generate`), applied by `npm run migrate`
 * (server/db/migrateCli.ts), a restore and the tests; the server at start only checks that none is pending
 * (server/main.ts). Each migration runs in a transaction of its own, so a failing one leaves the database at the
 * level before it with every earlier one kept, and the error names it. A migration may have a data step
 * (server/db/dataSteps.ts), run in its transaction after its SQL. They are recorded in Drizzle's own table
 * (`drizzle.__drizzle_migrations`, a migration by its folder time), so databases migrated before this runner are
 * read the same. docs/migrations.md says how to write one that a running older release survives.
 */

export interface Migration {
  /** The file's name without `.sql`, e.g. `0034_backup_schedule`. */
  tag: string;
  /** When it was generated (its journal entry): the order, and what the database records. */
  createdAt: number;
  hash: string;
  statements: string[];
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

let release: Migration[] | undefined;

/** Every migration this release carries, oldest first (read once: the files do not change while it runs). */
export function releaseMigrations(): Migration[] {
  if (release) return release;
  const files = readMigrationFiles({ migrationsFolder });
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  release = journal.entries.map((entry, index) => ({
    tag: entry.tag,
    createdAt: entry.when,
    hash: files[index]!.hash,
    statements: files[index]!.sql,
  }));
  return release;
}

export interface MigrationStatus {
  /** Migrations the database has applied. */
  applied: number;
  /** This release's migrations the database lacks, oldest first. */
  pending: Migration[];
  /**
   * Migrations the database has that this release does not know: a newer release migrated it. This one may still
   * run on it while the newer one takes over, as long as those migrations only added (docs/migrations.md).
   */
  newer: number;
}

/** Serialises migrating between processes: a second `npm run migrate` (another machine's) waits for the first. */
const migrationLock = 727001;

async function appliedTimes(db: Db | Tx): Promise<number[]> {
  const [journal] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (!journal?.present) return [];
  return rowsOf<{ created_at: string | number }>(
    await db.execute(sql`select created_at from drizzle.__drizzle_migrations`),
  ).map((row) => Number(row.created_at));
}

/** How many migrations the database has applied (what a backup's manifest records as its level). */
export const appliedMigrations = async (db: Db | Tx) => (await appliedTimes(db)).length;

/** What the database lacks of this release's migrations (and has beyond them). */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const release = releaseMigrations();
  const times = await appliedTimes(db);
  const last = Math.max(0, ...times);
  const newest = release.at(-1)?.createdAt ?? 0;
  return {
    applied: times.length,
    pending: release.filter((migration) => migration.createdAt > last),
    newer: times.filter((time) => time > newest).length,
  };
}

/** A migration failed; its transaction was rolled back, so the database stands at the level before it. */
export class MigrationFailed extends Error {
  constructor(
    readonly migration: Migration,
    readonly cause: unknown,
  ) {
    super(`Migration ${migration.tag} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/**
 * Applies this release's pending migrations, each in one transaction, calling `onApplied` after each; answers
 * those it applied. Safe to run from several processes at once: each migration takes a transaction-scoped lock and
 * looks again at what is applied before it runs, so one process applies it and the others skip it.
 */
export async function applyMigrations(
  db: Db,
  onApplied?: (migration: Migration, milliseconds: number) => void,
  migrations: Migration[] = releaseMigrations(),
): Promise<Migration[]> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLock})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(sql`
      create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  });
  const applied: Migration[] = [];
  for (const migration of migrations) {
    const started = performance.now();
    const ran = await db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${migrationLock})`);
        const [row] = rowsOf<{ last: string | number | null }>(
          await tx.execute(sql`select max(created_at) as last from drizzle.__drizzle_migrations`),
        );
        if (Number(row?.last ?? 0) >= migration.createdAt) return false;
        for (const statement of migration.statements) await tx.execute(sql.raw(statement));
        await dataSteps[migration.tag]?.(tx);
        await tx.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.createdAt})`,
        );
        return true;
      })
      .catch((error: unknown) => {
        throw new MigrationFailed(migration, error);
      });
    if (ran) {
      applied.push(migration);
      onApplied?.(migration, performance.now() - started);
    }
  }
  return applied;
}
