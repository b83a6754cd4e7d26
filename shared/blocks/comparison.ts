import { z } from 'zod';
import { listOf, sectionHeading, sectionTones } from './common';
import { localizedText } from './text';

const side = z.strictObject({ title: localizedText(80), items: listOf(localizedText(200), 10) });

/** Two panels side by side: what is wrong before (crossed) and what is right after (checked). */
export const comparisonBlock = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('alt'),
  before: side,
  after: side,
});
export type ComparisonBlock = z.infer<typeof comparisonBlock>;
