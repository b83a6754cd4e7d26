import { and, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageNumber } from '../../shared/inputRules';
import { isCompanyForm } from '../../shared/companyIdentity';
import { measurementModeOf } from '../../shared/measurement';
import { apiPaths, type PostDetail, type SiteSettings } from '../../shared/api';
import { documentImages, documentText, mapDocumentText, type PostDocument } from '../../shared/postDocument';
import { wordsOf } from '../../shared/readability';
import { languages, type Lang } from '../../shared/i18n';
import { blogPageSize } from '../../shared/paths';
import { partsOf, readParts, storedParts } from '../content/pages';
import { fillPriceTokens, namesPrices } from '../../shared/blocks/priceTokens';
import { caseStudies, postPage, summary } from '../content/lists';
import { publishedIn } from '../content/posts';
import { renderPostBody } from '../content/postBody';
import type { Database, Db } from '../db/client';
import { posts, settings } from '../db/schema';
import { publicImages } from '../media/library';

const postListQuery = z.object({
  /** English lists only the posts that have their English version; Swedish (the default) lists all. */
  lang: z.enum(languages).default('sv'),
  page: pageNumber,
  pageSize: z.coerce.number().int().min(1).max(100).default(blogPageSize),
});

type PostRow = typeof posts.$inferSelect;

/** What a post page shows: a stored post, or a preview's snapshot of one (server/content/preview.ts). */
export type PostContent = Omit<
  PostRow,
  | 'createdAt'
  | 'published'
  | 'publishAt'
  | 'searchSv'
  | 'searchEn'
  | 'pending'
  | 'pendingAt'
  | 'version'
  | 'bodyMarkdownSv'
  | 'bodyMarkdownEn'
>;

/** Minutes to read a body at 220 words a minute (an adult's pace for a web article), at least 1. */
export const readingMinutes = (body: PostDocument): number =>
  Math.max(1, Math.round(wordsOf(documentText(body)).length / 220));

/** A post as its public page shows it. */
export async function postDetail(db: Db, row: PostContent): Promise<PostDetail> {
  // The cover and the pictures the bodies show, in one read of the library; beside it the shared prices, when a
  // body names one (`{price:basic}`: printed as the prices are now, so a post never contradicts the price list).
  const [images, { prices }] = await Promise.all([
    publicImages(db, [row.coverMediaId, ...documentImages(row.bodySv), ...documentImages(row.bodyEn)]),
    namesPrices([row.bodySv, row.bodyEn])
      ? readParts(db, ['prices'])
      : Promise.resolve({ prices: undefined }),
  ]);
  const html = (lang: Lang) => {
    const body = lang === 'sv' ? row.bodySv : row.bodyEn;
    const printed = prices ? mapDocumentText(body, (text) => fillPriceTokens(text, prices, lang)) : body;
    return renderPostBody(printed, { images, lang });
  };
  return {
    ...summary(row, images),
    bodyHtml: { sv: html('sv'), en: html('en') },
    keywords: { sv: row.keywordsSv, en: row.keywordsEn },
    readingMinutes: { sv: readingMinutes(row.bodySv), en: readingMinutes(row.bodyEn) },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The public, read-only API the pages use: published posts, published portfolio items and the settings. */
export async function publicRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;

  app.get(apiPaths.posts, async (request, reply) => {
    const query = postListQuery.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ error: 'validation', message: 'lang must be sv or en, page ≥ 1 and pageSize 1–100' });
    }
    const { lang, page, pageSize } = query.data;
    return postPage(db, lang, page, pageSize);
  });

  app.get<{ Params: { slug: string } }>(`${apiPaths.posts}/:slug`, async (request, reply) => {
    const [row] = await db
      .select()
      .from(posts)
      .where(and(publishedIn('sv'), eq(posts.slug, request.params.slug)));
    if (!row) return reply.code(404).send({ error: 'not_found', message: 'No published post has this slug' });
    return postDetail(db, row);
  });

  app.get(apiPaths.portfolio, async () => caseStudies(db));

  app.get(apiPaths.settings, async (_request, reply) => {
    const [row] = await db
      .select({ ...getTableColumns(settings), parts: storedParts })
      .from(settings)
      .where(eq(settings.id, 1));
    if (!row)
      return reply.code(404).send({ error: 'not_found', message: 'Settings have not been created yet' });
    const body: SiteSettings = {
      siteName: row.siteName,
      siteDescription: row.siteDescription,
      contactEmail: row.contactEmail,
      phoneNumber: row.phoneNumber,
      legalName: row.legalName,
      companyForm: isCompanyForm(row.companyForm) ? row.companyForm : '',
      orgNumber: row.orgNumber,
      vatNumber: row.vatNumber,
      address: row.address,
      postalCode: row.postalCode,
      city: row.city,
      facebookUrl: row.facebookUrl,
      instagramUrl: row.instagramUrl,
      linkedinUrl: row.linkedinUrl,
      socialImage: row.socialMediaId
        ? ((await publicImages(db, [row.socialMediaId])).get(row.socialMediaId)?.src ?? null)
        : null,
      chrome: partsOf(row.parts, ['chrome']).chrome ?? null,
      measurement: measurementModeOf(row.measurement),
    };
    return body;
  });
}
