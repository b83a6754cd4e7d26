import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDocument } from '../../shared/postDocument';
import { markdownToDocument } from '../../shared/postMarkdown';
import type { CategoryPage, CategorySummary, PostSummary } from '../../shared/api';
import { posts } from '../db/schema';
import { testBaseUrl } from '../test/fixtures';
import { parsePage } from '../test/html';
import { createTestApp } from '../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

type NewPost = typeof posts.$inferInsert;
/** A post in both languages in the category under test. */
const post = (slug: string, fields: Partial<NewPost> = {}): NewPost => ({
  slug,
  date: '2024-03-01',
  titleSv: `Inlägg ${slug}`,
  titleEn: `Post ${slug}`,
  excerptSv: 'En kort sammanfattning.',
  excerptEn: 'A short summary.',
  categorySv: 'Ölbryggning',
  categoryEn: 'Beer brewing',
  bodySv: markdownToDocument('Text.'),
  bodyEn: markdownToDocument('Text.'),
  ...fields,
});
const untranslated = { titleEn: '', excerptEn: '', categoryEn: '', bodyEn: emptyDocument() };

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const postLinks = (html: string, prefix: string) =>
  parsePage(html)
    .$(`main a[href^="${prefix}"]`)
    .toArray()
    .map((link) => link.attribs.href)
    .filter((href, index, all) => all.indexOf(href) === index);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.database.db.insert(posts).values([
    post('cat-newest', { date: '2024-05-01' }),
    // A variant of the same names: one category in each language.
    post('cat-variant', { date: '2024-04-01', categorySv: 'ölbryggning ', categoryEn: 'Beer Brewing' }),
    post('cat-swedish-only', { date: '2024-03-01', ...untranslated }),
    post('cat-draft', { date: '2024-06-01', published: false }),
    // Newer than all of them, in another category: related posts still put the category first.
    post('other-newest', { date: '2030-01-01', categorySv: 'Kaffe', categoryEn: 'Coffee' }),
    post('only-swedish-category', { date: '2024-01-01', categorySv: 'Te', ...untranslated }),
    // English 'Cookies' is mostly 'Småkakor' in Swedish: 'Kakor' has no English page of its own to pair with.
    ...['a', 'b'].map((n) =>
      post(`kakor-${n}`, { date: '2023-01-01', categorySv: 'Kakor', categoryEn: 'Cookies' }),
    ),
    ...['a', 'b', 'c'].map((n) =>
      post(`smakakor-${n}`, { date: '2023-01-01', categorySv: 'Småkakor', categoryEn: 'Cookies' }),
    ),
  ]);
});
afterAll(() => ctx.close());

describe('category pages', () => {
  it('lists the Swedish category’s published posts, newest first, drafts left out', async () => {
    const response = await get('/blog/kategori/olbryggning');
    expect(response.statusCode).toBe(200);
    expect(postLinks(response.body, '/blog/cat-')).toEqual([
      '/blog/cat-newest',
      '/blog/cat-variant',
      '/blog/cat-swedish-only',
    ]);
    const page = parsePage(response.body);
    expect(page.$('h1').text()).toBe('Ölbryggning');
    expect(page.canonical()).toBe(`${testBaseUrl}/blog/kategori/olbryggning`);
  });

  it('lists only translated posts on the English page', async () => {
    const response = await get('/en/blog/category/beer-brewing');
    expect(response.statusCode).toBe(200);
    expect(postLinks(response.body, '/en/blog/cat-')).toEqual([
      '/en/blog/cat-newest',
      '/en/blog/cat-variant',
    ]);
    expect(parsePage(response.body).$('h1').text()).toBe('Beer brewing');
  });

  it('points the alternates and the language switch across languages', async () => {
    const sv = parsePage((await get('/blog/kategori/olbryggning')).body);
    expect(sv.alternates()).toEqual({
      sv: `${testBaseUrl}/blog/kategori/olbryggning`,
      en: `${testBaseUrl}/en/blog/category/beer-brewing`,
      'x-default': `${testBaseUrl}/blog/kategori/olbryggning`,
    });
    expect(sv.$('a[hreflang="en"]').first().attr('href')).toBe('/en/blog/category/beer-brewing');
    const en = parsePage((await get('/en/blog/category/beer-brewing')).body);
    expect(en.alternates().sv).toBe(`${testBaseUrl}/blog/kategori/olbryggning`);
    expect(en.$('a[hreflang="sv"]').first().attr('href')).toBe('/blog/kategori/olbryggning');
    const types = en.jsonLd().map((data) => data['@type']);
    expect(types).toContain('CollectionPage');
    expect(types).toContain('BreadcrumbList');
  });

  it('has no alternates for a category no translated post has, and switches to the English blog', async () => {
    const page = parsePage((await get('/blog/kategori/te')).body);
    expect(page.alternates()).toEqual({});
    expect(page.$('a[hreflang="en"]').first().attr('href')).toBe('/en/blog');
    expect((await get('/en/blog/category/te')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown slug, the other language’s word and a page past the last', async () => {
    expect((await get('/blog/kategori/finns-inte')).statusCode).toBe(404);
    expect((await get('/blog/category/olbryggning')).statusCode).toBe(404);
    expect((await get('/en/blog/kategori/beer-brewing')).statusCode).toBe(404);
    expect((await get('/blog/kategori/olbryggning?page=2')).statusCode).toBe(404);
  });

  it('lists every category in the sitemap in the languages it exists in', async () => {
    const xml = (await get('/sitemap.xml')).body;
    const entry = (path: string) =>
      new RegExp(`<url><loc>${testBaseUrl}${path}</loc><lastmod>([^<]+)</lastmod>(.*?)</url>`).exec(xml);
    const sv = entry('/blog/kategori/olbryggning');
    expect(sv?.[2]).toContain(`hreflang="en" href="${testBaseUrl}/en/blog/category/beer-brewing"`);
    expect(entry('/en/blog/category/beer-brewing')?.[2]).toContain(
      `hreflang="sv" href="${testBaseUrl}/blog/kategori/olbryggning"`,
    );
    expect(entry('/blog/kategori/te')?.[2]).toBe('');
    expect(xml).not.toContain('/en/blog/category/te');
  });
});

describe('the categories API', () => {
  it('lists a language’s categories with their counts', async () => {
    const sv = (await get('/api/blog/categories?lang=sv')).json<CategorySummary[]>();
    expect(sv).toContainEqual({ name: 'Ölbryggning', slug: 'olbryggning', count: 3 });
    const en = (await get('/api/blog/categories?lang=en')).json<CategorySummary[]>();
    expect(en).toContainEqual({ name: 'Beer brewing', slug: 'beer-brewing', count: 2 });
    expect(en.map((category) => category.slug)).not.toContain('te');
  });

  it('answers a category with its names in both languages, soft hyphens where the heading may break', async () => {
    const body = (await get('/api/blog/categories/beer-brewing?lang=en')).json<CategoryPage>();
    expect(body.category).toEqual({
      name: { sv: 'Öl\u00ADbrygg\u00ADning', en: 'Beer brewing' },
      slug: { sv: 'olbryggning', en: 'beer-brewing' },
    });
    expect(body.posts.total).toBe(2);
  });

  it('pairs two categories only when each names the other', async () => {
    const paired = (await get('/api/blog/categories/cookies?lang=en')).json<CategoryPage>();
    expect(paired.category.slug).toEqual({ sv: 'smakakor', en: 'cookies' });
    expect(paired.posts.total).toBe(5);
    const alone = (await get('/api/blog/categories/kakor?lang=sv')).json<CategoryPage>();
    expect(alone.category).toEqual({ name: { sv: 'Kakor', en: '' }, slug: { sv: 'kakor' } });
    expect(parsePage((await get('/blog/kategori/kakor')).body).alternates()).toEqual({});
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${testBaseUrl}/blog/kategori/kakor</loc><lastmod>2`);
    expect(xml).toMatch(
      new RegExp(`<loc>${testBaseUrl}/blog/kategori/kakor</loc><lastmod>[^<]+</lastmod></url>`),
    );
  });

  it('refuses a bad query with 400 and an unknown slug with 404', async () => {
    expect((await get('/api/blog/categories?lang=de')).statusCode).toBe(400);
    expect((await get('/api/blog/categories/olbryggning?page=0')).statusCode).toBe(400);
    expect((await get('/api/blog/categories/olbryggning?lang=en')).statusCode).toBe(404);
    expect((await get('/api/blog/categories/finns-inte')).statusCode).toBe(404);
  });
});

describe('related posts', () => {
  const related = async (slug: string, lang: string) => {
    const response = await get(`/api/posts/${slug}/related?lang=${lang}`);
    return { status: response.statusCode, slugs: response.json<PostSummary[]>().map?.((item) => item.slug) };
  };

  it('puts the same category first, then the newest, never the post itself', async () => {
    expect((await related('cat-newest', 'sv')).slugs).toEqual([
      'cat-variant',
      'cat-swedish-only',
      'other-newest',
    ]);
    // English: only translated posts.
    expect((await related('cat-newest', 'en')).slugs?.slice(0, 2)).toEqual(['cat-variant', 'other-newest']);
  });

  it('shows them on the post page in its first HTML', async () => {
    const html = (await get('/blog/cat-variant')).body;
    const page = parsePage(html);
    expect(page.$('#related-posts').text()).toBe('Relaterade inlägg');
    expect(page.$('a[href="/blog/kategori/olbryggning"]').length).toBeGreaterThan(0);
    expect(postLinks(html, '/blog/cat-newest').length).toBe(1);
  });

  it('is not found for a post the language does not show', async () => {
    expect((await related('cat-swedish-only', 'en')).status).toBe(404);
    expect((await related('cat-draft', 'sv')).status).toBe(404);
    expect((await get('/api/posts/cat-newest/related?lang=xx')).statusCode).toBe(400);
  });
});
