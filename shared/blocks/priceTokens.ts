import type { Lang } from '../i18n';
import { momsWords, type MomsBasis } from './moms';
import { formatPrice } from './priceFormat';
import type { FixedPackage, Plan } from './prices';

// No zod here: the server fills the tokens in before a page reaches a visitor, and the admin's preview goes the same
// way (server/content/pages.ts); the prices' schema stays in prices.ts.

/**
 * A price named in a page's text instead of typed there: `{price:premium}` prints the Premium plan's price as the
 * page's language shows it ("10 000 kr" on the Swedish page, "$999" on the English one), `{price:package}` the
 * fixed-price package's. Staff change a price once (Admin → Pages → Prices) and every text that names it follows,
 * in the HTML and in the structured data made from it.
 */
export type PriceTokenName = PlanId | 'package';

/** The packages the site sells; pages name them (the Basic overlay, the featured plan, a price token). */
export const planIds = ['basic', 'premium', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/** Every name a token may have. */
export const priceTokenNames: readonly PriceTokenName[] = [...planIds, 'package'];

export const priceToken = (name: PriceTokenName) => `{price:${name}}`;

/** Every token in a text; a name that is no price is left as typed (a save refuses it: see unknownPriceTokens). */
const tokenPattern = /\{price:([a-z]+)\}/g;

/** Whether `value` (any stored value: a block, a page's meta) has a price token in one of its texts. */
export function namesPrices(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('{price:');
  if (Array.isArray(value)) return value.some(namesPrices);
  if (typeof value === 'object' && value !== null) return Object.values(value).some(namesPrices);
  return false;
}

/** What a token is printed from: the shared prices (shared/blocks/prices.ts), or as much of them as it reads. */
export interface NamedPrices {
  plans: Pick<Plan, 'id' | 'price'>[];
  package: Pick<FixedPackage, 'price'>;
  /** Whether the amounts include moms (absent: they do not, as the agency sells to businesses). */
  moms?: MomsBasis;
}

/** How a token prints: in a page's text with its moms said, in a title or a description the amount alone. */
export interface TokenPrinting {
  /** "12 500 kr exkl. moms" (prisinformationslagen: a price says whether moms is in it); default true. */
  momsWords?: boolean;
}

/** The price a token names, printed for `lang` (its amount alone); undefined for a name the prices do not have. */
function priceNamed(name: string, prices: NamedPrices, lang: Lang) {
  const price =
    name === 'package'
      ? prices.package.price
      : prices.plans.find((candidate) => candidate.id === name)?.price;
  return price && formatPrice(price, lang);
}

/**
 * A text's price tokens printed: each amount, and after the last one printed whether moms is in them, once
 * ("Basic kostar 7 000 kr, Premium 10 000 kr och Enterprise från 15 000 kr exkl. moms"), unless told not to.
 */
function printTokens(text: string, prices: NamedPrices | undefined, lang: Lang, printing: TokenPrinting) {
  if (!text.includes('{price:')) return text;
  const printed = [...text.matchAll(tokenPattern)].map(
    ([, name]) => (prices && priceNamed(name!, prices, lang)) ?? '',
  );
  const last = printed.findLastIndex((amount) => amount !== '');
  const words =
    prices && (printing.momsWords ?? true) ? ` ${momsWords[lang][prices.moms ?? 'excluded']}` : '';
  let index = 0;
  return replacePriceTokens(text, () => {
    const amount = printed[index]!;
    return index++ === last ? `${amount}${words}` : amount;
  });
}

/** `text` with each price token replaced by what `print` makes of its name. */
export const replacePriceTokens = (text: string, print: (name: string) => string) =>
  text.includes('{price:') ? text.replace(tokenPattern, (_token, name: string) => print(name)) : text;

/**
 * `value` with every price token in its texts printed from `prices` in `lang`. A token whose plan the prices no
 * longer have (removed since) prints nothing rather than the token: a visitor never reads `{price:…}`. Every page
 * render goes through it, so a value without a token is given back as it is, not copied.
 */
export function fillPriceTokens<T>(
  value: T,
  prices: NamedPrices | undefined,
  lang: Lang,
  printing: TokenPrinting = {},
): T {
  if (typeof value === 'string') return printTokens(value, prices, lang, printing) as T;
  if (typeof value !== 'object' || value === null) return value;
  let changed = false;
  const fill = (item: unknown) => {
    const filled = fillPriceTokens(item, prices, lang, printing);
    changed ||= filled !== item;
    return filled;
  };
  const filled = Array.isArray(value)
    ? value.map(fill)
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
  return changed ? (filled as T) : value;
}

/** The token names in `text` that name no price (a save refuses them, naming the field). */
export function unknownPriceTokens(text: string): string[] {
  return [...text.matchAll(tokenPattern)]
    .map(([, name]) => name!)
    .filter((name) => !(priceTokenNames as readonly string[]).includes(name));
}
