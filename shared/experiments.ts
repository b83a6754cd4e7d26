import { z } from 'zod';
import { pageBlock, type Block, type BlockType } from './blocks/registry';
import type { VariantVital } from './experimentVitals';
import { missingTranslations } from './localize';
import { databaseInt } from './inputRules';
import { pageBlockLimit } from './pages';

/** What counts as reaching an experiment's goal (docs/experiments.md). */
export const experimentGoals = ['contact', 'cta', 'page'] as const;
export type ExperimentGoal = (typeof experimentGoals)[number];

/** The most variants besides the control (B and C). */
export const variantLimit = 2;

/**
 * An experiment as staff start it (POST /api/admin/experiments): each variant is the page's whole block list as
 * it reads in that variant; `split` gives the control's share first, then each variant's, in whole per cent.
 */
export const experimentInput = z
  .strictObject({
    pageId: databaseInt,
    goal: z.enum(experimentGoals, 'A contact form sent, a click to the contact page, or reaching a page'),
    /** The page to reach, for the `page` goal: its address in either language. */
    goalPath: z
      .string()
      .max(200, 'At most 200 characters')
      .regex(/^\/[a-z0-9/-]*$/, 'An address on this site, such as /priser')
      .optional(),
    split: z
      .array(z.number().int('Whole per cents').min(1, 'At least 1 %').max(99, 'At most 99 %'))
      .min(2, 'A share for the control and each variant')
      .max(variantLimit + 1, 'A share for the control and each variant')
      .default([50, 50]),
    variants: z
      .array(
        z.strictObject({
          blocks: z.array(pageBlock).max(pageBlockLimit, `At most ${pageBlockLimit} blocks`),
        }),
      )
      .min(1, 'At least one variant')
      .max(variantLimit, `At most ${variantLimit} variants besides the page`),
  })
  .superRefine((input, context) => {
    const total = input.split.reduce((sum, share) => sum + share, 0);
    if (input.split.length !== input.variants.length + 1)
      context.addIssue({
        code: 'custom',
        path: ['split'],
        message: `A share for the page and each of the ${input.variants.length} variants: ${input.variants.length + 1} numbers`,
      });
    else if (total !== 100)
      context.addIssue({
        code: 'custom',
        path: ['split'],
        message: `The shares add up to 100 (now ${total})`,
      });
    if (input.goal === 'page' && !input.goalPath)
      context.addIssue({ code: 'custom', path: ['goalPath'], message: 'Which page is the goal' });
    if (input.goal !== 'page' && input.goalPath !== undefined)
      context.addIssue({ code: 'custom', path: ['goalPath'], message: 'Only a page goal names a page' });
  });
export type ExperimentInput = z.input<typeof experimentInput>;

/** One variant's counts and what they say (GET /api/admin/experiments/:id). */
export interface VariantResult {
  /** 0 is the page as it is (the control), then B, C. */
  index: number;
  name: 'A' | 'B' | 'C';
  share: number;
  visitors: number;
  conversions: number;
  rate: number;
  /** Wilson's 95 % interval of the rate. */
  interval: [number, number];
  /**
   * Its Core Web Vitals from the beacon (the visitors who accepted measurement; none in the server-only mode), each
   * metric with measurements, compared with the control's (shared/experimentVitals.ts).
   */
  vitals: VariantVital[];
  /** Against the control (absent for the control itself). */
  comparison?: {
    difference: number;
    /** Always valid at every look (the mSPRT's confidence sequence). */
    interval: [number, number];
    pValue: number;
    probabilityBetter: number;
    significant: boolean;
  };
}

/** An experiment and its results. */
export interface ExperimentResults {
  id: number;
  pageId: number;
  /** The page's addresses, for the list. */
  path: { sv: string; en: string };
  goal: ExperimentGoal;
  goalPath: string | null;
  split: number[];
  blockIds: string[];
  /** The kind of each tested block (`blockIds`' order) on the page now, for its name; null for one no longer there. */
  blockTypes: (BlockType | null)[];
  status: 'running' | 'stopped';
  promoted: number | null;
  startedAt: string;
  stoppedAt: string | null;
  days: number;
  variants: VariantResult[];
  /** Pearson's χ² of the visitors against the split; `mismatch` below the threshold: the experiment is broken. */
  sampleRatio: { pValue: number; mismatch: boolean };
  /** The variant that beats the control at the error rate, if one does. */
  winner: number | null;
}

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
