import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { experiments } from '../db/schema';

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
