import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '../../shared/api';
import { languages } from '../../shared/i18n';
import { searchQueryMaxLength } from '../../shared/search';
import { searchPosts } from '../content/search';
import type { Database } from '../db/client';

const searchQuery = z.object({
  q: z.string().max(searchQueryMaxLength).default(''),
  lang: z.enum(languages).default('sv'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/**
 * `GET /api/search?q=&lang=sv|en&page=`: the published posts of a language that hold every word of `q`, ten to a
 * page, best first, with highlighted excerpts (server/content/search.ts). Any text is a query: an empty one, or
 * one of stop words or punctuation only, finds nothing; `q` over 200 characters, a second `q`, an unknown
 * language or a bad page is a 400.
 */
export async function searchRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get(apiPaths.search, async (request, reply) => {
    const query = searchQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({
        error: 'validation',
        message: `q must be one text of at most ${searchQueryMaxLength} characters, lang sv or en, page 1–1000`,
      });
    }
    const { q, lang, page } = query.data;
    return searchPosts(database.db, q, lang, page);
  });
}
