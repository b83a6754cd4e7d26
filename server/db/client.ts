import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { applyMigrations } from './migrator';
import { postgresTool } from './postgresTools';
import pg from 'pg';
import * as schema from './schema';

/** One query API over both drivers: PGlite (embedded) and node-postgres (any Postgres). */

/** The extensions the migrations create (pg_trgm: the leads search's indexes), for every PGlite this app opens. */
export const pgliteExtensions = { pg_trgm };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database inside a transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's URL (instances listen there for each other's signals); none for PGlite. */
  url?: string;
  /** Applies the release's pending migrations, each in a transaction of its own (server/db/migrator.ts). */
  migrate(): Promise<void>;
  /**
   * Writes the whole database to `file` as of one moment while the server goes on, and runs `during` against that
   * same moment (what the backup's manifest counts): PGlite's own dump of its data directory (gzipped tar) inside
   * a transaction, which PGlite runs alone; `pg_dump`'s custom format for PostgreSQL on the snapshot of a
   * repeatable-read transaction (server/backup/archive.ts).
   */
  dump(file: string, during?: (tx: Tx) => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Postgres' error code of a failed query (Drizzle reports it wrapped or not); undefined for other errors. */
export const pgErrorCode = (error: unknown): string | undefined =>
  (error as { code?: string } | null)?.code ?? (error as { cause?: { code?: string } } | null)?.cause?.code;

/** A unique constraint refused the row. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** A foreign key refused the row: what it names is gone (or, on a delete, still in use). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/** The rows of `db.execute`, whose result differs in shape between the two drivers but always has `rows`. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** How the server's connections name themselves to PostgreSQL: a restore refuses a database they are using. */
export const serverApplicationName = 'agency-site';

const migrate = async (db: Db) => {
  await applyMigrations(db);
};

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File }
  | { kind: 'pglite-instance'; client: PGlite };

/**
 * Opens the database: Postgres when a URL is given, else PGlite in a data directory (or in memory).
 * The same migrations and queries serve both.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      application_name: serverApplicationName,
    });
    // An idle connection the server closes (a restart, a failover) is reported here; without a listener
    // the pool's 'error' event would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      console.error(`database: idle connection lost (${error.code ?? error.message})`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: target.url,
      migrate: () => migrate(db),
      async dump(file, during) {
        const run = await postgresTool('pg_dump', pool);
        await db.transaction(
          async (tx) => {
            const [row] = rowsOf<{ snapshot: string }>(
              await tx.execute(sql`select pg_export_snapshot() as snapshot`),
            );
            await during?.(tx);
            await run([
              '--format=custom',
              '--no-owner',
              '--no-privileges',
              `--snapshot=${row!.snapshot}`,
              `--file=${file}`,
              `--dbname=${target.url}`,
            ]);
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (target.kind === 'pglite-instance') client = target.client;
  else {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir, {
      extensions: pgliteExtensions,
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migrate(db),
    async dump(file, during) {
      // A checkpoint first: the copy then needs little of the write-ahead log replayed when it is restored.
      await client.query('checkpoint');
      // PGlite runs nothing else while a transaction is open: the dump, taken inside one, is one moment of the
      // database with every acknowledged write in it, and what `during` reads is that moment too.
      await db.transaction(async (tx) => {
        await during?.(tx);
        const tarball = await client.dumpDataDir('gzip');
        await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
      });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
