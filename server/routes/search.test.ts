import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownToDocument } from '../../shared/postMarkdown';
import type { SearchResult } from '../../shared/api';
import type { PageDocument, PageSummary } from '../../shared/pages';
import { posts } from '../db/schema';
import { parsePage } from '../test/html';
import { testAdmins } from '../test/fixtures';
import { createTestApp, jsonCaller, signIn } from '../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let visitors = 0;
/** Each search from an address of its own: one address's searches a minute are limited (hardening.test.ts). */
const newAddress = () => `198.19.${Math.floor(visitors / 250)}.${(visitors++ % 250) + 1}`;

type NewPost = typeof posts.$inferInsert;
let count = 0;
/** A post written in both languages; what a test leaves out says nothing it looks for. */
const post = (fields: Partial<NewPost>): NewPost => {
  count += 1;
  return {
    slug: `search-test-${count}`,
    date: '2024-03-01',
    titleSv: `Ett inlägg nummer ${count}`,
    titleEn: `A post number ${count}`,
    excerptSv: 'En kort sammanfattning.',
    excerptEn: 'A short summary.',
    categorySv: 'Övrigt',
    categoryEn: 'Other',
    bodySv: markdownToDocument('Lite text om ingenting särskilt.'),
    bodyEn: markdownToDocument('Some text about nothing in particular.'),
    ...fields,
  };
};

const search = async (query: Record<string, string>) => {
  const response = await ctx.app.inject({
    method: 'GET',
    remoteAddress: newAddress(),
    url: `/api/search?${new URLSearchParams(query).toString()}`,
  });
  return { status: response.statusCode, body: response.json<SearchResult>() };
};
const slugs = (result: SearchResult) => result.items.map((item) => item.href);
const serviceLinks = (result: { body: SearchResult }) => result.body.services.map((hit) => hit.href);

beforeAll(async () => {
  ctx = await createTestApp();
  const future = new Date(Date.now() + 24 * 3600_000);
  await ctx.database.db.insert(posts).values([
    // Newest, so a ranking that ignored where the word stands would put the body match first.
    post({
      slug: 'in-the-body',
      date: '2024-06-01',
      bodySv: markdownToDocument('Längre ner i texten nämner vi kvastfenor en enda gång.'),
      bodyEn: markdownToDocument('Further down the text we mention coelacanths once.'),
    }),
    post({
      slug: 'in-the-title',
      date: '2024-01-01',
      titleSv: 'Kvastfenor i djuphavet',
      titleEn: 'Coelacanths of the deep sea',
    }),
    post({
      slug: 'in-the-excerpt',
      date: '2024-02-01',
      excerptSv: 'Om kvastfenor och deras fenor.',
      excerptEn: 'On coelacanths and their fins.',
    }),
    post({ slug: 'a-draft', published: false, titleSv: 'Kvastfenor (utkast)', titleEn: 'Coelacanths draft' }),
    post({
      slug: 'scheduled',
      published: false,
      publishAt: future,
      titleSv: 'Kvastfenor imorgon',
      titleEn: 'Coelacanths tomorrow',
    }),
    post({
      slug: 'swedish-only',
      date: '2023-12-01',
      titleSv: 'Kvastfenor på svenska',
      titleEn: '',
      excerptEn: '',
      categoryEn: '',
      bodyEn: markdownToDocument('Coelacanths, but this post has no English version.'),
    }),
    post({
      slug: 'hostile',
      titleSv: 'Skalbaggar <script>alert(1)</script>',
      excerptSv: 'Skalbaggar & "citat" <img src=x onerror=alert(1)> \uE000 falsk markering \uE001 slut.',
      bodySv: markdownToDocument('Mer om skalbaggar: <b>fet</b> och \uE001 mer.'),
    }),
    post({
      slug: 'marked-in-part',
      excerptSv: 'Om trädgården.',
      // A word marked in part, a line break, a list and a quote: the words as a reader reads them.
      bodySv: markdownToDocument(
        'Vi sår **solros**frön i maj.\\\nSedan\n\n- vattnar vi\n\n> ängsblommorna.\n\nNattviol',
      ),
    }),
    ...Array.from({ length: 12 }, (_, index) =>
      post({
        slug: `kite-${index}`,
        bodySv: markdownToDocument(`Pappersdrakar nummer ${index}.`),
        bodyEn: markdownToDocument(`Paper kites, ${index}.`),
      }),
    ),
  ]);
});
afterAll(() => ctx.close());

describe('GET /api/search: ranking', () => {
  it('ranks a title match above an excerpt match above a body match, in Swedish', async () => {
    const { status, body } = await search({ q: 'kvastfenor' });
    expect(status).toBe(200);
    expect(slugs(body)).toEqual([
      '/blog/in-the-title',
      '/blog/swedish-only',
      '/blog/in-the-excerpt',
      '/blog/in-the-body',
    ]);
    expect(body).toMatchObject({ query: 'kvastfenor', total: 4, page: 1, pageCount: 1 });
    expect(body.items[0]).toMatchObject({ type: 'post', title: 'Kvastfenor i djuphavet' });
    expect(body.items.at(-1)!.excerptHtml).toContain('<mark>kvastfenor</mark>');
  });

  it('ranks the same way in English, and lists only posts that have an English version', async () => {
    const { body } = await search({ q: 'coelacanths', lang: 'en' });
    expect(slugs(body)).toEqual(['/en/blog/in-the-title', '/en/blog/in-the-excerpt', '/en/blog/in-the-body']);
    expect(body.items[0]!.title).toBe('Coelacanths of the deep sea');
  });

  it('stems with the language dictionary: a form of a word finds the others', async () => {
    // "webbplatserna" is no prefix of "webbplatsen" or "webbplatser": only the Swedish stemmer joins them.
    const swedish = await search({ q: 'webbplatserna' });
    expect(swedish.body.total).toBeGreaterThan(0);
    expect(swedish.body.items[0]!.excerptHtml).toMatch(/<mark>webbplats(en|er)?<\/mark>/i);
    // "optimising" is no prefix of "optimisation": the English stemmer finds it.
    const english = await search({ q: 'optimising', lang: 'en' });
    expect(english.body.items.some((item) => /<mark>optimisation<\/mark>/i.test(item.excerptHtml))).toBe(
      true,
    );
    // The same word in English finds nothing in Swedish.
    expect((await search({ q: 'coelacanths' })).body.total).toBe(0);
  });

  it('matches a word being typed as a prefix, and needs every word', async () => {
    const { body } = await search({ q: 'optim', lang: 'en' });
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.some((item) => /<mark>optimis(ation|ed|e)<\/mark>/i.test(item.excerptHtml))).toBe(true);
    expect((await search({ q: 'kvastfen djuphav' })).body.items.map((item) => item.href)).toEqual([
      '/blog/in-the-title',
    ]);
    expect((await search({ q: 'kvastfenor zzqx' })).body.total).toBe(0);
  });

  it('reads a body as it is read: a word marked in part is one word, blocks and lines are apart', async () => {
    const whole = await search({ q: 'solrosfrön' });
    expect(slugs(whole.body)).toEqual(['/blog/marked-in-part']);
    expect(whole.body.items[0]!.excerptHtml).toContain(
      'Vi sår <mark>solrosfrön</mark> i maj. Sedan vattnar vi',
    );
    // Texts of a line, a list item, a quote and the next paragraph never run together.
    expect(slugs((await search({ q: 'maj sedan vattnar ängsblommorna nattviol' })).body)).toEqual([
      '/blog/marked-in-part',
    ]);
    expect((await search({ q: 'majsedan' })).body.total).toBe(0);
    expect((await search({ q: 'ängsblommornanattviol' })).body.total).toBe(0);
  });

  it('never finds a draft or a scheduled post', async () => {
    const { body } = await search({ q: 'kvastfenor utkast imorgon' });
    expect(body.total).toBe(0);
    const all = await search({ q: 'kvastfenor' });
    expect(slugs(all.body)).not.toContain('/blog/a-draft');
    expect(slugs(all.body)).not.toContain('/blog/scheduled');
  });

  it('pages ten at a time', async () => {
    const first = (await search({ q: 'pappersdrakar' })).body;
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.items).toHaveLength(10);
    const second = (await search({ q: 'pappersdrakar', page: '2' })).body;
    expect(second).toMatchObject({ total: 12, page: 2, pageCount: 2 });
    expect(second.items).toHaveLength(2);
    expect(new Set([...slugs(first), ...slugs(second)]).size).toBe(12);
    const past = (await search({ q: 'pappersdrakar', page: '3' })).body;
    expect(past).toMatchObject({ items: [], total: 12, page: 3, pageCount: 2 });
  });
});

describe('GET /api/search: a word in very many posts', () => {
  it('counts every match and pages through the newest thousand, ranked', async () => {
    await ctx.database.db.insert(posts).values(
      Array.from({ length: 1005 }, (_, index) =>
        post({
          slug: `hippo-${index}`,
          date: `2022-${String(1 + (index % 12)).padStart(2, '0')}-01`,
          bodySv: markdownToDocument(`Flodhästar, del ${index}.`),
          ...(index === 1004 ? { titleSv: 'Flodhästar i titeln', date: '2022-12-02' } : {}),
        }),
      ),
    );
    const first = (await search({ q: 'flodhästar' })).body;
    expect(first).toMatchObject({ total: 1005, pageCount: 100 });
    expect(first.items[0]!.href).toBe('/blog/hippo-1004');
    const last = (await search({ q: 'flodhästar', page: '100' })).body;
    expect(last.items).toHaveLength(10);
    const past = (await search({ q: 'flodhästar', page: '101' })).body;
    expect(past).toMatchObject({ items: [], total: 1005, pageCount: 100 });
  });
});

describe('GET /api/search: excerpts and input', () => {
  it('escapes the post text of an excerpt: its only tags are the <mark>s of the matches', async () => {
    const { body } = await search({ q: 'skalbaggar' });
    expect(body.items).toHaveLength(1);
    const html = body.items[0]!.excerptHtml;
    expect(html).toContain('<mark>Skalbaggar</mark>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&amp; &quot;citat&quot;');
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    // The post's own marker characters never become a highlight.
    expect(html).not.toMatch(/[\uE000\uE001]/);
    expect(html).not.toContain('<mark>falsk');
    expect(body.items[0]!.title).toBe('Skalbaggar <script>alert(1)</script>');
  });

  it('answers an empty result for an empty query, stop words or punctuation', async () => {
    for (const q of ['', '   ', 'och', 'the', '!!!', '"', '&|!():*', "'", '\\']) {
      const { status, body } = await search({ q, lang: q === 'the' ? 'en' : 'sv' });
      expect(status, q).toBe(200);
      expect(body, q).toMatchObject({ items: [], total: 0, pageCount: 0 });
    }
  });

  it('turns tsquery syntax into words, never into an error', async () => {
    const odd = [
      "kvastfenor:* & !'",
      'kvastfenor | a <-> b',
      'kvastfenor:A',
      '(kvastfenor',
      'kvastfenor)))',
      "kvastfenor's",
      'Kvastfenor!!',
      '😀 kvastfenor',
      '漢字 kvastfenor',
      'a'.repeat(200),
      'x '.repeat(100),
      'é̃ kvastfenor',
      'kvastfenor -djuphav',
      '1e10 0x1f kvastfenor',
    ];
    for (const q of odd) {
      const { status } = await search({ q });
      expect(status, q).toBe(200);
    }
    expect(slugs((await search({ q: "kvastfenor:* & !'" })).body)).toContain('/blog/in-the-title');
  });

  it('refuses a query over 200 characters, a second q, an unknown language or a bad page', async () => {
    expect((await search({ q: 'a'.repeat(201) })).status).toBe(400);
    expect((await search({ q: 'x', lang: 'de' })).status).toBe(400);
    expect((await search({ q: 'x', page: '0' })).status).toBe(400);
    expect((await search({ q: 'x', page: 'two' })).status).toBe(400);
    const twice = await ctx.app.inject({
      method: 'GET',
      url: '/api/search?q=a&q=b',
      remoteAddress: newAddress(),
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('the search page', () => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: newAddress() });

  it('renders results with highlights in the first HTML, a GET form, and is never indexed', async () => {
    const response = await get('/search?q=kvastfenor&utm_source=x');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, follow');
    const page = parsePage(response.body);
    expect(page.meta('robots')).toBe('noindex, follow');
    expect(page.title()).toBe('Sökresultat för ”kvastfenor” | Novaweb');
    const form = page.$('form[role="search"]').first();
    expect(form.attr('method')).toBe('get');
    expect(form.attr('action')).toBe('/search');
    expect(form.find('input[name="q"]').attr('value')).toBe('kvastfenor');
    expect(page.text()).toContain('4 träffar för ”kvastfenor”');
    const links = page
      .$('main ol h2 a')
      .toArray()
      .map((link) => link.attribs.href);
    expect(links).toEqual([
      '/blog/in-the-title',
      '/blog/swedish-only',
      '/blog/in-the-excerpt',
      '/blog/in-the-body',
    ]);
    expect(page.$('main ol mark').first().text().toLowerCase()).toBe('kvastfenor');
  });

  it('renders each query, not a cached page of another one', async () => {
    await get('/search?q=kvastfenor');
    const other = parsePage((await get('/search?q=pappersdrakar')).body);
    expect(other.text()).toContain('12 träffar för ”pappersdrakar”');
    expect(other.$('nav[aria-label="Sökresultatens sidor"]').text()).toContain('Sida 1 av 2');
    const second = parsePage((await get('/search?q=pappersdrakar&page=2')).body);
    expect(second.$('main ol h2 a')).toHaveLength(2);
  });

  it('says when nothing was found and what to do before a query', async () => {
    const none = parsePage((await get('/search?q=zzqxv')).body);
    expect(none.text()).toContain('Inga träffar för ”zzqxv”');
    const empty = await get('/search');
    expect(empty.statusCode).toBe(200);
    expect(parsePage(empty.body).text()).toContain('Skriv ett eller flera ord');
  });

  it('lists the matching service pages first, in the page language', async () => {
    const page = parsePage((await get('/en/search?q=redesign')).body);
    const links = page
      .$('main ol h2 a')
      .toArray()
      .map((link) => link.attribs.href);
    expect(links[0]).toBe('/en/services/web-redesign');
    expect(page.meta('robots')).toBe('noindex, follow');
    expect(page.$('html').attr('lang')).toBe('en');
  });

  it('reads the service pages as staff left them: a word added to one is found, a word taken out is not', async () => {
    const admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
    const call = jsonCaller(ctx.app, () => admin);
    const list = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
    const id = list.find((page) => page.key === 'web-design')!.id;
    const page = (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
    expect(serviceLinks(await search({ q: 'pappersflygplan' }))).toEqual([]);

    const intro = page.blocks.find((block) => block.type === 'story')!;
    if (intro.type !== 'story') throw new Error('no introduction');
    intro.data.paragraphs.push({ sv: 'Vi viker också pappersflygplan.', en: 'We also fold paper planes.' });
    expect((await call('PUT', `/api/admin/pages/${id}`, page)).statusCode).toBe(200);
    const found = await search({ q: 'pappersflygplan' });
    expect(serviceLinks(found)).toEqual(['/services/web-design']);
    expect(found.body.services[0]!.excerptHtml).toContain('<mark>pappersflygplan</mark>');
    expect(serviceLinks(await search({ q: 'paper planes', lang: 'en' }))).toEqual([
      '/en/services/web-design',
    ]);

    // A service page is part of the site and cannot be taken down: a draft of it leaves the published words
    // searchable, and unpublishing is refused; taking the words out and publishing is what hides them.
    const opened = (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
    const drafted = await call('PUT', `/api/admin/pages/${id}`, { ...opened, status: 'draft' });
    expect(drafted.statusCode).toBe(200);
    const saved = { ...drafted.json<PageDocument>(), status: 'published' as const };
    const unpublished = await call('POST', `/api/admin/pages/${id}/unpublish`, { version: saved.version });
    expect(unpublished.statusCode).toBe(409);
    expect(serviceLinks(await search({ q: 'pappersflygplan' }))).toEqual(['/services/web-design']);
    const story = saved.blocks.find((block) => block.type === 'story')!;
    if (story.type !== 'story') throw new Error('no introduction');
    story.data.paragraphs.pop();
    expect((await call('PUT', `/api/admin/pages/${id}`, saved)).statusCode).toBe(200);
    expect(serviceLinks(await search({ q: 'pappersflygplan' }))).toEqual([]);
  });

  it('never answers odd input with a 5xx', async () => {
    for (const q of ['%22', '%3Cscript%3E', 'a'.repeat(400), '%F0%9F%98%80', '*:*', '%27%20or%201%3D1']) {
      const response = await get(`/search?q=${q}&page=abc`);
      expect(response.statusCode, q).toBe(200);
      expect(response.body).not.toContain('<script>');
    }
  });

  it('has a search box on the blog, and is not in the sitemap', async () => {
    const blog = parsePage((await get('/blog')).body);
    const form = blog.$('form[role="search"]');
    expect(form.attr('action')).toBe('/search');
    expect(form.find('input[name="q"]')).toHaveLength(1);
    expect((await get('/en/blog')).body).toContain('action="/en/search"');
    expect((await get('/sitemap.xml')).body).not.toContain('/search');
  });
});
