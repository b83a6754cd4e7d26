import { z } from 'zod';
import { iconName, listOf, sectionHeading, sectionTones } from './common';
import { localizedText } from './text';

/** Cards, each an icon, a title and a sentence, and an optional dark strip of short highlights. */
export const benefitsBlock = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('light'),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(4),
  cards: listOf(
    z.strictObject({ icon: iconName, title: localizedText(80), description: localizedText(300) }),
    12,
  ),
  highlights: z
    .strictObject({ title: localizedText(80), items: listOf(localizedText(40), 8) })
    .nullable()
    .default(null),
});
export type BenefitsBlock = z.infer<typeof benefitsBlock>;
