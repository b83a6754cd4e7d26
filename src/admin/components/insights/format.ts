import { vitalThresholds, type VitalMetric, type VitalRating } from '../../../../shared/insights';
import type { Lang } from '../../../../shared/i18n';
import { adminText, useAdminI18n, type AdminMessageKey } from '../../i18n/adminI18n';
import type { TranslateVars } from '../../../i18n/translate';
import { scheduleZone } from '../../stockholmTime';

/** "—": a figure there is nothing to show for. */
export const none = '—';

/** A share of a whole, or null when there is no whole to share. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export const vitalNames: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

const ratingKeys: Record<VitalRating, AdminMessageKey> = {
  good: 'insights.rating.good',
  'needs-improvement': 'insights.rating.needsImprovement',
  poor: 'insights.rating.poor',
};
const languageKeys: Record<string, AdminMessageKey> = { sv: 'lead.swedish', en: 'lead.english' };
const deviceKeys: Record<string, AdminMessageKey> = {
  mobile: 'insights.device.mobile',
  tablet: 'insights.device.tablet',
  desktop: 'insights.device.desktop',
};

/** How a figure moved against the previous period, and whether that is good news. */
export interface Change {
  /** `+12%`, `−1.5 pp`, `no change` (Swedish: `+12 %`, `−1,5 p.e.`, `ingen förändring`); empty with nothing before. */
  text: string;
  direction: 'up' | 'down' | 'same' | 'none';
}

/** The figures of the Insights screen as staff read them in their language (Stockholm time, "—" for nothing). */
export interface InsightsFormat {
  count: (value: number) => string;
  /** A share (0–1) as a percentage: `3.2%` (`3,2 %`). */
  percent: (share: number | null) => string;
  /** Time on a page: `42 s`, `3 min 05 s`. */
  duration: (ms: number | null) => string;
  /** A Core Web Vital as Google's reports show it: `2.45 s`, `180 ms`, CLS without a unit (`0.08`). */
  vital: (metric: VitalMetric, value: number | null) => string;
  /** A threshold in the same units, as short as it goes: `2.5 s`, `200 ms`, `0.1`. */
  threshold: (metric: VitalMetric, value: number) => string;
  rating: (rating: VitalRating) => string;
  /** What a rating means for a metric, in words: `Good: 2.5 s or less`. */
  ratingRule: (metric: VitalMetric, rating: VitalRating) => string;
  /** How a list's keys read: '' as "Direct / none" or "No campaign", codes by their names. */
  sourceName: (key: string) => string;
  campaignName: (key: string) => string;
  languageName: (key: string) => string;
  deviceName: (key: string) => string;
  /** `16 Mar 2026` (`16 mars 2026`) */
  day: (date: string) => string;
  /** `16 Mar` */
  dayMonth: (date: string) => string;
  /** A month on the time axis: `Mar`, or `Mar 2026` with its year. */
  month: (date: Date, withYear: boolean) => string;
  /** The Stockholm hour of an instant: `09:00`. */
  hour: (instant: string | number) => string;
  /** A range of days as short as it reads clearly: `16 Mar 2026`, `15 Feb – 16 Mar 2026`. */
  range: (from: string, to: string) => string;
  /**
   * The change of a figure: counts and durations relative to the previous period (`+12%`), shares in percentage
   * points (`−1.5 pp`, as a share's own percentage of a percentage would mislead). Nothing before: no change to tell.
   */
  change: (current: number | null, previous: number | null, kind: 'relative' | 'points') => Change;
}

const formatTags: Record<Lang, string> = { sv: 'sv-SE', en: 'en-GB' };
const minus = '\u2212';

function formatFor(lang: Lang): InsightsFormat {
  const tag = formatTags[lang];
  const t = (key: AdminMessageKey, vars?: TranslateVars) => adminText(lang, key, vars);
  const count = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const exactly = (digits: number) =>
    new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const twoDecimals = exactly(2);
  const wholes = exactly(0);
  const upToTwo = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const upToOne = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  // Dates of the report (YYYY-MM-DD) are calendar days: formatted in UTC, so the browser's zone cannot move them.
  const dayFormat = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dayMonthFormat = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(tag, { month: 'short', timeZone: 'UTC' });
  const monthYearFormat = new Intl.DateTimeFormat(tag, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const hourFormat = new Intl.DateTimeFormat(tag, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: scheduleZone,
  });
  const asDay = (date: string) => new Date(`${date}T00:00:00Z`);
  const day = (date: string) => dayFormat.format(asDay(date));
  const dayMonth = (date: string) => dayMonthFormat.format(asDay(date));
  const threshold = (metric: VitalMetric, value: number) => {
    if (metric === 'CLS') return upToTwo.format(value);
    return value < 1000 ? `${wholes.format(value)} ms` : `${upToTwo.format(value / 1000)} s`;
  };
  const signed = (value: number, format: Intl.NumberFormat) =>
    `${value > 0 ? '+' : minus}${format.format(Math.abs(value))}`;
  return {
    count: (value) => count.format(value),
    percent: (share) => (share === null ? none : percent.format(share)),
    duration: (ms) => {
      if (ms === null) return none;
      const seconds = Math.round(ms / 1000);
      if (seconds < 60) return `${seconds} s`;
      return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
    },
    vital: (metric, value) => {
      if (value === null) return none;
      if (metric === 'CLS') return twoDecimals.format(value);
      return value < 1000 ? `${wholes.format(value)} ms` : `${twoDecimals.format(value / 1000)} s`;
    },
    threshold,
    rating: (rating) => t(ratingKeys[rating]),
    ratingRule: (metric, rating) => {
      const { good, poor } = vitalThresholds[metric];
      if (rating === 'good') return t('insights.rule.good', { value: threshold(metric, good) });
      if (rating === 'poor') return t('insights.rule.poor', { value: threshold(metric, poor) });
      return t('insights.rule.needsImprovement', {
        good: threshold(metric, good),
        poor: threshold(metric, poor),
      });
    },
    sourceName: (key) => key || t('insights.source.direct'),
    campaignName: (key) => key || t('insights.campaign.none'),
    languageName: (key) => (Object.hasOwn(languageKeys, key) ? t(languageKeys[key]!) : key),
    deviceName: (key) => (Object.hasOwn(deviceKeys, key) ? t(deviceKeys[key]!) : key),
    day,
    dayMonth,
    month: (date, withYear) => (withYear ? monthYearFormat : monthFormat).format(date),
    hour: (instant) => hourFormat.format(new Date(instant)),
    range: (from, to) => {
      if (from === to) return day(from);
      const start = from.slice(0, 4) === to.slice(0, 4) ? dayMonth(from) : day(from);
      return `${start} – ${day(to)}`;
    },
    change: (current, previous, kind) => {
      if (current === null || previous === null || (kind === 'relative' && previous === 0)) {
        return { text: '', direction: 'none' };
      }
      const amount =
        kind === 'relative' ? ((current - previous) / previous) * 100 : (current - previous) * 100;
      const rounded = Math.round(amount * 10) / 10;
      if (kind === 'relative' ? Math.abs(amount) < 0.5 : rounded === 0)
        return { text: t('insights.noChange'), direction: 'same' };
      return {
        text:
          kind === 'relative'
            ? t('insights.changePercent', { value: signed(Math.round(amount), wholes) })
            : t('insights.changePoints', { value: signed(rounded, upToOne) }),
        direction: amount > 0 ? 'up' : 'down',
      };
    },
  };
}

const formats: Record<Lang, InsightsFormat> = { sv: formatFor('sv'), en: formatFor('en') };

/** The Insights figures in a language, outside React (a story's expected text). */
export const insightsFormat = (lang: Lang): InsightsFormat => formats[lang];

/** The Insights figures in the admin's language. */
export function useInsightsFormat(): InsightsFormat {
  return formats[useAdminI18n().lang];
}
