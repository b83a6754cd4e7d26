import type { Localized } from '../../../shared/i18n';
import { mapLocalizedTexts } from '../../../shared/localize';
import type { Tx } from '../client';
import { pages } from '../schema';
import { eq } from 'drizzle-orm';

/**
 * Each stored page's texts that still read as an earlier seed wrote them (both languages as they were) replaced by
 * what the seed writes now, in the published document and a pending draft; a text staff changed is left alone.
 */
export async function replaceSeededTexts(tx: Tx, replacements: [Localized<string>, Localized<string>][]) {
  const replaced = <T>(value: T) =>
    mapLocalizedTexts(
      value,
      (text) => replacements.find(([before]) => before.sv === text.sv && before.en === text.en)?.[1] ?? text,
    );
  const rows = await tx
    .select({ id: pages.id, document: pages.document, pending: pages.pending })
    .from(pages);
  for (const row of rows) {
    const document = replaced(row.document);
    const pending = row.pending && replaced(row.pending);
    if (JSON.stringify([document, pending]) === JSON.stringify([row.document, row.pending])) continue;
    await tx.update(pages).set({ document, pending }).where(eq(pages.id, row.id));
  }
}
