import english from 'hyphen/en-us';
import swedish from 'hyphen/sv';
import type { Lang, Localized } from '../../shared/i18n';
import { mapLocalizedTexts } from '../../shared/localize';
import { softHyphen } from '../../shared/softHyphens';

/**
 * Soft hyphens in the long words of what visitors read (issue #43), so a narrow column wraps "Tillgänglighets-
 * redogörelse" at a syllable with a hyphen drawn, never as "Tillgänglighetsredogörel|se". The browser's own
 * `hyphens: auto` needs a dictionary for the page's language, which not every browser has for Swedish; the TeX
 * patterns (the `hyphen` package, Swedish and American English) are put in the text on the server instead,
 * where they cost no script. A soft hyphen is invisible unless a line breaks at it; the page's title, meta and
 * structured data drop them (shared/softHyphens.ts).
 */

/** Words shorter than this fit every column the site sets text in (a promise's line at 320 px holds 9 letters). */
const shortestHyphenated = 8;
/** The least letters a piece of a word keeps on either side of a break ("Web-butveckling" is no break). */
const shortestPiece = 2;

const hyphenators: Record<Lang, (text: string) => string> = {
  sv: (word) => swedish.hyphenateSync(word, { hyphenChar: softHyphen, minWordLength: shortestHyphenated }),
  en: (word) => english.hyphenateSync(word, { hyphenChar: softHyphen, minWordLength: shortestHyphenated }),
};

/**
 * An address or a code kept whole: an e-mail, a web address, a domain ("novaweb.se"), a price token
 * (`{price:premium}`); a soft hyphen there would be copied with it.
 */
const keptWhole = /[@{}]|:\/\/|^www\.|\p{L}\.\p{L}/u;

/** Breaks that leave a piece shorter than `shortestPiece` letters joined back to their neighbour. */
function withWholePieces(word: string): string {
  const pieces = word.split(softHyphen);
  const joined: string[] = [];
  for (const piece of pieces) {
    const last = joined.length - 1;
    if (last >= 0 && (piece.length < shortestPiece || joined[last]!.length < shortestPiece))
      joined[last] += piece;
    else joined.push(piece);
  }
  return joined.join(softHyphen);
}

function hyphenateWord(word: string, lang: Lang): string {
  if (keptWhole.test(word)) return word;
  // Letters only: the hyphenator's patterns are for words, so a word's punctuation ("uppdateringar,") stays put.
  return word.replace(/\p{L}{8,}/gu, (letters) => withWholePieces(hyphenators[lang](letters)));
}

/** Texts already hyphenated, per language: a page's texts repeat render after render. */
const remembered: Record<Lang, Map<string, string>> = { sv: new Map(), en: new Map() };
const rememberedMax = 5000;

/** `text` with soft hyphens where its long words may break, by the patterns of `lang`. */
export function hyphenate(text: string, lang: Lang): string {
  if (!/\p{L}{8}/u.test(text)) return text;
  const known = remembered[lang].get(text);
  if (known !== undefined) return known;
  const result = text.replace(/\S+/g, (word) => hyphenateWord(word, lang));
  if (remembered[lang].size >= rememberedMax) remembered[lang].clear();
  remembered[lang].set(text, result);
  return result;
}

/** Each localized text of `value` hyphenated in its own language; the rest as it is. */
export const hyphenateTexts = <T>(value: T): T =>
  mapLocalizedTexts(value, (text: Localized<string>) => ({
    sv: hyphenate(text.sv, 'sv'),
    en: hyphenate(text.en, 'en'),
  }));
