import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, daysIn, isDate, stockholmDate, stockholmMidnight } from './stockholm';

const hourMs = 3_600_000;
const hoursOf = (day: string) => (stockholmMidnight(addDays(day, 1)) - stockholmMidnight(day)) / hourMs;

describe('stockholmDate', () => {
  afterEach(() => vi.useRealTimers());

  it('is the calendar day in Stockholm, not in UTC', () => {
    expect(stockholmDate(new Date('2026-03-15T22:59:59.999Z'))).toBe('2026-03-15');
    expect(stockholmDate(new Date('2026-03-15T23:00:00Z'))).toBe('2026-03-16');
    expect(stockholmDate(new Date('2026-07-01T21:59:59.999Z'))).toBe('2026-07-01');
    expect(stockholmDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
    expect(stockholmDate(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('takes an instant written as an ISO string too', () => {
    expect(stockholmDate('2026-03-16T09:00:00Z')).toBe('2026-03-16');
    expect(stockholmDate('2026-03-15T23:30:00Z')).toBe('2026-03-16');
  });

  it('reads the clock when given no instant', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-24T22:30:00Z'));
    expect(stockholmDate()).toBe('2026-10-25');
  });
});

describe('stockholmMidnight', () => {
  it('is 23:00 UTC the day before in winter and 22:00 in summer', () => {
    expect(new Date(stockholmMidnight('2026-01-15')).toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(new Date(stockholmMidnight('2026-07-01')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('gives the day that begins then, and the instant before it is the day before', () => {
    for (const day of ['2026-01-01', '2026-03-29', '2026-03-30', '2026-10-25', '2026-10-26']) {
      const midnight = stockholmMidnight(day);
      expect(stockholmDate(new Date(midnight))).toBe(day);
      expect(stockholmDate(new Date(midnight - 1))).toBe(addDays(day, -1));
    }
  });

  it('makes the day the clocks go forward 23 hours long and the day they go back 25', () => {
    expect(new Date(stockholmMidnight('2026-03-29')).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(hoursOf('2026-03-29')).toBe(23);
    expect(new Date(stockholmMidnight('2026-10-25')).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(hoursOf('2026-10-25')).toBe(25);
  });

  it('makes every other day of a year 24 hours long', () => {
    const odd: Record<string, number> = {};
    for (let day = '2026-01-01'; day < '2027-01-01'; day = addDays(day, 1)) {
      if (hoursOf(day) !== 24) odd[day] = hoursOf(day);
    }
    expect(odd).toEqual({ '2026-03-29': 23, '2026-10-25': 25 });
  });

  it('refuses a date that is not a day', () => {
    expect(() => stockholmMidnight('2026-02-30')).toThrow('No Stockholm midnight for 2026-02-30');
  });
});

describe('addDays', () => {
  it('counts across the ends of months and years, leap days included', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-12-02', 31)).toBe('2027-01-02');
  });

  it('counts whole days over the days of 23 and 25 hours', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-26', -2)).toBe('2026-10-24');
  });

  it('leaves the day as it is for 0', () => {
    expect(addDays('2026-03-29', 0)).toBe('2026-03-29');
  });
});

describe('calendar dates', () => {
  it('crosses months, leap days and the change to summer time by the calendar', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(daysIn('2026-03-16', '2026-03-16')).toBe(1);
    expect(daysIn('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysIn('2025-03-17', '2026-03-16')).toBe(365);
  });

  it('knows a calendar date from something that only looks like one', () => {
    expect(isDate('2026-03-16')).toBe(true);
    expect(isDate('2028-02-29')).toBe(true);
    expect(isDate('2026-02-29')).toBe(false);
    expect(isDate('2026-02-30')).toBe(false);
    expect(isDate('2026-3-16')).toBe(false);
    expect(isDate('')).toBe(false);
  });
});
