import { z } from 'zod';
import { listOf } from './common';
import { localizedText } from './text';

/**
 * The home page's first screen: the offer, the price against a traditional agency's, two calls to action and
 * three promises. Its own price is the cheapest plan's (the shared prices): it is never typed here.
 */
export const heroBlock = z.strictObject({
  badge: localizedText(80),
  title: localizedText(120),
  lead: localizedText(400),
  offer: localizedText(300, { required: false }),
  comparison: z.strictObject({ label: localizedText(60), price: localizedText(60) }),
  priceNote: localizedText(80),
  primaryCta: localizedText(40),
  secondaryCta: localizedText(40),
  promises: listOf(localizedText(60), 4),
  imageAlt: localizedText(200),
  /** Which side the picture stands on, from a wide screen's point of view. */
  imageSide: z.enum(['end', 'start']).default('end'),
});
export type HeroBlock = z.infer<typeof heroBlock>;
