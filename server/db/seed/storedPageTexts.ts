import { eq, inArray } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import type { Localized } from '../../../shared/i18n';
import { mapLocalizedTexts } from '../../../shared/localize';
import type { Tx } from '../client';
import { pages } from '../schema';

/**
 * Each localized text of the stored pages (of those with `keys`, or all) changed by `change`, in the published
 * document and a pending change; a page whose texts all stay as they were is not written.
 */
export async function changeStoredTexts(
  tx: Tx,
  change: (text: Localized<string>) => Localized<string>,
  keys?: string[],
) {
  const rows = await tx
    .select({ id: pages.id, document: pages.document, pending: pages.pending })
    .from(pages)
    .where(keys ? inArray(pages.key, keys) : undefined);
  for (const row of rows) {
    const document = mapLocalizedTexts(row.document, change);
    const pending = row.pending && mapLocalizedTexts(row.pending, change);
    if (JSON.stringify([document, pending]) === JSON.stringify([row.document, row.pending])) continue;
    await tx.update(pages).set({ document, pending }).where(eq(pages.id, row.id));
  }
}

/**
 * Each stored page's texts that still read as an earlier seed wrote them (both languages as they were) replaced by
 * what the seed writes now; a text staff changed is left alone.
 */
export const replaceSeededTexts = (tx: Tx, replacements: [Localized<string>, Localized<string>][]) =>
  changeStoredTexts(tx, (text) => replacements.find(([before]) => sameText(before, text))?.[1] ?? text);

/** A legal text's section as stored (shared/blocks/legalText.ts). */
interface StoredSection {
  heading: Localized<string>;
  paragraphs: Localized<string>[];
  list: Localized<string>[];
  identity?: boolean;
}

const sameText = (a: Localized<string>, b: Localized<string>) => a.sv === b.sv && a.en === b.en;

/**
 * The company's identity from the settings in the legal texts of a database from before it was a setting, once:
 * the privacy notice's data controller, still as the earlier seed wrote it (its name, address, e-mail and phone
 * typed in a list), becomes the section that shows the settings; the terms, which named no party, get the
 * seed's first section that does. A section staff rewrote is left alone.
 */
export async function addIdentitySections(
  tx: Tx,
  {
    controller,
    party,
  }: {
    /** The privacy notice's data controller as the earlier seed wrote it, and as the seed writes it now. */
    controller: [StoredSection, StoredSection];
    /** The terms' section naming the party. */
    party: StoredSection;
  },
) {
  const rows = await tx.select({ id: pages.id, key: pages.key, document: pages.document }).from(pages);
  for (const row of rows) {
    if (row.key !== 'privacy' && row.key !== 'terms') continue;
    let changed = false;
    const blocks = row.document.blocks.map((stored) => {
      const block = stored as { type?: unknown; data?: { sections?: StoredSection[] } };
      if (block.type !== 'legalText' || !Array.isArray(block.data?.sections)) return stored;
      const data = block.data as { sections: StoredSection[] };
      if (data.sections.some((section) => section.identity)) return stored;
      let sections = data.sections;
      if (row.key === 'privacy') {
        const [before, after] = controller;
        sections = sections.map((section) => {
          const asBefore =
            sameText(section.heading, before.heading) &&
            section.paragraphs.length === before.paragraphs.length &&
            section.paragraphs.every((text, index) => sameText(text, before.paragraphs[index]!)) &&
            section.list.length === before.list.length &&
            section.list.every((text, index) => sameText(text, before.list[index]!));
          return asBefore ? after : section;
        });
      } else sections = [party, ...sections];
      if (JSON.stringify(sections) === JSON.stringify(data.sections)) return stored;
      changed = true;
      return { ...block, data: { ...data, sections } };
    });
    if (changed)
      await tx
        .update(pages)
        .set({ document: { ...row.document, blocks } })
        .where(eq(pages.id, row.id));
  }
}

/**
 * A block's list of items on a stored page (by the page's key and the block's id) replaced, in the published
 * document and a pending change, where it is still exactly as an earlier seed wrote it; a list staff changed in any
 * way is left alone.
 */
export async function replaceSeededItems(
  tx: Tx,
  { key, blockId, before, after }: { key: string; blockId: string; before: unknown[]; after: unknown[] },
) {
  const [row] = await tx
    .select({ id: pages.id, document: pages.document, pending: pages.pending })
    .from(pages)
    .where(eq(pages.key, key));
  if (!row) return;
  const replace = <Document extends { blocks: unknown[] }>(document: Document): Document => ({
    ...document,
    blocks: document.blocks.map((stored) => {
      const block = stored as { id?: unknown; data?: { items?: unknown } };
      // Compared as values: the database keeps an object's keys in an order of its own.
      if (block.id !== blockId || !isDeepStrictEqual(block.data?.items, before)) return stored;
      return { ...block, data: { ...block.data, items: after } };
    }),
  });
  const document = replace(row.document);
  const pending = row.pending && replace(row.pending);
  if (isDeepStrictEqual([document, pending], [row.document, row.pending])) return;
  await tx.update(pages).set({ document, pending }).where(eq(pages.id, row.id));
}
