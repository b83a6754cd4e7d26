import { describe, expect, it } from 'vitest';
import { parseSocialCardPath, socialCardPath } from './social';

const card = (pagePath: string, coverSrc?: string) =>
  socialCardPath({ pagePath, title: 'T', description: 'D', coverSrc });

describe('social card addresses', () => {
  it('name the page they are for, and read back to it', () => {
    for (const page of [
      '/',
      '/en',
      '/en/about',
      '/blog/some-post',
      '/blog?page=2',
      '/en/blog/category/seo?page=12',
    ]) {
      const path = card(page);
      expect(path).not.toContain('?');
      expect(parseSocialCardPath(path)?.pagePath, page).toBe(page);
    }
    expect(card('/blog?page=2')).toMatch(/^\/social\/blog\/--page-2\/card-[0-9a-f]{8}\.png$/);
    expect(parseSocialCardPath(card('/blog/x', '/media/a.jpg'))).toMatchObject({
      pagePath: '/blog/x',
      kind: 'cover',
    });
  });

  it('leave out queries that are not a page number', () => {
    expect(card('/search?q=seo')).toBe(card('/search'));
    expect(parseSocialCardPath('/social/blog/--page-0/card-00000000.png')?.pagePath).toBe('/blog/--page-0');
  });
});
