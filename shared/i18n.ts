/** The site's languages. Swedish is the default and has no path prefix; English lives under /en. */
export const languages = ['sv', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'sv';

/** BCP 47 tags for dates and numbers. */
export const localeTags: Record<Lang, string> = { sv: 'sv-SE', en: 'en-US' };

/**
 * The staff's language (the admin and the e-mails written to them) where they have not chosen one in My account:
 * Swedish, the agency's own (issue #41). A browser that showed the admin in English keeps showing its sign-in page
 * so (src/admin/i18n/adminI18n.tsx).
 */
export const unchosenStaffLang: Lang = 'sv';

/** A staff member's language: the one they chose, or the default. */
export const staffLang = (chosen: Lang | null | undefined): Lang => chosen ?? unchosenStaffLang;

export function isLang(value: unknown): value is Lang {
  return value === 'sv' || value === 'en';
}

/** A text in both languages, as stored in the database and in content modules. */
export type Localized<T = string> = Record<Lang, T>;
