import { and, eq, isNull, sql } from 'drizzle-orm';
import { markdownToDocument } from '../../../shared/postMarkdown';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, Tx } from '../client';
import { identitySections, measurementTexts } from './pages/legal';
import { addIdentitySections, replaceSeededItems, replaceSeededTexts } from './storedPageTexts';
import { earlierWebDesignTeasers, servicePages } from './pages/services';
import { namePricesInSeededPosts, namePricesInSeededTexts } from './priceTokens';
import type { FixedPageKey } from '../../../shared/pageAddresses';
import { serviceSlugs } from '../../../shared/paths';
import { hashPassword } from '../../auth/passwords';
import {
  appMeta,
  leads,
  pages,
  portfolioItems,
  posts,
  settings,
  siteParts,
  users,
  type StoredPage,
} from '../schema';
import { demoLeads } from './demoLeads';
import { caseResultsOf } from './caseSites/index';
import { seedCaseScreenshots, seedImages } from './media';
import { seedPortfolio } from './portfolio';
import { seedPages, seedParts } from './pages';
import { seedPosts } from './posts';
import { seedSettings } from './settings';

export interface SeedAdmin {
  email: string;
  /** From the environment; generated when missing. */
  password: string | undefined;
}

export interface SeedResult {
  /** False when the database had been seeded before: nothing was written. */
  seeded: boolean;
  /** Passwords made up for accounts whose password the environment did not give; shown once. */
  generatedPasswords: { email: string; password: string }[];
}

const adminNames = ['Administratör', 'Support'];

/**
 * Each step runs once per database, in its own transaction, claimed by a row in app_meta (so two
 * instances starting together cannot both run it). A later start writes nothing, even after staff
 * deleted seeded rows; a step added in a later release runs once on an existing database.
 */
async function runStep(db: Db, key: string, step: (tx: Tx) => Promise<void>): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, key));
  if (done.length > 0) return false;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    await step(tx);
    return true;
  });
}

/** The fixed pages that were code in an earlier release, by the seed step that gives an existing database them. */
const laterFixedPages: Record<string, FixedPageKey[]> = {
  'seed:pages:about': ['about'],
  'seed:pages:legal': ['privacy', 'terms', 'accessibility'],
  'seed:pages:contact': ['contact'],
  'seed:pages:services': [...serviceSlugs],
  'seed:pages:portfolio': ['portfolio'],
  'seed:pages:blog': ['blog'],
};

/**
 * The offer an earlier release's pricing block held as its own (staff's words, or null for none); undefined when
 * the page has no such block. The offer is one of the shared prices now.
 */
function offerOfEarlierPricing(document: StoredPage): unknown {
  for (const block of document.blocks) {
    if (typeof block !== 'object' || block === null) continue;
    const { type, data } = block as { type?: unknown; data?: unknown };
    if (type === 'pricing' && typeof data === 'object' && data !== null && 'offer' in data) return data.offer;
  }
  return undefined;
}

/**
 * Gives the stored prices a field a later release added, where they lack it; staff's other prices stay, and the
 * version goes up, so an editor opened on the old version cannot save over it unseen.
 */
async function addToPrices(tx: Tx, field: keyof typeof seedParts.prices, value: unknown) {
  await tx
    .update(siteParts)
    .set({
      data: sql`${siteParts.data} || ${JSON.stringify({ [field]: value })}::jsonb`,
      version: sql`${siteParts.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(siteParts.key, 'prices'), sql`not (${siteParts.data} ? ${field})`));
}

/** Stores fixed pages as published documents; one that is there already is left as staff made it. */
async function insertFixedPages(tx: Tx, fixed: typeof seedPages) {
  if (fixed.length === 0) return;
  await tx
    .insert(pages)
    .values(
      fixed.map(({ key, path, document }) => ({
        key,
        pathSv: path.sv,
        pathEn: path.en,
        status: 'published' as const,
        document,
      })),
    )
    .onConflictDoNothing();
}

export interface SeedOptions {
  /** Sample leads, for a demo installation. */
  demoData?: boolean;
  /**
   * The posts' covers and the case studies' before/after pictures, made raster by the media pipeline (a few
   * seconds of CPU on the first start; tests that make a database per test leave them out).
   */
  images?: boolean;
}

/**
 * First-start content: settings, the ten posts, the two protected admins (ids 1 and 2), the portfolio and
 * their images.
 */
export async function seedDatabase(
  db: Db,
  admins: SeedAdmin[],
  { demoData = false, images = true }: SeedOptions = {},
): Promise<SeedResult> {
  const generatedPasswords: SeedResult['generatedPasswords'] = [];
  const contentDone = (await db.select().from(appMeta).where(eq(appMeta.key, 'seed:content'))).length > 0;
  const accounts = contentDone
    ? []
    : await Promise.all(
        admins.map(async (admin, index) => {
          let password = admin.password;
          if (!password) {
            password = randomBytes(18).toString('base64url');
            generatedPasswords.push({ email: admin.email, password });
          }
          return {
            id: index + 1,
            name: adminNames[index] ?? `Admin ${index + 1}`,
            email: admin.email.toLowerCase(),
            role: 'Admin' as const,
            passwordHash: await hashPassword(password),
            protected: true,
          };
        }),
      );

  const content = await runStep(db, 'seed:content', async (tx) => {
    await tx
      .insert(settings)
      .values({ id: 1, ...seedSettings })
      .onConflictDoNothing();
    await tx
      .insert(posts)
      .values(
        seedPosts.map((post) => ({
          id: post.id,
          slug: post.slug,
          date: post.date,
          titleSv: post.title.sv,
          titleEn: post.title.en,
          excerptSv: post.excerpt.sv,
          excerptEn: post.excerpt.en,
          categorySv: post.category.sv,
          categoryEn: post.category.en,
          bodySv: markdownToDocument(post.body.sv),
          bodyEn: markdownToDocument(post.body.en),
          keywordsSv: post.keywords.sv,
          keywordsEn: post.keywords.en,
          published: true,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(users).values(accounts).onConflictDoNothing();
    // Rows were inserted with explicit ids: move the sequences past them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('posts', 'id'), greatest((select max(id) from posts), 1))`,
    );
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('users', 'id'), greatest((select max(id) from users), 1))`,
    );
  });

  const portfolio = await runStep(db, 'seed:portfolio', async (tx) => {
    await tx.insert(portfolioItems).values(
      seedPortfolio.map((item) => ({
        kind: item.kind,
        sortOrder: item.sortOrder,
        name: item.name,
        categorySv: item.category.sv,
        categoryEn: item.category.en,
        titleSv: item.title.sv,
        titleEn: item.title.en,
        descriptionSv: item.description.sv,
        descriptionEn: item.description.en,
        testimonialSv: item.testimonial.sv,
        testimonialEn: item.testimonial.en,
        clientSv: item.client.sv,
        clientEn: item.client.en,
        beforeImage: item.beforeImage,
        afterImage: item.afterImage,
        image: item.image,
        published: item.published,
        ...caseResultsOf(item.name),
      })),
    );
  });

  // The pages made of blocks: on a new database and, once, on one from before pages were documents.
  const pageDocuments = await runStep(db, 'seed:pages', async (tx) => {
    await tx
      .insert(siteParts)
      .values(Object.entries(seedParts).map(([key, data]) => ({ key, data })))
      .onConflictDoNothing();
    await insertFixedPages(tx, seedPages);
  });
  // What later releases added to them, once each: a fixed page that was still code, a new field of a shared part.
  const later: boolean[] = [];
  // An earlier release's case studies get their results (measured on the example sites), where staff gave none.
  later.push(
    await runStep(db, 'seed:portfolio:results', async (tx) => {
      for (const item of seedPortfolio) {
        const results = caseResultsOf(item.name);
        if (!results) continue;
        await tx
          .update(portfolioItems)
          .set(results)
          .where(
            and(
              eq(portfolioItems.name, item.name),
              eq(portfolioItems.kind, 'case_study'),
              eq(portfolioItems.exampleCase, false),
              isNull(portfolioItems.lighthouseBefore),
              isNull(portfolioItems.loadSecondsBefore),
              isNull(portfolioItems.leadsBefore),
            ),
          );
      }
    }),
  );
  for (const [step, keys] of Object.entries(laterFixedPages)) {
    const fixed = seedPages.filter(({ key }) => keys.includes(key));
    later.push(await runStep(db, step, (tx) => insertFixedPages(tx, fixed)));
  }
  later.push(
    await runStep(db, 'seed:prices:package', (tx) => addToPrices(tx, 'package', seedParts.prices.package)),
  );
  later.push(
    await runStep(db, 'seed:prices:offer', async (tx) => {
      const [home] = await tx.select({ document: pages.document }).from(pages).where(eq(pages.key, 'home'));
      const offer = home ? offerOfEarlierPricing(home.document) : undefined;
      await addToPrices(tx, 'offer', offer === undefined ? seedParts.prices.offer : offer);
    }),
  );
  later.push(await runStep(db, 'seed:prices:tokens', namePricesInSeededTexts));
  later.push(await runStep(db, 'seed:posts:prices:tokens', namePricesInSeededPosts));
  later.push(
    await runStep(db, 'seed:parts:chrome', async (tx) => {
      await tx.insert(siteParts).values({ key: 'chrome', data: seedParts.chrome }).onConflictDoNothing();
    }),
  );

  // Who the company is (an earlier release had no such settings): given once, only where staff set none of it.
  later.push(
    await runStep(db, 'seed:settings:identity', async (tx) => {
      const { legalName, companyForm, orgNumber, vatNumber } = seedSettings;
      await tx
        .update(settings)
        .set({ legalName, companyForm, orgNumber, vatNumber })
        .where(
          and(
            eq(settings.id, 1),
            eq(settings.legalName, ''),
            eq(settings.orgNumber, ''),
            eq(settings.vatNumber, ''),
          ),
        );
    }),
  );

  // The privacy notice's statistics section as it reads since the measurement modes (server only by default): the
  // earlier seed's paragraphs replaced where staff left them as they were.
  later.push(await runStep(db, 'seed:pages:measurement', (tx) => replaceSeededTexts(tx, measurementTexts)));
  // The company's identity shown from the settings in the privacy notice and the terms (an earlier release typed it).
  later.push(await runStep(db, 'seed:pages:identity', (tx) => addIdentitySections(tx, identitySections)));
  // The web-design page's teasers name the portfolio's cases (an earlier release named others).
  later.push(
    await runStep(db, 'seed:pages:teasers', (tx) =>
      replaceSeededItems(tx, {
        key: 'web-design',
        blockId: 'teasers',
        before: earlierWebDesignTeasers,
        after: webDesignTeasers(),
      }),
    ),
  );

  // Drawn and processed before the step's transaction, which then only writes (and only once).
  const media =
    images && (await db.select().from(appMeta).where(eq(appMeta.key, 'seed:media'))).length === 0
      ? await seedImages()
      : null;
  const pictures = media
    ? await runStep(db, 'seed:media', async (tx) => {
        await media.store(tx);
      })
    : false;
  // The case studies' drawings of an earlier release become the example sites' screenshots (a database seeded
  // just now has them already: the step is only marked done).
  const screenshots =
    images &&
    (await db.select().from(appMeta).where(eq(appMeta.key, 'seed:media:case-screenshots'))).length === 0 &&
    (await runStep(
      db,
      'seed:media:case-screenshots',
      pictures ? async () => {} : (await seedCaseScreenshots()).store,
    ));

  // Sample leads only for a demo installation; a real site starts with none.
  const demo = demoData
    ? await runStep(db, 'seed:demo-leads', async (tx) => {
        // Each came in on its day (a morning in Stockholm): the list's "newest first" goes by when a lead came,
        // and one insert would give all four the same moment, in no order (issue #41's 11-08 above 11-19).
        await tx.insert(leads).values(
          demoLeads.map((lead) => ({
            ...lead,
            id: randomUUID(),
            createdAt: new Date(`${lead.date}T09:30:00+01:00`),
          })),
        );
      })
    : false;

  return {
    seeded: content || portfolio || pageDocuments || later.includes(true) || pictures || screenshots || demo,
    generatedPasswords: content ? generatedPasswords : [],
  };
}

/** The web-design page's project teasers as the seed writes them now. */
function webDesignTeasers(): unknown[] {
  const block = servicePages['web-design'].blocks.find((each) => each.id === 'teasers');
  return block?.type === 'portfolioTeasers' ? block.data.items : [];
}
