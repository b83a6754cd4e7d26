import { z } from 'zod';
import { listOf, sectionHeading, sectionTones } from './common';
import { localizedText } from './text';

/** A few projects in short, each card leading to the portfolio. */
export const portfolioTeasersBlock = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('alt'),
  /** The text of each card's link to the portfolio. */
  link: localizedText(60),
  items: listOf(
    z.strictObject({
      title: localizedText(80),
      category: localizedText(60),
      description: localizedText(300),
    }),
    4,
  ),
});
export type PortfolioTeasersBlock = z.infer<typeof portfolioTeasersBlock>;
