import { z } from 'zod';
import { sectionTones } from './common';
import { localizedText } from './text';

/**
 * The fixed-price package of the shared prices (its name, price, size and what it includes), with the page's
 * own words about it and a way to the plans beside it.
 */
export const offerBlock = z.strictObject({
  title: localizedText(120),
  text: localizedText(600),
  tone: z.enum(sectionTones).default('alt'),
});
export type OfferBlock = z.infer<typeof offerBlock>;
