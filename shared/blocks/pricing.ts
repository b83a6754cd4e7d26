import { z } from 'zod';
import { sectionHeading, sectionTones } from './common';
import { planIds } from './prices';
import { localizedText } from './text';

/**
 * The plans from the shared prices, with an optional limited-time offer above them, an upgrade note on one plan
 * and the guarantee below. Prices are not here: they are edited once, for every page (prices.ts).
 */
export const pricingBlock = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('alt'),
  cta: localizedText(40),
  /** The call to action of a plan with a starting price. */
  ctaStartingAt: localizedText(40),
  offer: z
    .strictObject({ badge: localizedText(40), text: localizedText(200) })
    .nullable()
    .default(null),
  upgrade: z
    .strictObject({ plan: z.enum(planIds), text: localizedText(200), cta: localizedText(40) })
    .nullable()
    .default(null),
  guarantee: z
    .strictObject({ title: localizedText(80), text: localizedText(400) })
    .nullable()
    .default(null),
});
export type PricingBlock = z.infer<typeof pricingBlock>;
