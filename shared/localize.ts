import { defaultLang, languages, type Lang, type Localized } from './i18n';

// No zod here: the public application localizes what the server sends (a page's blocks, the shared parts), and
// the schemas of those texts stay with the server and the admin (shared/blocks/text.ts).

/** Whether a stored value is one localized text ({ sv, en }, both strings, nothing else). */
export function isLocalizedText(value: unknown): value is Localized<string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.length === languages.length &&
    languages.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string')
  );
}

/** A block's data as one language shows it: every localized text replaced by its text in that language. */
export type LocalizedIn<T> =
  T extends Localized<string>
    ? string
    : T extends readonly (infer Item)[]
      ? LocalizedIn<Item>[]
      : T extends object
        ? { [Key in keyof T]: LocalizedIn<T[Key]> }
        : T;

/** `value` in `lang`; a text missing in English shows its Swedish. */
export function localize<T>(value: T, lang: Lang): LocalizedIn<T> {
  if (isLocalizedText(value)) return (value[lang] || value[defaultLang]) as LocalizedIn<T>;
  if (Array.isArray(value)) return value.map((item: unknown) => localize(item, lang)) as LocalizedIn<T>;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, localize(item, lang)]),
    ) as LocalizedIn<T>;
  }
  return value as LocalizedIn<T>;
}

/**
 * Every localized text of `value` changed by `change` (a story's long Swedish copy, a seeded text given its price
 * tokens); the rest as it is.
 */
export function mapLocalizedTexts<T>(value: T, change: (text: Localized<string>) => Localized<string>): T {
  if (isLocalizedText(value)) return change(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapLocalizedTexts(item, change)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapLocalizedTexts(item, change)]),
    ) as T;
  }
  return value;
}

/** One text that has one language and lacks the other. */
export interface MissingTranslation {
  /** Where it is, as a dotted path from the value given (`blocks.2.data.title`). */
  field: string;
  missing: Lang;
}

/** Every text in `value` written in one language only. */
export function missingTranslations(value: unknown, at: (string | number)[] = []): MissingTranslation[] {
  if (isLocalizedText(value)) {
    const written = languages.filter((lang) => value[lang].trim() !== '');
    if (written.length === 0 || written.length === languages.length) return [];
    return languages
      .filter((lang) => !written.includes(lang))
      .map((missing) => ({ field: at.join('.'), missing }));
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => missingTranslations(item, [...at, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => missingTranslations(item, [...at, key]));
  }
  return [];
}
