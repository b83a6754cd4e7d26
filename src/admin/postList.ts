import type { Lang } from '../../shared/i18n';
import type { AdminPost } from './api';
import { matchesSearch } from './listPage';

/**
 * The blog posts' list, searched, filtered, sorted and paged here: staff get every post at once (the blog holds
 * tens, not thousands), so the list answers each keystroke without a request.
 */

/** Where a post stands: live (with or without a change waiting), going live at a time, or a draft. */
export const postStates = ['published', 'scheduled', 'draft'] as const;
export type PostState = (typeof postStates)[number];

export const postSorts = ['newest', 'oldest', 'title'] as const;
export type PostSort = (typeof postSorts)[number];

export const postPageSize = 25;

export const postStateOf = (post: AdminPost): PostState =>
  post.published ? 'published' : post.publishAt ? 'scheduled' : 'draft';

/** A post's title in the admin's language, or the other one's when it has none yet. */
export const postTitle = (post: AdminPost, lang: Lang) =>
  lang === 'sv' ? post.titleSv || post.titleEn : post.titleEn || post.titleSv;

/** Titles in each language's order (made once: the list sorts at every keystroke). */
const collators: Record<Lang, Intl.Collator> = {
  sv: new Intl.Collator('sv-SE', { numeric: true }),
  en: new Intl.Collator('en-GB', { numeric: true }),
};

/** A calendar day (YYYY-MM-DD) as a number of days, so days compare as dates, never as text. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The posts matching a search (titles, slug and categories in both languages, in any case) and a state, in the
 * order asked: by date (the post's own day, then the newer post first), or by title as the language sorts.
 */
export function listPosts(
  posts: readonly AdminPost[],
  { q, state, sort }: { q: string; state: PostState | ''; sort: PostSort },
  lang: Lang,
): AdminPost[] {
  const collator = collators[lang];
  const byDate = (a: AdminPost, b: AdminPost) => dayNumber(a.date) - dayNumber(b.date) || a.id - b.id;
  const order = {
    newest: (a: AdminPost, b: AdminPost) => byDate(b, a),
    oldest: byDate,
    title: (a: AdminPost, b: AdminPost) =>
      collator.compare(postTitle(a, lang), postTitle(b, lang)) || a.id - b.id,
  }[sort];
  return posts
    .filter((post) => !state || postStateOf(post) === state)
    .filter((post) =>
      matchesSearch([post.titleSv, post.titleEn, post.slug, post.categorySv, post.categoryEn].join(' '), q),
    )
    .sort(order);
}
