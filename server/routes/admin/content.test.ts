import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, portfolioItems, settings } from '../../db/schema';
import { identityMessages } from '../../../shared/adminSchemas';
import { markdownToDocument } from '../../../shared/postMarkdown';
import { testAdmins } from '../../test/fixtures';
import { parsePage } from '../../test/html';
import { createTestApp, inviteAndAccept, signIn, signInTestEditor } from '../../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: { cookie: string; origin: string };
let editor: { cookie: string; origin: string };

beforeEach(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  editor = await signInTestEditor(ctx);
});
afterEach(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload as object,
  });
const parsePageTitle = (html: string) => parsePage(html).$('h1').text();
const page = async (url: string) => parsePage((await ctx.app.inject({ method: 'GET', url })).body);

const post = {
  slug: 'new-website-checklist',
  date: '2026-11-21',
  titleEn: 'A checklist for your new website',
  titleSv: 'En checklista för din nya webbplats',
  excerptEn: 'Ten things to check before launch.',
  excerptSv: 'Tio saker att kolla före lansering.',
  categoryEn: 'Web Development',
  categorySv: 'Webbutveckling',
  bodyEn: '## Before launch\n\nCheck **everything**.',
  bodySv: '## Före lansering\n\nKolla **allt**.',
  keywordsEn: ['checklist'],
  keywordsSv: ['checklista'],
  published: true,
};

describe('blog posts', () => {
  it('are created, shown on the site and in the sitemap and feed at once, edited and deleted', async () => {
    await page('/blog'); // warms the page cache
    const created = await call('POST', '/api/admin/posts', post, editor);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await page('/blog')).text()).toContain('En checklista för din nya webbplats');
    expect((await page('/en/blog')).text()).toContain('A checklist for your new website');
    expect((await page('/')).text()).toContain('En checklista för din nya webbplats');
    const article = await page('/en/blog/new-website-checklist');
    expect(article.$('article h2').text()).toBe('Before launch');
    expect((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body).toContain(
      '/en/blog/new-website-checklist',
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/rss.xml' })).body).toContain(
      'En checklista för din nya webbplats',
    );

    const edited = await call('PUT', `/api/admin/posts/${id}`, {
      ...post,
      titleSv: 'Checklista inför lansering',
      version: created.json().version,
    });
    expect(edited.statusCode).toBe(200);
    expect((await page('/blog/new-website-checklist')).$('h1').text()).toBe('Checklista inför lansering');

    const unpublished = await call('POST', `/api/admin/posts/${id}/unpublish`, {
      version: edited.json().version,
    });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({ published: false, titleSv: 'Checklista inför lansering' });
    expect((await ctx.app.inject({ method: 'GET', url: '/blog/new-website-checklist' })).statusCode).toBe(
      404,
    );

    expect((await call('DELETE', `/api/admin/posts/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/posts/${id}`)).statusCode).toBe(404);
    const actions = (await ctx.database.db.select().from(auditLog)).map(
      (row) => `${row.action} ${row.entity}`,
    );
    expect(actions).toEqual(expect.arrayContaining(['create post', 'update post', 'delete post']));
  });

  it('refuse missing fields with the specification’s messages, and unsafe or taken slugs', async () => {
    const empty = await call('POST', '/api/admin/posts', {
      ...post,
      titleEn: '',
      excerptSv: ' ',
      categoryEn: '',
      date: '',
      slug: '',
    });
    expect(empty.statusCode).toBe(400);
    // English is optional, but once begun (its excerpt is written here) it needs a title and a category.
    expect(empty.json().fields).toEqual({
      titleEn: 'Title is required for the English version',
      excerptSv: 'Excerpt is required',
      categoryEn: 'Category is required for the English version',
      date: 'Date is required',
      slug: 'Slug is required',
    });
    expect(
      (await call('POST', '/api/admin/posts', { ...post, slug: 'Not Safe/../x' })).json().fields.slug,
    ).toBe('Use lowercase letters, digits and hyphens only');
    const taken = await call('POST', '/api/admin/posts', { ...post, slug: 'ai-and-web-design' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.slug).toBe('Another post already has this slug');
  });

  it('keep a focus keyphrase per language for the editor, a live post’s change of it waiting with the change', async () => {
    const created = await call('POST', '/api/admin/posts', {
      ...post,
      focusKeyphraseSv: '  checklista webbplats ',
      focusKeyphraseEn: 'website checklist',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      focusKeyphraseSv: 'checklista webbplats',
      focusKeyphraseEn: 'website checklist',
    });
    const { id, version } = created.json();
    const listed = (await call('GET', '/api/admin/posts')).json() as {
      id: number;
      focusKeyphraseSv: string;
    }[];
    expect(listed.find((item) => item.id === id)?.focusKeyphraseSv).toBe('checklista webbplats');

    const tooLong = await call('PUT', `/api/admin/posts/${id}`, {
      ...post,
      focusKeyphraseSv: 'x'.repeat(101),
      version,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().fields)).toEqual(['focusKeyphraseSv']);

    // A live post's edit saved as a draft: the editor gets the new keyphrase, the post keeps its own meanwhile.
    const drafted = await call('PUT', `/api/admin/posts/${id}`, {
      ...post,
      published: false,
      focusKeyphraseSv: 'lanseringslista',
      version,
    });
    expect(drafted.statusCode).toBe(200);
    expect(drafted.json()).toMatchObject({ published: true, focusKeyphraseSv: 'lanseringslista' });
    const discarded = await call('POST', `/api/admin/posts/${id}/discard`, {
      version: drafted.json().version,
    });
    expect(discarded.json().focusKeyphraseSv).toBe('checklista webbplats');
  });

  it('save a draft with its title alone; going live, scheduled or restored live needs the excerpt and category', async () => {
    const titleOnly = {
      slug: 'bara-en-rubrik',
      date: '2026-12-01',
      titleSv: 'Bara en rubrik än så länge',
      published: false,
    };
    const created = await call('POST', '/api/admin/posts', titleOnly, editor);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ published: false, excerptSv: '', categorySv: '' });
    const { id } = created.json();
    let version = created.json().version as number;
    const required = { excerptSv: 'Excerpt is required', categorySv: 'Category is required' };

    const published = await call('PUT', `/api/admin/posts/${id}`, { ...titleOnly, published: true, version });
    expect(published.statusCode).toBe(400);
    expect(published.json().fields).toEqual(required);
    const scheduled = await call('PUT', `/api/admin/posts/${id}`, {
      ...titleOnly,
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
      version,
    });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json().fields).toEqual(required);
    expect((await ctx.app.inject({ method: 'GET', url: '/blog/bara-en-rubrik' })).statusCode).toBe(404);

    const completed = await call('PUT', `/api/admin/posts/${id}`, {
      ...titleOnly,
      excerptSv: 'Nu med ingress.',
      categorySv: 'Skrivande',
      published: true,
      version,
    });
    expect(completed.statusCode).toBe(200);
    version = completed.json().version;
    expect((await ctx.app.inject({ method: 'GET', url: '/blog/bara-en-rubrik' })).statusCode).toBe(200);

    // The title-only revision can come back as a draft of changes, not live.
    const revisions = (await call('GET', `/api/admin/posts/${id}/revisions`)).json() as { id: number }[];
    const first = revisions.at(-1)!.id;
    const restoreLive = await call('POST', `/api/admin/posts/${id}/revisions/${first}/restore`, {
      publish: true,
    });
    expect(restoreLive.statusCode).toBe(409);
    expect(restoreLive.json().message).toMatch(/lacks what a live post needs/);
    const restoreDraft = await call('POST', `/api/admin/posts/${id}/revisions/${first}/restore`, {});
    expect(restoreDraft.statusCode).toBe(200);
    expect(restoreDraft.json()).toMatchObject({
      published: true,
      excerptSv: '',
      pendingChange: { at: null },
    });
    expect(parsePageTitle((await ctx.app.inject({ method: 'GET', url: '/blog/bara-en-rubrik' })).body)).toBe(
      'Bara en rubrik än så länge',
    );
  });

  it('name a shared price in their text: printed in each language, the new amount once it changes, on the page and in its search excerpt; a price that does not exist, or one in the title, is refused', async () => {
    const named = {
      ...post,
      bodySv: '## Priset\n\nEn hemsida kostar {price:basic} hos oss, Premium {price:premium}.',
      bodyEn: '## The price\n\nA website costs {price:basic} with us, Premium {price:premium}.',
    };
    const created = await call('POST', '/api/admin/posts', named, editor);
    expect(created.statusCode, created.body).toBe(201);
    const article = async (url: string) =>
      (await page(url))
        .$('article')
        .text()
        .replace(/\s|\u00ad/g, (space) => (space === '\u00ad' ? '' : ' '));
    // The moms words once, after the last amount (shared/blocks/priceTokens.ts).
    expect(await article('/blog/new-website-checklist')).toContain(
      'En hemsida kostar 7 000 kr hos oss, Premium 10 000 kr exkl. moms.',
    );
    expect(await article('/en/blog/new-website-checklist')).toContain(
      'A website costs $699 with us, Premium $999 excl. VAT.',
    );

    const part = (await call('GET', '/api/admin/site-parts/prices')).json();
    part.data.plans.find((plan: { id: string }) => plan.id === 'basic').price = { sek: 7900, usd: 799 };
    const saved = await call('PUT', '/api/admin/site-parts/prices', {
      data: part.data,
      version: part.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const swedish = await article('/blog/new-website-checklist');
    expect(swedish).toContain('En hemsida kostar 7 900 kr hos oss');
    expect(swedish).not.toContain('7 000 kr');
    expect(await article('/en/blog/new-website-checklist')).toContain('A website costs $799 with us');
    const found = await ctx.app.inject({ method: 'GET', url: '/api/search?q=hemsida%20kostar&lang=sv' });
    const hit = found
      .json<{ items: { href: string; excerptHtml: string }[] }>()
      .items.find((item) => item.href === '/blog/new-website-checklist');
    expect(hit?.excerptHtml.replace(/\s/g, ' ')).toContain('7 900 kr');
    expect(hit?.excerptHtml).not.toContain('{price:');

    const unknown = await call('POST', '/api/admin/posts', {
      ...post,
      slug: 'gold',
      bodySv: 'Från {price:gold}.',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.bodySv).toMatch(/^No such price: gold /);
    const inTitle = await call('POST', '/api/admin/posts', {
      ...post,
      slug: 'priced-title',
      titleSv: 'En hemsida för {price:basic}',
    });
    expect(inTitle.statusCode).toBe(400);
    expect(inTitle.json().fields).toEqual({ titleSv: 'Name a price in the text of the post, not here' });
  });

  it('put a call-to-action card in their text: drawn on the page in its language, leading to the contact page, and never shown as a token', async () => {
    const created = await call('POST', '/api/admin/posts', {
      ...post,
      bodySv: 'Först lite text.\n\n{cta:contact}\n\nSedan mer.',
      bodyEn: 'Some text first.\n\n{cta:contact}\n\nThen more.',
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const [url, title, contact] of [
      ['/blog/new-website-checklist', 'Funderar du på en ny webbplats?', '/contact'],
      ['/en/blog/new-website-checklist', 'Thinking about a new website?', '/en/contact'],
    ] as const) {
      const article = (await page(url)).$('article');
      const card = article.find('aside[data-post-cta]');
      expect(card.length, url).toBe(1);
      expect(card.find('p').first().text()).toBe(title);
      expect(card.find('a').attr('href')).toBe(contact);
      expect(article.text()).not.toContain('{cta:');
      // The card stands between the two paragraphs, where the writer put it.
      expect(
        article
          .find('p')
          .map((_index, element) => article.find(element).text())
          .get(),
      ).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^(Först|Some)/),
          title,
          expect.stringMatching(/^(Sedan|Then)/),
        ]),
      );
    }
    const found = await ctx.app.inject({ method: 'GET', url: '/api/search?q=text&lang=sv' });
    const hit = found
      .json<{ items: { href: string; excerptHtml: string }[] }>()
      .items.find((item) => item.href === '/blog/new-website-checklist');
    expect(hit?.excerptHtml).toBeDefined();
    expect(hit?.excerptHtml).not.toContain('{cta:');
  });

  it('store a body as the editor’s document and draw it on the page, and take Markdown from a caller that sends it', async () => {
    const bodySv = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Rubrik' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Läs ' },
            {
              type: 'text',
              text: 'mer',
              marks: [{ type: 'link', attrs: { href: '/kontakt', target: '_blank' } }],
            },
            { type: 'text', text: ' <script>x</script>' },
          ],
        },
      ],
    };
    const created = await call('POST', '/api/admin/posts', {
      ...post,
      slug: 'a-document',
      bodySv,
      bodyEn: '## Heading\n\nRead **more**.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = (await call('GET', '/api/admin/posts'))
      .json<{ slug: string; bodySv: unknown; bodyEn: unknown }[]>()
      .find((each) => each.slug === 'a-document')!;
    // What a paste brought beyond a link's address (its target) is not kept.
    expect(saved.bodySv).toEqual({
      ...bodySv,
      content: [
        bodySv.content[0],
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Läs ' },
            { type: 'text', text: 'mer', marks: [{ type: 'link', attrs: { href: '/kontakt' } }] },
            { type: 'text', text: ' <script>x</script>' },
          ],
        },
      ],
    });
    expect(saved.bodyEn).toEqual(markdownToDocument('## Heading\n\nRead **more**.'));
    const article = await page('/blog/a-document');
    expect(article.$('article h2').text()).toBe('Rubrik');
    expect(article.$('article a[href="/kontakt"]').text()).toBe('mer');
    const html = (await ctx.app.inject({ method: 'GET', url: '/blog/a-document' })).body;
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect((await page('/en/blog/a-document')).$('article strong').text()).toBe('more');
  });

  it('refuse a body no editor makes at its field, with what to do, and keep the post as it was', async () => {
    const paragraph = (content: unknown[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] });
    let nested: unknown = { type: 'paragraph', content: [{ type: 'text', text: 'djupt' }] };
    for (let level = 0; level < 20; level += 1) nested = { type: 'blockquote', content: [nested] };
    const refusals: [unknown, string][] = [
      [
        {
          type: 'doc',
          content: [{ type: 'image', attrs: { src: 'https://elsewhere.example/a.png', alt: 'A' } }],
        },
        'Pick the picture from the media library',
      ],
      [
        paragraph([
          { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
        ]),
        'A link goes to a page of the site, a web address or an e-mail',
      ],
      [{ type: 'doc', content: [nested] }, 'Lists and quotes nest at most 12 deep'],
      [
        paragraph([{ type: 'text', text: 'ord '.repeat(12_600) }]),
        'The text is longer than 50 000 characters',
      ],
      [
        { type: 'doc', content: [{ type: 'html', html: '<script>x</script>' }] },
        'The text holds something the editor cannot make',
      ],
      [
        paragraph([{ type: 'text', text: 'Guld kostar {price:gold}.' }]),
        'No such price: gold ({price:basic}',
      ],
    ];
    for (const [bodySv, message] of refusals) {
      const refused = await call('POST', '/api/admin/posts', { ...post, slug: 'refused-body', bodySv });
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().fields.bodySv, message).toContain(message);
    }
    // A picture the library does not have (the site would leave it out): said at the body it is in.
    const gone = await call('POST', '/api/admin/posts', {
      ...post,
      slug: 'refused-body',
      bodyEn: {
        type: 'doc',
        content: [{ type: 'image', attrs: { src: '/media/987654-abcdef012345-640.webp', alt: 'Map' } }],
      },
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fields).toEqual({
      bodyEn:
        'A picture in the text is no longer in the media library: remove it, or put it in again from the library',
    });
    expect(
      (await call('GET', '/api/admin/posts')).json<{ slug: string }[]>().map((each) => each.slug),
    ).not.toContain('refused-body');
  });

  it('preview Markdown with raw HTML escaped', async () => {
    const response = await call('POST', '/api/admin/posts/markdown', {
      markdown: '**bold** <script>x</script>',
    });
    expect(response.json().html).toBe('<p><strong>bold</strong> &lt;script&gt;x&lt;/script&gt;</p>\n');
  });
});

describe('portfolio', () => {
  it('lists the seeded projects and case studies, and changes show on the public portfolio at once', async () => {
    const list = (await call('GET', '/api/admin/portfolio', undefined, editor)).json();
    expect(list).toHaveLength(9);
    await page('/portfolio');
    const study = list.find((item: { kind: string }) => item.kind === 'case_study');
    const updated = await call(
      'PUT',
      `/api/admin/portfolio/${study.id}`,
      { ...study, titleSv: 'Helt ny rubrik' },
      editor,
    );
    expect(updated.statusCode).toBe(200);
    expect((await page('/portfolio')).text()).toContain('Helt ny rubrik');

    const added = await call('POST', '/api/admin/portfolio', {
      name: 'Salong Sax',
      categoryEn: 'Beauty',
      categorySv: 'Skönhet',
      image: '/images/home-after.svg',
    });
    expect(added.statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/portfolio/${added.json().id}`)).statusCode).toBe(204);
    expect((await ctx.database.db.select({ n: count() }).from(portfolioItems))[0]!.n).toBe(9);
  });

  it('require name and category', async () => {
    const response = await call('POST', '/api/admin/portfolio', {
      name: '',
      categoryEn: 'x',
      categorySv: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please fill in all required fields');
  });

  it('publish a case study only with its titles and a before/after pair or a cover', async () => {
    const study = {
      name: 'Blomsterhandel',
      categoryEn: 'Retail',
      categorySv: 'Handel',
      titleEn: 'A florist online',
      titleSv: 'En blomsterhandel på nätet',
      kind: 'case_study',
      published: true,
    };
    const message = { titleEn: 'A published case study needs titles, and before/after images or a cover' };
    for (const incomplete of [
      study,
      { ...study, beforeImage: '/images/home-before.svg' },
      { ...study, titleSv: '', beforeImage: '/images/home-before.svg', afterImage: '/images/home-after.svg' },
    ]) {
      const response = await call('POST', '/api/admin/portfolio', incomplete);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(message);
    }
    const paired = await call('POST', '/api/admin/portfolio', {
      ...study,
      beforeImage: '/images/home-before.svg',
      afterImage: '/images/home-after.svg',
    });
    expect(paired.statusCode).toBe(201);
    // Unpublished, it may wait for its pictures.
    const draft = await call('POST', '/api/admin/portfolio', { ...study, published: false });
    expect(draft.statusCode).toBe(201);
    for (const saved of [paired, draft]) await call('DELETE', `/api/admin/portfolio/${saved.json().id}`);
  });

  it('show a case study’s results, each a before and an after, marked when the case is an example', async () => {
    const cases = (await ctx.app.inject({ method: 'GET', url: '/api/portfolio' })).json();
    // The seed's: measured on the example sites (a slower site before), the inquiries an illustration.
    const [lucia, lawFirm, shop] = cases;
    expect(lucia.results).toMatchObject({ lighthouse: [expect.any(Number), 100], example: true });
    expect(lucia.results.loadSeconds[0]).toBeGreaterThan(lucia.results.loadSeconds[1]);
    expect(lawFirm.results.leadsPerMonth).toEqual([6, 15]);
    expect(shop.results.leadsPerMonth).toBeNull();

    const list = (await call('GET', '/api/admin/portfolio', undefined, editor)).json();
    const study = list.find((item: { id: number }) => item.id === lucia.id);
    const half = await call(
      'PUT',
      `/api/admin/portfolio/${study.id}`,
      { ...study, leadsBefore: 3, leadsAfter: null, lighthouseBefore: 101 },
      editor,
    );
    expect(half.statusCode).toBe(400);
    expect(Object.keys(half.json().fields).sort()).toEqual(['leadsAfter', 'lighthouseBefore']);
    expect(half.json().fields.leadsAfter).toBe('Give the figure before and after, or neither');

    const saved = await call(
      'PUT',
      `/api/admin/portfolio/${study.id}`,
      { ...study, loadSecondsBefore: 7.46, loadSecondsAfter: 1.04, leadsBefore: 3, leadsAfter: 12 },
      editor,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ loadSecondsBefore: 7.5, loadSecondsAfter: 1, leadsBefore: 3 });
    const shown = await page('/portfolio');
    const figures = shown.$('h3:contains("Resultat")').first().next().text();
    expect(figures).toContain('Laddningstid i mobilen');
    expect(figures).toContain('Före: 7,5 s → Efter: 1 s');
    expect(figures).toContain('Förfrågningar per månadFöre: 3 → Efter: 12');
    const examples = (text: string) => text.split('Exempelcase: företaget är påhittat.').length - 1;
    expect(examples(shown.text())).toBe(3);

    // Taken away (neither figure), it is not shown; nor is the example mark of a case that is not one.
    const plain = await call(
      'PUT',
      `/api/admin/portfolio/${study.id}`,
      { ...study, leadsBefore: null, leadsAfter: null, exampleCase: false },
      editor,
    );
    expect(plain.statusCode).toBe(200);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/portfolio' })).json();
    expect(after[0].results).toMatchObject({ leadsPerMonth: null, example: false });
    expect(examples((await page('/portfolio')).text())).toBe(2);
    await call('PUT', `/api/admin/portfolio/${study.id}`, study, editor);
  });
});

describe('users (Admins only)', () => {
  it('refuses Editors users and settings', async () => {
    expect((await call('GET', '/api/admin/users', undefined, editor)).statusCode).toBe(403);
    const invited = await call('POST', '/api/admin/invitations', { email: 'x@x.se', lang: 'sv' }, editor);
    expect(invited.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/settings', undefined, editor)).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/settings', {}, editor)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/cache/clear', {}, editor)).statusCode).toBe(403);
  });

  it('adds a user by invitation (Editor by default) who can sign in, refuses duplicates and missing fields, deletes', async () => {
    const accepted = await inviteAndAccept(ctx, admin, {
      name: 'Olle',
      email: 'Olle@Novaweb.se',
      password: 'olle-password-1',
    });
    expect(accepted.statusCode).toBe(201);
    const created = (await call('GET', '/api/admin/users'))
      .json()
      .find((user: { email: string }) => user.email === 'olle@novaweb.se');
    expect(created).toMatchObject({ email: 'olle@novaweb.se', role: 'Editor', name: 'Olle' });
    await signIn(ctx.app, 'olle@novaweb.se', 'olle-password-1');
    const duplicate = await call('POST', '/api/admin/invitations', { email: 'olle@novaweb.se', lang: 'sv' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields.email).toBe('A user with this email already exists');
    const missing = await call('POST', '/api/admin/invitations', { email: '', lang: 'sv' });
    expect(missing.json().fields.email).toBe('Please fill in all required fields');
    expect((await call('DELETE', `/api/admin/users/${created.id}`)).statusCode).toBe(204);
    const list = (await call('GET', '/api/admin/users')).json();
    expect(list.some((user: { email: string }) => user.email === 'olle@novaweb.se')).toBe(false);
    expect(JSON.stringify(list)).not.toContain('argon2');
  });

  it('never deletes the two main admin accounts', async () => {
    for (const id of [1, 2]) {
      const response = await call('DELETE', `/api/admin/users/${id}`);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Cannot delete main admin accounts');
    }
  });
});

describe('settings (Admins only)', () => {
  it('are validated, saved and shown in the footer and structured data at once', async () => {
    await page('/');
    const current = (await call('GET', '/api/admin/settings')).json();
    const bad = await call('PUT', '/api/admin/settings', {
      ...current,
      contactEmail: 'nope',
      facebookUrl: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['contactEmail', 'facebookUrl']);
    const saved = await call('PUT', '/api/admin/settings', { ...current, phoneNumber: '08-123 456 78' });
    expect(saved.statusCode).toBe(200);
    const home = await page('/');
    expect(home.$('footer').text()).toContain('08-123 456 78');
    expect(JSON.stringify(home.jsonLd())).toContain('08-123 456 78');
    const [row] = await ctx.database.db.select().from(settings).where(eq(settings.id, 1));
    expect(row!.phoneNumber).toBe('08-123 456 78');
  });

  it('say who the company is in every footer, the structured data and the legal pages, changed at once', async () => {
    const home = await page('/');
    expect(home.$('footer').text()).toContain('Org.nr 559999-1238');
    expect(home.$('footer').text()).toContain('Momsreg.nr SE559999123801');
    expect(home.$('footer').text()).toContain('Storgatan 12, 111 51 Stockholm');
    const organization = JSON.stringify(home.jsonLd());
    expect(organization).toContain('"legalName":"Novaweb AB"');
    expect(organization).toContain('"taxID":"559999-1238"');
    expect(organization).toContain('"vatID":"SE559999123801"');
    expect(organization).toContain(
      '"address":{"@type":"PostalAddress","streetAddress":"Storgatan 12","postalCode":"111 51","addressLocality":"Stockholm","addressCountry":"SE"}',
    );
    expect((await page('/privacy')).$('main dl').text()).toContain('559999-1238');

    const current = (await call('GET', '/api/admin/settings')).json();
    const refused = await call('PUT', '/api/admin/settings', {
      ...current,
      orgNumber: '202100-5481',
      vatNumber: 'SE202100548901',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      orgNumber: identityMessages.orgCheckDigit,
      vatNumber: identityMessages.vatOtherCompany,
    });
    const saved = await call('PUT', '/api/admin/settings', {
      ...current,
      legalName: 'Nordljus Webb AB',
      orgNumber: '2021005489',
      vatNumber: 'se 202100548901',
      address: 'Sjögatan 4',
      postalCode: '85179',
      city: 'Sundsvall',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      orgNumber: '202100-5489',
      vatNumber: 'SE202100548901',
      postalCode: '851 79',
    });
    const footer = (await page('/en/contact')).$('footer').text();
    expect(footer).toContain('Nordljus Webb AB');
    expect(footer).toContain('Reg. no. 202100-5489');
    expect(footer).toContain('Sjögatan 4, 851 79 Sundsvall');
    // The privacy notice's data controller and the terms' party are the settings' company, in both languages.
    const controller = (await page('/privacy')).$('main dl').text();
    expect(controller).toContain('Nordljus Webb AB');
    expect(controller).toContain('Aktiebolag');
    expect(controller).toContain('SE202100548901');
    expect(controller).toContain('Sjögatan 4, 851 79 Sundsvall');
    const party = (await page('/en/terms')).$('main dl').text();
    expect(party).toContain('Nordljus Webb AB');
    expect(party).toContain('Limited company (AB)');
    expect(party).toContain('202100-5489');
  });

  it('clear the page cache on demand', async () => {
    await page('/');
    await ctx.database.db.update(settings).set({ phoneNumber: '031-00 00 00' });
    expect((await page('/')).$('footer').text()).not.toContain('031-00 00 00');
    const cleared = await call('POST', '/api/admin/cache/clear', {});
    expect(cleared.json().cleared).toBeGreaterThan(0);
    expect((await page('/')).$('footer').text()).toContain('031-00 00 00');
  });
});

/** How many addresses the sitemap lists now: the seed's pages, posts and categories in the languages they exist in. */
const sitemapUrlCount = async () =>
  ((await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.match(/<url>/g) ?? []).length;

describe('SEO tools', () => {
  it('regenerate the sitemap and report the real URL count and time', async () => {
    const response = await call('POST', '/api/admin/sitemap/regenerate', {}, editor);
    expect(response.statusCode).toBe(200);
    const urls = await sitemapUrlCount();
    expect(urls).toBeGreaterThan(40);
    expect(response.json()).toMatchObject({ urls });
    expect(Date.now() - new Date(response.json().generatedAt).getTime()).toBeLessThan(60_000);
  });

  it('measure a keyword and its variants on the site’s own pages, inventing no search data', async () => {
    const response = await call('POST', '/api/admin/seo/keywords', { keyword: 'SEO' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagesAnalyzed).toBe(await sitemapUrlCount());
    expect(body.rows.map((row: { keyword: string }) => row.keyword)).toEqual([
      'seo',
      'seo service',
      'best seo',
      'seo company',
      'affordable seo',
    ]);
    const [seo] = body.rows;
    expect(seo.inTitles).toBeGreaterThan(0);
    expect(seo.inBody).toBeGreaterThan(seo.inTitles);
    expect(seo.pages).toContain('/services/seo-optimization');
    expect(seo).toMatchObject({ volume: null, difficulty: null, cpc: null });
    expect((await call('POST', '/api/admin/seo/keywords', { keyword: ' ' })).json().error).toBe(
      'Please enter a keyword to analyze',
    );
  });
});

describe('every admin route', () => {
  it.each([
    ['GET', '/api/admin/posts'],
    ['GET', '/api/admin/portfolio'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/settings'],
    ['POST', '/api/admin/seo/keywords'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    expect((await ctx.app.inject({ method, url, headers: { origin: admin.origin } })).statusCode).toBe(401);
  });
});
