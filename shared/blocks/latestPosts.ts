import { z } from 'zod';
import { sectionHeading } from './common';
import { localizedText } from './text';

/** The newest blog posts, read from the blog when the page is shown, and a link to all of them. */
export const latestPostsBlock = z.strictObject({
  heading: sectionHeading,
  allPosts: localizedText(60),
});
export type LatestPostsBlock = z.infer<typeof latestPostsBlock>;
