import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../../shared/api';
import { blockTypeNames, type SitePartKey } from '../../../shared/blocks/registry';
import { fixedPageKeys } from '../../../shared/pageAddresses';
import { type PageDocument, type PageSummary, type SitePartDocument } from '../../../shared/pages';
import { auditLog, pages, redirects, revisions, users } from '../../db/schema';
import { testAdmins, testBaseUrl } from '../../test/fixtures';
import { parsePage } from '../../test/html';
import { picture } from '../../test/images';
import { uploadMedia } from '../../test/uploads';
import {
  createTestApp,
  signIn,
  signInTestEditor,
  jsonCaller,
  testEditor,
  type StaffSession,
} from '../../test/testApp';

type Session = StaffSession;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Session;
let editor: Session;

beforeEach(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  editor = await signInTestEditor(ctx);
});
afterEach(() => ctx.close());

/** Calls as the Admin unless another session is named (`ctx` is made in `beforeAll`). */
const call: ReturnType<typeof jsonCaller> = (...args) => jsonCaller(ctx.app, () => admin)(...args);

const visit = (url: string) => ctx.app.inject({ method: 'GET', url });

async function fixedPages(): Promise<PageDocument[]> {
  const list = await call('GET', '/api/admin/pages');
  expect(list.statusCode).toBe(200);
  const fixed = list.json<PageSummary[]>().filter((page) => page.key !== null);
  return Promise.all(
    fixed.map(async ({ id }) => {
      const response = await call('GET', `/api/admin/pages/${id}`);
      expect(response.statusCode).toBe(200);
      return response.json<PageDocument>();
    }),
  );
}

const homePage = async () => (await fixedPages()).find((page) => page.key === 'home')!;

/** The document as PUT takes it: what GET answered, with changes. */
const save = (page: PageDocument, session: Session = admin) =>
  call('PUT', `/api/admin/pages/${page.id}`, page, session);

/** A shared part as its editor opens it, and a save of it from the version it was read at. */
const readPart = async <Key extends SitePartKey>(key: Key, session: Session = admin) =>
  (await call('GET', `/api/admin/site-parts/${key}`, undefined, session)).json<SitePartDocument<Key>>();
const savePart = (part: SitePartDocument, session: Session = admin, version = part.version) =>
  call('PUT', `/api/admin/site-parts/${part.key}`, { data: part.data, version }, session);

const refusedFields = async (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ error: string; fields: Record<string, string> }>().fields;
};

/** A landing page of three blocks, built from the home page's own blocks. */
async function landingPage(overrides: Partial<PageDocument> = {}) {
  const home = await homePage();
  const pick = (type: string) => home.blocks.find((block) => block.type === type)!;
  return {
    path: { sv: '/kampanj/varerbjudande', en: '/en/campaign/spring-offer' },
    status: 'published',
    publishAt: null,
    meta: {
      ...home.meta,
      title: { sv: 'Vårerbjudande på ny hemsida | Novaweb', en: 'Spring offer on a new website | Novaweb' },
    },
    blocks: [pick('hero'), pick('pricing'), pick('contactForm')],
    ...overrides,
  };
}

describe('pages made of blocks', () => {
  it('lists the home page with its addresses and status, to Editors too', async () => {
    const response = await call('GET', '/api/admin/pages', undefined, editor);
    expect(response.statusCode).toBe(200);
    expect(response.json<PageSummary[]>()).toContainEqual(
      expect.objectContaining({ key: 'home', path: { sv: '/', en: '/en' }, status: 'published' }),
    );
    expect((await call('GET', '/api/admin/pages', undefined, {})).statusCode).toBe(401);
  });

  it('round-trips every block type: what GET answers, PUT takes back unchanged', async () => {
    const fixed = await fixedPages();
    expect(fixed.map((page) => page.key).sort()).toEqual([...fixedPageKeys].sort());
    const types = new Set(fixed.flatMap((page) => page.blocks.map((block) => block.type)));
    expect(types).toEqual(new Set(blockTypeNames));
    for (const page of fixed) {
      expect(page.missingTranslations).toEqual([]);
      expect(page.problems).toEqual([]);
      const response = await save(page);
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json<PageDocument>();
      expect(saved.blocks).toEqual(page.blocks);
      expect(saved.meta).toEqual(page.meta);
      expect(saved.version).toBe(page.version + 1);
    }
  });

  it('shows a saved change on the site at once, in the language it was written in', async () => {
    expect(parsePage((await visit('/')).body).text()).toContain('Så går det till');
    const home = await homePage();
    const process = home.blocks.find((block) => block.type === 'process')!;
    if (process.type !== 'process') throw new Error('not the process block');
    process.data.heading.title.sv = 'Fyra steg till en ny hemsida';
    expect((await save(home, editor)).statusCode).toBe(200);
    const swedish = parsePage((await visit('/')).body).text();
    expect(swedish).toContain('Fyra steg till en ny hemsida');
    expect(swedish).not.toContain('Så går det till');
    expect(parsePage((await visit('/en')).body).text()).toContain('How it works');
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'page'));
    expect(entry).toMatchObject({ action: 'update', userEmail: 'eva@novaweb.se' });
  });

  it('leaves hidden blocks out of the page and keeps them in the document', async () => {
    const home = await homePage();
    home.blocks.find((block) => block.type === 'beforeAfter')!.hidden = true;
    expect((await save(home)).statusCode).toBe(200);
    const page = parsePage((await visit('/')).body);
    expect(page.$('[aria-labelledby="before-after-title"]')).toHaveLength(0);
    expect((await homePage()).blocks.find((block) => block.type === 'beforeAfter')!.hidden).toBe(true);
  });

  it('keeps HTML typed into a text field as text', async () => {
    const home = await homePage();
    const hero = home.blocks.find((block) => block.type === 'hero')!;
    if (hero.type !== 'hero') throw new Error('not the hero');
    hero.data.title.sv = '<script>alert(1)</script><b>Fet</b> rubrik';
    expect((await save(home)).statusCode).toBe(200);
    const page = parsePage((await visit('/')).body);
    expect(page.$('h1').text()).toBe('<script>alert(1)</script><b>Fet</b> rubrik');
    expect(page.$('h1').children()).toHaveLength(0);
    // Only the page's own data blocks (JSON, which never runs) may carry the text.
    for (const script of page.$('script').toArray()) {
      if (page.$(script).text().includes('alert(1)')) {
        expect(script.attribs.type).toMatch(/^application\/(ld\+)?json$/);
      }
    }
  });

  it('counts the texts that miss a language', async () => {
    const home = await homePage();
    const benefits = home.blocks.find((block) => block.type === 'benefits')!;
    if (benefits.type !== 'benefits') throw new Error('not the benefits block');
    benefits.data.cards[1]!.title.en = '';
    const index = home.blocks.indexOf(benefits);
    const saved = (await save(home)).json<PageDocument>();
    expect(saved.missingTranslations).toEqual([
      { field: `blocks.${index}.data.cards.1.title`, missing: 'en' },
    ]);
    // The English page shows the Swedish text meanwhile.
    expect(parsePage((await visit('/en')).body).text()).toContain('Snabbt från idé till lansering');
  });
});

describe('a save that does not fit the registry', () => {
  it('names the field and stores nothing', async () => {
    const home = await homePage();
    const heroIndex = home.blocks.findIndex((block) => block.type === 'hero');
    const cases: [unknown, string][] = [
      [{ ...home, blocks: [{ id: 'x', type: 'carousel', hidden: false, data: {} }] }, 'blocks.0.type'],
      [
        {
          ...home,
          blocks: home.blocks.map((block, index) =>
            index === heroIndex
              ? { ...block, data: { ...block.data, title: { sv: '', en: 'Title' } } }
              : block,
          ),
        },
        `blocks.${heroIndex}.data.title.sv`,
      ],
      [
        {
          ...home,
          blocks: home.blocks.map((block, index) =>
            index === heroIndex
              ? { ...block, data: { ...block.data, badge: { sv: 'x'.repeat(81), en: '' } } }
              : block,
          ),
        },
        `blocks.${heroIndex}.data.badge.sv`,
      ],
      [{ ...home, blocks: home.blocks.map((block) => ({ ...block, surprise: true })) }, 'blocks.0'],
      [{ ...home, meta: { ...home.meta, title: 'Just a string' } }, 'meta.title'],
      [{ ...home, version: 'one' }, 'version'],
      [{ ...home, blocks: [...home.blocks, home.blocks[0]] }, 'blocks'],
    ];
    for (const [body, field] of cases) {
      const fields = await refusedFields(await call('PUT', `/api/admin/pages/${home.id}`, body));
      expect(Object.keys(fields), JSON.stringify(fields)).toContain(field);
    }
    for (const body of ['not json at all', '[]', 'null']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/admin/pages/${home.id}`,
        headers: { ...admin, 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode, body).toBe(400);
    }
    expect(await homePage()).toEqual(home);
  });

  it('refuses a move of a fixed page, and a move by an Editor', async () => {
    const home = await homePage();
    const fields = await refusedFields(await save({ ...home, path: { sv: '/start', en: '/en/start' } }));
    expect(fields.path).toMatch(/cannot change/);
  });
});

describe('two staff saving the same page', () => {
  it('refuses the second save with the version now stored, never overwriting it', async () => {
    const first = await homePage();
    const second = structuredClone(first);
    const hero = (page: PageDocument) => page.blocks.find((block) => block.type === 'hero')!;
    (hero(first).data as { badge: { sv: string } }).badge.sv = 'Först sparad';
    (hero(second).data as { badge: { sv: string } }).badge.sv = 'Sparad sedan';
    expect((await save(first, editor)).statusCode).toBe(200);
    const conflict = await save(second);
    expect(conflict.statusCode).toBe(409);
    const body = conflict.json<{
      error: string;
      message: string;
      current: PageDocument;
      savedBy: string | null;
    }>();
    expect(body.error).toBe('conflict');
    // Who saved the version that stands in the way: the editor names them beside the comparison.
    expect(body.savedBy).toBe(testEditor.name);
    expect(body.message).toMatch(/someone else saved/i);
    expect((hero(body.current).data as { badge: { sv: string } }).badge.sv).toBe('Först sparad');
    expect(body.current.version).toBe(first.version + 1);
    expect((hero(await homePage()).data as { badge: { sv: string } }).badge.sv).toBe('Först sparad');
  });
});

describe('a stored block this release cannot show', () => {
  it('is left out of the page (no 5xx) and named to staff', async () => {
    const [row] = await ctx.database.db.select().from(pages).where(eq(pages.key, 'home'));
    await ctx.database.db
      .update(pages)
      .set({
        document: {
          ...row!.document,
          blocks: [
            ...row!.document.blocks,
            { id: 'old-carousel', type: 'carousel', hidden: false, data: { slides: [] } },
            { id: 'broken-hero', type: 'hero', hidden: false, data: { title: 42 } },
          ],
        },
      })
      .where(eq(pages.id, row!.id));
    ctx.app.pageCache.clear();
    const response = await visit('/');
    expect(response.statusCode).toBe(200);
    expect(parsePage(response.body).$('h1').text()).toBe('En premiumhemsida till en bråkdel av byråpriset');
    const document = (await call('GET', `/api/admin/pages/${row!.id}`)).json<PageDocument>();
    expect(document.problems).toEqual([
      expect.objectContaining({
        id: 'old-carousel',
        type: 'carousel',
        message: expect.stringMatching(/no block/),
      }),
      expect.objectContaining({ id: 'broken-hero', type: 'hero' }),
    ]);
    expect(document.blocks).toHaveLength(row!.document.blocks.length);
  });
});

describe('new pages', () => {
  it('an Admin makes a landing page in both languages: rendered, in the sitemap, with hreflang', async () => {
    const created = await call('POST', '/api/admin/pages', await landingPage());
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const swedish = await visit('/kampanj/varerbjudande');
    expect(swedish.statusCode).toBe(200);
    const page = parsePage(swedish.body);
    expect(page.title()).toBe('Vårerbjudande på ny hemsida | Novaweb');
    expect(page.canonical()).toBe(`${testBaseUrl}/kampanj/varerbjudande`);
    expect(page.alternates()).toEqual({
      sv: `${testBaseUrl}/kampanj/varerbjudande`,
      en: `${testBaseUrl}/en/campaign/spring-offer`,
      'x-default': `${testBaseUrl}/kampanj/varerbjudande`,
    });
    // The language switch goes to the page's own address in the other language, both ways, in the first HTML.
    const switchTo = (html: ReturnType<typeof parsePage>, lang: string) =>
      html.$(`header a[hreflang="${lang}"]`).first().attr('href');
    expect(switchTo(page, 'en')).toBe('/en/campaign/spring-offer');
    const english = await visit('/en/campaign/spring-offer');
    expect(english.statusCode).toBe(200);
    expect(parsePage(english.body).$('html').attr('lang')).toBe('en');
    expect(switchTo(parsePage(english.body), 'sv')).toBe('/kampanj/varerbjudande');
    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).toContain(`<loc>${testBaseUrl}/kampanj/varerbjudande</loc>`);
    expect(sitemap).toContain(`<loc>${testBaseUrl}/en/campaign/spring-offer</loc>`);
    const document = (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
    expect(document.key).toBeNull();
    expect(document.blocks.map((block) => block.type)).toEqual(['hero', 'pricing', 'contactForm']);
  });

  it('answers 404 while a page is a draft, and is left out of the sitemap', async () => {
    const created = await call('POST', '/api/admin/pages', await landingPage({ status: 'draft' } as never));
    expect(created.statusCode).toBe(201);
    expect((await visit('/kampanj/varerbjudande')).statusCode).toBe(404);
    expect((await visit('/sitemap.xml')).body).not.toContain('varerbjudande');
  });

  it('leaves a 301 at the old addresses when an Admin moves a published page', async () => {
    const { id } = (await call('POST', '/api/admin/pages', await landingPage())).json<{ id: number }>();
    const page = (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
    const moved = { ...page, path: { sv: '/kampanj/host', en: '/en/campaign/autumn' } };
    expect((await save(moved, editor)).statusCode).toBe(403);
    const response = await save(moved);
    expect(response.statusCode, response.body).toBe(200);
    const old = await visit('/kampanj/varerbjudande');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/kampanj/host');
    expect((await visit('/en/campaign/spring-offer')).headers.location).toBe('/en/campaign/autumn');
    expect((await visit('/kampanj/host')).statusCode).toBe(200);
    // Moving back takes the address back from its redirect.
    expect((await save({ ...moved, path: page.path, version: moved.version + 1 })).statusCode).toBe(200);
    expect((await visit('/kampanj/varerbjudande')).statusCode).toBe(200);
    const left = await ctx.database.db.select({ from: redirects.fromPath }).from(redirects);
    expect(left.map((row) => row.from).sort()).toEqual(['/en/campaign/autumn', '/kampanj/host']);
  });

  it('only Admins create and delete pages; fixed pages cannot be deleted', async () => {
    expect((await call('POST', '/api/admin/pages', await landingPage(), editor)).statusCode).toBe(403);
    const { id } = (await call('POST', '/api/admin/pages', await landingPage())).json<{ id: number }>();
    expect((await call('DELETE', `/api/admin/pages/${id}`, undefined, editor)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/pages/${id}`)).statusCode).toBe(204);
    expect((await visit('/kampanj/varerbjudande')).statusCode).toBe(404);
    const home = await homePage();
    expect((await call('DELETE', `/api/admin/pages/${home.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', '/api/admin/pages/999999')).statusCode).toBe(404);
  });

  it('refuses an address in use, one of the site’s own, or badly formed', async () => {
    expect((await call('POST', '/api/admin/pages', await landingPage())).statusCode).toBe(201);
    const taken = await refusedFields(await call('POST', '/api/admin/pages', await landingPage()));
    expect(taken.path).toMatch(/another page/i);
    const own = await refusedFields(
      await call(
        'POST',
        '/api/admin/pages',
        await landingPage({ path: { sv: '/blog/ny', en: '/en/about' } }),
      ),
    );
    expect(Object.keys(own).sort()).toEqual(['path.en', 'path.sv']);
    // Every address a route or the server answers itself, and never a plain new one.
    for (const sv of ['/search', '/services/ny', '/media/bild', '/api/sida', '/admin/sida', '/fonts/x']) {
      const fields = await refusedFields(
        await call('POST', '/api/admin/pages', await landingPage({ path: { sv, en: '/en/campaign/x' } })),
      );
      expect(Object.keys(fields), sv).toEqual(['path.sv']);
    }
    const allowed = await call(
      'POST',
      '/api/admin/pages',
      await landingPage({ path: { sv: '/om-oss/teamet', en: '/en/about/team' } }),
    );
    expect(allowed.statusCode, allowed.body).toBe(201);
    const badly = await refusedFields(
      await call(
        'POST',
        '/api/admin/pages',
        await landingPage({ path: { sv: '/Kampanj!', en: '/campaign' } }),
      ),
    );
    expect(Object.keys(badly).sort()).toEqual(['path.en', 'path.sv']);
  });
});

describe('the shared parts', () => {
  it('an Editor changes the Premium price once; every page shows it and the old one nowhere', async () => {
    const part = await readPart('prices', editor);
    const premium = part.data.plans.find((plan) => plan.id === 'premium')!;
    expect(premium.price).toEqual({ sek: 10000, usd: 999 });
    premium.price = { sek: 12500, usd: 1199 };
    const saved = await savePart(part, editor);
    expect(saved.statusCode, saved.body).toBe(200);
    const swedish = parsePage((await visit('/')).body).text();
    expect(swedish).toContain('12 500 kr');
    expect(swedish).not.toContain('10 000 kr');
    expect(parsePage((await visit('/en')).body).text()).toContain('$1,199');
    // The same version again is a conflict; a bad amount names its field.
    const stale = await savePart(part);
    expect(stale.statusCode).toBe(409);
    premium.price = { sek: -5, usd: 1199 };
    const fields = await refusedFields(await savePart(part, admin, part.version + 1));
    expect(Object.keys(fields)).toEqual(['data.plans.1.price.sek']);
    expect((await call('GET', '/api/admin/site-parts/footer')).statusCode).toBe(404);
  });

  it('texts that name a price follow it: FAQ answers, their structured data and titles, in both languages', async () => {
    const part = await readPart('prices', editor);
    const plan = (id: string) => part.data.plans.find((candidate) => candidate.id === id)!;
    plan('basic').price = { sek: 7900, usd: 749 };
    plan('premium').price = { sek: 12500, usd: 1199 };
    expect((await savePart(part, editor)).statusCode).toBe(200);
    const everything = async (url: string) => {
      const page = parsePage((await visit(url)).body);
      return {
        page,
        all: `${page.title()} ${page.meta('description')} ${page.text()} ${JSON.stringify(page.jsonLd())}`,
      };
    };
    const { page: swedish, all: sv } = await everything('/services/web-design');
    // Printed as the page's language prints a price (no-break spaces), in the page and in its FAQ's JSON-LD,
    // saying once whether moms is in them; a title or a description gives the amount alone.
    expect(sv).toContain(
      'Basic kostar 7\u00a0900\u00a0kr, Premium 12\u00a0500\u00a0kr och Enterprise från 15\u00a0000\u00a0kr exkl. moms.',
    );
    const faq = swedish.jsonLd().find((data) => data['@type'] === 'FAQPage');
    expect(JSON.stringify(faq)).toContain('Premium 12\u00a0500\u00a0kr');
    expect(swedish.meta('description')).toContain('ett fast pris från 7\u00a0900\u00a0kr');
    const { all: en } = await everything('/en/services/web-design');
    expect(en).toContain('Basic costs $749, Premium $1,199 and Enterprise from $1,499 excl. VAT.');
    expect(parsePage((await visit('/')).body).title()).toContain('från 7\u00a0900\u00a0kr');
    expect(parsePage((await visit('/en')).body).title()).toContain('From $749');
    // The old amounts are printed nowhere, however spaced; no token reaches a visitor.
    for (const text of [sv, en, (await everything('/')).all, (await everything('/en')).all]) {
      expect(text.replace(/\s/g, ' ')).not.toMatch(/\b7 000 kr|10 000 kr|\$699\b|\$999\b|\{price:/);
    }
  });

  it('a text may name only a price the prices have, and the field is named', async () => {
    const withFaq = (await fixedPages()).find((page) => page.blocks.some((block) => block.type === 'faq'))!;
    const index = withFaq.blocks.findIndex((block) => block.type === 'faq');
    const faq = withFaq.blocks[index]!.data as { questions: { answer: { sv: string; en: string } }[] };
    faq.questions[0]!.answer.sv = 'Från {price:gold} i månaden.';
    const fields = await refusedFields(await save(withFaq));
    expect(fields).toEqual({
      [`blocks.${index}.data.questions.0.answer.sv`]: expect.stringContaining('No such price: gold'),
    });
  });

  it('the hero’s "from" follows the cheapest plan', async () => {
    const part = await readPart('prices');
    part.data.plans[0]!.price = { sek: 5900, usd: 599 };
    expect((await savePart(part)).statusCode).toBe(200);
    const price = parsePage((await visit('/')).body)
      .$('[data-testid="hero-price"]')
      .text();
    expect(price.replace(/\s/g, ' ')).toBe('Från 5 900 kr');
  });
});

describe('the shared offer, navigation and footer', () => {
  const offerText = 'Just nu får du Premium till samma pris som Basic.';

  it('the limited-time offer is one of the prices: edited once, shown by every pricing block that shows it', async () => {
    expect(parsePage((await visit('/')).body).text()).toContain(offerText);
    const part = await readPart('prices', editor);
    part.data.offer!.text = {
      sv: 'Premium till Basic-pris hela december.',
      en: 'Premium at the Basic price all December.',
    };
    const saved = await savePart(part, editor);
    expect(saved.statusCode, saved.body).toBe(200);
    const swedish = parsePage((await visit('/')).body).text();
    expect(swedish).toContain('Premium till Basic-pris hela december.');
    expect(swedish).not.toContain(offerText);
    expect(parsePage((await visit('/en')).body).text()).toContain('Premium at the Basic price all December.');

    // A pricing block that does not show it, and prices without an offer: no banner.
    const home = await homePage();
    const pricing = home.blocks.find((block) => block.type === 'pricing')!;
    expect(pricing.data).toMatchObject({ showOffer: true });
    (pricing.data as { showOffer: boolean }).showOffer = false;
    expect((await save(home)).statusCode).toBe(200);
    expect(parsePage((await visit('/')).body).text()).not.toContain('Premium till Basic-pris');
    const hidden = await homePage();
    (hidden.blocks.find((block) => block.type === 'pricing')!.data as { showOffer: boolean }).showOffer =
      true;
    expect((await save(hidden)).statusCode).toBe(200);
    const again = await readPart('prices');
    const withoutOffer = await savePart({ ...again, data: { ...again.data, offer: null } });
    expect(withoutOffer.statusCode, withoutOffer.body).toBe(200);
    const page = parsePage((await visit('/')).body);
    expect(page.text()).not.toContain('Premium till Basic-pris');
    expect(page.text()).not.toContain('Tidsbegränsat erbjudande');
  });

  it('a pricing block stored by an earlier release, with an offer of its own, still shows it and saves in the new shape', async () => {
    const home = await homePage();
    const stored = home.blocks.map((block) =>
      block.type === 'pricing'
        ? {
            ...block,
            data: {
              ...Object.fromEntries(Object.entries(block.data).filter(([key]) => key !== 'showOffer')),
              offer: {
                badge: { sv: 'Erbjudande', en: 'Offer' },
                text: { sv: 'Gammal text', en: 'Old text' },
              },
            },
          }
        : block,
    );
    await ctx.database.db
      .update(pages)
      .set({ document: { meta: home.meta, blocks: stored } })
      .where(eq(pages.id, home.id));
    ctx.app.pageCache.clear();
    // The offer shown is the shared one; the block's own words were moved to the prices when it was upgraded.
    expect(parsePage((await visit('/')).body).text()).toContain(offerText);
    const read = await homePage();
    expect(read.problems).toEqual([]);
    expect(read.blocks.find((block) => block.type === 'pricing')!.data).toMatchObject({ showOffer: true });
    expect((await save(read)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(pages).where(eq(pages.id, home.id));
    const data = (row!.document.blocks as { type: string; data: object }[]).find(
      (block) => block.type === 'pricing',
    )!.data;
    expect(data).toMatchObject({ showOffer: true });
    expect(data).not.toHaveProperty('offer');
  });

  it('the navigation’s button and the footer’s words are edited once and change on every public page', async () => {
    const settings = (await visit('/api/settings')).json<SiteSettings>();
    expect(settings.chrome?.navigation.cta).toEqual({ sv: 'Få gratis mockup', en: 'Get a free mockup' });
    const part = await readPart('chrome', editor);
    part.data.navigation.cta = { sv: 'Boka ett samtal', en: 'Book a call' };
    part.data.footer.hours = { sv: 'Mån–tors 8:00–16:00', en: '' };
    const saved = await savePart(part, editor);
    expect(saved.statusCode, saved.body).toBe(200);
    for (const [path, cta, hours] of [
      ['/', 'Boka ett samtal', 'Mån–tors 8:00–16:00'],
      ['/blog', 'Boka ett samtal', 'Mån–tors 8:00–16:00'],
      ['/services/seo-optimization', 'Boka ett samtal', 'Mån–tors 8:00–16:00'],
      // A missing English text shows the Swedish one.
      ['/en/portfolio', 'Book a call', 'Mån–tors 8:00–16:00'],
    ] as const) {
      const page = parsePage((await visit(path)).body);
      expect(page.$('header').text(), path).toContain(cta);
      expect(page.$('header').text(), path).not.toMatch(/Få gratis mockup|Get a free mockup/);
      expect(page.$('footer').text(), path).toContain(hours);
      expect(page.$('footer').text(), path).not.toMatch(/9:00–17:00/);
    }
    // Bad input names its field and stores nothing.
    part.data.navigation.cta = { sv: '', en: 'Book a call' };
    const fields = await refusedFields(await savePart(part, admin, part.version + 1));
    expect(Object.keys(fields)).toEqual(['data.navigation.cta.sv']);
    const stranger = await call('PUT', '/api/admin/site-parts/chrome', {
      data: { ...part.data, navigation: { cta: { sv: 'x', en: 'x' }, extra: '<script>' } },
      version: part.version + 1,
    });
    expect(stranger.statusCode).toBe(400);
    expect(
      parsePage((await visit('/')).body)
        .$('header')
        .text(),
    ).toContain('Boka ett samtal');
  });
});

describe('moms', () => {
  it('is said beside every price, with the price the other way; typed with moms, every price turns', async () => {
    const pricesAt = async (path: string) => {
      const page = parsePage((await visit(path)).body);
      // Amounts keep their digits together with no-break spaces (read here as spaces).
      return page
        .$('[data-moms]')
        .map((_index, line) =>
          page
            .$(line)
            .text()
            .replace(/\u00a0/g, ' '),
        )
        .get();
    };
    // Without moms, as the agency sells to businesses: the hero's and the plans' prices, the package's; a price
    // that is where it starts (the hero's, Enterprise's) says so of the other amount too.
    expect(await pricesAt('/')).toEqual([
      'exkl. moms · från 8 750 kr inkl. moms',
      'exkl. moms · 8 750 kr inkl. moms',
      'exkl. moms · 12 500 kr inkl. moms',
      'exkl. moms · från 18 750 kr inkl. moms',
    ]);
    expect(await pricesAt('/about')).toEqual(['exkl. moms · 18 749 kr inkl. moms']);
    expect(await pricesAt('/en/contact')).toEqual(['excl. VAT · $1,874 incl. VAT']);

    const part = await readPart('prices', editor);
    const refused = await call('PUT', '/api/admin/site-parts/prices', {
      data: { ...part.data, moms: 'both' },
      version: part.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['data.moms']);
    const saved = await call('PUT', '/api/admin/site-parts/prices', {
      data: { ...part.data, moms: 'included' },
      version: part.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await pricesAt('/')).toEqual([
      'inkl. moms · från 5 600 kr exkl. moms',
      'inkl. moms · 5 600 kr exkl. moms',
      'inkl. moms · 8 000 kr exkl. moms',
      'inkl. moms · från 12 000 kr exkl. moms',
    ]);
    expect(await pricesAt('/about')).toEqual(['inkl. moms · 11 999 kr exkl. moms']);
  });
});

describe('a shared part saved as a draft', () => {
  it('changes nothing a visitor sees until it is published; the editor opens it; discarded, it is gone', async () => {
    const part = await readPart('prices', editor);
    const premium = part.data.plans.find((plan) => plan.id === 'premium')!;
    const before = (await visit('/')).body;
    premium.price = { sek: 13900, usd: 1299 };
    const draft = await call(
      'PUT',
      '/api/admin/site-parts/prices',
      { data: part.data, version: part.version, publish: false },
      editor,
    );
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json<SitePartDocument<'prices'>>().pending?.plans[1]?.price).toEqual({
      sek: 13900,
      usd: 1299,
    });
    expect((await visit('/')).body).toBe(before);
    expect(parsePage((await visit('/')).body).text()).not.toContain('13 900 kr');
    const opened = await readPart('prices', editor);
    expect(opened.data.plans[1]!.price).toEqual({ sek: 10000, usd: 999 });
    expect(opened.pending?.plans[1]!.price).toEqual({ sek: 13900, usd: 1299 });

    // Published from the draft's version: on every page at once, the draft gone.
    const published = await call('PUT', '/api/admin/site-parts/prices', {
      data: opened.pending,
      version: opened.version,
    });
    expect(published.json<SitePartDocument>()).toMatchObject({ pending: null });
    expect(
      parsePage((await visit('/')).body)
        .text()
        .replace(/\s/g, ' '),
    ).toContain('13 900 kr');

    // Another draft, discarded (from a stale version: 409; from its own: gone).
    const again = await readPart('prices');
    again.data.plans[1]!.price = { sek: 1, usd: 1 };
    const second = (
      await call('PUT', '/api/admin/site-parts/prices', {
        data: again.data,
        version: again.version,
        publish: false,
      })
    ).json<SitePartDocument>();
    const discard = (version: number) => call('POST', '/api/admin/site-parts/prices/discard', { version });
    expect((await discard(again.version)).statusCode).toBe(409);
    const discarded = await discard(second.version);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json<SitePartDocument>()).toMatchObject({ pending: null, version: second.version + 1 });
    expect((await discard(second.version + 1)).statusCode).toBe(409);
    expect(
      parsePage((await visit('/')).body)
        .text()
        .replace(/\s/g, ' '),
    ).toContain('13 900 kr');
  });

  it('is previewed on a page that shows it, in either language, storing and caching nothing', async () => {
    const prices = await readPart('prices', editor);
    prices.data.plans[1]!.price = { sek: 14900, usd: 1399 };
    const preview = (key: string, data: unknown, lang = 'sv') =>
      call('POST', `/api/admin/site-parts/${key}/preview`, { data, lang }, editor);
    const before = (await visit('/')).body;
    const swedish = await preview('prices', prices.data);
    expect(swedish.statusCode, swedish.body).toBe(200);
    expect(swedish.headers['cache-control']).toBe('no-store');
    expect(parsePage(swedish.body).text().replace(/\s/g, ' ')).toContain('14 900 kr');
    expect(parsePage((await preview('prices', prices.data, 'en')).body).text()).toContain('$1,399');

    const chrome = await readPart('chrome', editor);
    chrome.data.navigation.cta = { sv: 'Ring oss i dag', en: 'Call us today' };
    const withChrome = parsePage((await preview('chrome', chrome.data)).body);
    expect(withChrome.$('header').text()).toContain('Ring oss i dag');
    expect(
      parsePage((await preview('chrome', chrome.data, 'en')).body)
        .$('header')
        .text(),
    ).toContain('Call us today');

    expect((await visit('/')).body).toBe(before);
    expect((await readPart('prices')).version).toBe(prices.version);
    // Data the part cannot hold names its field; an unknown part is not found; a visitor is refused.
    chrome.data.navigation.cta = { sv: '', en: 'x' };
    const refused = await refusedFields(await preview('chrome', chrome.data));
    expect(Object.keys(refused)).toEqual(['navigation.cta.sv']);
    expect((await preview('footer', {})).statusCode).toBe(404);
    const anonymous = await call(
      'POST',
      '/api/admin/site-parts/prices/preview',
      { data: prices.data, lang: 'sv' },
      { origin: editor.origin } as Session,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the live preview', () => {
  it('renders the unsaved document as the page, in either language, storing and caching nothing', async () => {
    const home = await homePage();
    const before = (await visit('/')).body;
    const hero = home.blocks.find((block) => block.type === 'hero')!;
    if (hero.type !== 'hero') throw new Error('not the hero');
    hero.data.title = { sv: 'Osparad rubrik', en: 'Unsaved headline' };
    // A block staff are still filling in is left out, not an error.
    const unfinished = {
      id: 'new',
      type: 'process',
      hidden: false,
      data: { heading: { title: { sv: '' } } },
    };
    const preview = (lang: string, session: Partial<Session> = editor) =>
      call(
        'POST',
        `/api/admin/pages/${home.id}/preview`,
        { lang, document: { ...home, blocks: [...home.blocks, unfinished] } },
        session,
      );
    const swedish = await preview('sv');
    expect(swedish.statusCode).toBe(200);
    expect(swedish.headers['cache-control']).toBe('no-store');
    const page = parsePage(swedish.body);
    expect(page.$('h1').text()).toBe('Osparad rubrik');
    expect(page.$('script[src]')).toHaveLength(0);
    expect(page.meta('robots')).toBe('noindex, nofollow');
    expect(
      parsePage((await preview('en')).body)
        .$('h1')
        .text(),
    ).toBe('Unsaved headline');
    expect((await visit('/')).body).toBe(before);
    expect((await homePage()).version).toBe(home.version);
    expect((await preview('sv', { origin: editor.origin })).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/admin/pages/${home.id}/preview`, { lang: 'de', document: home })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/pages/99999/preview', { lang: 'sv', document: home })).statusCode,
    ).toBe(404);
  });

  it('shows the social picture the unsaved document names, as the published page would', async () => {
    const uploaded = await uploadMedia(
      ctx.app,
      admin,
      { altSv: 'En höstbild i två färger', altEn: 'An autumn picture in two colours' },
      [{ bytes: await picture(1600, 1000).jpeg().toBuffer(), filename: 'host.jpg', type: 'image/jpeg' }],
    );
    expect(uploaded.statusCode).toBe(201);
    const home = await homePage();
    const document = { ...home, meta: { ...home.meta, socialImage: (uploaded.json() as { id: number }).id } };
    const preview = await call('POST', `/api/admin/pages/${home.id}/preview`, { lang: 'en', document });
    expect(preview.statusCode).toBe(200);
    expect(parsePage(preview.body).property('og:image:alt')).toBe('An autumn picture in two colours');
    expect(parsePage((await visit('/en')).body).property('og:image:alt')).not.toBe(
      'An autumn picture in two colours',
    );
  });
});

describe('revisions', () => {
  type Revision = {
    id: number;
    authorName: string;
    createdAt: string;
    snapshot: { blocks: PageDocument['blocks'] };
  };
  const heroTitle = (blocks: PageDocument['blocks']) => {
    const hero = blocks.find((block) => block.type === 'hero')!;
    if (hero.type !== 'hero') throw new Error('not the hero');
    return hero.data.title;
  };
  const withHeroTitle = (page: PageDocument, sv: string): PageDocument => ({
    ...page,
    blocks: page.blocks.map((block) =>
      block.type === 'hero'
        ? { ...block, data: { ...block.data, title: { ...block.data.title, sv } } }
        : block,
    ),
  });
  const revisionsOf = async (id: number, session: Session = admin) => {
    const response = await call('GET', `/api/admin/pages/${id}/revisions`, undefined, session);
    expect(response.statusCode).toBe(200);
    return response.json<Revision[]>();
  };

  it('keeps every save of a page with its author, the seeded version first, and an Editor restores one', async () => {
    const home = await homePage();
    const seeded = heroTitle(home.blocks).sv;
    const first = await save(withHeroTitle(home, 'Vår första rubrik'), editor);
    expect(first.statusCode).toBe(200);
    const second = await save(withHeroTitle(first.json<PageDocument>(), 'Vår andra rubrik'));
    expect(second.statusCode).toBe(200);

    const list = await revisionsOf(home.id, editor);
    const [adminUser] = await ctx.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.email, testAdmins[0]!.email));
    expect(list.map((revision) => [revision.authorName, heroTitle(revision.snapshot.blocks).sv])).toEqual([
      [adminUser!.name, 'Vår andra rubrik'],
      ['Eva Editor', 'Vår första rubrik'],
      ['', seeded],
    ]);

    const restored = await call(
      'POST',
      `/api/admin/pages/${home.id}/revisions/${list[1]!.id}/restore`,
      { publish: true },
      editor,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    const page = restored.json<PageDocument>();
    expect(heroTitle(page.blocks).sv).toBe('Vår första rubrik');
    expect(page.version).toBe(second.json<PageDocument>().version + 1);
    expect(page.path).toEqual(home.path);
    expect(page.status).toBe('published');
    expect(
      parsePage((await visit('/')).body)
        .$('h1')
        .text(),
    ).toBe('Vår första rubrik');
    const after = await revisionsOf(home.id);
    expect(after).toHaveLength(4);
    expect(heroTitle(after[0]!.snapshot.blocks).sv).toBe('Vår första rubrik');
    const [logged] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'restore'));
    expect(logged).toMatchObject({ entity: 'page', entityId: String(home.id) });
  });

  it('a draft saving itself keeps one revision per sitting, not one per save', async () => {
    const created = await call('POST', '/api/admin/pages', await landingPage({ status: 'draft' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    let page = (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
    for (const title of ['Utkast ett', 'Utkast två', 'Utkast tre']) {
      const saved = await save(withHeroTitle(page, title));
      expect(saved.statusCode).toBe(200);
      page = saved.json<PageDocument>();
    }
    // The sitting began with the page's creation: its saves are one revision.
    const titles = async () =>
      (await revisionsOf(id)).map((revision) => heroTitle(revision.snapshot.blocks).sv);
    expect(await titles()).toEqual(['Utkast tre']);
    // Someone else's save is a revision of its own.
    expect((await save(withHeroTitle(page, 'Utkast fyra'), editor)).statusCode).toBe(200);
    expect(await titles()).toEqual(['Utkast fyra', 'Utkast tre']);
  });

  it('refuses a revision of another page, one that is not there, and one that no longer fits the blocks', async () => {
    const home = await homePage();
    await save(withHeroTitle(home, 'En ändring'));
    const created = await call('POST', '/api/admin/pages', await landingPage());
    const other = created.json<{ id: number }>().id;
    const [ofHome] = await revisionsOf(home.id);
    const restore = (page: number, revision: number | string) =>
      call('POST', `/api/admin/pages/${page}/revisions/${revision}/restore`);
    expect((await restore(other, ofHome!.id)).statusCode).toBe(404);
    expect((await restore(home.id, 999999)).statusCode).toBe(404);
    expect((await restore(home.id, 'x')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/pages/999999/revisions')).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/pages/${home.id}/revisions`, undefined, {})).statusCode).toBe(401);

    // A revision kept before a field became required: refused with the field named, the page untouched.
    const snapshot = structuredClone(ofHome!.snapshot) as {
      blocks: { type: string; data: { title: unknown } }[];
    };
    snapshot.blocks.find((block) => block.type === 'hero')!.data.title = { sv: '', en: '' };
    await ctx.database.db
      .update(revisions)
      .set({ snapshot: snapshot as never })
      .where(eq(revisions.id, ofHome!.id));
    const before = await homePage();
    const refused = await restore(home.id, ofHome!.id);
    expect(refused.statusCode).toBe(409);
    expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields)).toContain(
      'blocks.0.data.title.sv',
    );
    expect(await homePage()).toEqual(before);
  });
});
