import { and, eq } from 'drizzle-orm';
import type { Block } from '../../shared/blocks/registry';
import { missingTranslations } from '../../shared/localize';
import type { Db } from '../db/client';
import { experiments } from '../db/schema';

const sameBlock = (a: Block, b: Block) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an experiment's variants change of a page's live blocks, and what is wrong with them (field → message, as
 * a 400 names them): a variant has the page's blocks in the page's order (it changes what they say, not which
 * there are), changes at least one of them across the variants, and writes a changed block in every language
 * the page's own block has.
 */
export function variantChanges(
  control: readonly Block[],
  variants: readonly { blocks: readonly Block[] }[],
): { blockIds: string[]; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const changed = new Set<string>();
  const order = control.map(({ id }) => id).join(', ');
  variants.forEach((variant, v) => {
    if (variant.blocks.map(({ id }) => id).join(', ') !== order) {
      fields[`variants.${v}.blocks`] =
        `A variant has the page’s blocks in the page’s order (${order}): it changes what they say`;
      return;
    }
    variant.blocks.forEach((block, index) => {
      const own = control[index]!;
      if (sameBlock(block, own)) return;
      changed.add(block.id);
      const at = ['variants', v, 'blocks', index];
      const pageLacks = new Set(
        missingTranslations(own, at).map(({ field, missing }) => `${field} ${missing}`),
      );
      for (const { field, missing } of missingTranslations(block, at)) {
        if (pageLacks.has(`${field} ${missing}`)) continue;
        fields[field] ??=
          missing === 'en'
            ? 'Write the English too: the page has it in both languages'
            : 'Write the Swedish too: the page has it in both languages';
      }
    });
  });
  if (changed.size === 0 && Object.keys(fields).length === 0)
    fields.variants = 'No variant changes a block of the page: change at least one';
  return { blockIds: control.map(({ id }) => id).filter((id) => changed.has(id)), fields };
}

/**
 * The first block of a running experiment on the page that `blocks` (a version of the page about to go live or
 * be scheduled) no longer has, with its experiment; null when every one is there.
 */
export async function experimentBlockMissing(
  db: Db,
  pageId: number,
  blocks: readonly { id: string }[],
): Promise<{ experimentId: number; blockId: string } | null> {
  const kept = new Set(blocks.map(({ id }) => id));
  const running = await db
    .select({ id: experiments.id, blockIds: experiments.blockIds })
    .from(experiments)
    .where(and(eq(experiments.pageId, pageId), eq(experiments.status, 'running')));
  for (const { id, blockIds } of running) {
    const gone = blockIds.find((blockId) => !kept.has(blockId));
    if (gone) return { experimentId: id, blockId: gone };
  }
  return null;
}

/** The 409 for a version that would remove a running experiment's block. */
export const experimentBlockAnswer = ({
  experimentId,
  blockId,
}: {
  experimentId: number;
  blockId: string;
}) => ({
  error: 'conflict',
  message: `Block “${blockId}” is in experiment ${experimentId}, running on this page: stop the experiment before removing the block`,
  experimentId,
});

const idOf = (block: unknown): string => {
  const id = (block as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : '';
};

/** Per variant (0, the control, has none), its version of each block the experiment changes, by id. */
export function variantSwaps(experiment: {
  variants: { blocks: unknown[] }[];
  blockIds: string[];
}): Map<string, unknown>[] {
  return [
    new Map<string, unknown>(),
    ...experiment.variants.map(
      ({ blocks }) =>
        new Map(
          blocks
            .filter((block) => experiment.blockIds.includes(idOf(block)))
            .map((block) => [idOf(block), block] as const),
        ),
    ),
  ];
}

/**
 * A page's blocks as a variant shows them: the experiment's replaced by the variant's, every other block as the
 * page has it now. Null when a block of the experiment is no longer on the page (no mix is ever made).
 */
export function withVariant(
  blocks: readonly unknown[],
  blockIds: readonly string[],
  swaps: Map<string, unknown> | undefined,
): unknown[] | null {
  if (!swaps || swaps.size === 0) return [...blocks];
  const ids = new Set(blocks.map(idOf));
  if (blockIds.some((id) => !ids.has(id))) return null;
  return blocks.map((block) => swaps.get(idOf(block)) ?? block);
}
