import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema';
import { parsePage } from '../../test/html';
import { createTestApp, jsonCaller, signInTestEditor, type StaffSession } from '../../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let editor: StaffSession;

beforeEach(async () => {
  ctx = await createTestApp();
  editor = await signInTestEditor(ctx);
});
afterEach(() => ctx.close());

const call: ReturnType<typeof jsonCaller> = (...args) => jsonCaller(ctx.app, () => editor)(...args);
const preview = (post: object, lang = 'sv', postId: number | null = null) =>
  call('POST', '/api/admin/posts/preview', { postId, lang, post });

const draft = {
  slug: 'lokal-seo-i-praktiken',
  date: '2026-12-01',
  titleSv: 'Lokal SEO i praktiken',
  excerptSv: 'Hur kunderna i närheten hittar dig.',
  categorySv: 'SEO',
  bodySv: '## Börja här\n\nFyll i **profilen**. <script>alert(1)</script>',
};

describe('the post editor’s live preview', () => {
  it('draws the whole public page of the unsaved post, without its script, storing nothing', async () => {
    const before = (await ctx.database.db.select({ n: count() }).from(posts))[0]!.n;
    const response = await preview(draft);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = parsePage(response.body);
    expect(page.$('h1').text()).toBe('Lokal SEO i praktiken');
    expect(page.$('article h2').text()).toBe('Börja här');
    expect(page.$('article strong').text()).toBe('profilen');
    // The site's layout is there (its header and footer), the staff's HTML only as text.
    expect(page.$('header nav').length).toBeGreaterThan(0);
    expect(page.$('footer').length).toBeGreaterThan(0);
    expect(page.$('article').text()).toContain('<script>alert(1)</script>');
    expect(page.$('script:not([type="application/ld+json"]):not([type="application/json"])').length).toBe(0);
    expect(page.$('meta[name="robots"]').attr('content')).toBe('noindex, nofollow');
    expect((await ctx.database.db.select({ n: count() }).from(posts))[0]!.n).toBe(before);
  });

  it('draws an unfinished post as far as it goes: no slug, no date, no excerpt yet', async () => {
    const response = await preview({ titleSv: 'Ett utkast utan adress', bodySv: 'Första meningen.' });
    expect(response.statusCode).toBe(200);
    const page = parsePage(response.body);
    expect(page.$('h1').text()).toBe('Ett utkast utan adress');
    expect(page.$('article').text()).toContain('Första meningen.');
  });

  it('draws the English page once the English text is there', async () => {
    const english = await preview(
      {
        ...draft,
        titleEn: 'Local SEO in practice',
        excerptEn: 'How nearby customers find you.',
        categoryEn: 'SEO',
        bodyEn: 'Start with the profile.',
      },
      'en',
    );
    expect(parsePage(english.body).$('h1').text()).toBe('Local SEO in practice');
  });

  it('refuses a field over its limit, naming it, and answers only staff', async () => {
    const refused = await preview({ ...draft, titleSv: 'x'.repeat(201) });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['titleSv']);
    expect((await call('POST', '/api/admin/posts/preview', { lang: 'de', post: draft })).statusCode).toBe(
      400,
    );
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/posts/preview',
      headers: { 'content-type': 'application/json', origin: editor.origin },
      payload: { lang: 'sv', post: draft },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
