import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/i18n';
import { localizePath, staticPagePaths } from '../../shared/paths';
import { isPageLoaded, loadPage, pageAt, pageNames } from './pages';

describe('pageAt', () => {
  it('takes every fixed page in both languages for a page made of blocks, as the router does', () => {
    for (const lang of languages) {
      for (const path of staticPagePaths) {
        expect(pageAt(localizePath(lang, path)), localizePath(lang, path)).toBe('BlockPage');
      }
    }
  });

  it('takes any single segment below /blog for a post, anything else for a page made of blocks (or the 404 page), and leaves the admin area out', () => {
    expect(pageAt('/blog/hur-snabb-ar-din-sajt')).toBe('BlogPostPage');
    expect(pageAt('/en/blog/how-fast-is-your-site')).toBe('BlogPostPage');
    expect(pageAt('/blog/a/b')).toBe('BlockPage');
    expect(pageAt('/blog/kategori/seo')).toBe('CategoryPage');
    expect(pageAt('/en/blog/category/seo')).toBe('CategoryPage');
    // Each language's own word only.
    expect(pageAt('/blog/category/seo')).toBe('BlockPage');
    expect(pageAt('/en/blog/kategori/seo')).toBe('BlockPage');
    expect(pageAt('/finns-inte')).toBe('BlockPage');
    expect(pageAt('/en/services')).toBe('BlockPage');
    expect(pageAt('/admin')).toBeNull();
    expect(pageAt('/admin/leads')).toBeNull();
  });
});

describe('loadPage', () => {
  it('loads every page as the component its module is named after, once', async () => {
    for (const name of pageNames) {
      expect(isPageLoaded(name), name).toBe(false);
      const first = loadPage(name);
      // Asked for is not arrived: until it has, a link to it is the browser's (followUnloadedPages.ts).
      expect(isPageLoaded(name), name).toBe(false);
      expect(loadPage(name)).toBe(first);
      const component = await first;
      expect(typeof component).toBe('function');
      expect((component as { name?: string }).name).toBe(name);
      // Settled and marked so: React's `use` renders it without suspending.
      expect(first).toMatchObject({ status: 'fulfilled', value: component });
      expect(isPageLoaded(name), name).toBe(true);
    }
  });
});
