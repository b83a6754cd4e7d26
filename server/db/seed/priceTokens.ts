import type { Lang } from '../../../shared/i18n';
import { markdownToDocument } from '../../../shared/postMarkdown';
import { languages } from '../../../shared/i18n';
import { mapLocalizedTexts } from '../../../shared/localize';
import { priceToken, replacePriceTokens, type PriceTokenName } from '../../../shared/blocks/priceTokens';
import type { Tx } from '../client';
import { and, eq, sql } from 'drizzle-orm';
import { posts } from '../schema';
import { seedPages } from './pages';
import { seedPosts } from './posts';
import { changeStoredTexts } from './storedPageTexts';

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
    // 61 characters with the price: search results cut it (the checks before publishing say so).
    lang: 'sv',
    before: 'Novaweb – AI-driven webbdesign för småföretag | Från 7 000 kr',
    now: 'Novaweb – AI-driven webbdesign för småföretag, från {price:basic}',
  },
  {
    lang: 'en',
    before: 'Novaweb – AI-powered web design for small businesses | From $699',
    now: 'Novaweb – AI web design for small businesses | From {price:basic}',
  },
];

/** A seeded text as an earlier release stored it: its price tokens as the seed typed them. */
export const asTypedBefore = (text: string, lang: Lang) =>
  replacePriceTokens(
    text,
    (name) => typedBefore[lang][name as PriceTokenName] ?? priceToken(name as PriceTokenName),
  );

/** Each seeded text that names a price, by language and as an earlier release stored it: the text with tokens. */
function seededTextsWithTokens(): Map<string, string> {
  const texts = new Map(rewordedSince.map(({ lang, before, now }) => [`${lang}\u0000${before}`, now]));
  for (const { document } of seedPages) {
    mapLocalizedTexts(document, (text) => {
      for (const lang of languages) {
        if (text[lang].includes('{price:'))
          texts.set(`${lang}\u0000${asTypedBefore(text[lang], lang)}`, text[lang]);
      }
      return text;
    });
  }
  return texts;
}

/**
 * Step `seed:prices:tokens`: the seeded pages' texts that typed a price by hand (the home page's title, the web
 * design page's description and FAQ) name it by token instead, so they follow the shared prices. Only a text still
 * as the seed wrote it is changed, in the published document and in a waiting change; what staff wrote stays.
 */
export async function namePricesInSeededTexts(tx: Tx) {
  const texts = seededTextsWithTokens();
  await changeStoredTexts(
    tx,
    (text) => ({
      sv: texts.get(`sv\u0000${text.sv}`) ?? text.sv,
      en: texts.get(`en\u0000${text.en}`) ?? text.en,
    }),
    seedPages.map(({ key }) => key),
  );
}

/**
 * Step `seed:posts:prices:tokens`: a seeded post whose text typed a price by hand names it by token instead (the
 * Basic price in "Därför kan en billig hemsida bli dyr i längden"), so it follows the shared prices. Only a text still as the seed
 * wrote it is changed; what staff wrote stays.
 */
export async function namePricesInSeededPosts(tx: Tx) {
  for (const post of seedPosts) {
    for (const lang of languages) {
      const text = post.body[lang];
      if (!text.includes('{price:')) continue;
      const body = lang === 'sv' ? posts.bodySv : posts.bodyEn;
      const typed = JSON.stringify(markdownToDocument(asTypedBefore(text, lang)));
      await tx
        .update(posts)
        .set(lang === 'sv' ? { bodySv: markdownToDocument(text) } : { bodyEn: markdownToDocument(text) })
        .where(and(eq(posts.slug, post.slug), sql`${body} = ${typed}::jsonb`));
    }
  }
}
