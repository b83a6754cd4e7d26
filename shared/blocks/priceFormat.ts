import { localeTags, type Lang } from '../i18n';
import type { Plan } from './prices';

// No zod here: the public blocks print prices, and the prices' schema stays with the server and the admin
// (prices.ts).

const currencyOf: Record<Lang, keyof Plan['price']> = { sv: 'sek', en: 'usd' };
/** One formatter per language: making one costs far more than formatting with it (a page prints many prices). */
const numberFormats = new Map<Lang, Intl.NumberFormat>();
const numberFormatOf = (lang: Lang) => {
  let format = numberFormats.get(lang);
  if (!format) numberFormats.set(lang, (format = new Intl.NumberFormat(localeTags[lang])));
  return format;
};

/** A price as the site prints it in `lang`: "7 000 kr", "$1,499". */
export function formatPrice(price: Plan['price'], lang: Lang): string {
  const amount = price[currencyOf[lang]];
  const number = numberFormatOf(lang).format(amount);
  return lang === 'sv' ? `${number}\u00a0kr` : `$${number}`;
}

/** The plan with the lowest price in `lang`'s currency (the hero's "from"); undefined when there is none. */
export function cheapestPlan<Priced extends Pick<Plan, 'price'>>(
  plans: Priced[],
  lang: Lang,
): Priced | undefined {
  const currency = currencyOf[lang];
  return plans.reduce<Priced | undefined>(
    (cheapest, plan) => (cheapest && cheapest.price[currency] <= plan.price[currency] ? cheapest : plan),
    undefined,
  );
}

/** A figure as the site prints it in `lang`: "5,9", "1 200" in Swedish; "5.9", "1,200" in English. */
export const formatNumber = (value: number, lang: Lang): string => numberFormatOf(lang).format(value);
