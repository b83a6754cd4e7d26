import type { Lang } from '../../shared/i18n';
import { localeTags } from '../../shared/i18n';
import { en } from './en';
import { sv, type MessageKey } from './sv';

export const dictionaries: Record<Lang, Record<MessageKey, string>> = { sv, en };

export type TranslateVars = Record<string, string | number>;

/**
 * The text for a key in a language. An unknown key returns the key itself, so a missing text shows up
 * on screen and in tests instead of rendering nothing. `{name}` placeholders are filled from vars.
 */
export function translate(lang: Lang, key: string, vars?: TranslateVars): string {
  const dictionary: Record<string, string> = dictionaries[lang];
  const text = Object.hasOwn(dictionary, key) ? dictionary[key]! : key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const longDates: Partial<Record<Lang, Intl.DateTimeFormat>> = {};

/**
 * A date (YYYY-MM-DD) with a long month: '22 januari 2024' or 'January 22, 2024'. The formatter is made once per
 * language: making one costs far more than using it (it showed in the server render's profile).
 */
export function formatLongDate(lang: Lang, isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  longDates[lang] ??= new Intl.DateTimeFormat(localeTags[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDates[lang].format(date);
}
