import { describe, expect, it } from 'vitest';
import { adminI18nOf } from '../i18n/adminI18n';

describe('dayInWords: a date field’s value in the staff member’s language', () => {
  it('writes a day with its weekday, and a wall-clock time as it reads, in either language', () => {
    expect(adminI18nOf('sv').dayInWords('2026-12-08')).toBe('tisdag 8 december 2026');
    expect(adminI18nOf('en').dayInWords('2026-12-08')).toBe('Tuesday, 8 December 2026');
    // A Stockholm time in summer is written as typed, not moved by any time zone.
    expect(adminI18nOf('sv').dayInWords('2026-06-19T23:30')).toBe('fredag 19 juni 2026 kl. 23:30');
    expect(adminI18nOf('en').dayInWords('2026-03-29T02:30')).toBe('Sunday, 29 March 2026 at 02:30');
  });

  it('writes nothing for an empty, unfinished or impossible date', () => {
    for (const value of ['', '2026-02-3', '2026-02-30', '2026-13-01', '2026-03-01T24:00', 'tomorrow'])
      expect(adminI18nOf('sv').dayInWords(value), value).toBe('');
  });
});
