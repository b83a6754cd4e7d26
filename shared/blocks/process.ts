import { z } from 'zod';
import { listOf, sectionHeading, sectionTones } from './common';
import { localizedText } from './text';

export const processLayouts = ['grid', 'timeline'] as const;

/** Numbered steps from the first call to the launch. */
export const processBlock = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('alt'),
  /** A grid of cards, or a timeline whose steps alternate left and right of a line. */
  layout: z.enum(processLayouts).default('grid'),
  steps: listOf(z.strictObject({ title: localizedText(80), description: localizedText(300) }), 8),
});
export type ProcessBlock = z.infer<typeof processBlock>;
