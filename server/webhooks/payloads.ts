/** What the `post.published` and `page.published` webhooks carry (docs/webhooks.md). */

export const postPublishedData = (post: { id: number; slug: string; titleSv: string; titleEn: string }) => ({
  id: post.id,
  slug: post.slug,
  title: { sv: post.titleSv, en: post.titleEn },
});

export const pagePublishedData = (page: { id: number; pathSv: string; pathEn: string }) => ({
  id: page.id,
  path: { sv: page.pathSv, en: page.pathEn },
});
