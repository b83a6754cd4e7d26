import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { pageNumber } from '../../shared/inputRules';
import { maxPageNumber } from '../../shared/paths';
import { apiPaths } from '../../shared/api';
import { languages } from '../../shared/i18n';
import { searchQueryMaxLength } from '../../shared/search';
import { searchPosts, searchServices } from '../content/search';
import type { Database } from '../db/client';
import { rateLimitOptions } from '../rateLimits';

const searchQuery = z.object({
  q: z.string().max(searchQueryMaxLength).default(''),
  lang: z.enum(languages).default('sv'),
  page: pageNumber,
});

/**
 * Searches one address may make a minute, by the search page or the API. A person searches a few times; 42
 * made-up searches a second pushed a cached page's p90 from 12 to 208 ms. The search page renders its results
 * through this API with the visitor's address (server/app.ts), so both count together.
 */
export const searchRequestLimit = { max: 30, timeWindow: 60_000 };

/**
 * `GET /api/search?q=&lang=sv|en&page=`: the published posts of a language that hold every word of `q`, ten to a
 * page, best first, with highlighted excerpts, and the published service pages that hold them
 * (server/content/search.ts). Any text is a query: an empty one, or
 * one of stop words or punctuation only, finds nothing; `q` over 200 characters, a second `q`, an unknown
 * language or a bad page is a 400; past the limit above, a 429. An answer is kept with the pages' API answers
 * (server/pageCache.ts) until the content changes, so a query asked again costs no search.
 */
export async function searchRoutes(
  app: FastifyInstance,
  { database, redis }: { database: Database; redis?: Redis },
) {
  await app.register(rateLimit, rateLimitOptions(database, redis));
  const limit = {
    rateLimit: { ...searchRequestLimit, keyGenerator: (request: FastifyRequest) => request.ip },
  };
  app.get(apiPaths.search, { config: limit }, async (request, reply) => {
    const query = searchQuery.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({
        error: 'validation',
        message: `q must be one text of at most ${searchQueryMaxLength} characters, lang sv or en, page 1–${maxPageNumber}`,
      });
    }
    const { q, lang, page } = query.data;
    // The URL the search page asks for these results by (src/api/search.ts): one entry for both.
    const url = `${apiPaths.search}?${new URLSearchParams({ q, lang, page: String(page) }).toString()}`;
    const kept = app.pageCache.apiAnswer(url);
    if (kept) return reply.type(kept.contentType).send(kept.body);
    const generation = app.pageCache.generation;
    const [posts, services] = await Promise.all([
      searchPosts(database.db, q, lang, page),
      searchServices(database.db, q, lang),
    ]);
    const body = JSON.stringify({ ...posts, services });
    app.pageCache.keepApiAnswer(url, { status: 200, body, contentType: jsonType }, generation);
    return reply.type(jsonType).send(body);
  });
}

const jsonType = 'application/json; charset=utf-8';
