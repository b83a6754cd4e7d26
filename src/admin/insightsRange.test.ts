import { describe, expect, it } from 'vitest';
import { customRangeError, presetRange, rangeFromSearch, searchForRange } from './insightsRange';

const today = '2026-03-16';
const search = (query: string) => new URLSearchParams(query);

describe('the Insights range in the address', () => {
  it('counts a preset back from today, today included', () => {
    expect(rangeFromSearch(search('range=today'), today)).toEqual({
      preset: 'today',
      from: today,
      to: today,
    });
    expect(rangeFromSearch(search('range=7d'), today)).toEqual({
      preset: '7d',
      from: '2026-03-10',
      to: today,
    });
    expect(rangeFromSearch(search('range=30d'), today)).toEqual({
      preset: '30d',
      from: '2026-02-15',
      to: today,
    });
  });

  it('shows 30 days when the address names no range or an unknown one', () => {
    expect(rangeFromSearch(search(''), today)).toEqual(presetRange('30d', today));
    expect(rangeFromSearch(search('range=year'), today)).toEqual(presetRange('30d', today));
    expect(rangeFromSearch(search('from=2026-03-01'), today)).toEqual(presetRange('30d', today));
  });

  it('takes two dates as a custom range, as they are, for the server to judge', () => {
    expect(rangeFromSearch(search('from=2026-03-01&to=2026-03-05&range=7d'), today)).toEqual({
      preset: 'custom',
      from: '2026-03-01',
      to: '2026-03-05',
    });
    expect(rangeFromSearch(search('from=2026-03-09&to=2026-03-01'), today).from).toBe('2026-03-09');
  });

  it('writes a range back as it reads it', () => {
    for (const query of ['range=today', 'range=7d', 'range=30d', 'from=2025-03-17&to=2026-03-16']) {
      expect(searchForRange(rangeFromSearch(search(query), today)).toString()).toBe(query);
    }
  });

  it('counts a preset back across a year end by the calendar', () => {
    expect(presetRange('7d', '2026-01-03').from).toBe('2025-12-28');
  });

  it('explains a custom range it cannot ask for', () => {
    expect(customRangeError('2026-03-01', '2026-03-16', today)).toBeNull();
    expect(customRangeError('', '2026-03-16', today)).toBe('Enter both dates.');
    expect(customRangeError('2026-03-10', '2026-03-01', today)).toBe(
      'The start date must be on or before the end date.',
    );
    expect(customRangeError('2026-03-10', '2026-03-17', today)).toBe('The end date cannot be after today.');
    expect(customRangeError('2025-02-01', '2026-03-16', today)).toBe('Pick at most 400 days.');
    expect(customRangeError('2025-02-10', '2026-03-16', today)).toBeNull();
  });
});
