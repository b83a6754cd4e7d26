import { count, desc, eq } from 'drizzle-orm';
import { markdownToDocument } from '../../../shared/postMarkdown';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { auditLog, media, mediaUploads, mediaVariants, portfolioItems, posts, users } from '../../db/schema';
import { maxUploadBytes } from '../../media/process';
import { testBaseUrl } from '../../test/fixtures';
import { picture, pngClaiming } from '../../test/images';
import { parsePage } from '../../test/html';
import { multipart, uploadMedia, type UploadPart } from '../../test/uploads';
import { createTestApp, signIn, signInTestEditor } from '../../test/testApp';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let editor: { cookie: string; origin: string };

beforeEach(async () => {
  ctx = await createTestApp();
  editor = await signInTestEditor(ctx);
});
afterEach(() => ctx.close());

const alt = {
  altSv: 'Startsidan i mobilen, före och efter',
  altEn: 'The home page on a phone, before and after',
};

const upload = (
  file: UploadPart | null,
  fields: Record<string, string> = alt,
  headers: Record<string, string> = editor,
) => uploadMedia(ctx.app, headers, fields, file ? [file] : []);

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = editor) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload,
  });

const storedCount = async () => {
  const [items] = await ctx.database.db.select({ n: count() }).from(media);
  const [files] = await ctx.database.db.select({ n: count() }).from(mediaVariants);
  return { items: items!.n, files: files!.n };
};

describe('uploading to the media library', () => {
  it('stores a photo as AVIF and WebP at every width below it, served immutable with an ETag', async () => {
    const photo = await picture(1400, 900).jpeg({ quality: 85 }).toBuffer();
    const response = await upload({ bytes: photo, filename: 'startsida-mobil.jpg' });
    expect(response.statusCode).toBe(201);
    const item = response.json();
    expect(item).toMatchObject({
      id: expect.any(Number),
      filename: 'startsida-mobil.jpg',
      width: 1400,
      height: 900,
      ...alt,
    });
    expect(item.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(
      item.variants.map((variant: { format: string; width: number }) => `${variant.format} ${variant.width}`),
    ).toEqual([
      'avif 320',
      'avif 640',
      'avif 960',
      'avif 1280',
      'avif 1400',
      'webp 320',
      'webp 640',
      'webp 960',
      'webp 1280',
      'webp 1400',
    ]);
    expect(item.url).toBe(item.variants.at(-1).url);
    expect(item.url).toMatch(new RegExp(`^/media/${item.id}-[0-9a-f]{12}-1400\\.webp$`));

    // Every variant is the format and size its URL says.
    for (const variant of item.variants as Array<{ format: string; width: number; url: string }>) {
      const file = await ctx.app.inject({ method: 'GET', url: variant.url });
      expect(file.statusCode, variant.url).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${variant.format}`);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(file.rawPayload).metadata();
      expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(variant.format);
      expect(metadata.width).toBe(variant.width);
    }

    // A revalidation with the file's ETag is a 304 without a body.
    const first = await ctx.app.inject({ method: 'GET', url: item.url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await ctx.app.inject({ method: 'GET', url: item.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // Audited, with who did it.
    const [entry] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ userEmail: 'eva@novaweb.se', action: 'create', entity: 'media' });
  });

  it('takes PNG, WebP and AVIF too, and the same file twice is the one item already stored', async () => {
    for (const [format, bytes] of [
      ['png', await picture(500, 300).png().toBuffer()],
      ['webp', await picture(500, 300).webp().toBuffer()],
      ['avif', await picture(500, 300).avif().toBuffer()],
    ] as const) {
      const response = await upload({ bytes, filename: `bild.${format}`, type: `image/${format}` });
      expect(response.statusCode, format).toBe(201);
    }
    const png = await picture(500, 300).png().toBuffer();
    const again = await upload(
      { bytes: png, filename: 'samma-bild.png', type: 'image/png' },
      {
        altSv: 'Annan text',
        altEn: 'Other text',
      },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ filename: 'bild.png', altEn: alt.altEn });
    expect((await storedCount()).items).toBe(3);
  });

  it('lists the library newest first, a page at a time', async () => {
    for (let index = 0; index < 3; index += 1) {
      const bytes = await picture(200 + index, 100)
        .png()
        .toBuffer();
      expect((await upload({ bytes, filename: `bild-${index}.png` })).statusCode).toBe(201);
    }
    const list = await call('GET', '/api/admin/media');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pageSize: 24, total: 3 });
    expect(list.json().items.map((item: { filename: string }) => item.filename)).toEqual([
      'bild-2.png',
      'bild-1.png',
      'bild-0.png',
    ]);
    expect((await call('GET', '/api/admin/media?page=2')).json()).toMatchObject({ items: [], total: 3 });
    expect((await call('GET', '/api/admin/media?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/media?page=abc')).statusCode).toBe(400);
  });

  it('refuses what is not an image whatever its name, and stores nothing: 415', async () => {
    const notImages = [
      { bytes: Buffer.from('Hej! Det här är ingen bild.'), filename: 'bild.jpg', type: 'image/jpeg' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        filename: 'logo.svg',
        type: 'image/svg+xml',
      },
      { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), filename: 'anim.gif', type: 'image/gif' },
    ];
    for (const file of notImages) {
      const response = await upload(file);
      expect(response.statusCode, file.filename).toBe(415);
      expect(response.json()).toMatchObject({ error: 'unsupported_type', message: expect.any(String) });
    }
    // A JSON body is not an upload either.
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...editor, 'content-type': 'application/json' },
      payload: { file: 'data:image/png;base64,AAAA', ...alt },
    });
    expect(json.statusCode).toBe(415);
    expect(await storedCount()).toEqual({ items: 0, files: 0 });
  });

  it('refuses a file over 15 MB (413), over 25 megapixels (422) or damaged (422), and stores nothing', async () => {
    const big = Buffer.alloc(maxUploadBytes + 1024);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await upload({ bytes: big, filename: 'stor.jpg' });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: 'too_large' });

    const huge = await upload({ bytes: await pngClaiming(8000, 5200), filename: 'panorama.png' });
    expect(huge.statusCode).toBe(422);
    expect(huge.json()).toMatchObject({ error: 'too_many_pixels' });

    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const broken = await upload({
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      filename: 'trasig.jpg',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ error: 'corrupt' });

    expect(await storedCount()).toEqual({ items: 0, files: 0 });
  });

  it('asks for the file and for alt texts in both languages (400), and for one file at a time (413)', async () => {
    const bytes = await picture(300, 200).png().toBuffer();
    const noFile = await upload(null);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().fields).toHaveProperty('file');

    const noEnglish = await upload({ bytes }, { altSv: alt.altSv, altEn: '   ' });
    expect(noEnglish.statusCode).toBe(400);
    expect(noEnglish.json().fields).toEqual({ altEn: 'Describe the image in English' });

    const wrongField = await upload({ bytes, field: 'image' });
    expect(wrongField.statusCode).toBe(400);

    const nul = await upload({ bytes }, { altSv: 'Bild\u0000', altEn: 'Picture' });
    expect(nul.statusCode).toBe(400);

    const two = await multipart(alt, [{ bytes }, { bytes }]);
    const twoFiles = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...editor, 'content-type': two.contentType },
      payload: two.payload,
    });
    expect(twoFiles.statusCode).toBe(413);

    expect(await storedCount()).toEqual({ items: 0, files: 0 });
  });

  it('is for signed-in staff from the site itself', async () => {
    const bytes = await picture(300, 200).png().toBuffer();
    expect((await upload({ bytes }, alt, { origin: testBaseUrl })).statusCode).toBe(401);
    expect(
      (await upload({ bytes }, alt, { ...editor, origin: 'https://elsewhere.example' })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', '/api/admin/media', undefined, { cookie: '', origin: testBaseUrl })).statusCode,
    ).toBe(401);
    expect(await storedCount()).toEqual({ items: 0, files: 0 });
  });
});

describe('an upload processed after the answer', () => {
  it('answers 202 with where to ask, then says processing and done, with the stored item', async () => {
    const body = await multipart(alt, [
      { bytes: await picture(1600, 1000).jpeg().toBuffer(), filename: 'kontor.jpg' },
    ]);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...editor, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(accepted.statusCode).toBe(202);
    const { id, status, location } = accepted.json();
    expect(status).toBe('queued');
    expect(location).toBe(`/api/admin/media/uploads/${id}`);
    expect(accepted.headers.location).toBe(location);

    const seen = new Set<string>();
    let state;
    for (;;) {
      state = (await call('GET', location)).json();
      seen.add(state.status);
      if (state.status !== 'queued' && state.status !== 'processing') break;
      // Asking again at once would keep the event loop from the image's processing (libvips answers there).
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(state).toMatchObject({
      status: 'done',
      created: true,
      item: { filename: 'kontor.jpg', width: 1600 },
    });
    expect([...seen].every((step) => ['queued', 'processing', 'done'].includes(step))).toBe(true);
    expect((await call('GET', `/api/admin/media/${state.item.id}`)).statusCode).toBe(200);

    // Someone else's upload, and an address no upload has, are unknown.
    await ctx.database.db.insert(users).values({
      name: 'Olle',
      email: 'olle@novaweb.se',
      role: 'Editor',
      passwordHash: await hashPassword('olle-password-1'),
    });
    const other = await signIn(ctx.app, 'olle@novaweb.se', 'olle-password-1');
    expect((await call('GET', location, undefined, other)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/media/uploads/nope')).statusCode).toBe(404);
    expect((await call('GET', location, undefined, { cookie: '', origin: testBaseUrl })).statusCode).toBe(
      401,
    );
  });

  it('says failed, with the reason, for an image that cannot be processed, and stores nothing', async () => {
    const jpeg = await picture(800, 600).jpeg().toBuffer();
    const broken = await upload({
      bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      filename: 'trasig.jpg',
    });
    expect(broken.accepted?.statusCode).toBe(202);
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({
      error: 'corrupt',
      message: 'The image could not be read: the file is damaged or incomplete.',
    });
    expect(await storedCount()).toEqual({ items: 0, files: 0 });
  });

  it('says failed when the instance that had it stopped before processing it', async () => {
    const [row] = await ctx.database.db
      .insert(mediaUploads)
      .values({
        id: 'AAAAAAAAAAAAAAAAAAAAAA',
        userId: (await ctx.database.db.select().from(users).where(eq(users.email, 'eva@novaweb.se')))[0]!.id,
        filename: 'borta.jpg',
        status: 'processing',
        updatedAt: new Date(Date.now() - 11 * 60_000),
      })
      .returning();
    const state = (await call('GET', `/api/admin/media/uploads/${row!.id}`)).json();
    expect(state).toMatchObject({ status: 'failed', error: { status: 503, code: 'interrupted' } });
  });
});

describe('alt texts and deleting', () => {
  const uploaded = async () => {
    const response = await upload({ bytes: await picture(700, 400).png().toBuffer(), filename: 'case.png' });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; url: string };
  };

  it('changes the alt texts (both required), audited', async () => {
    const { id } = await uploaded();
    const changed = await call('PATCH', `/api/admin/media/${id}`, { altSv: 'Ny text', altEn: 'New text' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, altSv: 'Ny text', altEn: 'New text' });
    expect((await call('GET', `/api/admin/media/${id}`)).json()).toMatchObject({ altEn: 'New text' });
    expect((await call('PATCH', `/api/admin/media/${id}`, { altSv: '', altEn: 'x' })).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/media/999999', { altSv: 'a', altEn: 'b' })).statusCode).toBe(404);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'media'));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('will not delete an image a post or a project shows (409 with where), then deletes it and its files', async () => {
    const { id, url } = await uploaded();
    const { db } = ctx.database;
    const [post] = await db.select().from(posts).limit(1);
    const [project] = await db.select().from(portfolioItems).limit(1);
    await db.update(posts).set({ coverMediaId: id }).where(eq(posts.id, post!.id));
    await db.update(portfolioItems).set({ beforeMediaId: id }).where(eq(portfolioItems.id, project!.id));

    const refused = await call('DELETE', `/api/admin/media/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'in_use',
      usedBy: [
        { type: 'post', id: post!.id, title: post!.titleEn },
        { type: 'project', id: project!.id, title: project!.name },
      ],
    });
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    await db.update(posts).set({ coverMediaId: null }).where(eq(posts.id, post!.id));
    await db.update(portfolioItems).set({ beforeMediaId: null }).where(eq(portfolioItems.id, project!.id));
    expect((await call('DELETE', `/api/admin/media/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/media/${id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(await storedCount()).toEqual({ items: 0, files: 0 });
  });
});

describe('a picture in a post’s text', () => {
  it('shows as a responsive picture with the writer’s alt text, keeps its image from deletion, and is left out once gone', async () => {
    const response = await upload({
      bytes: await picture(1200, 800).png().toBuffer(),
      filename: 'karta.png',
    });
    const { id, url } = response.json() as { id: number; url: string };
    const { db } = ctx.database;
    const [post] = await db.select().from(posts).limit(1);
    await db
      .update(posts)
      .set({ bodySv: markdownToDocument(`Före.\n\n![En karta över orten](${url})\n\nEfter.`) })
      .where(eq(posts.id, post!.id));
    ctx.app.pageCache.clear();

    const page = parsePage((await ctx.app.inject({ method: 'GET', url: `/blog/${post!.slug}` })).body);
    const drawn = page.$('article picture');
    expect(drawn.length).toBe(1);
    expect(drawn.find('source[type="image/avif"]').attr('srcset')).toMatch(
      /\/media\/\d+-\w+-1200\.avif 1200w$/,
    );
    expect(drawn.find('img').attr('alt')).toBe('En karta över orten');
    expect(drawn.find('img').attr('width')).toBe('1200');
    expect(drawn.find('img').attr('loading')).toBe('lazy');

    const listed = (await call('GET', '/api/admin/media')).json() as {
      items: { id: number; inUse: boolean }[];
    };
    expect(listed.items.find((item) => item.id === id)?.inUse).toBe(true);
    const refused = await call('DELETE', `/api/admin/media/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().usedBy).toEqual([{ type: 'post', id: post!.id, title: post!.titleEn }]);

    // Gone from the library by other means (a restore of an older database): the page leaves it out, whole.
    await db
      .update(posts)
      .set({ bodySv: markdownToDocument('Före.\n\n![Borta](/media/999999-abcdef012345-640.webp)') })
      .where(eq(posts.id, post!.id));
    ctx.app.pageCache.clear();
    const without = parsePage((await ctx.app.inject({ method: 'GET', url: `/blog/${post!.slug}` })).body);
    expect(without.$('article img[alt="Borta"]').length).toBe(0);
    expect(without.$('article').text()).toContain('Före.');
  });
});

describe('serving media files', () => {
  it('answers 404 for any name that is not a stored file, the right id with another hash too', async () => {
    const response = await upload({ bytes: await picture(400, 300).png().toBuffer() });
    const { id, url } = response.json() as { id: number; url: string };
    const otherHash = url.replace(
      /-([0-9a-f]{12})-/,
      (_, hash: string) => `-${hash.replace(/^./, (c) => (c === '0' ? '1' : '0'))}-`,
    );
    for (const wrong of [
      otherHash,
      url.replace('.webp', '.png'),
      url.replace(/-400\./, '-401.'),
      `/media/${id + 1}-000000000000-400.webp`,
      '/media/x',
      '/media/99999999999-000000000000-400.webp',
      '/media/..%2F..%2Fetc%2Fpasswd',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url: wrong })).statusCode, wrong).toBe(404);
    }
  });
});

describe('a post with a cover', () => {
  const post = {
    slug: 'bilder-som-saljer',
    date: '2026-11-20',
    titleEn: 'Pictures that sell',
    titleSv: 'Bilder som säljer',
    excerptEn: 'Why a real picture of your work beats a stock photo.',
    excerptSv: 'Varför en riktig bild av ditt arbete slår en bildbanksbild.',
    categoryEn: 'Design',
    categorySv: 'Design',
    bodyEn: 'Show the work.',
    bodySv: 'Visa arbetet.',
    published: true,
  };
  const json = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url, headers: { ...editor, 'content-type': 'application/json' }, payload });

  it('shows it as a <picture> with AVIF and WebP on the blog, the post page, the feed and the structured data', async () => {
    const image = (
      await upload({ bytes: await picture(1600, 900).jpeg().toBuffer(), filename: 'omslag.jpg' })
    ).json() as { id: number; url: string; variants: Array<{ url: string }> };
    const created = await json('POST', '/api/admin/posts', { ...post, coverMediaId: image.id });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ coverMediaId: image.id });

    const pictureOn = async (url: string) => {
      const page = parsePage((await ctx.app.inject({ method: 'GET', url })).body);
      const img = page.$(`img[src="${image.url}"]`);
      expect(img.length, url).toBe(1);
      const sources = img.parent('picture').children('source');
      return { page, img, sources };
    };

    for (const url of ['/blog', '/', '/en/blog']) {
      const { img, sources } = await pictureOn(url);
      expect(sources.map((_, source) => source.attribs.type).get()).toEqual(['image/avif', 'image/webp']);
      expect(sources.first().attr('srcset')).toContain(`${image.variants[0]!.url} 320w`);
      expect(sources.first().attr('sizes')).toBeTruthy();
      // The newest post is the blog's first card, whose cover is in a phone's first screen; on the home page
      // the latest posts are far below it.
      expect(img.attr('loading')).toBe(url === '/' ? 'lazy' : 'eager');
      expect(img.attr('fetchpriority')).toBe(url === '/' ? 'auto' : 'high');
      expect(img.attr('width')).toBe('1600');
      expect(img.attr('height')).toBe('900');
      expect(img.attr('alt')).toBe(url.startsWith('/en') ? alt.altEn : alt.altSv);
      expect(img.attr('style')).toMatch(/background-image:url\("data:image\/webp;base64,/);
    }

    // On the post page it is the main picture: fetched first, not lazy.
    const { page, img } = await pictureOn('/blog/bilder-som-saljer');
    expect(img.attr('fetchpriority')).toBe('high');
    expect(img.attr('loading')).toBe('eager');
    const posting = page.jsonLd().find((entry) => entry['@type'] === 'BlogPosting');
    expect(posting?.image).toBe(`${testBaseUrl}${image.url}`);

    const feed = (await ctx.app.inject({ method: 'GET', url: '/rss.xml' })).body;
    const enclosure = /<enclosure url="([^"]+)" length="(\d+)" type="image\/webp"\/>/.exec(feed);
    expect(enclosure?.[1]).toBe(`${testBaseUrl}${image.url}`);
    const file = await ctx.app.inject({ method: 'GET', url: image.url });
    expect(Number(enclosure?.[2])).toBe(file.rawPayload.length);

    // The image is in use now.
    expect((await call('DELETE', `/api/admin/media/${image.id}`)).statusCode).toBe(409);
  });

  it('shows a case with a cover and no before/after pair as that picture on /portfolio, named in its structured data', async () => {
    const image = (
      await upload({ bytes: await picture(1400, 900).jpeg().toBuffer(), filename: 'bageri.jpg' })
    ).json() as { id: number; url: string };
    const project = await json('POST', '/api/admin/portfolio', {
      name: 'Bageri',
      categoryEn: 'Food',
      categorySv: 'Mat',
      titleEn: 'A bakery that sells out',
      titleSv: 'Ett bageri som säljer slut',
      descriptionEn: 'A new site with online orders.',
      descriptionSv: 'En ny webbplats med beställningar på nätet.',
      coverMediaId: image.id,
      kind: 'case_study',
      published: true,
    });
    expect(project.statusCode).toBe(201);
    for (const [url, title] of [
      ['/portfolio', 'Ett bageri som säljer slut'],
      ['/en/portfolio', 'A bakery that sells out'],
    ] as const) {
      const page = parsePage((await ctx.app.inject({ method: 'GET', url })).body);
      const article = page.$('article').filter((_, element) => page.$(element).find('h2').text() === title);
      expect(article.length, url).toBe(1);
      expect(article.find('input[type="range"]'), url).toHaveLength(0);
      const sources = article.find(`img[src="${image.url}"]`).parent('picture').children('source');
      expect(sources.map((_, source) => source.attribs.type).get()).toEqual(['image/avif', 'image/webp']);
      const collection = page.jsonLd().find((entry) => entry['@type'] === 'CollectionPage');
      const parts = collection?.hasPart as Array<{ name: string; image?: string }>;
      expect(parts.find((part) => part.name === title)?.image).toBe(`${testBaseUrl}${image.url}`);
    }
    expect((await call('DELETE', `/api/admin/media/${image.id}`)).statusCode).toBe(409);
  });

  it('refuses a cover that is not in the library: 400 at the field', async () => {
    const response = await json('POST', '/api/admin/posts', { ...post, coverMediaId: 987654 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ coverMediaId: 'No such image in the media library' });
    const project = await json('POST', '/api/admin/portfolio', {
      name: 'Bageri',
      categoryEn: 'Food',
      categorySv: 'Mat',
      afterMediaId: 987654,
    });
    expect(project.statusCode).toBe(400);
    expect(project.json().fields).toEqual({ afterMediaId: 'No such image in the media library' });
  });
});
