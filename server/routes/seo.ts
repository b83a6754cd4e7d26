import { desc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { languages, localeTags, type Lang } from '../../shared/i18n';
import {
  absoluteUrl,
  blogPageHref,
  blogPageSize,
  localizePath,
  paths,
  staticPagePaths,
} from '../../shared/paths';
import { hasEnglish } from '../../shared/adminSchemas';
import { partsShownBy } from '../../shared/pages';
import { localTargetPath } from '../../shared/redirects';
import { categoriesIn, type Category } from '../content/categories';
import { isNotFoundAddress } from '../content/pagePaths';
import { readBlocks, readMeta } from '../content/pages';
import { publishedIn } from '../content/posts';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { pages, portfolioItems, posts, settings, siteParts } from '../db/schema';
import { widestWebp } from '../media/library';

export const feedPaths: Record<Lang, string> = { sv: '/rss.xml', en: '/en/rss.xml' };

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);

const day = (date: Date) => date.toISOString().slice(0, 10);
const latest = (...dates: (Date | null | undefined)[]) =>
  new Date(Math.max(...dates.filter((date): date is Date => Boolean(date)).map((date) => date.getTime())));

/**
 * Every category page in the languages it exists in. A Swedish and an English category are one entry (hreflang
 * pair) when each names the other as its translation; otherwise each is listed alone. Dated by its newest post.
 */
function categoryEntries(sv: Category[], en: Category[], base: Date) {
  const english = new Map(en.map((category) => [category.slug, category]));
  const paired = new Set<string>();
  const entries = sv.map((category) => {
    const translation = category.other ? english.get(category.other.slug) : undefined;
    const pair = translation?.other?.slug === category.slug ? translation : undefined;
    if (pair) paired.add(pair.slug);
    return {
      href: (lang: Lang) => paths.blogCategory.href(lang, lang === 'sv' ? category.slug : pair!.slug),
      lastmod: latest(base, category.updatedAt, pair?.updatedAt),
      langs: pair ? languages : (['sv'] as const),
    };
  });
  return [
    ...entries,
    ...en
      .filter((category) => !paired.has(category.slug))
      .map((category) => ({
        href: (lang: Lang) => paths.blogCategory.href(lang, category.slug),
        lastmod: latest(base, category.updatedAt),
        langs: ['en'] as const,
      })),
  ];
}

interface SeoRouteOptions {
  database: Database;
  config: Config;
  /** When the code and its content modules last changed: the release (build) time. */
  releasedAt: Date;
}

/** sitemap.xml, robots.txt and the blog feeds, generated from the routes and the database on each request. */
export async function seoRoutes(app: FastifyInstance, { database, config, releasedAt }: SeoRouteOptions) {
  const { db } = database;
  const url = (path: string) => absoluteUrl(config.publicBaseUrl, path);

  app.get('/robots.txt', async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api',
      '',
      `Sitemap: ${url('/sitemap.xml')}`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [postRows, [site], [portfolio], categoriesSv, categoriesEn, pageRows, partRows] = await Promise.all(
      [
        db
          .select({
            slug: posts.slug,
            updatedAt: posts.updatedAt,
            titleEn: posts.titleEn,
            excerptEn: posts.excerptEn,
            categoryEn: posts.categoryEn,
          })
          .from(posts)
          .where(publishedIn('sv'))
          .orderBy(desc(posts.date)),
        db.select({ updatedAt: settings.updatedAt }).from(settings),
        db
          .select({ updatedAt: max(portfolioItems.updatedAt) })
          .from(portfolioItems)
          .where(eq(portfolioItems.published, true)),
        categoriesIn(db, 'sv'),
        categoriesIn(db, 'en'),
        db
          .select({
            sv: pages.pathSv,
            en: pages.pathEn,
            updatedAt: pages.updatedAt,
            document: pages.document,
          })
          .from(pages)
          .where(eq(pages.status, 'published')),
        db.select({ key: siteParts.key, updatedAt: siteParts.updatedAt }).from(siteParts),
      ],
    );
    const partChanged = new Map(partRows.map((part) => [part.key, part.updatedAt]));
    // Every page shows the settings (footer, structured data) and the navigation's and footer's words, so they
    // date every page.
    const base = latest(releasedAt, site?.updatedAt, partChanged.get('chrome'));
    const newestPost = latest(base, ...postRows.map((row) => row.updatedAt));
    const lastmod: Record<string, Date> = {
      '/': newestPost,
      '/blog': newestPost,
      '/portfolio': latest(base, portfolio?.updatedAt),
    };
    // A page made of blocks is as new as its last save and the shared parts it shows (the prices, by a block or by
    // a price its texts name), the home page also as its newest post.
    for (const page of pageRows) {
      const stored = Array.isArray(page.document.blocks) ? page.document.blocks : [];
      const { meta } = readMeta(page.document.meta);
      const parts = partsShownBy(readBlocks(stored).blocks, meta).map((key) => partChanged.get(key));
      lastmod[page.sv] = latest(lastmod[page.sv] ?? base, page.updatedAt, ...parts);
    }
    const fixedPaths = new Set<string>(staticPagePaths);
    const madePages = pageRows.filter(
      (page) =>
        !fixedPaths.has(page.sv) &&
        !readMeta(page.document.meta).meta.noindex &&
        !isNotFoundAddress(page.sv) &&
        !isNotFoundAddress(page.en),
    );
    // English lists only translated posts, so it may have fewer blog pages.
    const postCount: Record<Lang, number> = { sv: postRows.length, en: postRows.filter(hasEnglish).length };
    const pagesIn = (lang: Lang) => Math.max(1, Math.ceil(postCount[lang] / blogPageSize));
    const pageCount = Math.max(pagesIn('sv'), pagesIn('en'));

    /** Each entry: its address per language, the languages it exists in (all unless said), and its date. */
    const entries: { href: (lang: Lang) => string; lastmod: Date; langs?: readonly Lang[] }[] = [
      ...staticPagePaths.map((path) => ({
        href: (lang: Lang) => localizePath(lang, path),
        lastmod: lastmod[path] ?? base,
      })),
      ...Array.from({ length: pageCount - 1 }, (_, index) => ({
        href: (lang: Lang) => blogPageHref(lang, index + 2),
        lastmod: newestPost,
        langs: languages.filter((lang) => index + 2 <= pagesIn(lang)),
      })),
      ...postRows.map((row) => ({
        href: (lang: Lang) => paths.blogPost.href(lang, row.slug),
        lastmod: latest(base, row.updatedAt),
        langs: hasEnglish(row) ? languages : (['sv'] as const),
      })),
      ...categoryEntries(categoriesSv, categoriesEn, base),
      ...madePages.map((page) => ({ href: (lang: Lang) => page[lang], lastmod: lastmod[page.sv]! })),
    ];

    // A redirected address is answered by its redirect, not the page: neither listed nor named as an alternate.
    const redirected = await app.redirects.sources();
    const listedIn = (entry: (typeof entries)[number]) =>
      (entry.langs ?? languages).filter((lang) => !redirected.has(localTargetPath(entry.href(lang))!));
    // hreflang pairs only for a page that exists in both languages.
    const alternates = (entry: (typeof entries)[number]) =>
      listedIn(entry).length < 2
        ? ''
        : [
            ...listedIn(entry).map(
              (lang) =>
                `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(url(entry.href(lang)))}"/>`,
            ),
            listedIn(entry).includes('sv')
              ? `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url(entry.href('sv')))}"/>`
              : '',
          ].join('');
    const urls = entries.flatMap((entry) =>
      listedIn(entry).map(
        (lang) =>
          `<url><loc>${escapeXml(url(entry.href(lang)))}</loc><lastmod>${day(entry.lastmod)}</lastmod>${alternates(entry)}</url>`,
      ),
    );
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache');
    return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  });

  for (const lang of languages) {
    app.get(feedPaths[lang], async (_request, reply) => {
      const [rows, [site]] = await Promise.all([
        db.select().from(posts).where(publishedIn(lang)).orderBy(desc(posts.date), desc(posts.id)).limit(50),
        db.select().from(settings),
      ]);
      const siteName = site?.siteName ?? 'Novaweb';
      const title = lang === 'sv' ? `${siteName} – Blogg` : `${siteName} – Blog`;
      const description =
        lang === 'sv'
          ? 'Tips om webbdesign, SEO och AI för småföretag.'
          : 'Tips on web design, SEO and AI for small businesses.';
      const covers = await widestWebp(
        db,
        rows.map((row) => row.coverMediaId),
      );
      const items = rows.map((row) => {
        const link = url(paths.blogPost.href(lang, row.slug));
        const cover = row.coverMediaId ? covers.get(row.coverMediaId) : undefined;
        const enclosure = cover
          ? `<enclosure url="${escapeXml(url(cover.url))}" length="${cover.bytes}" type="image/webp"/>`
          : '';
        return `<item><title>${escapeXml(lang === 'sv' ? row.titleSv : row.titleEn)}</title><link>${escapeXml(link)}</link><guid isPermaLink="true">${escapeXml(link)}</guid><pubDate>${new Date(`${row.date}T08:00:00Z`).toUTCString()}</pubDate><category>${escapeXml(lang === 'sv' ? row.categorySv : row.categoryEn)}</category><description>${escapeXml(lang === 'sv' ? row.excerptSv : row.excerptEn)}</description>${enclosure}</item>`;
      });
      const built = latest(releasedAt, ...rows.map((row) => row.updatedAt));
      reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', 'no-cache');
      return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${escapeXml(title)}</title>
<link>${escapeXml(url(paths.blog.href(lang)))}</link>
<description>${escapeXml(description)}</description>
<language>${localeTags[lang]}</language>
<lastBuildDate>${built.toUTCString()}</lastBuildDate>
<atom:link href="${escapeXml(url(feedPaths[lang]))}" rel="self" type="application/rss+xml"/>
${items.join('\n')}
</channel>
</rss>
`;
    });
  }
}
