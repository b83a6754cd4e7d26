import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, posts, settings } from './db/schema';
import { firstFileLoaderText } from './firstFileLoader';
import { testBaseUrl } from './test/fixtures';
import { parsePage } from './test/html';
import { paths } from '../shared/paths';
import { contactPrefetchRulesText } from '../shared/speculationRules';
import type { SsrEntry } from './ssr';
import { createTestApp } from './test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

type Graph = { '@graph': { '@type': string; [key: string]: unknown }[] };

describe('the Swedish home page', () => {
  it('answers 200 with the full content in the first HTML', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = parsePage(response.body);
    expect(page.$('html').attr('lang')).toBe('sv');
    const text = page.text();
    expect(page.$('h1').text()).toBe('En premiumhemsida till en bråkdel av byråpriset');
    expect(text).toContain('25 000 – 100 000 SEK');
    expect(text).toContain('Från 7 000 kr');
    expect(text).toContain('Varför nöja sig med mindre? Få Premium utan extra kostnad!');
    expect(text).toContain('Uppgradera nu');
    for (const price of ['7 000 kr', '10 000 kr', '15 000 kr']) expect(text).toContain(price);
    for (let n = 1; n <= 4; n += 1) expect(page.$(`#process-step-${n}`)).toHaveLength(1);
    expect(page.$('#process')).toHaveLength(1);
    expect(page.$('#pricing')).toHaveLength(1);
    // The comparison slider is a native range input, at 50 in the server's HTML.
    expect(page.$('input[type="range"][data-comparison]').attr('value')).toBe('50');
    expect(page.$('form input[name="email"]').attr('type')).toBe('email');
  });

  it('shows the three newest posts from the database, newest first, with long Swedish dates', async () => {
    const page = parsePage((await get('/')).body);
    const section = page.$('section[aria-labelledby="latest-title"]');
    const titles = section
      .find('h3')
      .toArray()
      .map((h) => page.$(h).text());
    expect(titles).toHaveLength(3);
    const newest = await ctx.database.db.select().from(posts).orderBy(posts.date);
    expect(titles).toEqual(
      newest
        .slice(-3)
        .reverse()
        .map((post) => post.titleSv),
    );
    expect(section.find('time').first().text()).toBe('22 januari 2024');
    expect(section.find('a[href="/blog/why-seo-is-crucial-for-businesses"]').length).toBeGreaterThan(0);
  });

  it('has one title in the head and every head tag a crawler needs', async () => {
    const response = await get('/');
    const page = parsePage(response.body);
    expect(page.$('title')).toHaveLength(1);
    expect(page.$('head > title')).toHaveLength(1);
    expect(page.title()).toContain('Novaweb');
    expect(page.meta('description')).toMatch(/gratis mockup/i);
    expect(page.meta('keywords')).toContain('webbdesign');
    expect(page.meta('robots')).toBe('index, follow');
    expect(page.canonical()).toBe(`${testBaseUrl}/`);
    expect(page.alternates()).toEqual({
      sv: `${testBaseUrl}/`,
      en: `${testBaseUrl}/en`,
      'x-default': `${testBaseUrl}/`,
    });
    expect(page.property('og:title')).toBe(page.title());
    expect(page.property('og:url')).toBe(`${testBaseUrl}/`);
    expect(page.property('og:locale')).toBe('sv_SE');
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.$('head > style[data-styled]').text()).toContain('box-sizing');
  });

  it('carries Organization and WebSite structured data with the stored settings', async () => {
    const page = parsePage((await get('/')).body);
    const [graph] = page.jsonLd() as Graph[];
    const types = graph!['@graph'].map((item) => item['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    const [row] = await ctx.database.db.select().from(settings);
    expect(graph!['@graph'][0]).toMatchObject({
      name: row!.siteName,
      telephone: row!.phoneNumber,
      url: `${testBaseUrl}/`,
    });
  });

  it('hydrates from a JSON block, with no inline script to execute', async () => {
    const page = parsePage((await get('/')).body);
    const scripts = page.$('script').toArray();
    for (const script of scripts) {
      const type = script.attribs.type;
      const inline = !script.attribs.src;
      // Data blocks only: JSON, JSON-LD and the speculation rules (JSON the browser reads, never runs).
      if (inline) expect(['application/json', 'application/ld+json', 'speculationrules']).toContain(type);
    }
    const data = JSON.parse(page.$('script#app-data').text()) as { siteConfig: { baseUrl: string } };
    expect(data.siteConfig.baseUrl).toBe(testBaseUrl);
  });

  it('shows the footer contact details from the settings', async () => {
    const page = parsePage((await get('/')).body);
    const footer = page.$('footer').text();
    expect(footer).toContain('070-174 06 50');
    expect(footer).toContain('hej@novaweb.se');
    expect(footer).toContain('Mån–fre 9:00–17:00');
    expect(page.$('footer a[href="/privacy"]')).toHaveLength(1);
  });
});

describe('the English home page', () => {
  it('is English through and through', async () => {
    const response = await get('/en');
    expect(response.statusCode).toBe(200);
    const page = parsePage(response.body);
    expect(page.$('html').attr('lang')).toBe('en');
    expect(page.$('h1').text()).toBe('A premium website at a fraction of the agency price');
    expect(page.text()).toContain('From $699');
    expect(page.text()).toContain('Why settle for less? Get Premium at no extra cost!');
    expect(page.text()).toContain('January 22, 2024');
    expect(page.canonical()).toBe(`${testBaseUrl}/en`);
    expect(page.property('og:locale')).toBe('en_US');
    expect(page.$('a[href="/en/contact"]').length).toBeGreaterThan(0);
    expect(page.$('footer').text()).toContain('Mon–Fri 9:00–17:00');
  });
});

describe('unknown addresses', () => {
  it.each([
    ['/finns-inte', 'sv', 'Sidan kunde inte hittas', '/'],
    ['/en/does-not-exist', 'en', 'Page not found', '/en'],
    ['/blog/no-such-post/extra', 'sv', 'Sidan kunde inte hittas', '/'],
  ])('%s answers 404 with the not-found page', async (url, lang, heading, home) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    const page = parsePage(response.body);
    expect(page.$('html').attr('lang')).toBe(lang);
    expect(page.$('h1').text()).toBe(heading);
    expect(page.text()).toContain('404');
    expect(page.meta('robots')).toBe('noindex, follow');
    expect(page.canonical()).toBeUndefined();
    expect(page.$(`main a[href="${home}"]`)).toHaveLength(1);
  });

  it('answers unknown API paths with JSON, not a page', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('redirects to the one canonical address', () => {
  it.each([
    ['/sv', '/'],
    ['/sv/', '/'],
    ['/sv/about', '/about'],
    ['/sv/blog?page=2', '/blog?page=2'],
    ['/en/', '/en'],
    ['/about/', '/about'],
  ])('%s → 301 %s', async (from, to) => {
    const response = await get(from);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });
});

describe('the page cache', () => {
  it('serves a page from memory until it is cleared', async () => {
    await get('/');
    await ctx.database.db.update(settings).set({ phoneNumber: '08-555 000 11' }).where(eq(settings.id, 1));
    expect((await get('/')).body).not.toContain('08-555 000 11');
    ctx.app.pageCache.clear();
    expect((await get('/')).body).toContain('08-555 000 11');
  });

  it('compresses a cached page once, at the highest settings, and sends the encoding the client accepts', async () => {
    ctx.app.pageCache.clear();
    const request = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const first = await request('br');
    expect(first.headers['content-encoding']).toBe('br');
    // Brotli 11 of the home page takes a while on a busy machine.
    await expect.poll(() => ctx.app.pageCache.get('/')?.encoded, { timeout: 15_000 }).toBeDefined();

    const plain = await request();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await request('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Smaller than the same page compressed per request.
    expect(br.rawPayload.length).toBeLessThan(first.rawPayload.length);
    const gzip = await request('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await request('identity')).body).toBe(plain.body);
  });
});

describe("a page's data in one answer", () => {
  const json = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  it('sends the lists a page shows with it, each as its own address answers it', async () => {
    const home = await json('/api/pages?path=/');
    expect(Object.keys(home.feeds)).toEqual(['latestPosts']);
    expect(home.feeds.latestPosts).toEqual(await json('/api/posts?lang=sv&page=1&pageSize=3'));
    expect(home.feeds.latestPosts.items).toHaveLength(3);

    const blog = await json('/api/pages?path=/en/blog');
    expect(Object.keys(blog.feeds)).toEqual(['postList']);
    expect(blog.feeds.postList).toEqual(await json('/api/posts?lang=en&page=1&pageSize=10'));

    const portfolio = await json('/api/pages?path=/portfolio');
    expect(Object.keys(portfolio.feeds)).toEqual(['portfolioCases']);
    expect(portfolio.feeds.portfolioCases).toEqual(await json('/api/portfolio'));

    expect((await json('/api/pages?path=/about')).feeds).toEqual({});
  });

  it('sends no list of a block the page hides', async () => {
    const { db } = ctx.database;
    const [home] = await db.select().from(pages).where(eq(pages.key, 'home'));
    const blocks = home!.document.blocks as { type: string; hidden: boolean }[];
    const document = {
      ...home!.document,
      blocks: blocks.map((block) => (block.type === 'latestPosts' ? { ...block, hidden: true } : block)),
    };
    await db.update(pages).set({ document }).where(eq(pages.id, home!.id));
    try {
      const answer = await json('/api/pages?path=/');
      expect(answer.blocks.map((block: { type: string }) => block.type)).not.toContain('latestPosts');
      expect(answer.feeds).toEqual({});
    } finally {
      await db.update(pages).set({ document: home!.document }).where(eq(pages.id, home!.id));
    }
  });

  it("renders the home page from one answer for the page beside the settings, and the blog's later pages with the page they show", async () => {
    const asked: string[] = [];
    const inject = ctx.app.inject.bind(ctx.app);
    const recording = (options: InjectOptions) => {
      asked.push(String(options.url));
      return inject(options);
    };
    Object.assign(ctx.app, { inject: recording });
    try {
      ctx.app.pageCache.clear();
      await inject({ method: 'GET', url: '/' });
      expect(asked.sort()).toEqual(['/api/pages?path=%2F', '/api/settings']);

      asked.length = 0;
      const second = await inject({ method: 'GET', url: '/blog?page=2' });
      expect(asked).toContain('/api/posts?lang=sv&page=2&pageSize=10');
      // The blog's first page came with the page; it is not sent on with its second.
      const data = parsePage(second.body).$('#app-data').text();
      expect(data).toContain('["posts","page","sv",2,10]');
      expect(data).not.toContain('["posts","page","sv",1,10]');
    } finally {
      Object.assign(ctx.app, { inject });
    }
  });
});

describe('what the page cache keys on', () => {
  let counted: Awaited<ReturnType<typeof createTestApp>>;
  const rendered: string[] = [];
  beforeAll(async () => {
    const real = (await import('../src/entry-server')) as SsrEntry;
    counted = await createTestApp({
      entry: {
        render: (request) => {
          rendered.push(request.url);
          return real.render(request);
        },
      },
    });
  });
  afterAll(() => counted.close());
  const fetchPage = (url: string) => counted.app.inject({ method: 'GET', url });

  it('serves made-up query parameters the cached page, with no render and no new entry', async () => {
    const home = await fetchPage('/');
    rendered.length = 0;
    for (let n = 0; n < 30; n += 1) {
      const response = await fetchPage(`/?utm_source=news&gclid=${n}&x=${n}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(home.body);
    }
    expect(rendered).toEqual([]);
    expect(counted.app.pageCache.get('/')).toBeDefined();
    expect(counted.app.pageCache.size).toBe(1);
  });

  it('keys the blog list on its page number alone, in one form', async () => {
    rendered.length = 0;
    await fetchPage('/blog?page=1&utm_campaign=x');
    await fetchPage('/blog');
    // Ten posts make one page: page 2 does not exist, under one key whatever else the address holds.
    expect((await fetchPage('/en/blog?page=2&fbclid=abc')).statusCode).toBe(404);
    await fetchPage('/en/blog?fbclid=def&page=2');
    expect((await fetchPage('/blog?page=abc')).statusCode).toBe(404);
    expect((await fetchPage('/blog?page=-3')).statusCode).toBe(404);
    expect(rendered).toEqual(['/blog', '/en/blog?page=2', '/blog?page=0']);
  });

  it('keeps real pages however many made-up addresses are asked for', async () => {
    counted.app.pageCache.clear();
    await fetchPage('/about');
    rendered.length = 0;
    for (let n = 0; n < 150; n += 1) expect((await fetchPage(`/made-up-${n}`)).statusCode).toBe(404);
    expect(counted.app.pageCache.size).toBeLessThanOrEqual(101);
    await fetchPage('/about');
    expect(rendered).not.toContain('/about');
  });

  it('answers a path that cannot be decoded with the not-found page, never the loading state', async () => {
    for (const [url, lang] of [
      ['/blog/%00', 'sv'],
      ['/en/blog/%ED%A0%80', 'en'],
      ['/about%E0%A4%A', 'sv'],
    ] as const) {
      const response = await fetchPage(url);
      expect(response.statusCode, url).toBe(404);
      const page = parsePage(response.body);
      expect(page.$('title').text(), url).not.toBe('');
      expect(page.$('html').attr('lang'), url).toBe(lang);
      expect(page.meta('robots'), url).toMatch(/noindex/);
    }
  });

  it('answers 503, not cached, when the data a page shows cannot be read', async () => {
    counted.app.pageCache.clear();
    await counted.database.db.execute(sql`alter table posts rename to posts_away`);
    try {
      const response = await fetchPage('/blog');
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['retry-after']).toBeDefined();
      expect(counted.app.pageCache.get('/blog')).toBeUndefined();
    } finally {
      await counted.database.db.execute(sql`alter table posts_away rename to posts`);
    }
    expect((await fetchPage('/blog')).statusCode).toBe(200);
  });
});

describe('a failure while rendering', () => {
  it('answers 500 with the error screen and no internals', async () => {
    const broken = await createTestApp({
      entry: {
        render: () => {
          throw new Error('secret internal detail');
        },
      },
    });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/en' });
      expect(response.statusCode).toBe(500);
      const page = parsePage(response.body);
      expect(page.$('h1').text()).toBe('Unexpected Application Error!');
      expect(page.$('html').attr('lang')).toBe('en');
      expect(response.body).not.toContain('secret internal detail');
    } finally {
      await broken.close();
    }
  });
});

describe('the admin shell', () => {
  it.each(['/admin', '/admin/login', '/admin/leads'])(
    '%s is an empty, noindex document rendered in the browser',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('no-store');
      const page = parsePage(response.body);
      expect(page.$('#root').html()).toBe('');
      expect(page.meta('robots')).toBe('noindex, nofollow');
      expect(page.$('script#app-data')).toHaveLength(0);
      // Nothing in the admin area is prerendered ahead.
      expect(page.$('script[type="speculationrules"]')).toHaveLength(0);
    },
  );
});

describe('speculation rules', () => {
  const rulesOf = (body: string) => {
    const scripts = parsePage(body).$('script[type="speculationrules"]');
    expect(scripts).toHaveLength(1);
    return scripts.text();
  };

  const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('every public page, the 404 page too, carries its rules inline, allowed by their hash, and the contact prefetch the first file adds and the loader of the first file by their own, nothing else', async () => {
    for (const url of ['/', '/en/about', '/finns-inte']) {
      const response = await get(url);
      const text = rulesOf(response.body);
      const scriptSrc = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
      expect(scriptSrc, url).toBe(
        `'self' ${hashOf(firstFileLoaderText)} ${hashOf(text)} ${hashOf(contactPrefetchRulesText)}`,
      );
      // The old header (and the file it named) are gone: one request fewer before the first paint.
      expect(response.headers['speculation-rules'], url).toBeUndefined();
    }
  });

  it('prerender a public page a link points to when the visitor is about to follow it, never the admin area or the API', async () => {
    type Rule = { eagerness: string; where: { and: { not?: { href_matches?: string[] } }[] } };
    const rules = JSON.parse(rulesOf((await get('/')).body)) as { prerender: Rule[]; prefetch: Rule[] };
    for (const rule of [...rules.prerender, ...rules.prefetch]) {
      expect(rule.eagerness).toBe('moderate');
      const excluded = rule.where.and.flatMap((condition) => condition.not?.href_matches ?? []);
      for (const pattern of ['/admin', '/admin/*', '/api/*', '/functions/*']) {
        expect(excluded).toContain(pattern);
      }
    }
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prefetch).toHaveLength(1);
  });

  it('fetch the contact page ahead in either language, and only its document (the first file adds these once a page has settled)', () => {
    const rules = JSON.parse(contactPrefetchRulesText) as Record<
      string,
      { where: unknown; eagerness: string }[]
    >;
    expect(Object.keys(rules)).toEqual(['prefetch']);
    // The contact page's addresses as the site builds them (the rules are written out for the first file).
    expect(rules.prefetch).toEqual([
      {
        where: { href_matches: [paths.contact.href('sv'), paths.contact.href('en')] },
        eagerness: 'immediate',
      },
    ]);
  });
});
