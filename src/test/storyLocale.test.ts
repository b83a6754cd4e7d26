import { describe, expect, it } from 'vitest';
import { storyAddress, storyLanguages } from './storyLocale';

const story = { route: '/about', hasPlay: true, viewMode: 'story' };

describe('storyLanguages', () => {
  it('renders the one language asked for', () => {
    expect(storyLanguages({ ...story, locale: 'en' })).toEqual({ langs: ['en'], refused: false });
    expect(storyLanguages({ ...story, locale: 'sv' })).toEqual({ langs: ['sv'], refused: false });
  });

  it('refuses side by side from the toolbar on the canvas of a story with a play function', () => {
    expect(storyLanguages({ ...story, locale: 'both' })).toEqual({ langs: ['sv'], refused: true });
  });

  it('keeps side by side without a play function, on the Docs page, and where the story pins it', () => {
    const both = { langs: ['sv', 'en'], refused: false };
    expect(storyLanguages({ ...story, locale: 'both', hasPlay: false })).toEqual(both);
    expect(storyLanguages({ ...story, locale: 'both', viewMode: 'docs' })).toEqual(both);
    expect(storyLanguages({ ...story, locale: 'both', pinned: 'both' })).toEqual(both);
  });

  it('renders an admin route once', () => {
    expect(storyLanguages({ ...story, route: '/admin/blog', locale: 'both' })).toEqual({
      langs: ['en'],
      refused: false,
    });
  });
});

describe('storyAddress', () => {
  it('puts public routes under the language and leaves the admin area without a prefix', () => {
    expect(storyAddress('sv', '/about')).toBe('/about');
    expect(storyAddress('en', '/about')).toBe('/en/about');
    expect(storyAddress('en', '/')).toBe('/en');
    expect(storyAddress('en', '/admin/blog')).toBe('/admin/blog');
    expect(storyAddress('en', '/admin')).toBe('/admin');
  });
});
