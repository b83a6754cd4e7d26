import { and, eq, ne } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n';
import { posts } from '../db/schema';

/**
 * The posts a visitor sees in a language: published, and for English translated (its title, excerpt and category
 * written, as `hasEnglish` in shared/adminSchemas.ts says). Every list, feed and sitemap of posts filters with it.
 */
export const publishedIn = (lang: Lang) =>
  lang === 'sv'
    ? eq(posts.published, true)
    : and(
        eq(posts.published, true),
        ne(posts.titleEn, ''),
        ne(posts.excerptEn, ''),
        ne(posts.categoryEn, ''),
      )!;
