import { z } from 'zod';
import { listOf, sectionHeading, sectionTones } from './common';
import { localizedText } from './text';

/** Cards of what changes, each with its before and its after. */
export const changesBlock = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('light'),
  items: listOf(
    z.strictObject({ title: localizedText(80), before: localizedText(300), after: localizedText(300) }),
    8,
  ),
});
export type ChangesBlock = z.infer<typeof changesBlock>;
