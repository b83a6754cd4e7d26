import { and, eq, ne } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n';
import type { PostInputData } from '../../shared/adminSchemas';
import { postBodyMaxLength } from '../../shared/postDocument';
import { markdownToDocument } from '../../shared/postMarkdown';
import { posts, type PostChange } from '../db/schema';

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

/** The columns a post's card shows (summary): a list reads these, not the bodies. */
export const summaryColumns = {
  id: posts.id,
  slug: posts.slug,
  date: posts.date,
  titleSv: posts.titleSv,
  titleEn: posts.titleEn,
  excerptSv: posts.excerptSv,
  excerptEn: posts.excerptEn,
  categorySv: posts.categorySv,
  categoryEn: posts.categoryEn,
  coverMediaId: posts.coverMediaId,
};
export type SummaryRow = { [Column in keyof typeof summaryColumns]: (typeof posts.$inferSelect)[Column] };

export type PostRow = typeof posts.$inferSelect;

/** The fields of a post's text and cover, without its publication: what a change to a live post waits with. */
const postChangeKeys = [
  'slug',
  'date',
  'titleEn',
  'titleSv',
  'excerptEn',
  'excerptSv',
  'categoryEn',
  'categorySv',
  'bodyEn',
  'bodySv',
  'keywordsEn',
  'keywordsSv',
  'focusKeyphraseEn',
  'focusKeyphraseSv',
  'coverMediaId',
] as const satisfies readonly (keyof PostChange)[];
// Every field of a change is named above (a field added to posts' input and not here fails to compile).
const everyKey: Exclude<keyof PostChange, (typeof postChangeKeys)[number]> extends never ? true : never =
  true;
void everyKey;

/** A post's text and cover alone (out of a row, an input or a stored change). */
export const postContent = (from: PostChange): PostChange =>
  Object.fromEntries(postChangeKeys.map((key) => [key, from[key]])) as PostChange;

/**
 * The version staff work on: a live post's waiting change (a draft or a schedule) over the post as visitors see
 * it (a change stored before a field existed keeps the post's own value of it), else the post as it is.
 */
export const workingContent = (row: PostRow): PostChange =>
  postContent(row.pending ? { ...postContent(row), ...row.pending } : row);

/** What a revision keeps of a post: the version staff work on, and its publication as the editor shows it. */
export const postSnapshot = (row: PostRow): PostInputData => ({
  ...workingContent(row),
  published: row.published && !row.pending,
  publishAt: (row.pending ? row.pendingAt : row.publishAt)?.toISOString() ?? null,
});

/**
 * A post as sent, its bodies in documents: a body sent as Markdown (by an API caller, or in an export made before
 * bodies were documents) becomes the document the editor would have made of it. Anything else is left for the
 * schema to judge, a Markdown text too long to be a body among it.
 */
export function withBodyDocuments(sent: unknown): unknown {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return sent;
  const post: Record<string, unknown> = { ...sent };
  for (const key of ['bodySv', 'bodyEn']) {
    const body = post[key];
    if (typeof body === 'string' && body.length <= postBodyMaxLength * 2)
      post[key] = markdownToDocument(body);
  }
  return post;
}
