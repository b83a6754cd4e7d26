import { describe, expect, it } from 'vitest';
import { formatStockholm, fromStockholmInput, toStockholmInput } from './stockholmTime';

describe('Stockholm time for schedules', () => {
  it('reads winter time as UTC+1 and summer time as UTC+2', () => {
    expect(fromStockholmInput('2026-11-24T09:30')).toBe('2026-11-24T08:30:00.000Z');
    expect(fromStockholmInput('2026-07-01T09:30')).toBe('2026-07-01T07:30:00.000Z');
    expect(toStockholmInput('2026-11-24T08:30:00.000Z')).toBe('2026-11-24T09:30');
    expect(toStockholmInput('2026-07-01T07:30:00Z')).toBe('2026-07-01T09:30');
  });

  it('goes back and forth without drifting, across the changes of clock', () => {
    for (const instant of [
      '2026-03-29T00:59:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-10-25T02:00:00.000Z',
    ]) {
      expect(fromStockholmInput(toStockholmInput(instant))).toBe(instant);
    }
  });

  it('takes the earlier of the repeated autumn hour, and moves a skipped spring time an hour on', () => {
    expect(fromStockholmInput('2026-10-25T02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(fromStockholmInput('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
    expect(toStockholmInput('2026-03-29T01:30:00.000Z')).toBe('2026-03-29T03:30');
  });

  it('refuses what is not a date and time', () => {
    expect(fromStockholmInput('')).toBeNull();
    expect(fromStockholmInput('2026-11-24')).toBeNull();
    expect(fromStockholmInput('tomorrow')).toBeNull();
  });

  it('shows an instant in Stockholm time', () => {
    expect(formatStockholm('2026-11-24T08:30:00Z')).toBe('24 Nov 2026, 09:30');
  });
});
