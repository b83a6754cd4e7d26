import type { Lang } from '../../shared/i18n';
import { en } from './en';
import { sv, type MessageKey } from './sv';

export const dictionaries: Record<Lang, Record<MessageKey, string>> = { sv, en };

export type TranslateVars = Record<string, string | number>;

/**
 * The text for a key in a language. An unknown key returns the key itself, so a missing text shows up
 * on screen and in tests instead of rendering nothing. `{name}` placeholders are filled from vars.
 */
export function translate(lang: Lang, key: string, vars?: TranslateVars): string {
  return translateFrom(dictionaries[lang], key, vars);
}

/** The text for a key in one dictionary (the admin has its own), as `translate` does. */
export function translateFrom(
  dictionary: Readonly<Record<string, string>>,
  key: string,
  vars?: TranslateVars,
): string {
  const text = Object.hasOwn(dictionary, key) ? dictionary[key]! : key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The months by name, as a long date writes them in each language. */
const monthNames: Record<Lang, readonly string[]> = {
  sv: [
    'januari',
    'februari',
    'mars',
    'april',
    'maj',
    'juni',
    'juli',
    'augusti',
    'september',
    'oktober',
    'november',
    'december',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * A date (YYYY-MM-DD) with a long month: '22 januari 2024' or 'January 22, 2024'; a text that is not such a date
 * is returned as it is. Written out rather than through `Intl.DateTimeFormat`: the browser's first formatter
 * loads the locale's data, ~50 ms at Lighthouse's mobile CPU, and a page with a post card did that in one
 * uninterruptible step of hydration, where a tap waited for it (docs/rendering.md). It is also the same text on
 * the server and in every browser, whatever ICU data each has.
 */
export function formatLongDate(lang: Lang, isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  const day = date.getUTCDate();
  const month = monthNames[lang][date.getUTCMonth()]!;
  const year = date.getUTCFullYear();
  return lang === 'sv' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}
