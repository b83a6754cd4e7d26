import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePartKey } from '../shared/blocks/registry';
import { fixedPageKeys } from '../shared/pageAddresses';
import { pageBlockLimit, type PageDocument, type PageSummary, type SitePartDocument } from '../shared/pages';
import { revisionsKept } from './content/revisions';
import { pages, revisions } from './db/schema';
import { testAdmins } from './test/fixtures';
import { parsePage } from './test/html';
import { picture } from './test/images';
import { createTestApp, signIn, signInTestEditor, jsonCaller, type StaffSession } from './test/testApp';
import { uploadMedia } from './test/uploads';

/**
 * The third red-team round (issue #59): no value staff can save takes a page down, every check reads the same
 * decoded path, and the addresses the server owns are never pages.
 */

type Session = StaffSession;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: Session;
let editor: Session;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ logStream: { write: (line) => void logLines.push(line) } });
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  editor = await signInTestEditor(ctx);
});
afterAll(() => ctx.close());

/** Calls as the Admin unless another session is named (`ctx` is made in `beforeAll`). */
const call: ReturnType<typeof jsonCaller> = (...args) => jsonCaller(ctx.app, () => admin)(...args);
const visit = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const pageByKey = async (key: string) => {
  const list = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
  const { id } = list.find((page) => page.key === key)!;
  return (await call('GET', `/api/admin/pages/${id}`)).json<PageDocument>();
};
const homePage = () => pageByKey('home');
const readPart = async (key: SitePartKey) =>
  (await call('GET', `/api/admin/site-parts/${key}`)).json<SitePartDocument>();

/** The home page answers in both languages, through the page API and in the preview. */
async function expectHomeUp() {
  const home = await homePage();
  for (const url of ['/', '/en', '/api/pages?path=/', '/api/pages?path=/en'])
    expect((await visit(url)).statusCode, url).toBe(200);
  const preview = await call('POST', `/api/admin/pages/${home.id}/preview`, { lang: 'sv', document: home });
  expect(preview.statusCode).toBe(200);
}

const outOfRange = [0, -1, 2 ** 31, 2 ** 53, 1e308];

describe('numbers a save names', () => {
  it.each(outOfRange)(
    'refuses the social picture %d from an Editor, and the page stays up',
    async (value) => {
      const home = await homePage();
      const response = await call(
        'PUT',
        `/api/admin/pages/${home.id}`,
        { ...home, meta: { ...home.meta, socialImage: value } },
        editor,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fields['meta.socialImage']).toBeTruthy();
      await expectHomeUp();
    },
  );

  it('refuses a social picture that names no media, naming the field', async () => {
    const home = await homePage();
    const response = await call('PUT', `/api/admin/pages/${home.id}`, {
      ...home,
      meta: { ...home.meta, socialImage: 424242 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'meta.socialImage': 'No picture with this id in the media library',
    });
  });

  it.each([2 ** 31, 2 ** 53, 1e308, -1, 0])(
    'refuses the version %d with 400, pages and parts',
    async (version) => {
      const home = await homePage();
      expect((await call('PUT', `/api/admin/pages/${home.id}`, { ...home, version })).statusCode).toBe(400);
      const prices = await readPart('prices');
      const response = await call('PUT', '/api/admin/site-parts/prices', { data: prices.data, version });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.version).toBeTruthy();
    },
  );

  it.each(['/api/admin/pages/2147483648', '/api/admin/pages/99999999999999999999', '/api/admin/pages/1e308'])(
    'answers the id in %s with a 404, never a 5xx',
    async (url) => {
      expect((await call('GET', url)).statusCode).toBe(404);
    },
  );

  it('keeps a page’s social picture from being deleted while the page shows it', async () => {
    const uploaded = await uploadMedia(
      ctx.app,
      admin,
      { altSv: 'Ett fält i solnedgång', altEn: 'A field at sunset' },
      [{ bytes: await picture(1600, 1000).jpeg().toBuffer(), filename: 'falt.jpg', type: 'image/jpeg' }],
    );
    expect(uploaded.statusCode).toBe(201);
    const id = (uploaded.json() as { id: number }).id;
    const about = await pageByKey('about');
    const saved = await call('PUT', `/api/admin/pages/${about.id}`, {
      ...about,
      meta: { ...about.meta, socialImage: id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(parsePage((await visit('/en/about')).body).property('og:image:alt')).toBe('A field at sunset');

    const removal = await call('DELETE', `/api/admin/media/${id}`);
    expect(removal.statusCode).toBe(409);
    expect(JSON.stringify(removal.json())).toContain('"type":"page"');
  });
});

describe('a stored document the release refuses', () => {
  it('renders the page without that part, logs it once, and the editor names it', async () => {
    const home = await homePage();
    // Written straight into the database, as an older release or a hand-made repair could have left it.
    await ctx.database.db
      .update(pages)
      .set({
        document: sql`jsonb_set(jsonb_set(${pages.document}, '{meta,socialImage}', '2147483648'), '{meta,description}', '"not localized"')`,
        version: sql`${pages.version} + 1`,
      })
      .where(eq(pages.id, home.id));
    await ctx.app.signals.send('pages');
    logLines.length = 0;

    for (const url of ['/', '/en', '/api/pages?path=/', '/api/pages?path=/en', '/api/pages?path=/'])
      expect((await visit(url)).statusCode, url).toBe(200);
    const page = parsePage((await visit('/en')).body);
    expect(page.$('h1').text()).not.toBe('');
    const reports = logLines.filter((line) => line.includes('cannot show'));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain('meta.socialImage');

    const document = await homePage();
    expect(document.meta.socialImage).toBeNull();
    expect(document.problems.map((problem) => problem.id)).toEqual(['meta.description', 'meta.socialImage']);
    const preview = await call('POST', `/api/admin/pages/${home.id}/preview`, { lang: 'en', document: home });
    expect(preview.statusCode).toBe(200);

    // Saving the page as the editor shows it repairs it.
    const repaired = await call('PUT', `/api/admin/pages/${home.id}`, {
      ...document,
      meta: { ...document.meta, description: home.meta.description },
    });
    expect(repaired.statusCode, repaired.body).toBe(200);
    expect((await homePage()).problems).toEqual([]);
  });

  it('renders a page whose stored social picture was deleted since, and the editor says so', async () => {
    const about = await pageByKey('about');
    await ctx.database.db
      .update(pages)
      .set({ document: sql`jsonb_set(${pages.document}, '{meta,socialImage}', '987654')` })
      .where(eq(pages.id, about.id));
    await ctx.app.signals.send('pages');
    expect((await visit('/about')).statusCode).toBe(200);
    const document = await pageByKey('about');
    expect(document.problems[0]).toMatchObject({ id: 'meta.socialImage', type: 'meta' });
  });
});

describe('rows written by hand', () => {
  it('a page stored at the not-found address never answers for it, nor is listed', async () => {
    const home = await homePage();
    // As a release before #59 let an Admin make it.
    await ctx.database.db.insert(pages).values({
      pathSv: '/404',
      pathEn: '/en/404',
      status: 'published',
      document: { meta: home.meta, blocks: home.blocks.slice(0, 1) },
    });
    await ctx.app.signals.send('pages');
    for (const url of ['/%ff', '/en/%ff', '/404', '/api/pages?path=/404'])
      expect((await visit(url)).statusCode, url).toBe(404);
    expect((await visit('/sitemap.xml')).body).not.toMatch(/\/404<\/loc>/);
  });

  it('a page whose stored blocks and meta are not even objects is shown empty, and the sitemap still answers', async () => {
    await ctx.database.db.insert(pages).values({
      pathSv: '/trasig',
      pathEn: '/en/broken',
      status: 'published',
      document: { meta: 'x', blocks: 'y' } as never,
    });
    await ctx.app.signals.send('pages');
    for (const url of ['/trasig', '/en/broken', '/api/pages?path=/trasig', '/sitemap.xml', '/'])
      expect((await visit(url)).statusCode, url).toBe(200);
    const list = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
    const broken = list.find((page) => page.path.sv === '/trasig')!;
    expect(broken.problems).toBeGreaterThan(0);
    const document = (await call('GET', `/api/admin/pages/${broken.id}`)).json<PageDocument>();
    expect(document.blocks).toEqual([]);
    expect(document.problems.map((problem) => problem.id)).toContain('meta.title');
  });
});

describe('one decoded path for every check', () => {
  it.each([
    ['/%61pi/admin/leads?q=%00', 400],
    ['/%61pi/search?q=%00', 400],
    ['/%61%70%69/admin/leads?q=%00', 400],
  ])('checks %s as the route it reaches', async (url, status) => {
    expect((await call('GET', url)).statusCode).toBe(status);
  });

  it('refuses the Storybook’s call to an encoded API path', async () => {
    const response = await call('GET', '/%61pi/admin/users', undefined, {
      ...admin,
      referer: 'https://www.novaweb.se/admin/storybook/iframe.html',
    } as Partial<Session>);
    expect(response.statusCode).toBe(403);
  });

  it('answers an encoded page address as the page', async () => {
    expect((await visit('/%61bout')).statusCode).toBe(200);
    expect((await visit('/en/%61bout')).statusCode).toBe(200);
  });
});

describe('addresses the server owns', () => {
  const landing = async (path: { sv: string; en: string }) => {
    const home = await homePage();
    return { path, status: 'published', meta: home.meta, blocks: home.blocks.slice(0, 2) };
  };

  it.each([
    ['/404', '/en/kampanj'],
    ['/kampanj', '/en/404'],
    ['/healthz', '/en/healthz'],
    ['/readyz', '/en/readyz'],
    ['/metrics', '/en/metrics'],
    ['/api', '/en/api'],
    ['/admin', '/en/admin'],
    ['/functions', '/en/functions'],
    ['/social/x', '/en/social/x'],
    ['/media', '/en/media'],
    ['/assets', '/en/assets'],
  ])('refuses a landing page at %s / %s', async (sv, en) => {
    const response = await call('POST', '/api/admin/pages', await landing({ sv, en }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).some((field) => field.startsWith('path'))).toBe(true);
  });

  it.each([201, 3000])('refuses an address of %d characters with 400', async (length) => {
    const long = '/' + 'a'.repeat(length - 1);
    const response = await call('POST', '/api/admin/pages', await landing({ sv: long, en: `/en${long}` }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields['path.sv']).toBe('At most 200 characters');
  });

  it('refuses a body too large to hold a page before reading it', async () => {
    const long = '/' + 'a'.repeat(59_999);
    const response = await call('POST', '/api/admin/pages', await landing({ sv: long, en: `/en${long}` }));
    expect(response.statusCode).toBe(413);
  });

  it('keeps the not-found page for addresses that cannot be pages', async () => {
    for (const url of ['/%ff', '/%00', '/en/%ff']) expect((await visit(url)).statusCode, url).toBe(404);
    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).not.toMatch(/<loc>[^<]*\/(404|healthz|readyz|metrics)<\/loc>/);
  });
});

describe('fixed pages', () => {
  it.each(fixedPageKeys.filter((key) => key === 'home' || key === 'contact'))(
    'the %s page cannot be unpublished, by an Editor or an Admin; a draft or a schedule of it leaves it live',
    async (key) => {
      let page = await pageByKey(key);
      for (const session of [editor, admin]) {
        for (const status of ['draft', 'scheduled'] as const) {
          const publishAt = status === 'scheduled' ? new Date(Date.now() + 86_400_000).toISOString() : null;
          const response = await call(
            'PUT',
            `/api/admin/pages/${page.id}`,
            { ...page, status, publishAt },
            session,
          );
          expect(response.statusCode, response.body).toBe(200);
          page = response.json<PageDocument>();
          expect(page).toMatchObject({ status, live: true });
          expect((await visit(page.path.sv)).statusCode).toBe(200);
        }
        const unpublished = await call(
          'POST',
          `/api/admin/pages/${page.id}/unpublish`,
          { version: page.version },
          session,
        );
        expect(unpublished.statusCode).toBe(409);
        expect(unpublished.json().message).toMatch(/stays published/);
      }
      expect((await visit(page.path.sv)).statusCode).toBe(200);
    },
  );
});

describe('bounds', () => {
  it(`keeps the newest ${revisionsKept} revisions of a page`, async () => {
    let page = await pageByKey('privacy');
    for (let save = 0; save < revisionsKept + 5; save++) {
      const response = await call('PUT', `/api/admin/pages/${page.id}`, {
        ...page,
        meta: { ...page.meta, keywords: { sv: `nyckelord ${save}`, en: `keyword ${save}` } },
      });
      expect(response.statusCode).toBe(200);
      page = response.json<PageDocument>();
    }
    const kept = await ctx.database.db.select().from(revisions).where(eq(revisions.pageId, page.id));
    expect(kept).toHaveLength(revisionsKept);
    const listed = (await call('GET', `/api/admin/pages/${page.id}/revisions`)).json<
      { snapshot: unknown }[]
    >();
    expect(JSON.stringify(listed[0]!.snapshot)).toContain(`nyckelord ${revisionsKept + 4}`);
  });

  it(`previews at most ${pageBlockLimit} blocks, as a save allows`, async () => {
    const home = await homePage();
    const smallest = [...home.blocks].sort((a, b) => JSON.stringify(a).length - JSON.stringify(b).length)[0]!;
    const blocks = Array.from({ length: pageBlockLimit + 1 }, (_, index) => ({
      ...smallest,
      id: `block-${index}`,
    }));
    const preview = await call('POST', `/api/admin/pages/${home.id}/preview`, {
      lang: 'sv',
      document: { ...home, blocks },
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().fields['document.blocks']).toBe(`At most ${pageBlockLimit} blocks`);
  });
});

/** Every path in `value` that holds a number, as keys. */
function numberPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'number') return [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => numberPaths(item, [...at, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => numberPaths(item, [...at, key]));
  return [];
}
const withValue = <T>(document: T, path: (string | number)[], value: unknown): T => {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy as T;
};

describe('any number in any stored document, as an Editor saves it', () => {
  it('is refused with a 4xx or stored, and every page still renders', async () => {
    let tried = 0;
    for (const key of fixedPageKeys) {
      const page = await pageByKey(key);
      const paths = [...numberPaths(page.blocks, ['blocks']), ['meta', 'socialImage'], ['version']];
      for (const path of paths) {
        for (const value of outOfRange) {
          const current = await pageByKey(key);
          const response = await call(
            'PUT',
            `/api/admin/pages/${page.id}`,
            withValue(current, path, value),
            editor,
          );
          tried++;
          expect(response.statusCode, `${key} ${path.join('.')} = ${value}`).toBeLessThan(500);
          if (response.statusCode === 200)
            expect((await visit(page.path.en)).statusCode, `${key} ${path.join('.')}`).toBe(200);
        }
      }
    }
    for (const key of ['prices', 'chrome'] as const) {
      for (const path of [...numberPaths((await readPart(key)).data, ['data']), ['version']]) {
        for (const value of outOfRange) {
          const part = await readPart(key);
          const body = withValue({ data: part.data, version: part.version }, path, value);
          const response = await call('PUT', `/api/admin/site-parts/${key}`, body, editor);
          tried++;
          expect(response.statusCode, `${key} ${path.join('.')} = ${value}`).toBeLessThan(500);
          expect((await visit('/')).statusCode).toBe(200);
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
  });
});
