import { describe, expect, it } from 'vitest';
import { categorySlug } from './categories';

describe('categorySlug', () => {
  it('lowercases and joins words with one hyphen', () => {
    expect(categorySlug('Web Design')).toBe('web-design');
    expect(categorySlug('  SEO  ')).toBe('seo');
    expect(categorySlug('AI & automation')).toBe('ai-automation');
  });

  it('drops Swedish and other accents', () => {
    expect(categorySlug('Sökmotoroptimering')).toBe('sokmotoroptimering');
    expect(categorySlug('Webbdesign för småföretag')).toBe('webbdesign-for-smaforetag');
    expect(categorySlug('Ärenden')).toBe('arenden');
    expect(categorySlug('Café & Crème')).toBe('cafe-creme');
    expect(categorySlug('Ølbrygning')).toBe('olbrygning');
  });

  it('keeps digits and trims separators', () => {
    expect(categorySlug('--Web 2.0--')).toBe('web-2-0');
    expect(categorySlug('Tips/tricks')).toBe('tips-tricks');
  });

  it('gives nothing for a name without letters or digits', () => {
    expect(categorySlug('')).toBe('');
    expect(categorySlug('!!! ???')).toBe('');
  });

  it('is the same for variants of one name', () => {
    expect(categorySlug('Konvertering')).toBe(categorySlug('konvertering '));
  });
});
