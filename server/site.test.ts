import * as cheerio from 'cheerio';
import { markdownToDocument } from '../shared/postMarkdown';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../shared/i18n';
import { categorySlug } from '../shared/categories';
import { localizePath, paths, staticPagePaths } from '../shared/paths';
import { posts, siteParts } from './db/schema';
import { seedPosts } from './db/seed/posts';
import { testBaseUrl } from './test/fixtures';
import { parsePage } from './test/html';
import { createTestApp } from './test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

const pagePaths = [...staticPagePaths, ...seedPosts.map((post) => `/blog/${post.slug}`)];

describe('every public page', () => {
  it.each(
    languages.flatMap((lang) => pagePaths.map((path) => [localizePath(lang, path), lang, path] as const)),
  )('%s answers 200 with one title, an h1, its canonical and the alternates', async (url, lang, path) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const page = parsePage(response.body);
    expect(page.$('html').attr('lang')).toBe(lang);
    expect(page.$('title')).toHaveLength(1);
    expect(page.title()).toMatch(/Novaweb/);
    expect(page.$('h1')).toHaveLength(1);
    expect(page.meta('description')?.length).toBeGreaterThan(50);
    expect(page.canonical()).toBe(`${testBaseUrl}${url === '/' ? '/' : url}`);
    expect(page.alternates()).toEqual({
      sv: `${testBaseUrl}${localizePath('sv', path) === '/' ? '/' : localizePath('sv', path)}`,
      en: `${testBaseUrl}${localizePath('en', path)}`,
      'x-default': `${testBaseUrl}${localizePath('sv', path) === '/' ? '/' : localizePath('sv', path)}`,
    });
    expect(page.$(`head link[rel="alternate"][type="application/rss+xml"]`).attr('href')).toBe(
      lang === 'sv' ? '/rss.xml' : '/en/rss.xml',
    );
    // Everything below the home page has breadcrumbs.
    const types = page
      .jsonLd()
      .flatMap((data) => (data['@graph'] as { '@type': string }[]) ?? [data])
      .map((d) => d['@type']);
    if (path !== '/') expect(types).toContain('BreadcrumbList');
  });
});

describe('structured data fits the page', () => {
  const typesOf = async (url: string) =>
    parsePage((await get(url)).body)
      .jsonLd()
      .flatMap((data) => (data['@graph'] as { '@type': string }[]) ?? [data])
      .map((data) => data['@type']);

  it('Service and FAQPage on service pages', async () => {
    expect(await typesOf('/services/seo-optimization')).toEqual(
      expect.arrayContaining(['Service', 'FAQPage']),
    );
    expect(await typesOf('/en/services/web-redesign')).toContain('Service');
  });
  it('Blog on the blog, BlogPosting on a post, FAQPage on the about page', async () => {
    expect(await typesOf('/blog')).toContain('Blog');
    expect(await typesOf('/en/blog/ai-and-web-design')).toContain('BlogPosting');
    expect(await typesOf('/about')).toContain('FAQPage');
  });
});

describe('the blog', () => {
  it('renders a post body from Markdown, with raw HTML escaped', async () => {
    await ctx.database.db
      .update(posts)
      .set({
        bodySv: markdownToDocument('Hej **du**.\n\n<script>alert(1)</script>\n\n[länk](javascript:alert(2))'),
      })
      .where(eq(posts.slug, 'ai-and-web-design'));
    ctx.app.pageCache.clear();
    const page = parsePage((await get('/blog/ai-and-web-design')).body);
    const body = page.$('article').html()!;
    expect(body).toContain('<strong>du</strong>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.$('article script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(page.$('article a[href^="javascript"]')).toHaveLength(0);
  });

  it('answers 404 for an unknown slug and for a page past the last', async () => {
    for (const url of [
      '/blog/no-such-post',
      '/en/blog/no-such-post',
      '/blog?page=2',
      '/blog?page=0',
      '/blog?page=x',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(parsePage(response.body).meta('robots')).toBe('noindex, follow');
    }
  });

  it('pages once there are more than ten posts, with crawlable links', async () => {
    const own = await createTestApp();
    try {
      await own.database.db.insert(posts).values(
        Array.from({ length: 3 }, (_, index) => ({
          slug: `extra-${index}`,
          date: '2023-01-0' + (index + 1),
          titleSv: `Extra ${index}`,
          titleEn: `Extra ${index}`,
          excerptSv: 'Utdrag',
          excerptEn: 'Excerpt',
          categorySv: 'AI',
          categoryEn: 'AI',
        })),
      );
      const first = parsePage((await own.app.inject({ method: 'GET', url: '/blog' })).body);
      expect(first.$('nav a[href="/blog?page=2"]').length).toBeGreaterThan(0);
      const second = await own.app.inject({ method: 'GET', url: '/blog?page=2' });
      expect(second.statusCode).toBe(200);
      const page = parsePage(second.body);
      expect(page.$('main h2')).toHaveLength(3);
      expect(page.$('title').text()).toBe('Blogg – sida 2 | Novaweb');
      expect(page.canonical()).toBe(`${testBaseUrl}/blog?page=2`);
      expect(page.alternates().en).toBe(`${testBaseUrl}/en/blog?page=2`);
    } finally {
      await own.close();
    }
  });
});

describe('long words', () => {
  const shy = '\u00AD';

  it('break at a syllable with a hyphen: soft hyphens in what a visitor reads, none in the title or structured data', async () => {
    const html = (await get('/accessibility')).body;
    const $ = cheerio.load(html);
    const heading = $('main h1').text();
    expect(heading).toContain(shy);
    expect(heading.replaceAll(shy, '')).toBe('Tillgänglighetsredogörelse');
    expect($('head > title').text()).toMatch(/^Tillgänglighetsredogörelse för novaweb\.se/);
    expect($('head').html()).not.toContain(shy);
    for (const script of $('script[type="application/ld+json"]').toArray())
      expect($(script).text()).not.toContain(shy);
    // The page's data for hydration carries the same words as its HTML.
    expect($('script[type="application/json"]').text()).toContain(heading);
  });

  it('break in a post’s title, excerpt and body, and in none of the feeds', async () => {
    const $ = cheerio.load((await get('/blog/how-often-update-website')).body);
    expect($('main h1').text()).toContain(shy);
    expect($('main article p').text()).toContain(shy);
    expect($('head').html()).not.toContain(shy);
    const blog = cheerio.load((await get('/blog')).body);
    expect(blog('main').text()).toContain(
      `Sä${shy}ker${shy}hets${shy}upp${shy}da${shy}te${shy}ring${shy}ar,`,
    );
    for (const feed of ['/rss.xml', '/en/rss.xml', '/sitemap.xml'])
      expect((await get(feed)).body).not.toContain(shy);
  });
});

describe('the portfolio', () => {
  it('shows the three published case studies from the database, each with a slider', async () => {
    const page = parsePage((await get('/portfolio')).body);
    expect(page.$('h1').text()).toBe('Vår Portfolio');
    expect(page.$('main article')).toHaveLength(3);
    expect(page.$('main input[type="range"]')).toHaveLength(3);
    expect(page.$('main a[href="/contact"]').text()).toContain('Få din gratis webbplats-mockup');
    const english = parsePage((await get('/en/portfolio')).body);
    expect(english.$('h1').text()).toBe('Our Portfolio');
    expect(english.$('main a[href="/en/contact"]').text()).toContain('Get Your Free Website Mockup');
  });
});

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'xhtml:link', 'item'].includes(name),
});

describe('sitemap.xml', () => {
  it('lists exactly the public URLs in both languages, with reciprocal alternates and dates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const urls = parser.parse(response.body).urlset.url as {
      loc: string;
      lastmod: string;
      'xhtml:link': { '@_hreflang': string; '@_href': string }[];
    }[];
    // Every seed post is translated, so each category is in both languages.
    const categoryPages = languages.flatMap((lang) => [
      ...new Set(seedPosts.map((post) => paths.blogCategory.href(lang, categorySlug(post.category[lang])))),
    ]);
    const expected = [
      ...languages.flatMap((lang) =>
        pagePaths.map(
          (path) => `${testBaseUrl}${localizePath(lang, path) === '/' ? '/' : localizePath(lang, path)}`,
        ),
      ),
      ...categoryPages.map((path) => `${testBaseUrl}${path}`),
    ];
    expect(urls.map((url) => url.loc).sort()).toEqual(expected.sort());
    expect(urls).toHaveLength(2 * (staticPagePaths.length + seedPosts.length) + categoryPages.length);
    const locs = new Set(urls.map((url) => url.loc));
    for (const url of urls) {
      expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const links = Object.fromEntries(url['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']]));
      expect(Object.keys(links).sort()).toEqual(['en', 'sv', 'x-default']);
      expect(Object.values(links).includes(url.loc)).toBe(true);
      for (const href of Object.values(links)) expect(locs.has(href)).toBe(true);
    }
  });

  it('dates a post by its last change', async () => {
    await ctx.database.db
      .update(posts)
      .set({ updatedAt: new Date('2031-05-06T10:00:00Z') })
      .where(eq(posts.slug, 'website-needs-upgrade'));
    const urls = parser.parse((await get('/sitemap.xml')).body).urlset.url as {
      loc: string;
      lastmod: string;
    }[];
    expect(urls.find((url) => url.loc.endsWith('/en/blog/website-needs-upgrade'))?.lastmod).toBe(
      '2031-05-06',
    );
    expect(urls.find((url) => url.loc === `${testBaseUrl}/blog`)?.lastmod).toBe('2031-05-06');
  });

  it('dates every page by the navigation and footer, and a page showing prices by the prices', async () => {
    const changed = (key: string, at: string) =>
      ctx.database.db
        .update(siteParts)
        .set({ updatedAt: new Date(at) })
        .where(eq(siteParts.key, key));
    await changed('chrome', '2032-02-02T10:00:00Z');
    await changed('prices', '2033-03-03T10:00:00Z');
    const urls = parser.parse((await get('/sitemap.xml')).body).urlset.url as {
      loc: string;
      lastmod: string;
    }[];
    const lastmod = (path: string) => urls.find((url) => url.loc === `${testBaseUrl}${path}`)?.lastmod;
    // The home page's hero and pricing show the prices; privacy shows only what every page shows.
    expect(lastmod('/')).toBe('2033-03-03');
    expect(lastmod('/en')).toBe('2033-03-03');
    expect(lastmod('/privacy')).toBe('2032-02-02');
    expect(lastmod('/en/blog/website-needs-upgrade')).toBe('2032-02-02');
  });
});

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of admin and api, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api',
        `Sitemap: ${testBaseUrl}/sitemap.xml`,
      ]),
    );
  });
});

describe('the feeds', () => {
  it.each([
    ['/rss.xml', 'sv-SE', '/blog/'],
    ['/en/rss.xml', 'en-US', '/en/blog/'],
  ])('%s is valid RSS 2.0 with the published posts', async (url, language, prefix) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/rss+xml');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const channel = parser.parse(response.body).rss.channel;
    expect(channel.language).toBe(language);
    expect(channel.item.length).toBeGreaterThanOrEqual(9);
    expect(channel.item[0].link.startsWith(`${testBaseUrl}${prefix}`)).toBe(true);
    expect(new Date(channel.item[0].pubDate).getTime()).not.toBeNaN();
  });
});
