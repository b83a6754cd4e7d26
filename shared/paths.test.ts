import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  canonicalPath,
  langFromPath,
  localizePath,
  paths,
  stripLang,
  switchLangPath,
} from './paths';

describe('language from the path', () => {
  it.each([
    ['/', 'sv'],
    ['/about', 'sv'],
    ['/en', 'en'],
    ['/en/blog/ai-and-web-design', 'en'],
    ['/english-page', 'sv'],
    ['/enterprise', 'sv'],
  ])('%s is %s', (path, lang) => expect(langFromPath(path)).toBe(lang));
});

describe('stripLang and localizePath', () => {
  it.each([
    ['/en', '/'],
    ['/en/about', '/about'],
    ['/sv', '/'],
    ['/sv/about', '/about'],
    ['/about', '/about'],
    ['/enterprise', '/enterprise'],
  ])('stripLang(%s) = %s', (path, stripped) => expect(stripLang(path)).toBe(stripped));

  it('puts English under /en and leaves Swedish unprefixed', () => {
    expect(localizePath('en', '/')).toBe('/en');
    expect(localizePath('en', '/contact')).toBe('/en/contact');
    expect(localizePath('sv', '/')).toBe('/');
    expect(localizePath('sv', '/contact')).toBe('/contact');
  });
});

describe('switching language keeps the page', () => {
  it.each([
    ['/', 'en', '/en'],
    ['/en', 'sv', '/'],
    ['/about', 'en', '/en/about'],
    ['/en/blog/ai-and-web-design', 'sv', '/blog/ai-and-web-design'],
    ['/en/about', 'en', '/en/about'],
    ['/blog?page=2#top', 'en', '/en/blog?page=2#top'],
  ] as const)('%s → %s = %s', (from, lang, to) => expect(switchLangPath(from, lang)).toBe(to));
});

describe('canonical paths', () => {
  it.each([
    ['/sv', '/'],
    ['/sv/', '/'],
    ['/sv/about', '/about'],
    ['/about/', '/about'],
    ['/en/', '/en'],
    ['//about', '/about'],
  ])('%s redirects to %s', (path, target) => expect(canonicalPath(path)).toBe(target));

  it.each(['/', '/about', '/en', '/en/about', '/svenska'])('%s is already canonical', (path) =>
    expect(canonicalPath(path)).toBeNull(),
  );
});

describe('route builders', () => {
  it('build every route in both languages', () => {
    expect(paths.home.href('sv')).toBe('/');
    expect(paths.home.href('en')).toBe('/en');
    expect(paths.contact.href('en')).toBe('/en/contact');
    expect(paths.blogPost.href('sv', 'ai-and-web-design')).toBe('/blog/ai-and-web-design');
    expect(paths.blogPost.href('en', 'a b')).toBe('/en/blog/a%20b');
    expect(paths.service.href('en', 'seo-optimization')).toBe('/en/services/seo-optimization');
    expect(paths.privacy.href('sv')).toBe('/privacy');
  });

  it('makes absolute URLs from the public base URL', () => {
    expect(absoluteUrl('https://www.novaweb.se/', '/en')).toBe('https://www.novaweb.se/en');
    expect(absoluteUrl('https://www.novaweb.se', '/')).toBe('https://www.novaweb.se/');
  });
});
