import { z } from 'zod';
import { listOf, sectionHeading } from './common';
import { statItem } from './stats';
import { localizedText } from './text';

/** Clients' results side by side: who, their trade, their figures and their words. */
export const clientResultsBlock = z.strictObject({
  heading: sectionHeading,
  items: listOf(
    z.strictObject({
      company: localizedText(80),
      industry: localizedText(60),
      stats: listOf(statItem, 4),
      quote: localizedText(600),
      author: localizedText(80),
    }),
    6,
  ),
});
export type ClientResultsBlock = z.infer<typeof clientResultsBlock>;
