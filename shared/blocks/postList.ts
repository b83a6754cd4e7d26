import { z } from 'zod';

/**
 * The blog's published posts, newest first, in pages of ten (the page's own address, then `?page=2`, …), with
 * real links between the pages for crawlers; a page past the last is not found. The posts are edited under Blog.
 */
export const postListBlock = z.strictObject({
  /** A search box above the posts (a GET form to the search page). */
  search: z.boolean().default(true),
});
export type PostListBlock = z.infer<typeof postListBlock>;
