import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts, socialCards } from '../db/schema';
import { testAdmins, testBaseUrl } from '../test/fixtures';
import { parsePage } from '../test/html';
import { picture } from '../test/images';
import { uploadMedia } from '../test/uploads';
import { createTestApp, signIn } from '../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const cardOf = async (url: string) => {
  const page = parsePage((await get(url)).body);
  return {
    image: page.property('og:image'),
    type: page.property('og:image:type'),
    width: page.property('og:image:width'),
    height: page.property('og:image:height'),
    alt: page.property('og:image:alt'),
    twitter: page.meta('twitter:card'),
    twitterImage: page.meta('twitter:image'),
  };
};
const pathOf = (url: string) => new URL(url).pathname;

describe('social cards', () => {
  it('every public URL in the sitemap names a 1200×630 card that a crawler can fetch', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => pathOf(loc!));
    expect(urls.length).toBeGreaterThan(30);
    const seen = new Set<string>();
    for (const url of urls) {
      const card = await cardOf(url);
      expect(card.image, url).toMatch(new RegExp(`^${testBaseUrl}/social.*/card-[0-9a-f]{8}\\.png$`));
      expect(card, url).toMatchObject({
        type: 'image/png',
        width: '1200',
        height: '630',
        twitter: 'summary_large_image',
        twitterImage: card.image,
      });
      expect(card.alt, url).toBeTruthy();
      seen.add(card.image!);
    }
    // One card per page and language.
    expect(seen.size).toBe(urls.length);

    for (const url of ['/', '/en/about', '/services/seo-optimization', '/en/blog']) {
      const response = await get(pathOf((await cardOf(url)).image!));
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
    }
  });

  it('names a card of its own for a later page of the blog and of a category, which a crawler can fetch', async () => {
    const [first] = await ctx.database.db.select().from(posts).limit(1);
    const { id: _id, ...post } = first!;
    await ctx.database.db.insert(posts).values(
      Array.from({ length: 11 }, (_, n) => ({
        ...post,
        slug: `paged-${n}`,
        categorySv: 'Sidor',
        categoryEn: 'Pages',
      })),
    );
    ctx.app.pageCache.clear();
    const cards = new Set<string>();
    for (const url of [
      '/blog?page=2',
      '/en/blog?page=2',
      '/blog/kategori/sidor?page=2',
      '/en/blog/category/pages?page=2',
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const image = pathOf((await cardOf(url)).image!);
      cards.add(image);
      const response = await get(image);
      expect(response.statusCode, `${url} → ${image}`).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
    }
    expect(cards.size).toBe(4);
    expect(cards).not.toContain(pathOf((await cardOf('/blog')).image!));
  });

  it('is drawn once: the next request, and a revalidation, come from what was stored', async () => {
    const card = pathOf((await cardOf('/contact')).image!);
    const first = await get(card);
    expect(first.statusCode).toBe(200);
    const again = await get(card);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const stored = await ctx.database.db
      .select({ n: count() })
      .from(socialCards)
      .where(eq(socialCards.path, card));
    expect(stored).toEqual([{ n: 1 }]);
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: card,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('gets a new address when the title changes; the old one is gone', async () => {
    const before = pathOf((await cardOf('/blog/ai-and-web-design')).image!);
    expect((await get(before)).statusCode).toBe(200);
    await ctx.database.db
      .update(posts)
      .set({ titleSv: 'AI och webbdesign, omskrivet' })
      .where(eq(posts.slug, 'ai-and-web-design'));
    ctx.app.pageCache.clear();
    const after = pathOf((await cardOf('/blog/ai-and-web-design')).image!);
    expect(after).not.toBe(before);
    expect((await get(after)).statusCode).toBe(200);
    expect((await get(before)).statusCode).toBe(404);
    // The English page's card is its own.
    expect(pathOf((await cardOf('/en/blog/ai-and-web-design')).image!)).toMatch(/^\/social\/en\/blog\//);
  });

  it('is the cover, cropped to 1200×630 as JPEG, for a post that has one', async () => {
    const staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
    const uploaded = await uploadMedia(
      ctx.app,
      staff,
      { altSv: 'Ett omslag i två färger', altEn: 'A cover in two colours' },
      [{ bytes: await picture(1600, 1000).jpeg().toBuffer(), filename: 'omslag.jpg', type: 'image/jpeg' }],
    );
    expect(uploaded.statusCode).toBe(201);
    await ctx.database.db
      .update(posts)
      .set({ coverMediaId: uploaded.json().id })
      .where(eq(posts.slug, 'improve-google-ranking'));
    ctx.app.pageCache.clear();

    const card = await cardOf('/en/blog/improve-google-ranking');
    expect(card).toMatchObject({ type: 'image/jpeg', alt: 'A cover in two colours', width: '1200' });
    const response = await get(pathOf(card.image!));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('is drawn on the default social image of the settings, once an Admin sets one', async () => {
    const staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
    const image = await uploadMedia(ctx.app, staff, { altSv: 'Kontoret', altEn: 'The office' }, [
      { bytes: await picture(1400, 900).png().toBuffer(), filename: 'kontoret.png', type: 'image/png' },
    ]);
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: staff })
    ).json();
    const { updatedAt: _updatedAt, ...values } = current;
    const save = (socialMediaId: number | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { ...staff, 'content-type': 'application/json' },
        payload: { ...values, socialMediaId },
      });
    expect((await save(987654)).json()).toMatchObject({
      fields: { socialMediaId: 'No such image in the media library' },
    });
    expect((await save(image.json().id)).statusCode).toBe(200);

    const card = await cardOf('/about');
    expect(card.image).toMatch(/\/social\/about\/card-[0-9a-f]{8}\.jpg$/);
    expect(card.type).toBe('image/jpeg');
    const response = await get(pathOf(card.image!));
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });

    // In use by the settings: it cannot be deleted until it is taken out.
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${image.json().id}`,
      headers: staff,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().usedBy).toEqual([{ type: 'settings', id: 1, title: 'Default social image' }]);
    expect((await save(null)).statusCode).toBe(200);
    expect((await cardOf('/about')).image).toMatch(/card-[0-9a-f]{8}\.png$/);
  });

  it('answers 404 for an address no page names', async () => {
    for (const url of [
      '/social/card-00000000.png',
      '/social/en/about/card-00000000.png',
      '/social/finns-inte/card-00000000.png',
      '/social/about/cover-00000000.jpg',
      '/social/about/card-00000000.jpg',
      '/social/x',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
