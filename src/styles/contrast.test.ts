import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, parseHex, relativeLuminance } from './contrast';

describe('parseHex', () => {
  it('reads six and three digits, in either case', () => {
    expect(parseHex('#7c3aed')).toEqual([124, 58, 237]);
    expect(parseHex('#FFF')).toEqual([255, 255, 255]);
    expect(parseHex(' #0b1120 ')).toEqual([11, 17, 32]);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => parseHex('rgb(0 0 0)')).toThrow('Not a hex colour');
    expect(() => parseHex('#12345')).toThrow();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#6d28d9', '#6d28d9')).toBe(1);
  });

  it('does not depend on which colour is the text', () => {
    expect(contrastRatio('#475569', '#f8fafc')).toBe(contrastRatio('#f8fafc', '#475569'));
  });

  // Reference values from the WebAIM contrast checker, rounded as it rounds them.
  it.each([
    ['#777777', '#ffffff', 4.48],
    ['#0f172a', '#ffffff', 17.85],
    ['#6d28d9', '#ffffff', 7.1],
    ['#cbd5e1', '#ffffff', 1.48],
  ])('%s on %s is %s:1', (foreground, background, expected) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(expected, 2);
  });

  it('puts the luminance of mid grey where WCAG puts it', () => {
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
  });
});

describe('contrastLevel', () => {
  it('names the best level a ratio meets', () => {
    expect(contrastLevel(21)).toBe('AAA');
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(6.99)).toBe('AA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.48)).toBe('AA large');
    expect(contrastLevel(3)).toBe('AA large');
    expect(contrastLevel(2.99)).toBe('fail');
  });
});
