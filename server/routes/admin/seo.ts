import type { FastifyInstance } from 'fastify';
import { fieldErrors, keywordAnalysisSchema, keywordVariants } from '../../../shared/adminSchemas';
import { staffOnly } from '../../auth/guard';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

interface PageText {
  url: string;
  title: string;
  description: string;
  headings: string;
  body: string;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
const stripTags = (html: string) =>
  decode(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .toLowerCase();

function occurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  let count = 0;
  for (
    let index = haystack.indexOf(needle);
    index !== -1;
    index = haystack.indexOf(needle, index + needle.length)
  )
    count += 1;
  return count;
}

/** Sitemap regeneration and keyword analysis, measured on the site's own pages (no invented numbers). */
export async function adminSeoRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config));

  const sitemapUrls = async (): Promise<string[]> => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    // Loaded when staff use the SEO tools, not at every start.
    const { XMLParser } = await import('fast-xml-parser');
    const parser = new XMLParser({ isArray: (name) => name === 'url' });
    const urls = (parser.parse(response.body).urlset?.url ?? []) as { loc: string }[];
    return urls.map((url) => url.loc);
  };

  app.post('/api/admin/sitemap/regenerate', async (request) => {
    const urls = await sitemapUrls();
    const generatedAt = new Date().toISOString();
    await audit(db, request.staff!, 'regenerate', 'sitemap', '', `${urls.length} URLs`);
    return { urls: urls.length, generatedAt, sitemap: `${config.publicBaseUrl}/sitemap.xml` };
  });

  app.post('/api/admin/seo/keywords', async (request, reply) => {
    const body = keywordAnalysisSchema.safeParse(request.body ?? {});
    if (!body.success) {
      const fields = fieldErrors(body.error);
      return reply.code(400).send({ error: Object.values(fields)[0] ?? 'validation', fields });
    }
    const base = new URL(config.publicBaseUrl);
    const pages: PageText[] = [];
    for (const loc of await sitemapUrls()) {
      const path = new URL(loc).pathname + new URL(loc).search;
      const response = await app.inject({ method: 'GET', url: path, headers: { host: base.host } });
      if (response.statusCode !== 200) continue;
      const html = response.body;
      const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
      const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
      pages.push({
        url: path,
        title: stripTags(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
        description: decode(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '').toLowerCase(),
        headings: [...main.matchAll(/<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g)]
          .map((match) => stripTags(match[1]!))
          .join(' | '),
        body: stripTags(main),
      });
    }
    const rows = keywordVariants(body.data.keyword).map((phrase) => {
      const found = pages
        .map((page) => ({
          url: page.url,
          title: occurrences(page.title, phrase),
          description: occurrences(page.description, phrase),
          headings: occurrences(page.headings, phrase),
          body: occurrences(page.body, phrase),
        }))
        .filter((page) => page.title + page.description + page.headings + page.body > 0);
      const sum = (key: 'title' | 'description' | 'headings' | 'body') =>
        found.reduce((total, page) => total + page[key], 0);
      return {
        keyword: phrase,
        pages: found.map((page) => page.url),
        inTitles: sum('title'),
        inDescriptions: sum('description'),
        inHeadings: sum('headings'),
        inBody: sum('body'),
        // Search volume, difficulty and cost per click need an outside data source; none is configured.
        volume: null,
        difficulty: null,
        cpc: null,
      };
    });
    return { keyword: body.data.keyword, pagesAnalyzed: pages.length, dataSource: null, rows };
  });
}
