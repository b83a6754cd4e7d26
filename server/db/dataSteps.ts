import { sql } from 'drizzle-orm';
import { markdownToDocument } from '../../shared/postMarkdown';
import { rowsOf, type Tx } from './client';

/**
 * What a migration does to the data beyond its SQL, in the same transaction (server/db/migrator.ts runs it after the
 * migration's statements): a change SQL alone cannot make. Each step reads and writes by raw SQL, as the schema
 * stood at its migration, so a later schema change does not change what it does.
 */
export const dataSteps: Record<string, (tx: Tx) => Promise<void>> = {
  /**
   * 0039: posts' bodies become the editor's documents. Every post's Markdown is converted by the editor's own
   * parser (shared/postMarkdown.ts), and so is every body kept as Markdown in JSON: a live post's waiting change,
   * each revision of a post and each preview link's snapshot.
   */
  '0039_post_documents': async (tx) => {
    const postRows = rowsOf<{ id: number; body_sv: string; body_en: string }>(
      await tx.execute(sql`select id, body_sv, body_en from posts`),
    );
    for (const row of postRows)
      await tx.execute(
        sql`update posts set body_doc_sv = ${JSON.stringify(markdownToDocument(row.body_sv))}::jsonb,
          body_doc_en = ${JSON.stringify(markdownToDocument(row.body_en))}::jsonb where id = ${row.id}`,
      );
    for (const [table, key, column] of [
      ['posts', 'id', 'pending'],
      ['post_revisions', 'id', 'snapshot'],
      ['post_previews', 'token_hash', 'snapshot'],
    ] as const) {
      const rows = rowsOf<{ key: string | number; value: Record<string, unknown> | string }>(
        await tx.execute(
          sql`select ${sql.identifier(key)} as key, ${sql.identifier(column)} as value from ${sql.identifier(table)}
            where jsonb_typeof(${sql.identifier(column)} -> 'bodySv') = 'string'
               or jsonb_typeof(${sql.identifier(column)} -> 'bodyEn') = 'string'`,
        ),
      );
      for (const row of rows) {
        const value =
          typeof row.value === 'string' ? (JSON.parse(row.value) as Record<string, unknown>) : row.value;
        const converted = { ...value };
        for (const field of ['bodySv', 'bodyEn'])
          if (typeof value[field] === 'string') converted[field] = markdownToDocument(value[field]);
        await tx.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${JSON.stringify(converted)}::jsonb
            where ${sql.identifier(key)} = ${row.key}`,
        );
      }
    }
  },
};
