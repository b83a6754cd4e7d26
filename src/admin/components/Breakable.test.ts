import { describe, expect, it } from 'vitest';
import { addressParts, fileNameParts } from './Breakable';

describe('where an address may wrap', () => {
  it('is after each slash, @, ?, & and =', () => {
    expect(addressParts('/blog/seo-tips?utm=x&a=b')).toEqual([
      '/',
      'blog/',
      'seo-tips?',
      'utm=',
      'x&',
      'a=',
      'b',
    ]);
    expect(addressParts('jonas@bergbygg.se')).toEqual(['jonas@', 'bergbygg.se']);
  });

  it("is after a whole address's subdomains, its domain kept whole", () => {
    expect(addressParts('https://partners.example.com/novaweb')).toEqual([
      'https:/',
      '/',
      'partners.',
      'example.com/',
      'novaweb',
    ]);
    expect(addressParts('https://example.com')).toEqual(['https:/', '/', 'example.com']);
    expect(addressParts('https://a.b.example.se/')).toEqual(['https:/', '/', 'a.', 'b.', 'example.se/']);
  });

  it('gives the text back whole', () => {
    for (const text of ['', 'x', 'https://a.example.com/p?q=1', 'mailto:x@y.se'])
      expect(addressParts(text).join('')).toBe(text);
  });
});

describe('where a file name may wrap', () => {
  it('is after each underscore and dot, the text given back whole', () => {
    expect(fileNameParts('kampanj_var_2026_final.webp')).toEqual([
      'kampanj_',
      'var_',
      '2026_',
      'final.',
      'webp',
    ]);
    expect(fileNameParts('logo.png')).toEqual(['logo.', 'png']);
    expect(fileNameParts('utan-understreck')).toEqual(['utan-understreck']);
    // A sign at the very end leaves nothing to put on a line of its own.
    expect(fileNameParts('namn_')).toEqual(['namn_']);
  });
});
