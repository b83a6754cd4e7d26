/** The site's languages. Swedish is the default and has no path prefix; English lives under /en. */
export const languages = ['sv', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'sv';

/** BCP 47 tags for dates and numbers. */
export const localeTags: Record<Lang, string> = { sv: 'sv-SE', en: 'en-US' };

export function isLang(value: unknown): value is Lang {
  return value === 'sv' || value === 'en';
}

/** A text in both languages, as stored in the database and in content modules. */
export type Localized<T = string> = Record<Lang, T>;
