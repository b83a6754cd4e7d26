import { and, count, desc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { pageNumber } from '../../shared/inputRules';
import { apiPaths, type CategoryPage, type CategorySummary, type PostSummary } from '../../shared/api';
import { languages, type Lang } from '../../shared/i18n';
import { blogPageSize } from '../../shared/paths';
import { categoriesIn, categoryBySlug, categoryColumn, relatedPosts } from '../content/categories';
import { summary } from '../content/lists';
import { publishedIn, summaryColumns } from '../content/posts';
import { hyphenate } from '../content/hyphenation';
import type { Database } from '../db/client';
import { posts } from '../db/schema';
import { publicImages } from '../media/library';

const langQuery = z.object({ lang: z.enum(languages).default('sv') });
const categoryQuery = langQuery.extend({
  page: pageNumber,
});

const badQuery = { error: 'validation', message: 'lang must be sv or en and page ≥ 1' };
const other = (lang: Lang): Lang => (lang === 'sv' ? 'en' : 'sv');

/**
 * Blog categories (docs/content.md): a category is what its posts name it, in each language by its own name and
 * slug (shared/categories.ts).
 * - `GET /api/blog/categories?lang=`: the categories a language shows, with their post counts.
 * - `GET /api/blog/categories/:slug?lang=&page=`: a category (its names and slugs per language) and a page of its
 *   posts, newest first; 404 for a slug no category of that language has, or a page past its last.
 * - `GET /api/posts/:slug/related?lang=`: three other posts of that language, the post's category first.
 * A bad `lang` or `page` is a 400.
 */
export async function categoryRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;

  app.get(apiPaths.categories, async (request, reply) => {
    const query = langQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send(badQuery);
    const body: CategorySummary[] = (await categoriesIn(db, query.data.lang)).map(
      ({ name, slug, count }) => ({
        name,
        slug,
        count,
      }),
    );
    return body;
  });

  app.get<{ Params: { slug: string } }>(`${apiPaths.categories}/:slug`, async (request, reply) => {
    const query = categoryQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send(badQuery);
    const { lang, page } = query.data;
    const category = await categoryBySlug(db, lang, request.params.slug);
    if (!category) return reply.code(404).send({ error: 'not_found', message: 'No category has this slug' });
    const where = and(publishedIn(lang), inArray(categoryColumn(lang), category.names));
    const [rows, totals] = await Promise.all([
      db
        .select(summaryColumns)
        .from(posts)
        .where(where)
        .orderBy(desc(posts.date), desc(posts.id))
        .limit(blogPageSize)
        .offset((page - 1) * blogPageSize),
      db.select({ total: count() }).from(posts).where(where),
    ]);
    const total = totals[0]?.total ?? 0;
    const pageCount = Math.max(1, Math.ceil(total / blogPageSize));
    if (page > pageCount) return reply.code(404).send({ error: 'not_found', message: 'No such page' });
    const images = await publicImages(
      db,
      rows.map((row) => row.coverMediaId),
    );
    // The page's heading is the name: soft hyphens in its long words, as in every text visitors read.
    const name = {
      [lang]: hyphenate(category.name, lang),
      [other(lang)]: hyphenate(category.other?.name ?? '', other(lang)),
    } as CategoryPage['category']['name'];
    const body: CategoryPage = {
      category: {
        name,
        slug: category.other
          ? ({
              [lang]: category.slug,
              [other(lang)]: category.other.slug,
            } as CategoryPage['category']['slug'])
          : { [lang]: category.slug },
      },
      posts: {
        items: rows.map((row) => summary(row, images)),
        page,
        pageSize: blogPageSize,
        total,
        pageCount,
      },
    };
    return body;
  });

  app.get<{ Params: { slug: string } }>(`${apiPaths.posts}/:slug/related`, async (request, reply) => {
    const query = langQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send(badQuery);
    const { lang } = query.data;
    const rows = await relatedPosts(db, lang, request.params.slug);
    if (!rows)
      return reply.code(404).send({ error: 'not_found', message: 'No published post has this slug' });
    const images = await publicImages(
      db,
      rows.map((row) => row.coverMediaId),
    );
    const body: PostSummary[] = rows.map((row) => summary(row, images));
    return body;
  });
}
