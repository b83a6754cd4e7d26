import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiPaths } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import type { FeedBlockType, PageAnswer, PageFeeds } from '../../shared/pages';
import { blogPageSize, langFromPath, latestPostCount } from '../../shared/paths';
import { caseStudies, postPage } from '../content/lists';
import { isNotFoundAddress } from '../content/pagePaths';
import { PublishedAddresses, publicPage, publishedPageAt } from '../content/pages';
import type { Database, Db } from '../db/client';

const pageQuery = z.object({
  path: z.string().min(1),
  /** The variant of a running experiment to show (the server's own render names it; a browser's fetch does not). */
  variant: z.coerce.number().int().min(0).max(2).optional(),
});

/** The lists `types` of blocks show in `lang`, each as its own address answers it. */
async function readFeeds(db: Db, lang: Lang, types: readonly FeedBlockType[]): Promise<PageFeeds> {
  const read = {
    latestPosts: () => postPage(db, lang, 1, latestPostCount),
    postList: () => postPage(db, lang, 1, blogPageSize),
    portfolioCases: () => caseStudies(db),
  } satisfies { [Type in FeedBlockType]: () => Promise<PageFeeds[Type]> };
  const entries = await Promise.all(types.map(async (type) => [type, await read[type]()] as const));
  return Object.fromEntries(entries);
}

/**
 * The published page at an address, in that address's language, as its blocks show it (shared/pages.ts,
 * PageAnswer), with the lists its blocks show (the newest posts, the blog's first page, the case studies), read
 * beside the page: a page's data is one answer. A page not published, or not there, is 404: the site answers its
 * address with the not-found page.
 */
export async function pageRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const { db } = database;
  const addresses = new PublishedAddresses(db);
  app.signals.on('pages', () => addresses.clear());
  app.get(apiPaths.page, async (request, reply) => {
    const query = pageQuery.safeParse(request.query);
    if (!query.success) {
      const wrong =
        query.error.issues[0]?.path[0] === 'variant' ? 'variant is 0, 1 or 2' : 'path is required';
      return reply.code(400).send({ error: 'validation', message: wrong });
    }
    const { path, variant: named } = query.data;
    const notFound = () => reply.code(404).send({ error: 'not_found', message: 'No such page' });
    const feedTypes = isNotFoundAddress(path) ? undefined : await addresses.feedsAt(path);
    if (!feedTypes) return notFound();
    const lang = langFromPath(path);
    const [found, feeds] = await Promise.all([publishedPageAt(db, path), readFeeds(db, lang, feedTypes)]);
    if (!found) return notFound();
    // Under an experiment: the variant the server's render names, or the one this visitor is dealt (counted as
    // a visit: the application's navigation to the page); the page as it is for anyone else.
    const running = app.experiments.at(path);
    let row = found.row;
    if (running) {
      const choice =
        named !== undefined
          ? { running, variant: named < running.split.length ? named : 0 }
          : await app.experiments.choose(request.raw, request.ip, running);
      if ('visitor' in choice && request.headers['sec-fetch-dest'] === 'empty')
        app.experiments.seen(request.raw, choice);
      const blocks = Array.isArray(row.document.blocks) ? row.document.blocks : [];
      row = { ...row, document: { ...row.document, blocks: app.experiments.blocksFor(blocks, choice) } };
      reply.header('Cache-Control', 'private, no-cache');
    }
    const page = await publicPage(db, row, lang, {
      parts: found.parts,
      log: (details, message) => request.log.warn(details, message),
    });
    // Only the lists of blocks the page shows (a hidden block's list was read, not sent).
    const shown = new Set<string>(page.blocks.map((block) => block.type));
    const answer: PageAnswer = {
      ...page,
      feeds: Object.fromEntries(Object.entries(feeds).filter(([type]) => shown.has(type))),
    };
    return answer;
  });
}
