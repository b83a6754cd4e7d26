import { z } from 'zod';
import { listOf } from './common';
import { momsBases } from './moms';
import { planIds } from './priceTokens';
import { localizedText } from './text';

export { planIds, type PlanId } from './priceTokens';

/** A whole amount in one currency: kronor for the Swedish site, dollars for the English one. */
const amount = z
  .number('Enter an amount')
  .int('Whole amounts only')
  .min(0, 'Zero or more')
  .max(10_000_000, 'At most 10 000 000');

const plan = z.strictObject({
  id: z.enum(planIds),
  name: localizedText(40),
  /** Amounts are numbers, printed by `formatPrice`: one spelling everywhere ("7 000 kr", "$1,499"). */
  price: z.strictObject({ sek: amount, usd: amount }),
  /** A starting price ("from 15 000 kr"). */
  startingAt: z.boolean(),
  featured: z.boolean(),
  description: localizedText(200),
  features: listOf(localizedText(100), 12),
});
export type Plan = z.infer<typeof plan>;

/**
 * The whole-site package at one fixed price. It has a name of its own, so a visitor reads it as one more thing
 * the agency sells, never as a second price of a plan.
 */
const fixedPackage = z.strictObject({
  name: localizedText(40),
  price: z.strictObject({ sek: amount, usd: amount }),
  /** How big a site it is ("5–7 sidor"). */
  size: localizedText(40),
  includes: listOf(localizedText(100), 12),
});
export type FixedPackage = z.infer<typeof fixedPackage>;

/** A limited-time offer on the plans ("Premium at the Basic price"), a banner above them. */
const offer = z.strictObject({ badge: localizedText(40), text: localizedText(200) });
export type PlanOffer = z.infer<typeof offer>;

/**
 * Every price of the site, edited once: the pricing block shows the plans (and the offer, when there is one),
 * the hero the cheapest of them, the offer block the fixed-price package.
 */
export const pricesPart = z.strictObject({
  plans: listOf(plan, planIds.length).refine(
    (plans) => new Set(plans.map(({ id }) => id)).size === plans.length,
    'Each plan once',
  ),
  package: fixedPackage,
  offer: offer.nullable().default(null),
  /** Whether the amounts above include moms; the site prints the other amount beside each (moms.ts). */
  moms: z.enum(momsBases).default('excluded'),
});
export type PricesPart = z.infer<typeof pricesPart>;
