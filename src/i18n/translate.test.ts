import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { sv } from './sv';
import { formatLongDate, translate } from './translate';

describe('the dictionaries', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(sv).sort());
  });

  it('have no empty texts', () => {
    for (const dictionary of [sv, en]) {
      for (const [key, text] of Object.entries(dictionary)) expect(text.trim(), key).not.toBe('');
    }
  });

  // The home page's copy (its benefits, its before and after, …) is page blocks in the database now
  // (server/routes/admin/pages.test.ts holds every kind); the dictionaries keep the labels around it.
  it('cover the key families of the specification', () => {
    for (const family of ['nav', 'hero', 'process', 'pricing', 'contact', 'footer']) {
      expect(
        Object.keys(sv).some((key) => key.startsWith(`${family}.`)),
        family,
      ).toBe(true);
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(sv) as (keyof typeof sv)[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(sv[key]));
    }
  });
});

describe('translate', () => {
  it('returns the text of the language', () => {
    expect(translate('sv', 'nav.blog')).toBe('Blogg');
    expect(translate('en', 'nav.blog')).toBe('Blog');
    expect(translate('sv', 'notFound.title')).toBe('Sidan kunde inte hittas');
    expect(translate('en', 'notFound.title')).toBe('Page not found');
  });

  it('returns the key itself for an unknown key', () => {
    expect(translate('sv', 'hero.doesNotExist')).toBe('hero.doesNotExist');
    expect(translate('en', 'toString')).toBe('toString');
  });

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(translate('en', 'latest.readMoreHidden', { title: 'AI' })).toBe('about AI');
    expect(translate('en', 'latest.readMoreHidden')).toBe('about {title}');
    expect(translate('en', 'latest.readMoreHidden', { title: '$& $1' })).toBe('about $& $1');
  });
});

describe('long dates', () => {
  it('use the long month of sv-SE and en-US', () => {
    expect(formatLongDate('sv', '2024-01-22')).toBe('22 januari 2024');
    expect(formatLongDate('en', '2024-01-22')).toBe('January 22, 2024');
    expect(formatLongDate('sv', '2023-09-15')).toBe('15 september 2023');
  });

  it('write every day as the locale data does (Intl, in Node)', () => {
    const formats = {
      sv: new Intl.DateTimeFormat('sv-SE', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      en: new Intl.DateTimeFormat('en-US', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    };
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1000-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom('sv' as const, 'en' as const),
        (date, lang) => {
          const isoDate = date.toISOString().slice(0, 10);
          expect(formatLongDate(lang, isoDate)).toBe(formats[lang].format(new Date(`${isoDate}T12:00:00Z`)));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('return a text that is not a date as it is', () => {
    expect(formatLongDate('sv', '')).toBe('');
    expect(formatLongDate('en', 'not a date')).toBe('not a date');
    expect(formatLongDate('en', '2024-13-01')).toBe('2024-13-01');
  });
});
