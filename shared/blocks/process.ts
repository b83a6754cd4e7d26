import { z } from 'zod';
import { listOf, sectionHeading, sectionTones } from './common';
import { localizedText } from './text';

/** Numbered steps from the first call to the launch. */
export const processBlock = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('alt'),
  steps: listOf(z.strictObject({ title: localizedText(80), description: localizedText(300) }), 8),
});
export type ProcessBlock = z.infer<typeof processBlock>;
