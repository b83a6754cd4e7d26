import { z } from 'zod';
import { listOf } from './common';
import { statItem } from './stats';
import { localizedText } from './text';

/** Which side of the story the figures stand on, on a wide screen. */
export const figureSides = ['end', 'start'] as const;

/** One client's case on a dark band: the challenge, what was done, the figures, and a way to get in touch. */
export const caseStudyBlock = z.strictObject({
  client: localizedText(80),
  title: localizedText(120),
  challenge: localizedText(800),
  solution: localizedText(800),
  stats: listOf(statItem, 6),
  /** A button to the contact page; empty: none. */
  cta: localizedText(60, { required: false }),
  figures: z.enum(figureSides).default('end'),
});
export type CaseStudyBlock = z.infer<typeof caseStudyBlock>;
