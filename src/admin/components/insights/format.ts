import { vitalThresholds, type VitalMetric, type VitalRating } from '../../../../shared/insights';
import { scheduleZone } from '../../stockholmTime';

/** The figures of the Insights screen as staff read them (British English, Stockholm time, "—" for nothing). */
export const none = '—';

const count = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (value: number) => count.format(value);

/** A share (0–1) as a percentage: `3.2%`. */
export const formatPercent = (share: number | null) => (share === null ? none : percent.format(share));

/** A share of a whole, or "—" when there is no whole to share. */
export const shareOf = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Time on a page: `42 s`, `3 min 05 s`. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return none;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** A Core Web Vital as Google's reports show it: `2.45 s`, `180 ms`, CLS without a unit (`0.08`). */
export function formatVital(metric: VitalMetric, value: number | null): string {
  if (value === null) return none;
  if (metric === 'CLS') return value.toFixed(2);
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

/** A threshold in the same units, as short as it goes: `2.5 s`, `200 ms`, `0.1`. */
export function formatThreshold(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return String(value);
  return value < 1000 ? `${value} ms` : `${value / 1000} s`;
}

export const ratingLabels: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** What a rating means for a metric, in words: `Good: 2.5 s or less`. */
export function ratingRule(metric: VitalMetric, rating: VitalRating): string {
  const { good, poor } = vitalThresholds[metric];
  if (rating === 'good') return `Good: ${formatThreshold(metric, good)} or less`;
  if (rating === 'poor') return `Poor: over ${formatThreshold(metric, poor)}`;
  return `Needs improvement: over ${formatThreshold(metric, good)} up to ${formatThreshold(metric, poor)}`;
}

/** How a list's keys read: '' as "Direct / none" or "No campaign", codes by their names. */
export const sourceName = (key: string) => key || 'Direct / none';
export const campaignName = (key: string) => key || 'No campaign';
const languageNames: Record<string, string> = { sv: 'Swedish', en: 'English' };
export const languageName = (key: string) => languageNames[key] ?? key;
const deviceNames: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };
export const deviceName = (key: string) => deviceNames[key] ?? key;

export const vitalNames: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

// Dates of the report (YYYY-MM-DD) are calendar days: formatted in UTC, so the browser's zone cannot move them.
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayMonthFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const hourFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: scheduleZone,
});

const asDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** `16 Mar 2026` */
export const formatDay = (date: string) => dayFormat.format(asDay(date));
/** `16 Mar` */
export const formatDayMonth = (date: string) => dayMonthFormat.format(asDay(date));
/** The Stockholm hour of an instant: `09:00`. */
export const formatHour = (instant: string | number) => hourFormat.format(new Date(instant));

/** A range of days as short as it reads clearly: `16 Mar 2026`, `15 Feb – 16 Mar 2026`, `17 Mar 2025 – 16 Mar 2026`. */
export function formatRange(from: string, to: string): string {
  if (from === to) return formatDay(from);
  const start = from.slice(0, 4) === to.slice(0, 4) ? formatDayMonth(from) : formatDay(from);
  return `${start} – ${formatDay(to)}`;
}

/** How a figure moved against the previous period, and whether that is good news. */
export interface Change {
  /** `+12%`, `−1.5 pp`, `no change`; empty when there is nothing to compare with. */
  text: string;
  direction: 'up' | 'down' | 'same' | 'none';
}

const minus = '\u2212';
const signed = (value: number, digits: number) =>
  `${value > 0 ? '+' : minus}${Math.abs(value).toFixed(digits).replace(/\.0$/, '')}`;

/**
 * The change of a figure: counts and durations relative to the previous period (`+12%`), shares in percentage
 * points (`−1.5 pp`, as a share's own percentage of a percentage would mislead). Nothing before: no change to tell.
 */
export function changeOf(
  current: number | null,
  previous: number | null,
  kind: 'relative' | 'points',
): Change {
  if (current === null || previous === null || (kind === 'relative' && previous === 0)) {
    return { text: '', direction: 'none' };
  }
  const amount = kind === 'relative' ? ((current - previous) / previous) * 100 : (current - previous) * 100;
  const rounded = Math.round(amount * 10) / 10;
  if (kind === 'relative' ? Math.abs(amount) < 0.5 : rounded === 0)
    return { text: 'no change', direction: 'same' };
  return {
    text: kind === 'relative' ? `${signed(Math.round(amount), 0)}%` : `${signed(rounded, 1)} pp`,
    direction: amount > 0 ? 'up' : 'down',
  };
}
