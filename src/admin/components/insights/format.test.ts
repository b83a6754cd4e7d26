import { describe, expect, it } from 'vitest';
import { insightsFormat } from './format';

const {
  change: changeOf,
  duration: formatDuration,
  hour: formatHour,
  percent: formatPercent,
  range: formatRange,
  vital: formatVital,
  ratingRule,
} = insightsFormat('en');

describe('the figures of the Insights screen', () => {
  it('shows shares, durations and vitals in the units staff read', () => {
    expect(formatPercent(0.4213)).toBe('42.1%');
    expect(formatPercent(null)).toBe('—');
    expect(formatDuration(41_600)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(null)).toBe('—');
    expect(formatVital('LCP', 2449)).toBe('2.45 s');
    expect(formatVital('INP', 183.4)).toBe('183 ms');
    expect(formatVital('CLS', 0.0712)).toBe('0.07');
    expect(formatVital('TTFB', null)).toBe('—');
  });

  it('says what each rating means with the thresholds', () => {
    expect(ratingRule('LCP', 'good')).toBe('Good: 2.5 s or less');
    expect(ratingRule('INP', 'needs-improvement')).toBe('Needs improvement: over 200 ms up to 500 ms');
    expect(ratingRule('CLS', 'poor')).toBe('Poor: over 0.25');
  });

  it('writes a range as short as it reads clearly', () => {
    expect(formatRange('2026-03-16', '2026-03-16')).toBe('16 Mar 2026');
    expect(formatRange('2026-02-15', '2026-03-16')).toBe('15 Feb – 16 Mar 2026');
    expect(formatRange('2025-03-17', '2026-03-16')).toBe('17 Mar 2025 – 16 Mar 2026');
  });

  it('reads hours in Stockholm time, summer time included', () => {
    expect(formatHour('2026-03-15T23:00:00Z')).toBe('00:00');
    expect(formatHour('2026-07-01T07:00:00Z')).toBe('09:00');
  });

  it('tells counts relatively and shares in percentage points', () => {
    expect(changeOf(112, 100, 'relative')).toEqual({ text: '+12%', direction: 'up' });
    expect(changeOf(80, 100, 'relative')).toEqual({ text: '−20%', direction: 'down' });
    expect(changeOf(1002, 1000, 'relative')).toEqual({ text: 'no change', direction: 'same' });
    expect(changeOf(0.42, 0.405, 'points')).toEqual({ text: '+1.5 pp', direction: 'up' });
    expect(changeOf(0.02, 0.04, 'points')).toEqual({ text: '−2 pp', direction: 'down' });
  });

  it('tells no change where there is nothing to compare with', () => {
    expect(changeOf(25, 0, 'relative')).toEqual({ text: '', direction: 'none' });
    expect(changeOf(0.3, null, 'points')).toEqual({ text: '', direction: 'none' });
    expect(changeOf(null, 0.3, 'points')).toEqual({ text: '', direction: 'none' });
  });

  it('says all of it the Swedish way in Swedish: decimal commas, Swedish months and words', () => {
    const sv = insightsFormat('sv');
    expect(sv.percent(0.4213)).toBe('42,1\u00a0%');
    expect(sv.vital('LCP', 2449)).toBe('2,45 s');
    expect(sv.vital('CLS', 0.0712)).toBe('0,07');
    expect(sv.ratingRule('LCP', 'good')).toBe('Bra: 2,5 s eller mindre');
    expect(sv.ratingRule('INP', 'needs-improvement')).toBe('Behöver förbättras: över 200 ms upp till 500 ms');
    expect(sv.range('2026-02-15', '2026-03-16')).toBe('15 feb. – 16 mars 2026');
    expect(sv.change(0.42, 0.405, 'points')).toEqual({ text: '+1,5 p.e.', direction: 'up' });
    expect(sv.change(80, 100, 'relative')).toEqual({ text: '−20 %', direction: 'down' });
    expect(sv.change(1002, 1000, 'relative')).toEqual({ text: 'ingen förändring', direction: 'same' });
    expect(sv.sourceName('')).toBe('Direkt / ingen');
    expect(sv.deviceName('mobile')).toBe('Mobil');
    expect(sv.languageName('en')).toBe('Engelska');
  });
});
