import { describe, expect, it } from 'vitest';
import { slugPattern } from './adminSchemas';
import { slugFromTitle, slugMaxLength } from './slug';

describe('slugFromTitle', () => {
  it('spells Swedish letters as the address takes them', () => {
    expect(slugFromTitle('Så når du ut på Google')).toBe('sa-nar-du-ut-pa-google');
    expect(slugFromTitle('Ökad försäljning med bättre sidor')).toBe('okad-forsaljning-med-battre-sidor');
    expect(slugFromTitle('Ålands äppelår')).toBe('alands-appelar');
  });

  it('drops the marks of other letters and spells out the ones without', () => {
    expect(slugFromTitle('Café über Ærø')).toBe('cafe-uber-aero');
    expect(slugFromTitle('Straße')).toBe('strasse');
  });

  it('makes one hyphen of any run of spaces and signs, none at the ends', () => {
    expect(slugFromTitle('  AI & SEO: 5 tips — för 2026!  ')).toBe('ai-seo-5-tips-for-2026');
    expect(slugFromTitle('Web-design -- 101')).toBe('web-design-101');
  });

  it('gives nothing for a title with no letter or digit', () => {
    expect(slugFromTitle('')).toBe('');
    expect(slugFromTitle(' — !? ')).toBe('');
  });

  it('cuts a long title at a hyphen to fit, and always matches the slug pattern', () => {
    const title = 'Ord '.repeat(60);
    const slug = slugFromTitle(title);
    expect(slug.length).toBeLessThanOrEqual(slugMaxLength);
    expect(slug.endsWith('-')).toBe(false);
    expect(slug).toMatch(slugPattern);
    expect(slugFromTitle('a'.repeat(200))).toBe('a'.repeat(slugMaxLength));
    for (const text of ['Hej', 'Två  ord', '– 3 –', 'ÅÄÖ åäö'])
      expect(slugFromTitle(text)).toMatch(slugPattern);
  });
});
