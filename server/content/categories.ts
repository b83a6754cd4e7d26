import { and, count, desc, inArray, max, ne, sql } from 'drizzle-orm';
import { categorySlug } from '../../shared/categories';
import type { Lang } from '../../shared/i18n';
import { rowsOf, type Db } from '../db/client';
import { posts } from '../db/schema';
import { publishedIn, summaryColumns } from './posts';

/** Published posts counted per (Swedish name, English name, translated or not). */
interface NameGroup {
  sv: string;
  en: string;
  translated: boolean;
  count: number;
  updatedAt: Date;
}

/** A blog category in one language, as its posts name it. */
export interface Category {
  slug: string;
  /** The name most of its posts use in this language. */
  name: string;
  /** Every name in this language whose slug is this one: its posts are the posts with one of these. */
  names: string[];
  count: number;
  /** The newest change to one of its posts. */
  updatedAt: Date;
  /** The same category in the other language (the name most of its posts use there); null when untranslated. */
  other: { name: string; slug: string } | null;
}

const other = (lang: Lang): Lang => (lang === 'sv' ? 'en' : 'sv');

/** The (few) distinct category names of the published posts, with their counts: categories are found in JS. */
async function nameGroups(db: Db): Promise<NameGroup[]> {
  // No bound parameters: GROUP BY must repeat the selected expression exactly. As `hasEnglish` says.
  const translated = sql<boolean>`(${posts.titleEn} <> '' and ${posts.excerptEn} <> '' and ${posts.categoryEn} <> '')`;
  const rows = await db
    .select({
      sv: posts.categorySv,
      en: posts.categoryEn,
      translated,
      count: count(),
      updatedAt: max(posts.updatedAt),
    })
    .from(posts)
    .where(publishedIn('sv'))
    .groupBy(posts.categorySv, posts.categoryEn, translated);
  return rows.map((row) => ({
    sv: row.sv,
    en: row.en,
    translated: Boolean(row.translated),
    count: Number(row.count),
    updatedAt: new Date(row.updatedAt ?? 0),
  }));
}

/** The name with the most posts (the first in alphabetical order on a tie). */
function mostUsed(counts: Map<string, number>): string | undefined {
  return [...counts].sort(([a, m], [b, n]) => n - m || a.localeCompare(b))[0]?.[0];
}

/** The name of the slug with the most posts, and its most used spelling (alphabetical on a tie). */
function mostUsedBySlug(counts: Map<string, number>): string | undefined {
  const perSlug = new Map<string, number>();
  for (const [name, n] of counts) perSlug.set(categorySlug(name), (perSlug.get(categorySlug(name)) ?? 0) + n);
  const slug = mostUsed(perSlug);
  return mostUsed(new Map([...counts].filter(([name]) => categorySlug(name) === slug)));
}

/** The categories of one language from the name groups; `other` is still unchecked against the other side. */
function categoriesFrom(allGroups: NameGroup[], lang: Lang): Category[] {
  const groups = allGroups.filter((group) => lang === 'sv' || group.translated);
  type Entry = { names: Map<string, number>; others: Map<string, number>; group: NameGroup[] };
  const bySlug = new Map<string, Entry>();
  for (const group of groups) {
    const slug = categorySlug(group[lang]);
    if (slug === '') continue;
    const entry: Entry = bySlug.get(slug) ?? { names: new Map(), others: new Map(), group: [] };
    entry.names.set(group[lang], (entry.names.get(group[lang]) ?? 0) + group.count);
    // The other language's name of a category: what its translated posts say there.
    if (group.translated && categorySlug(group[other(lang)]) !== '') {
      const name = group[other(lang)];
      entry.others.set(name, (entry.others.get(name) ?? 0) + group.count);
    }
    entry.group.push(group);
    bySlug.set(slug, entry);
  }
  return [...bySlug]
    .map(([slug, entry]) => {
      const otherName = mostUsedBySlug(entry.others);
      return {
        slug,
        name: mostUsed(entry.names)!,
        names: [...entry.names.keys()],
        count: entry.group.reduce((sum, group) => sum + group.count, 0),
        updatedAt: new Date(Math.max(...entry.group.map((group) => group.updatedAt.getTime()))),
        other: otherName === undefined ? null : { name: otherName, slug: categorySlug(otherName) },
      };
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * Every category a language shows (English: of translated posts only), most posts first, then by name. Its
 * `other` is the category of the other language its translated posts mostly name, kept only when that one
 * names it back: hreflang pairs must point at each other, and the sitemap, the alternates and the language
 * switch then agree.
 */
export async function categoriesIn(db: Db, lang: Lang): Promise<Category[]> {
  const groups = await nameGroups(db);
  const theirs = new Map(categoriesFrom(groups, other(lang)).map((category) => [category.slug, category]));
  return categoriesFrom(groups, lang).map((category) =>
    category.other && theirs.get(category.other.slug)?.other?.slug === category.slug
      ? category
      : { ...category, other: null },
  );
}

/** The category a language shows at `slug`, or null. */
export async function categoryBySlug(db: Db, lang: Lang, slug: string): Promise<Category | null> {
  return (await categoriesIn(db, lang)).find((category) => category.slug === slug) ?? null;
}

/** The column holding a post's category name in a language. */
export const categoryColumn = (lang: Lang) => (lang === 'sv' ? posts.categorySv : posts.categoryEn);

/**
 * Up to `limit` other posts a language shows, for the post with `slug` there: those of the same category (by
 * slug: every spelling of it) first, then the newest; null when that language shows no post at `slug`. Two
 * round trips: the post's category with every category name the language shows, then the posts.
 */
export async function relatedPosts(db: Db, lang: Lang, slug: string, limit = 3) {
  const column = categoryColumn(lang);
  const [found] = rowsOf<{ category: string | null; names: string[] }>(
    await db.execute(sql`select
      (select ${column} from ${posts} where ${publishedIn(lang)} and ${posts.slug} = ${slug}) as category,
      array(select distinct ${column} from ${posts} where ${publishedIn(lang)}) as names`),
  );
  if (found?.category == null) return null;
  const category = categorySlug(found.category);
  const names = category === '' ? [] : found.names.filter((name) => categorySlug(name) === category);
  const sameCategory = names.length > 0 ? sql`case when ${inArray(column, names)} then 0 else 1 end` : sql`1`;
  return db
    .select(summaryColumns)
    .from(posts)
    .where(and(publishedIn(lang), ne(posts.slug, slug)))
    .orderBy(sameCategory, desc(posts.date), desc(posts.id))
    .limit(limit);
}
