import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PortfolioItem, PostPage, PostSummary, PublicImage } from '../../shared/api';
import { hasEnglish } from '../../shared/adminSchemas';
import type { Lang } from '../../shared/i18n';
import type { Db } from '../db/client';
import { portfolioItems, posts } from '../db/schema';
import { publicImages } from '../media/library';
import { hyphenateTexts } from './hyphenation';
import { publishedIn, summaryColumns, type SummaryRow } from './posts';

/**
 * The lists public pages show: a page of posts (the blog, the home page's latest posts) and the case studies.
 * The API answers them on their own (server/routes/public.ts) and with the page whose blocks show them
 * (server/routes/pages.ts), so a page's data is one answer.
 */

/** A post's card: what every list of posts shows of it. */
export function summary(row: SummaryRow, images: Map<number, PublicImage>): PostSummary {
  return {
    id: row.id,
    slug: row.slug,
    date: row.date,
    ...hyphenateTexts({
      title: { sv: row.titleSv, en: row.titleEn },
      excerpt: { sv: row.excerptSv, en: row.excerptEn },
      category: { sv: row.categorySv, en: row.categoryEn },
    }),
    cover: (row.coverMediaId && images.get(row.coverMediaId)) || null,
    languages: hasEnglish(row) ? ['sv', 'en'] : ['sv'],
  };
}

/** Page `page` of the posts `lang` shows, newest first, `pageSize` to a page. */
export async function postPage(db: Db, lang: Lang, page: number, pageSize: number): Promise<PostPage> {
  const published = publishedIn(lang);
  // The page's posts and how many there are in one round trip (a window count over the whole filter); only a
  // page past the end, which has no row to carry it, asks for the count on its own.
  const rows = await db
    .select({ ...summaryColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(posts)
    .where(published)
    .orderBy(desc(posts.date), desc(posts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total =
    rows[0]?.total ??
    (page > 1 ? ((await db.select({ total: count() }).from(posts).where(published))[0]?.total ?? 0) : 0);
  const images = await publicImages(
    db,
    rows.map((row) => row.coverMediaId),
  );
  return {
    items: rows.map((row) => summary(row, images)),
    page,
    pageSize,
    total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** The published case studies, in the order staff gave them. */
export async function caseStudies(db: Db): Promise<PortfolioItem[]> {
  const rows = await db
    .select()
    .from(portfolioItems)
    .where(and(eq(portfolioItems.published, true), eq(portfolioItems.kind, 'case_study')))
    .orderBy(asc(portfolioItems.sortOrder), asc(portfolioItems.id));
  const images = await publicImages(
    db,
    rows.flatMap((row) => [row.coverMediaId, row.beforeMediaId, row.afterMediaId]),
  );
  const image = (id: number | null) => (id && images.get(id)) || null;
  return rows.map((row) => ({
    id: row.id,
    ...hyphenateTexts({
      category: { sv: row.categorySv, en: row.categoryEn },
      title: { sv: row.titleSv, en: row.titleEn },
      description: { sv: row.descriptionSv, en: row.descriptionEn },
      testimonial: { sv: row.testimonialSv, en: row.testimonialEn },
      client: { sv: row.clientSv, en: row.clientEn },
    }),
    beforeImage: row.beforeImage,
    afterImage: row.afterImage,
    cover: image(row.coverMediaId),
    before: image(row.beforeMediaId),
    after: image(row.afterMediaId),
    results: {
      lighthouse: pair(row.lighthouseBefore, row.lighthouseAfter),
      loadSeconds: pair(row.loadSecondsBefore, row.loadSecondsAfter),
      leadsPerMonth: pair(row.leadsBefore, row.leadsAfter),
      example: row.exampleCase,
    },
  }));
}

/** A result shown only as a comparison (both figures stored). */
const pair = (before: number | null, after: number | null): [number, number] | null =>
  before === null || after === null ? null : [before, after];
