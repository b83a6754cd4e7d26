import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { makeSubset, subsetFile, subsetRanges } from '../../scripts/subset-font.mjs';

const css = await readFile(new URL('./fonts.css', import.meta.url), 'utf8');

describe('the site font subset', () => {
  it('is the file scripts/subset-font.mjs makes from the installed Fontsource (run `npm run fonts` after an upgrade)', async () => {
    const committed = await readFile(subsetFile);
    const made: Uint8Array = await makeSubset();
    expect(Buffer.compare(Buffer.from(made), committed)).toBe(0);
  });

  it('is declared for exactly the characters it holds, after Fontsource’s faces', () => {
    const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
    const ranges = (subsetRanges as [number, number][]).map(([first, last]) =>
      first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
    );
    const declared = /inter-latin-1-wght\.woff2[^}]*unicode-range:([^;]+);/
      .exec(css)?.[1]
      ?.split(',')
      .map((range) => range.trim());
    expect(declared).toEqual(ranges);
    // Declared last: of overlapping faces of one family, the last is tried first.
    expect(css.lastIndexOf('@font-face')).toBeLessThan(css.indexOf('inter-latin-1-wght.woff2'));
    expect(css.indexOf('inter-latin-wght-normal.woff2')).toBeLessThan(
      css.indexOf('inter-latin-1-wght.woff2'),
    );
  });
});
