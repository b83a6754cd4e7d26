import { createContext, useContext, type ReactNode } from 'react';
import { isLang, unchosenStaffLang, type Lang } from '../../../shared/i18n';
import type { RetryLabels } from '../../components/LoadState/LoadState';
import { translateFrom, type TranslateVars } from '../../i18n/translate';
import { scheduleZone } from '../stockholmTime';
import { en } from './en';
import { serverMessageKeys, serverMessageShapes } from './serverMessages';
import { sv, type AdminMessageKey } from './sv';

export type { AdminMessageKey };

export const adminDictionaries: Record<Lang, Record<AdminMessageKey, string>> = { sv, en };

/** The last language the admin was shown in on this browser: the sign-in page speaks it too. */
const rememberedKey = 'novaweb.adminLang';

export function rememberAdminLang(lang: Lang): void {
  try {
    localStorage.setItem(rememberedKey, lang);
  } catch {
    // Storage refused (a private window): the sign-in page uses the default.
  }
}

export function rememberedAdminLang(): Lang | null {
  try {
    const value = localStorage.getItem(rememberedKey);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

const AdminLangContext = createContext<Lang | null>(null);

/**
 * Sets the admin's language for what it holds. AdminApp sets it from the signed-in staff member's choice; one set
 * around the admin (a story's language) is what it speaks before they choose.
 */
export function AdminLanguage({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <AdminLangContext.Provider value={lang}>{children}</AdminLangContext.Provider>;
}

/** The language an enclosing `AdminLanguage` set, or null. */
export const useChosenAdminLang = () => useContext(AdminLangContext);

/**
 * A translated text with elements in its `{name}` places (a link, a <strong>), for a sentence whose parts are
 * marked up: each language keeps its own word order. Each element needs a key.
 */
export function fill(text: string, parts: Record<string, ReactNode>): ReactNode[] {
  return text
    .split(/(\{\w+\})/)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in parts ? parts[name] : piece;
    });
}

/** One text in a given language, outside React (a toast said in the language just chosen). */
export const adminText = (lang: Lang, key: AdminMessageKey, vars?: TranslateVars) =>
  translateFrom(adminDictionaries[lang], key, vars);

/** How the admin writes times and figures in each language (Swedish: `5 dec. 2026 11:20`, `1 234`, `12,5 %`). */
const formatTags: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB' };

export interface AdminI18n {
  lang: Lang;
  t: (key: AdminMessageKey, vars?: TranslateVars) => string;
  /** A date and time, medium date and short time, in Stockholm time (where the agency works). */
  dateTime: Intl.DateTimeFormat;
  /** A calendar day (`2026-12-08`) as the language writes it (`8 dec. 2026`, `8 Dec 2026`). */
  day: (isoDay: string) => string;
  /**
   * A date field's value written out with its weekday (`tisdag 8 december 2026`, `Tuesday, 8 December 2026`), and
   * its time when it has one (`2026-03-20T08:30`, a Stockholm wall-clock time); '' for no date.
   */
  dayInWords: (value: string) => string;
  /** A whole number with the language's thousands separator. */
  count: (value: number) => string;
  /** A figure as typed into a field: the language's decimal sign, no thousands separator (`5,9`, `1234`). */
  figure: (value: number) => string;
  /** A share (0–1) as a percentage with at most one decimal, or "—" for none. */
  percent: (share: number | null) => string;
  /** A file's size as staff read it: `40,1 MB`, `340 kB` in Swedish, `40.1 MB` in English. */
  fileSize: (bytes: number) => string;
  /** The retry button's words of a failed load. */
  retryLabels: RetryLabels;
  /** A stored name (a status, an audit action) in words when `names` knows it, else as it is stored. */
  named: (value: string, names: Readonly<Record<string, AdminMessageKey>>) => string;
  /** A message from the server or the shared schemas in this language when it is a known one (as it is else). */
  message: (text: string) => string;
}

/**
 * A server's message of a known shape (serverMessageShapes) as its key and values, or null. The shape is the English
 * text with a group for each `{name}`; a name said twice must be the same value both times.
 */
const shapes = serverMessageShapes.map((key) => {
  const names: string[] = [];
  const source = en[key].replace(/\{(\w+)\}|[^{]+/g, (piece, name?: string) => {
    if (name === undefined) return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (names.includes(name)) return `\\k<${name}>`;
    names.push(name);
    return `(?<${name}>.+?)`;
  });
  return { key, pattern: new RegExp(`^${source}$`, 's') };
});

export function shapedServerMessage(text: string): { key: AdminMessageKey; vars: TranslateVars } | null {
  for (const { key, pattern } of shapes) {
    const match = pattern.exec(text);
    if (match) return { key, vars: { ...match.groups } };
  }
  return null;
}

function i18nFor(lang: Lang): AdminI18n {
  const t = (key: AdminMessageKey, vars?: TranslateVars) => adminText(lang, key, vars);
  const named = (value: string, names: Readonly<Record<string, AdminMessageKey>>) =>
    Object.hasOwn(names, value) ? t(names[value]!) : value;
  const count = new Intl.NumberFormat(formatTags[lang]);
  const percent = new Intl.NumberFormat(formatTags[lang], { style: 'percent', maximumFractionDigits: 1 });
  const figure = new Intl.NumberFormat(formatTags[lang], { useGrouping: false, maximumFractionDigits: 6 });
  const unit = (name: 'megabyte' | 'kilobyte', digits: number) =>
    new Intl.NumberFormat(formatTags[lang], { style: 'unit', unit: name, maximumFractionDigits: digits });
  const megabytes = unit('megabyte', 1);
  const kilobytes = unit('kilobyte', 0);
  // A day is no moment: read at noon UTC and written in UTC, it is the same day everywhere.
  const day = new Intl.DateTimeFormat(formatTags[lang], { dateStyle: 'medium', timeZone: 'UTC' });
  // A field's wall-clock value is written as it reads, in UTC: no time zone moves it.
  const fullDay = new Intl.DateTimeFormat(formatTags[lang], { dateStyle: 'full', timeZone: 'UTC' });
  const fullDayTime = new Intl.DateTimeFormat(formatTags[lang], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return {
    lang,
    t,
    dateTime: new Intl.DateTimeFormat(formatTags[lang], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: scheduleZone,
    }),
    day: (isoDay) => day.format(new Date(`${isoDay}T12:00:00Z`)),
    dayInWords: (value) => {
      const parts = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
      if (!parts) return '';
      const [, year, month, date, hour, minute] = parts.map(Number) as number[];
      const at = new Date(Date.UTC(year!, month! - 1, date!, hour || 0, minute || 0));
      if (at.getUTCMonth() !== month! - 1 || at.getUTCDate() !== date || hour! > 23 || minute! > 59)
        return '';
      return (parts[4] === undefined ? fullDay : fullDayTime).format(at);
    },
    count: (value) => count.format(value),
    percent: (share) => (share === null ? '—' : percent.format(share)),
    // A minus written as the plain hyphen a keyboard types, so the figure reads back the same.
    figure: (value) => figure.format(value).replace('\u2212', '-'),
    fileSize: (bytes) =>
      bytes >= 1024 * 1024
        ? megabytes.format(bytes / 1024 / 1024)
        : kilobytes.format(Math.max(1, Math.round(bytes / 1024))),
    retryLabels: { retry: t('load.retry'), retrying: t('load.retrying') },
    named,
    message: (text) => {
      if (Object.hasOwn(serverMessageKeys, text)) return t(serverMessageKeys[text]!);
      const shaped = shapedServerMessage(text);
      return shaped ? t(shaped.key, shaped.vars) : text;
    },
  };
}

/** Each language's texts and formats, made once: every component that speaks asks for them. */
const i18ns: Record<Lang, AdminI18n> = { sv: i18nFor('sv'), en: i18nFor('en') };

/** The admin's texts and formats in a given language, outside React (a story's expected date). */
export const adminI18nOf = (lang: Lang): AdminI18n => i18ns[lang];

/** The admin's texts in its current language (the default outside any `AdminLanguage`). */
export function useAdminI18n(): AdminI18n {
  return i18ns[useContext(AdminLangContext) ?? unchosenStaffLang];
}
