import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../db/client';

/** A table's rows as a backup records them: how many, and a checksum of their content independent of order. */
export interface TableSummary {
  rows: number;
  /** md5 of the sorted md5s of the rows' text form: equal when the rows are equal, whatever their order on disk. */
  checksum: string;
}

/** The application's tables (schema `public`), by name, each with its row count and checksum. */
export async function summariseTables(db: Db | Tx): Promise<Record<string, TableSummary>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const summary: Record<string, TableSummary> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ rows: string | number; checksum: string | null }>(
      await db.execute(sql`
        select count(*) as rows, md5(coalesce(string_agg(digest, '' order by digest), '')) as checksum
        from (select md5(t::text) as digest from ${sql.identifier(name)} t) digests`),
    );
    summary[name] = { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? '' };
  }
  return summary;
}
