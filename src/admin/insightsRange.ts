import { maxInsightsDays } from '../../shared/insights';
import { addDays, daysIn, isDate } from '../../shared/stockholm';
import type { AdminMessageKey } from './i18n/adminI18n';

/**
 * The Insights screen's range, kept in the address (`?range=7d`, or `?from=2026-03-01&to=2026-03-16`) so a reload or
 * a shared link shows the same figures. A preset is relative to today in Stockholm; a custom range is two dates.
 */
export const rangePresets = ['today', '7d', '30d'] as const;
export type RangePreset = (typeof rangePresets)[number];

export interface InsightsRange {
  preset: RangePreset | 'custom';
  /** Stockholm dates, inclusive. */
  from: string;
  to: string;
}

/** What the screen shows when the address names no range. */
export const defaultPreset: RangePreset = '30d';

/** Each range's name in the admin's texts. */
export const presetLabels: Record<RangePreset | 'custom', AdminMessageKey> = {
  today: 'insights.preset.today',
  '7d': 'insights.preset.7d',
  '30d': 'insights.preset.30d',
  custom: 'insights.preset.custom',
};

const presetDays: Record<RangePreset, number> = { today: 1, '7d': 7, '30d': 30 };

export function presetRange(preset: RangePreset, today: string): InsightsRange {
  return { preset, from: addDays(today, 1 - presetDays[preset]), to: today };
}

/**
 * The range the address asks for. Two dates are a custom range and go to the server as they are (it answers a bad
 * one with a message the screen shows); a known preset is counted back from today; anything else is the default.
 */
export function rangeFromSearch(params: URLSearchParams, today: string): InsightsRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) return { preset: 'custom', from, to };
  const preset = params.get('range');
  return presetRange(rangePresets.find((known) => known === preset) ?? defaultPreset, today);
}

/** The address's search part for a range: the preset's name, or the two dates of a custom one. */
export function searchForRange(range: InsightsRange): URLSearchParams {
  return new URLSearchParams(
    range.preset === 'custom' ? { from: range.from, to: range.to } : { range: range.preset },
  );
}

/**
 * Why a custom range cannot be asked for, or null when it can (the server checks the same, this says it sooner), in
 * English as the server says it: the screen says it in the admin's language (serverMessages.ts).
 */
export function customRangeError(from: string, to: string, today: string): string | null {
  if (!isDate(from) || !isDate(to)) return 'Enter both dates.';
  if (from > to) return 'The start date must be on or before the end date.';
  if (to > today) return 'The end date cannot be after today.';
  if (daysIn(from, to) > maxInsightsDays) return `Pick at most ${maxInsightsDays} days.`;
  return null;
}
