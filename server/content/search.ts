import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SearchHit, SearchResult } from '../../shared/api';
import type { Lang } from '../../shared/i18n';
import { paths, serviceSlugs } from '../../shared/paths';
import {
  highlightedHtml,
  highlightStart,
  highlightStop,
  searchMaxRanked,
  searchPageSize,
  searchPrefixMinLength,
  searchWords,
} from '../../shared/search';
import { serviceCopy, serviceHits } from '../../shared/serviceSearch';
import { rowsOf, type Db } from '../db/client';
import { pages, postBodyText, posts } from '../db/schema';
import { pageSource, readParts } from './pages';
import { fillPriceTokens, priceToken, priceTokenNames } from '../../shared/blocks/priceTokens';
import { postCtaToken } from '../../shared/postCta';
import { publishedIn } from './posts';

/** The text-search configuration (dictionary and stemmer) of each language; fixed strings, never input. */
const configs: Record<Lang, SQL> = { sv: sql.raw(`'swedish'`), en: sql.raw(`'english'`) };

const columns = {
  sv: {
    document: posts.searchSv,
    title: posts.titleSv,
    excerpt: posts.excerptSv,
    body: postBodyText(posts.bodySv),
  },
  en: {
    document: posts.searchEn,
    title: posts.titleEn,
    excerpt: posts.excerptEn,
    body: postBodyText(posts.bodyEn),
  },
} as const;

/**
 * The tsquery text of a visitor's words: every word must be found, a word of three characters or more also as
 * the start of a longer one (`optim:*`). The words hold letters, marks and digits only (searchWords), so this
 * text can never be a tsquery syntax error. Empty when there is nothing to look for.
 */
export function tsqueryText(query: string): string {
  return searchWords(query)
    .map((word) => (word.length >= searchPrefixMinLength ? `${word}:*` : word))
    .join(' & ');
}

/**
 * Weights of ts_rank_cd in the order D, C, B, A: a word in the title counts ten times one in the body, one in
 * the excerpt or category four times.
 */
const rankWeights = sql.raw(`'{0.05, 0.1, 0.4, 1.0}'`);

/** ts_headline's options: two fragments of the excerpt and body around the matches, marked for highlightedHtml. */
const headlineOptions = `StartSel=${highlightStart}, StopSel=${highlightStop}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** The highlight markers out of a text (the excerpt and the body's words), so only the search's own mark them. */
const plainText = (text: SQL) => sql`translate(${text}, ${highlightStart + highlightStop}, '')`;

/**
 * `text` with the prices its post names (`{price:basic}`) printed as the post's page prints them in `lang`, from the
 * shared prices `prices` (a name they lack prints nothing), so an excerpt never shows a token.
 */
const pricesPrinted = (text: SQL, prices: Parameters<typeof fillPriceTokens>[1], lang: Lang) =>
  priceTokenNames.reduce(
    (inner, name) =>
      sql`replace(${inner}, ${priceToken(name)}, ${fillPriceTokens(priceToken(name), prices, lang)})`,
    text,
  );

interface HitRow {
  slug: string;
  title: string;
  headline: string;
  total: number | string;
}

/**
 * One page of the published posts in a language that hold every word of `query`, best first: ranked by
 * ts_rank_cd over the stemmed title, excerpt and body (title above excerpt above body), newest first among
 * equals, each with an excerpt around its matches as safe HTML (<mark> around a match, everything else escaped).
 * `total` counts every match; the pages reach the first searchMaxRanked of them (bench/search.ts: ranking every
 * one of 10 000 matches took 43 ms on PostgreSQL, the newest 1000 of them 15 ms).
 */
export async function searchPosts(
  db: Db,
  query: string,
  lang: Lang,
  page: number,
): Promise<Omit<SearchResult, 'services'>> {
  const text = tsqueryText(query);
  const empty: Omit<SearchResult, 'services'> = { query, items: [], total: 0, page, pageCount: 0 };
  if (text === '') return empty;
  const config = configs[lang];
  const { document, title, excerpt, body } = columns[lang];
  const tsquery = sql`to_tsquery(${config}, ${text})`;
  const { prices } = await readParts(db, ['prices']);
  // Ranking reads each candidate's whole document, the costly part: a query found in more posts than
  // searchMaxRanked ranks the newest of them (the count stays exact); only the page's ten get a headline.
  const rows = rowsOf<HitRow>(
    await db.execute(sql`
      with q as (select ${tsquery} as query)
      select ${posts.slug} as slug, ${title} as title, hit.total,
        ts_headline(${config}, ${plainText(pricesPrinted(sql`replace(${excerpt} || ' … ' || ${body}, ${postCtaToken}, ' ')`, prices, lang))}, q.query, ${headlineOptions})
          as headline
      from (
        select candidate.id, candidate.date, candidate.total,
          ts_rank_cd(${rankWeights}, candidate.document, q.query) as rank
        from (
          select ${posts.id} as id, ${posts.date} as date, ${document} as document, count(*) over () as total
          from ${posts}, q
          where ${publishedIn(lang)} and ${document} @@ q.query
          order by ${posts.date} desc, ${posts.id} desc
          limit ${searchMaxRanked}
        ) as candidate, q
        order by rank desc, candidate.date desc, candidate.id desc
        limit ${searchPageSize} offset ${(page - 1) * searchPageSize}
      ) as hit
      join ${posts} on ${posts.id} = hit.id, q
      order by hit.rank desc, hit.date desc, hit.id desc`),
  );
  let total = rows[0] ? Number(rows[0].total) : 0;
  if (rows.length === 0 && page > 1) {
    const [count] = rowsOf<{ total: number | string }>(
      await db.execute(
        sql`select count(*) as total from ${posts} where ${publishedIn(lang)} and ${document} @@ ${tsquery}`,
      ),
    );
    total = Number(count?.total ?? 0);
  }
  const items: SearchHit[] = rows.map((row) => ({
    type: 'post',
    title: row.title,
    href: paths.blogPost.href(lang, row.slug),
    excerptHtml: highlightedHtml(row.headline.replace(/\s+/g, ' ').trim()),
  }));
  return { ...empty, items, total, pageCount: Math.ceil(Math.min(total, searchMaxRanked) / searchPageSize) };
}

/**
 * The published service pages whose copy holds every word of `query` (name, keywords, the line under the title,
 * the description and the introduction: shared/serviceSearch.ts), in the site's order. Four short documents,
 * matched here rather than indexed; the answer is kept with the pages' until the content changes.
 */
export async function searchServices(db: Db, query: string, lang: Lang): Promise<SearchHit[]> {
  if (searchWords(query).length === 0) return [];
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.status, 'published'), inArray(pages.key, [...serviceSlugs])));
  const copies = serviceSlugs.flatMap((slug) => {
    const row = rows.find((candidate) => candidate.key === slug);
    return row ? [serviceCopy(pageSource(row), lang)] : [];
  });
  return serviceHits(query, copies);
}
