import { z } from 'zod';
import { sectionHeading, sectionTones } from './common';
import { planIds } from './prices';
import { localizedText } from './text';

/**
 * The plans from the shared prices, with their limited-time offer above them, an upgrade note on one plan and
 * the guarantee below. Prices and the offer are not here: they are edited once, for every page (prices.ts).
 */
const pricingData = z.strictObject({
  heading: sectionHeading,
  tone: z.enum(sectionTones).default('alt'),
  cta: localizedText(40),
  /** The call to action of a plan with a starting price. */
  ctaStartingAt: localizedText(40),
  /** Whether the block shows the shared prices' limited-time offer (when they have one) above the plans. */
  showOffer: z.boolean().default(true),
  upgrade: z
    .strictObject({ plan: z.enum(planIds), text: localizedText(200), cta: localizedText(40) })
    .nullable()
    .default(null),
  guarantee: z
    .strictObject({ title: localizedText(80), text: localizedText(400) })
    .nullable()
    .default(null),
});

/**
 * A pricing block as an earlier release stored it carried its own offer; the offer is a shared price now
 * (prices.ts), and such a block shows it when it had one.
 */
function fromEarlierRelease(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('offer' in data) || 'showOffer' in data) return data;
  const { offer, ...rest } = data as Record<string, unknown>;
  return { ...rest, showOffer: offer !== null };
}

export const pricingBlock = z.preprocess(fromEarlierRelease, pricingData);
export type PricingBlock = z.infer<typeof pricingBlock>;
