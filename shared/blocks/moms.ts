import type { Lang } from '../i18n';
import { formatPrice } from './priceFormat';
import type { Plan } from './prices';

// No zod here: the public blocks print prices with their moms, and the prices' schema stays in prices.ts.

/**
 * Whether the prices staff type include moms (Swedish VAT). Prisinformationslagen (2004:347) 7 § asks that a
 * price to consumers include it; a price to businesses is usually given without it and says so. Either way the
 * site prints the other amount beside it, computed at `momsRate`, never typed twice.
 */
export const momsBases = ['excluded', 'included'] as const;
export type MomsBasis = (typeof momsBases)[number];

/** What a price named in a page's text says after its amount ("12 500 kr exkl. moms"). */
export const momsWords: Record<Lang, Record<MomsBasis, string>> = {
  sv: { excluded: 'exkl. moms', included: 'inkl. moms' },
  en: { excluded: 'excl. VAT', included: 'incl. VAT' },
};

/** The Swedish standard rate (mervärdesskattelagen 2023:200, 9 kap. 1 §), as a whole percentage. */
export const momsPercent = 25;

type Price = Plan['price'];

/** An amount with moms added (7 000 → 8 750), rounded to a whole krona or dollar. */
export const withMoms = (amount: number) => Math.round((amount * (100 + momsPercent)) / 100);
/** An amount that includes moms without it (8 750 → 7 000), rounded to a whole krona or dollar. */
export const withoutMoms = (amount: number) => Math.round((amount * 100) / (100 + momsPercent));

const eachAmount = (price: Price, change: (amount: number) => number): Price => ({
  sek: change(price.sek),
  usd: change(price.usd),
});

/** A price as typed (on `basis`) and the same price the other way, each printed in `lang`. */
export function pricesWithMoms(price: Price, basis: MomsBasis, lang: Lang) {
  const excluded = basis === 'excluded' ? price : eachAmount(price, withoutMoms);
  const included = basis === 'included' ? price : eachAmount(price, withMoms);
  return { excluded: formatPrice(excluded, lang), included: formatPrice(included, lang) };
}
