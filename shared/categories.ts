import { withoutSoftHyphens } from './softHyphens';
/**
 * The address form of a blog category's name: lowercase ASCII letters and digits joined by '-' (å, ä → a,
 * ö → o, é → e and every other accent dropped; anything else separates words). A category is what its posts
 * name it, so its page is found by comparing these slugs, computed here on both sides and never in SQL.
 * '' for a name with no letter or digit (such a category has no page).
 */
export function categorySlug(name: string): string {
  return withoutSoftHyphens(name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[æ]/g, 'ae')
    .replace(/[ø]/g, 'o')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
