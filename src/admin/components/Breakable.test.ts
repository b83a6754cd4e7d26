import { describe, expect, it } from 'vitest';
import { addressParts } from './Breakable';

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
