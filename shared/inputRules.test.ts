import { describe, expect, it } from 'vitest';
import { calendarDate, isStorableText, isStorableValue, serialId } from './inputRules';

describe('input rules', () => {
  it('accepts any text but NUL and unpaired surrogates', () => {
    expect(isStorableText('Åsa Öberg – 😀 ÿ')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('\ude00 x')).toBe(false);
    expect(isStorableText('\ude00\ud83d')).toBe(false);
  });

  it('checks keys and strings at any depth, and refuses absurd nesting', () => {
    expect(isStorableValue({ a: [1, 'x', { b: null }] })).toBe(true);
    expect(isStorableValue({ a: [{ b: ['\u0000'] }] })).toBe(false);
    expect(isStorableValue({ ['\ud800']: 1 })).toBe(false);
    let deep: unknown = 'x';
    for (let i = 0; i < 70; i += 1) deep = [deep];
    expect(isStorableValue(deep)).toBe(false);
  });

  it('takes ids the database integer holds', () => {
    expect(serialId.safeParse('2147483647').success).toBe(true);
    expect(serialId.safeParse('2147483648').success).toBe(false);
    expect(serialId.safeParse('0').success).toBe(false);
    expect(serialId.safeParse('1.5').success).toBe(false);
  });

  it('takes dates that exist', () => {
    const date = calendarDate();
    expect(date.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-13-45', '2026-02-29', '2026-06-31', '26-01-01', '2026-1-1']) {
      expect(date.safeParse(bad).success, bad).toBe(false);
    }
  });
});
