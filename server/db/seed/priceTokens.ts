import { eq } from 'drizzle-orm';
import type { Lang } from '../../../shared/i18n';
import { isLocalizedText } from '../../../shared/localize';
import type { PriceTokenName } from '../../../shared/blocks/priceTokens';
import type { Tx } from '../client';
import { pages } from '../schema';
import { seedPages } from './pages';

/** How the seed typed the plans' prices by hand before texts could name them (the prices of the time). */
const typedBefore: Record<Lang, Partial<Record<PriceTokenName, string>>> = {
  sv: { basic: '7 000 kr', premium: '10 000 kr', enterprise: '15 000 kr' },
  en: { basic: '$699', premium: '$999', enterprise: '$1,499' },
};

/**
 * Seeded texts reworded when their price became a token (a token is longer than the price it prints, and the text
 * has a limit), by what an earlier release stored.
 */
const rewordedSince: { lang: Lang; before: string; now: string }[] = [
  {
    lang: 'en',
    before: 'Novaweb – AI-powered web design for small businesses | From $699',
    now: 'Novaweb – AI web design for small businesses | From {price:basic}',
  },
];

/** A seeded text as an earlier release stored it: its price tokens as the seed typed them. */
export const asTypedBefore = (text: string, lang: Lang) =>
  text.replace(
    /\{price:([a-z]+)\}/g,
    (token, name: string) => typedBefore[lang][name as PriceTokenName] ?? token,
  );

/** Every localized text in `value` that names a price, as [earlier text → text with tokens] per language. */
function tokenizedTexts(
  value: unknown,
  found = new Map<string, string>(
    rewordedSince.map(({ lang, before, now }) => [`${lang}\u0000${before}`, now]),
  ),
): Map<string, string> {
  if (isLocalizedText(value)) {
    for (const lang of ['sv', 'en'] as const) {
      if (value[lang].includes('{price:'))
        found.set(`${lang}\u0000${asTypedBefore(value[lang], lang)}`, value[lang]);
    }
  } else if (Array.isArray(value)) value.forEach((item) => tokenizedTexts(item, found));
  else if (typeof value === 'object' && value !== null)
    Object.values(value).forEach((item) => tokenizedTexts(item, found));
  return found;
}

/** `value` with each text that is still the seed's earlier one (untouched by staff) replaced by its tokens. */
function withTokens(value: unknown, texts: Map<string, string>): unknown {
  if (isLocalizedText(value)) {
    return {
      sv: texts.get(`sv\u0000${value.sv}`) ?? value.sv,
      en: texts.get(`en\u0000${value.en}`) ?? value.en,
    };
  }
  if (Array.isArray(value)) return value.map((item) => withTokens(item, texts));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withTokens(item, texts)]));
  }
  return value;
}

/**
 * Step `seed:prices:tokens`: the seeded pages' texts that typed a price by hand (the home page's title, the web
 * design page's description and FAQ) name it by token instead, so they follow the shared prices. Only a text still
 * as the seed wrote it is changed, in the published document and in a waiting change; what staff wrote stays.
 */
export async function namePricesInSeededTexts(tx: Tx) {
  for (const seeded of seedPages) {
    const texts = tokenizedTexts(seeded.document);
    if (texts.size === 0) continue;
    const [stored] = await tx
      .select({ id: pages.id, document: pages.document, pending: pages.pending })
      .from(pages)
      .where(eq(pages.key, seeded.key));
    if (!stored) continue;
    await tx
      .update(pages)
      .set({
        document: withTokens(stored.document, texts) as typeof stored.document,
        pending: stored.pending && (withTokens(stored.pending, texts) as typeof stored.pending),
      })
      .where(eq(pages.id, stored.id));
  }
}
