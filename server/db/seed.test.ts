import { verify } from '@node-rs/argon2';
import { documentText } from '../../shared/postDocument';
import { markdownToDocument } from '../../shared/postMarkdown';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { insertMedia } from '../media/library';
import { processImage } from '../media/process';
import { serviceSlugs } from '../../shared/paths';
import { createTestDatabase } from '../test/testApp';
import { testAdmins } from '../test/fixtures';
import type { Database } from './client';
import {
  appMeta,
  leads,
  media,
  mediaVariants,
  pages,
  portfolioItems,
  posts,
  settings,
  siteParts,
  users,
} from './schema';
import { seedDatabase } from './seed';
import { seedPosts } from './seed/posts';
import { seedParts } from './seed/pages';
import { earlierWebDesignTeasers } from './seed/pages/services';
import { asTypedBefore } from './seed/priceTokens';
import { identitySections, measurementTexts } from './seed/pages/legal';
import { mapLocalizedTexts } from '../../shared/localize';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const countOf = async (db: Database['db'], table: typeof posts | typeof users | typeof settings) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

describe('the first-start seed', () => {
  it('writes the settings, the ten posts with bodies in both languages and the two protected admins', async () => {
    database = await createTestDatabase();
    const { db } = database;
    expect(await countOf(db, settings)).toBe(1);
    const rows = await db.select().from(posts).orderBy(posts.id);
    expect(rows.map((row) => row.slug)).toEqual(seedPosts.map((post) => post.slug));
    const dates = rows.map((row) => row.date).sort();
    expect([dates[0], dates.at(-1)]).toEqual(['2023-09-15', '2024-01-22']);
    expect(
      rows.every(
        (row) =>
          documentText(row.bodySv).split(/\s+/).length > 300 &&
          documentText(row.bodyEn).split(/\s+/).length > 300,
      ),
    ).toBe(true);
    const admins = await db.select().from(users).orderBy(users.id);
    expect(admins.map(({ id, email, role, protected: locked }) => ({ id, email, role, locked }))).toEqual([
      { id: 1, email: testAdmins[0]!.email, role: 'Admin', locked: true },
      { id: 2, email: testAdmins[1]!.email, role: 'Admin', locked: true },
    ]);
    expect(await verify(admins[0]!.passwordHash, testAdmins[0]!.password!)).toBe(true);
    expect(admins[0]!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('runs once: a second run writes nothing, and a deleted post stays deleted', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.delete(posts).where(eq(posts.slug, 'ai-and-web-design'));
    const again = await seedDatabase(db, testAdmins, { images: false });
    expect(again).toEqual({ seeded: false, generatedPasswords: [] });
    expect(await countOf(db, posts)).toBe(9);
    expect(await countOf(db, users)).toBe(2);
  });

  it('gives a database from an earlier release the pages that were code and the fixed-price package, once, keeping staff’s prices', async () => {
    database = await createTestDatabase();
    const { db } = database;
    // As the release before them left it: no about page, prices without the package, those steps never run.
    const wereCode = [
      'about',
      'privacy',
      'terms',
      'accessibility',
      'contact',
      'portfolio',
      'blog',
      ...serviceSlugs,
    ];
    await db.delete(pages).where(inArray(pages.key, wereCode));
    await db
      .update(siteParts)
      .set({ data: sql`${siteParts.data} - 'package'`, version: 4 })
      .where(eq(siteParts.key, 'prices'));
    await db
      .update(siteParts)
      .set({ data: sql`jsonb_set(${siteParts.data}, '{plans,0,price,sek}', '6500')` });
    await db
      .delete(appMeta)
      .where(
        inArray(appMeta.key, [
          'seed:pages:about',
          'seed:pages:legal',
          'seed:pages:contact',
          'seed:pages:services',
          'seed:pages:portfolio',
          'seed:pages:blog',
          'seed:prices:package',
        ]),
      );

    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(true);
    const restored = await db.select().from(pages).where(inArray(pages.key, wereCode)).orderBy(pages.pathSv);
    expect(restored.map((row) => [row.pathSv, row.pathEn, row.status])).toEqual([
      ['/about', '/en/about', 'published'],
      ['/accessibility', '/en/accessibility', 'published'],
      ['/blog', '/en/blog', 'published'],
      ['/contact', '/en/contact', 'published'],
      ['/portfolio', '/en/portfolio', 'published'],
      ['/privacy', '/en/privacy', 'published'],
      ['/services/conversion-optimization', '/en/services/conversion-optimization', 'published'],
      ['/services/seo-optimization', '/en/services/seo-optimization', 'published'],
      ['/services/web-design', '/en/services/web-design', 'published'],
      ['/services/web-redesign', '/en/services/web-redesign', 'published'],
      ['/terms', '/en/terms', 'published'],
    ]);
    const [prices] = await db.select().from(siteParts).where(eq(siteParts.key, 'prices'));
    const data = prices!.data as typeof seedParts.prices;
    expect(data.package).toEqual(seedParts.prices.package);
    expect(data.plans[0]!.price.sek).toBe(6500);
    // Bumped, so an editor opened on the old version cannot save over the package unseen.
    expect(prices!.version).toBe(5);

    // A second start changes nothing: staff's later edits of the package stay.
    await db
      .update(siteParts)
      .set({ data: sql`jsonb_set(${siteParts.data}, '{package,price,sek}', '13999')` });
    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(false);
    const [after] = await db.select().from(siteParts).where(eq(siteParts.key, 'prices'));
    expect((after!.data as typeof seedParts.prices).package.price.sek).toBe(13999);
    expect(await db.select({ n: count() }).from(pages).where(inArray(pages.key, wereCode))).toEqual([
      { n: wereCode.length },
    ]);
  });

  it('moves an earlier release’s offer from the home page’s pricing block to the prices, and adds the navigation and footer, once', async () => {
    database = await createTestDatabase();
    const { db } = database;
    // As the release before them left it: the offer in the block (in staff's words), no offer in the prices,
    // no navigation and footer part, those steps never run.
    const [home] = await db.select().from(pages).where(eq(pages.key, 'home'));
    const staffOffer = {
      badge: { sv: 'Bara i november', en: 'November only' },
      text: { sv: 'Premium för Basic-pris.', en: '' },
    };
    const blocks = (home!.document.blocks as { type: string; data: Record<string, unknown> }[]).map(
      (block) => {
        if (block.type !== 'pricing') return block;
        const { showOffer: _shown, ...data } = block.data;
        return { ...block, data: { ...data, offer: staffOffer } };
      },
    );
    await db
      .update(pages)
      .set({ document: { ...home!.document, blocks } })
      .where(eq(pages.key, 'home'));
    await db
      .update(siteParts)
      .set({ data: sql`${siteParts.data} - 'offer'`, version: 3 })
      .where(eq(siteParts.key, 'prices'));
    await db.delete(siteParts).where(eq(siteParts.key, 'chrome'));
    await db.delete(appMeta).where(inArray(appMeta.key, ['seed:prices:offer', 'seed:parts:chrome']));

    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(true);
    const [prices] = await db.select().from(siteParts).where(eq(siteParts.key, 'prices'));
    expect((prices!.data as typeof seedParts.prices).offer).toEqual(staffOffer);
    expect(prices!.version).toBe(4);
    const [chrome] = await db.select().from(siteParts).where(eq(siteParts.key, 'chrome'));
    expect(chrome!.data).toEqual(seedParts.chrome);

    // A second start changes nothing: staff's later offer stays.
    await db
      .update(siteParts)
      .set({ data: sql`${siteParts.data} || '{"offer": null}'::jsonb` })
      .where(eq(siteParts.key, 'prices'));
    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(false);
    const [after] = await db.select().from(siteParts).where(eq(siteParts.key, 'prices'));
    expect((after!.data as typeof seedParts.prices).offer).toBeNull();
  });

  it('names the prices the seeded texts typed by hand, in texts staff have not changed, once', async () => {
    database = await createTestDatabase();
    const { db } = database;
    // As the release before tokens left the web design page: its FAQ answers typed the prices, and staff rewrote
    // the English side of one of them.
    const [page] = await db.select().from(pages).where(eq(pages.key, 'web-design'));
    type StoredDocument = NonNullable<typeof page>['document'];
    const staffText = 'Basic is $699 and Premium $999, Enterprise from $1,499 (ask us).';
    const typed = JSON.parse(
      JSON.stringify(page!.document, (_key, value: unknown) =>
        typeof value === 'object' && value !== null && 'sv' in value && 'en' in value
          ? {
              sv: asTypedBefore((value as { sv: string }).sv, 'sv'),
              en: (value as { en: string }).en.startsWith('Basic costs')
                ? staffText
                : asTypedBefore((value as { en: string }).en, 'en'),
            }
          : value,
      ),
    ) as StoredDocument;
    const typedText = JSON.stringify(typed);
    expect(typedText).toContain('Basic kostar 7 000 kr, Premium 10 000 kr och Enterprise från 15 000 kr.');
    expect(typedText).not.toContain('{price:');
    await db.update(pages).set({ document: typed }).where(eq(pages.key, 'web-design'));
    // The home page's title as it was, its English side worded longer then.
    const [home] = await db.select().from(pages).where(eq(pages.key, 'home'));
    const meta = home!.document.meta;
    const titleBefore = {
      sv: 'Novaweb – AI-driven webbdesign för småföretag | Från 7 000 kr',
      en: 'Novaweb – AI-powered web design for small businesses | From $699',
    };
    await db
      .update(pages)
      .set({ document: { ...home!.document, meta: { ...meta, title: titleBefore } } })
      .where(eq(pages.key, 'home'));
    await db.delete(appMeta).where(eq(appMeta.key, 'seed:prices:tokens'));

    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(true);
    const [after] = await db.select().from(pages).where(eq(pages.key, 'web-design'));
    const text = JSON.stringify(after!.document);
    expect(text).toContain(
      'Basic kostar {price:basic}, Premium {price:premium} och Enterprise från {price:enterprise}.',
    );
    expect(text).toContain('Packages start at {price:basic}, with');
    expect(text).toContain(staffText);
    expect(text).not.toContain('7 000 kr');
    const [homeAfter] = await db.select().from(pages).where(eq(pages.key, 'home'));
    expect((homeAfter!.document.meta as typeof meta).title).toEqual({
      sv: 'Novaweb – AI-driven webbdesign för småföretag, från {price:basic}',
      en: 'Novaweb – AI web design for small businesses | From {price:basic}',
    });

    // Once: a price typed again later is staff's.
    await db.update(pages).set({ document: typed }).where(eq(pages.key, 'web-design'));
    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(false);
    const [again] = await db.select().from(pages).where(eq(pages.key, 'web-design'));
    expect(JSON.stringify(again!.document)).toContain('7 000 kr');
  });

  it('names the Basic price by token in the seeded post that typed it, where staff left the text as it was, once', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const slug = 'cheap-website-can-be-expensive';
    const seed = seedPosts.find((post) => post.slug === slug)!;
    const [seeded] = await db.select().from(posts).where(eq(posts.slug, slug));
    expect(documentText(seeded!.bodySv)).toContain('ett fast pris från {price:basic} utan dolda avgifter');
    // As an earlier release stored it: the Swedish text as the seed typed it, the English one reworded by staff.
    const typedSv = markdownToDocument(asTypedBefore(seed.body.sv, 'sv'));
    expect(documentText(typedSv)).toContain('ett fast pris från 7 000 kr utan dolda avgifter');
    const staffEn = markdownToDocument(
      asTypedBefore(seed.body.en, 'en').replace('with no hidden fees', 'and nothing hidden'),
    );
    await db.update(posts).set({ bodySv: typedSv, bodyEn: staffEn }).where(eq(posts.slug, slug));
    await db.delete(appMeta).where(eq(appMeta.key, 'seed:posts:prices:tokens'));

    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(true);
    const [after] = await db.select().from(posts).where(eq(posts.slug, slug));
    expect(after!.bodySv).toEqual(seeded!.bodySv);
    expect(after!.bodyEn).toEqual(staffEn);
    expect(documentText(after!.bodyEn)).toContain('$699');

    // Once: a price typed again later is staff's.
    await db.update(posts).set({ bodySv: typedSv }).where(eq(posts.slug, slug));
    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(false);
    const [again] = await db.select().from(posts).where(eq(posts.slug, slug));
    expect(again!.bodySv).toEqual(typedSv);
  });

  it('rewords the privacy notice’s statistics for the measurement modes where staff left the earlier text, once', async () => {
    database = await createTestDatabase();
    const { db } = database;
    // As the release before the modes left the privacy notice, with staff's own wording of the last paragraph.
    const [privacy] = await db.select().from(pages).where(eq(pages.key, 'privacy'));
    const [counting, asked, optOut] = measurementTexts;
    const staffText = { sv: 'Vår egen text om spärrar.', en: 'Our own words on opting out.' };
    const before = mapLocalizedTexts(privacy!.document, (text) =>
      text.sv === counting![1].sv
        ? counting![0]
        : text.sv === asked![1].sv
          ? asked![0]
          : text.sv === optOut![1].sv
            ? staffText
            : text,
    );
    expect(JSON.stringify(before)).toContain('utan lokal lagring');
    await db.update(pages).set({ document: before }).where(eq(pages.key, 'privacy'));
    await db.delete(appMeta).where(eq(appMeta.key, 'seed:pages:measurement'));

    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(true);
    const [after] = await db.select().from(pages).where(eq(pages.key, 'privacy'));
    const text = JSON.stringify(after!.document);
    expect(text).toContain(JSON.stringify(counting![1].sv));
    expect(text).toContain(JSON.stringify(asked![1].en));
    expect(text).toContain('Vår egen text om spärrar.');
    expect(text).not.toContain('utan lokal lagring');

    // Once: the earlier text put back later is staff's.
    await db.update(pages).set({ document: before }).where(eq(pages.key, 'privacy'));
    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(false);
    const [again] = await db.select().from(pages).where(eq(pages.key, 'privacy'));
    expect(JSON.stringify(again!.document)).toContain('utan lokal lagring');
  });

  it('shows the company from the settings in an earlier release’s privacy notice and terms, once, where staff left them', async () => {
    database = await createTestDatabase();
    const { db } = database;
    const [before, after] = identitySections.controller;
    type Section = typeof before;
    const sectionsOf = async (key: string) => {
      const [row] = await db.select().from(pages).where(eq(pages.key, key));
      const text = (row!.document.blocks as { type: string; data: { sections: Section[] } }[]).find(
        (block) => block.type === 'legalText',
      )!;
      return { row: row!, text };
    };
    // As the release before the identity settings left them: the controller typed in a list, no party in the terms.
    const privacy = await sectionsOf('privacy');
    privacy.text.data.sections[0] = before;
    await db.update(pages).set({ document: privacy.row.document }).where(eq(pages.key, 'privacy'));
    const terms = await sectionsOf('terms');
    terms.text.data.sections.shift();
    const termsCount = terms.text.data.sections.length;
    await db.update(pages).set({ document: terms.row.document }).where(eq(pages.key, 'terms'));
    await db.delete(appMeta).where(eq(appMeta.key, 'seed:pages:identity'));

    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(true);
    expect((await sectionsOf('privacy')).text.data.sections[0]).toEqual(after);
    const termsAfter = (await sectionsOf('terms')).text.data.sections;
    expect(termsAfter).toHaveLength(termsCount + 1);
    expect(termsAfter[0]).toEqual(identitySections.party);
    expect(termsAfter[0]!.identity).toBe(true);

    // A controller section staff rewrote stays theirs.
    await database.close();
    database = await createTestDatabase();
    const again = database.db;
    const [row] = await again.select().from(pages).where(eq(pages.key, 'privacy'));
    const legal = (row!.document.blocks as { type: string; data: { sections: Section[] } }[]).find(
      (block) => block.type === 'legalText',
    )!;
    const rewritten = { ...before, list: [...before.list, { sv: 'Dataskyddsombud: Eva', en: 'DPO: Eva' }] };
    legal.data.sections[0] = rewritten;
    await again.update(pages).set({ document: row!.document }).where(eq(pages.key, 'privacy'));
    await again.delete(appMeta).where(eq(appMeta.key, 'seed:pages:identity'));
    expect((await seedDatabase(again, testAdmins, { images: false })).seeded).toBe(true);
    const [kept] = await again.select().from(pages).where(eq(pages.key, 'privacy'));
    expect(JSON.stringify(kept!.document)).toContain('Dataskyddsombud: Eva');
  });

  it('adds the four sample leads only when demo data is asked for, once', async () => {
    database = await createTestDatabase();
    expect(await database.db.select().from(leads)).toHaveLength(0);
    await seedDatabase(database.db, testAdmins, { demoData: true, images: false });
    await seedDatabase(database.db, testAdmins, { demoData: true, images: false });
    const rows = await database.db.select().from(leads);
    expect(rows.map((row) => row.status).sort()).toEqual(['Completed', 'Contacted', 'In Progress', 'New']);
    expect(rows.every((row) => row.source === 'demo')).toBe(true);
    // Newest first by when each came in is newest first by the day the list shows.
    const newest = await database.db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id));
    const days = newest.map((row) => row.date);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(newest.map((row) => row.createdAt.getTime())).size).toBe(4);
  });

  it('gives every seeded post a cover and every case study its before and after pictures, once', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await db.delete(posts).where(eq(posts.slug, 'ai-and-web-design'));
    const result = await seedDatabase(db, testAdmins);
    expect(result.seeded).toBe(true);
    const covered = await db.select().from(posts).orderBy(posts.id);
    expect(covered).toHaveLength(9);
    expect(covered.every((row) => row.coverMediaId !== null)).toBe(true);
    const studies = await db.select().from(portfolioItems).where(eq(portfolioItems.kind, 'case_study'));
    expect(studies).toHaveLength(3);
    for (const study of studies) {
      expect(study.beforeMediaId).not.toBeNull();
      expect(study.afterMediaId).not.toBeNull();
      expect(study.beforeMediaId).not.toBe(study.afterMediaId);
      expect(study.coverMediaId).toBe(study.afterMediaId);
    }
    // The case studies show their example sites' screenshots, described in both languages.
    const [lucia] = await db
      .select({ filename: media.filename, altSv: media.altSv, altEn: media.altEn })
      .from(media)
      .innerJoin(portfolioItems, eq(portfolioItems.beforeMediaId, media.id))
      .where(eq(portfolioItems.name, 'Trattoria Lucia – restaurant redesign'));
    expect(lucia).toEqual({
      filename: 'Trattoria Lucia – restaurant redesign – before.webp',
      altSv: expect.stringContaining('Trattoria Lucias gamla webbplats i dator och mobil'),
      altEn: expect.stringContaining('Trattoria Lucia’s old website on a computer and a phone'),
    });
    // The deleted post gets none (15 pictures), each with alt texts and AVIF and WebP files no wider
    // than 1200 px.
    const items = await db.select().from(media);
    expect(items).toHaveLength(15);
    expect(
      items.every((item) => item.altSv.length > 10 && item.altEn.length > 10 && item.width === 1200),
    ).toBe(true);
    const files = await db
      .select({ format: mediaVariants.format, width: mediaVariants.width })
      .from(mediaVariants);
    expect(new Set(files.map((file) => `${file.format} ${file.width}`))).toEqual(
      new Set([
        'avif 320',
        'avif 640',
        'avif 960',
        'avif 1200',
        'webp 320',
        'webp 640',
        'webp 960',
        'webp 1200',
      ]),
    );

    expect(await seedDatabase(db, testAdmins)).toEqual({ seeded: false, generatedPasswords: [] });
    expect(await db.select({ n: count() }).from(media)).toEqual([{ n: 15 }]);
    // Fifteen pictures through sharp at every width: ~10 s on a quiet two-core machine, more beside other suites.
  }, 120_000);

  it('continues ids after the seeded rows', async () => {
    database = await createTestDatabase();
    const [created] = await database.db
      .insert(posts)
      .values({
        slug: 'new-post',
        date: '2024-02-01',
        titleSv: 'Nytt',
        titleEn: 'New',
        excerptSv: 'x',
        excerptEn: 'x',
        categorySv: 'AI',
        categoryEn: 'AI',
      })
      .returning();
    expect(created!.id).toBe(11);
  });

  it('gives a database from an earlier release the example sites’ screenshots in place of the drawings, once', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedDatabase(db, testAdmins, { images: false });
    // The earlier release's state: each case study showing two seeded drawings, the media step done.
    const drawing = async (name: string, side: string, shade: number) => {
      const png = await sharp({
        create: { width: 600, height: 400, channels: 3, background: { r: shade, g: 90, b: 120 } },
      })
        .png()
        .toBuffer();
      const row = await insertMedia(db, await processImage(png), {
        altSv: `Webbplatsen ${side}`,
        altEn: `The website ${side}`,
        filename: `${name} – ${side}.png`,
        originalBytes: png.length,
        uploadedBy: null,
      });
      return row!.id;
    };
    const studies = await db
      .select()
      .from(portfolioItems)
      .where(eq(portfolioItems.kind, 'case_study'))
      .orderBy(portfolioItems.sortOrder);
    const drawn: number[] = [];
    for (const [index, study] of studies.entries()) {
      const before = await drawing(study.name, 'before', 10 + index * 40);
      const after = await drawing(study.name, 'after', 30 + index * 40);
      drawn.push(before, after);
      await db
        .update(portfolioItems)
        .set({ beforeMediaId: before, afterMediaId: after, coverMediaId: after })
        .where(eq(portfolioItems.id, study.id));
    }
    // Staff gave the law firm's case a before picture of their own (uploaded by an Admin): that case is theirs.
    const [admin] = await db.select({ id: users.id }).from(users).orderBy(users.id).limit(1);
    await db.update(media).set({ uploadedBy: admin!.id }).where(eq(media.id, drawn[2]!));
    await db.delete(appMeta).where(eq(appMeta.key, 'seed:media:case-screenshots'));
    await db.insert(appMeta).values({ key: 'seed:media', value: 'earlier' });

    expect((await seedDatabase(db, testAdmins)).seeded).toBe(true);
    const after = await db
      .select({
        name: portfolioItems.name,
        before: portfolioItems.beforeMediaId,
        after: portfolioItems.afterMediaId,
        cover: portfolioItems.coverMediaId,
      })
      .from(portfolioItems)
      .where(eq(portfolioItems.kind, 'case_study'))
      .orderBy(portfolioItems.sortOrder);
    const filenameOf = async (id: number | null) =>
      (await db.select({ filename: media.filename }).from(media).where(eq(media.id, id!)))[0]?.filename;
    expect(await filenameOf(after[0]!.before)).toBe('Trattoria Lucia – restaurant redesign – before.webp');
    expect(await filenameOf(after[0]!.after)).toBe('Trattoria Lucia – restaurant redesign – after.webp');
    expect(after[0]!.cover).toBe(after[0]!.after);
    expect(await filenameOf(after[2]!.after)).toBe('Nordisk Keramik – e-commerce redesign – after.webp');
    // The law firm's pictures are as staff left them.
    expect([after[1]!.before, after[1]!.after]).toEqual([drawn[2], drawn[3]]);
    // The replaced drawings left the library; the law firm's stayed.
    const left = (await db.select({ id: media.id }).from(media).where(inArray(media.id, drawn))).map(
      (row) => row.id,
    );
    expect(left.sort((a, b) => a - b)).toEqual([drawn[2], drawn[3]]);
    expect(await db.select({ n: count() }).from(media)).toEqual([{ n: 6 }]);

    // Once: a second start changes nothing.
    expect((await seedDatabase(db, testAdmins)).seeded).toBe(false);
  }, 120_000);

  it('gives an earlier release’s case studies their measured results, once, where staff gave none', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedDatabase(db, testAdmins, { images: false });
    const none = {
      lighthouseBefore: null,
      lighthouseAfter: null,
      loadSecondsBefore: null,
      loadSecondsAfter: null,
      leadsBefore: null,
      leadsAfter: null,
      exampleCase: false,
    };
    await db.update(portfolioItems).set(none);
    // Staff gave the law firm's case figures of their own.
    await db
      .update(portfolioItems)
      .set({ leadsBefore: 2, leadsAfter: 5 })
      .where(eq(portfolioItems.name, 'Lindqvist & Berg – law firm redesign'));
    await db.delete(appMeta).where(eq(appMeta.key, 'seed:portfolio:results'));

    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(true);
    const rows = await db.select().from(portfolioItems).orderBy(portfolioItems.sortOrder);
    expect(rows[0]).toMatchObject({
      lighthouseAfter: 100,
      leadsBefore: 14,
      leadsAfter: 38,
      exampleCase: true,
    });
    expect(rows[0]!.loadSecondsBefore).toBeGreaterThan(rows[0]!.loadSecondsAfter!);
    expect(rows[1]).toMatchObject({ ...none, leadsBefore: 2, leadsAfter: 5 });
    expect(rows[2]).toMatchObject({ lighthouseAfter: 100, leadsBefore: null, exampleCase: true });
    // The example projects are not case studies: nothing is said of them.
    expect(rows.slice(3).every((row) => row.lighthouseBefore === null && !row.exampleCase)).toBe(true);
    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(false);
  });

  it('names the portfolio’s cases in an earlier release’s web-design teasers, once, where staff left them', async () => {
    database = await createTestDatabase();
    const { db } = database;
    await seedDatabase(db, testAdmins, { images: false });
    const teasersOf = async () => {
      const [row] = await db
        .select({ document: pages.document })
        .from(pages)
        .where(eq(pages.key, 'web-design'));
      const block = row!.document.blocks.find((each) => (each as { id: string }).id === 'teasers') as {
        data: { items: { title: { sv: string } }[] };
      };
      return block.data.items;
    };
    const setTeasers = async (items: unknown[]) => {
      const [row] = await db.select().from(pages).where(eq(pages.key, 'web-design'));
      const document = row!.document;
      const blocks = document.blocks.map((each) => {
        const block = each as { id: string; data: object };
        return block.id === 'teasers' ? { ...block, data: { ...block.data, items } } : each;
      });
      await db
        .update(pages)
        .set({ document: { ...document, blocks } as typeof document })
        .where(eq(pages.key, 'web-design'));
      await db.delete(appMeta).where(eq(appMeta.key, 'seed:pages:teasers'));
    };
    expect((await teasersOf()).map((item) => item.title.sv)).toEqual([
      'Trattoria Lucia, Västerås',
      'Lindqvist & Berg Advokatbyrå, Uppsala',
      'Nordisk Keramik, Göteborg',
    ]);

    await setTeasers(earlierWebDesignTeasers);
    expect((await seedDatabase(db, testAdmins, { images: false })).seeded).toBe(true);
    expect((await teasersOf()).map((item) => item.title.sv)).toEqual([
      'Trattoria Lucia, Västerås',
      'Lindqvist & Berg Advokatbyrå, Uppsala',
      'Nordisk Keramik, Göteborg',
    ]);

    // A list staff changed stays theirs.
    const theirs = [{ ...earlierWebDesignTeasers[0]!, title: { sv: 'Vårt kafé', en: 'Our café' } }];
    await setTeasers(theirs);
    await seedDatabase(db, testAdmins, { images: false });
    expect(await teasersOf()).toEqual(theirs);
  });
});
