import { z } from 'zod';
import { listOf, sectionTones } from './common';
import { localizedText } from './text';

/** A figure and what it counts ("+156 %", "more organic visitors"). */
export const statItem = z.strictObject({ value: localizedText(16), label: localizedText(80) });

/** A few headline figures in a band of their own. */
export const statsBlock = z.strictObject({
  tone: z.enum(sectionTones).default('alt'),
  items: listOf(statItem, 6),
});
export type StatsBlock = z.infer<typeof statsBlock>;
