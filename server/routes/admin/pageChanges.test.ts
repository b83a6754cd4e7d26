import { and, eq, isNotNull, like } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageDocument, PageSummary } from '../../../shared/pages';
import { publishDuePages } from '../../content/schedule';
import { auditLog, pages } from '../../db/schema';
import { testAdmins } from '../../test/fixtures';
import { parsePage } from '../../test/html';
import { createTestApp, jsonCaller, signIn, signInTestEditor, type StaffSession } from '../../test/testApp';
import { until } from '../../test/until';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: StaffSession;
let editor: StaffSession;
let call: ReturnType<typeof jsonCaller>;

beforeEach(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  editor = await signInTestEditor(ctx);
  call = jsonCaller(ctx.app, () => admin);
});
afterEach(() => ctx.close());

/** The h1 a visitor gets at `path`, or the status when it is not a page. */
async function shownTitle(path: string): Promise<string | number> {
  const response = await ctx.app.inject({ method: 'GET', url: path });
  if (response.statusCode !== 200) return response.statusCode;
  return parsePage(response.body).$('h1').first().text();
}

const read = async (id: number) => {
  const response = await call('GET', `/api/admin/pages/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageDocument>();
};

const byKey = async (key: string) => {
  const list = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
  return read(list.find((page) => page.key === key)!.id);
};

const heroTitle = (page: PageDocument) => {
  const hero = page.blocks.find((block) => block.type === 'hero')!;
  if (hero.type !== 'hero') throw new Error('not the hero');
  return hero.data.title.sv;
};

const withHeroTitle = (page: PageDocument, sv: string): PageDocument => ({
  ...page,
  blocks: page.blocks.map((block) =>
    block.type === 'hero' ? { ...block, data: { ...block.data, title: { ...block.data.title, sv } } } : block,
  ),
});

const save = async (page: PageDocument, session: StaffSession = admin) => {
  const response = await call('PUT', `/api/admin/pages/${page.id}`, page, session);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PageDocument>();
};

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A published landing page of the home page's hero, made by an Admin. */
async function livePage(): Promise<PageDocument> {
  const home = await byKey('home');
  const created = await call('POST', '/api/admin/pages', {
    path: { sv: '/kampanj/host', en: '/en/campaign/autumn' },
    status: 'published',
    publishAt: null,
    meta: home.meta,
    blocks: [home.blocks.find((block) => block.type === 'hero')!],
  });
  expect(created.statusCode, created.body).toBe(201);
  return withHeroTitle(await read(created.json<{ id: number }>().id), heroTitle(home));
}

describe('a change to a published page', () => {
  it('saved as a draft leaves the published version live, in the list and to visitors, until it is published', async () => {
    const page = await livePage();
    const published = heroTitle(page);
    const draft = await save({ ...withHeroTitle(page, 'Höstens nya rubrik'), status: 'draft' }, editor);
    expect(draft).toMatchObject({ status: 'draft', live: true, publishAt: null });
    expect(await shownTitle('/kampanj/host')).toBe(published);
    expect(heroTitle(await read(page.id))).toBe('Höstens nya rubrik');
    const listed = (await call('GET', '/api/admin/pages')).json<PageSummary[]>();
    // The list says what the page aims at in search (its meta keywords), for the post editor's SEO checks.
    expect(listed.find((row) => row.id === page.id)).toMatchObject({
      status: 'draft',
      live: true,
      keywords: draft.meta.keywords,
    });

    // A draft saving itself again changes nothing a visitor sees either.
    await save({ ...withHeroTitle(draft, 'Höstens rubrik, omskriven') }, editor);
    expect(await shownTitle('/kampanj/host')).toBe(published);

    const live = await save({ ...(await read(page.id)), status: 'published' }, editor);
    expect(live).toMatchObject({ status: 'published', live: true });
    expect(await shownTitle('/kampanj/host')).toBe('Höstens rubrik, omskriven');
  });

  it('to a fixed page is taken as a draft or a schedule too, the page staying live', async () => {
    const home = await byKey('home');
    const seeded = heroTitle(home);
    const scheduled = await save(
      { ...withHeroTitle(home, 'Snart på startsidan'), status: 'scheduled', publishAt: inMinutes(10) },
      editor,
    );
    expect(scheduled).toMatchObject({ status: 'scheduled', live: true });
    expect(await shownTitle('/')).toBe(seeded);
    const unpublish = await call('POST', `/api/admin/pages/${home.id}/unpublish`, {
      version: scheduled.version,
    });
    expect(unpublish.statusCode).toBe(409);
    expect(unpublish.json().message).toMatch(/fixed page/);
    expect(await shownTitle('/')).toBe(seeded);
  });

  it('scheduled replaces the published version at its time, once, however many looks follow', async () => {
    const home = await byKey('home');
    const privacy = await byKey('privacy');
    const seeded = heroTitle(home);
    await save({ ...withHeroTitle(home, 'Schemalagd rubrik'), status: 'scheduled', publishAt: inMinutes(5) });
    await save({ ...privacy, status: 'scheduled', publishAt: inMinutes(5) });
    expect(await shownTitle('/')).toBe(seeded);
    expect(await publishDuePages(ctx.database.db)).toEqual([]);

    // The time comes (moved, not waited for).
    await ctx.database.db
      .update(pages)
      .set({ pendingAt: new Date(Date.now() - 1000) })
      .where(isNotNull(pages.pendingAt));
    await ctx.app.schedule.wake(); // the instance's own look publishes both and clears its cached pages
    expect(await shownTitle('/')).toBe('Schemalagd rubrik');
    const looks = await Promise.all(Array.from({ length: 4 }, () => publishDuePages(ctx.database.db)));
    expect(looks.flat()).toEqual([]);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'publish'), like(auditLog.summary, 'scheduled change:%')));
    expect(audited.map((entry) => entry.entityId).sort()).toEqual(
      [String(home.id), String(privacy.id)].sort(),
    );
    const after = await read(home.id);
    expect(after).toMatchObject({ status: 'published', publishAt: null, live: true });
    expect(after.version).toBeGreaterThan(home.version + 1);
  });

  it('refuses a schedule in the past, and keeps the page as it was', async () => {
    const page = await livePage();
    const response = await call('PUT', `/api/admin/pages/${page.id}`, {
      ...withHeroTitle(page, 'För sent'),
      status: 'scheduled',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.publishAt).toBeTruthy();
    expect(await read(page.id)).toMatchObject({ status: 'published', version: page.version });
  });

  it('can be discarded, the published version becoming the working one again', async () => {
    const page = await livePage();
    const draft = await save({ ...withHeroTitle(page, 'Kastas bort'), status: 'draft' });
    const discarded = await call('POST', `/api/admin/pages/${page.id}/discard`, { version: draft.version });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(discarded.json<PageDocument>()).toMatchObject({ status: 'published', live: true });
    expect(heroTitle(discarded.json<PageDocument>())).toBe(heroTitle(page));
    const again = await call('POST', `/api/admin/pages/${page.id}/discard`, {
      version: discarded.json<PageDocument>().version,
    });
    expect(again.statusCode).toBe(409);
    expect(await shownTitle('/kampanj/host')).toBe(heroTitle(page));
  });
});

describe('unpublishing', () => {
  it('takes a page off the site, its working version kept as a draft', async () => {
    const page = await livePage();
    const draft = await save({ ...withHeroTitle(page, 'Arbetsversionen'), status: 'draft' });
    const response = await call(
      'POST',
      `/api/admin/pages/${page.id}/unpublish`,
      { version: draft.version },
      editor,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<PageDocument>()).toMatchObject({ status: 'draft', live: false });
    expect(heroTitle(response.json<PageDocument>())).toBe('Arbetsversionen');
    expect(await shownTitle('/kampanj/host')).toBe(404);
    expect(await shownTitle('/en/campaign/autumn')).toBe(404);
    const [logged] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'unpublish'));
    expect(logged).toMatchObject({ entity: 'page', entityId: String(page.id) });
  });

  it('answers an old version with 409 and the page now, bad input with 400, a visitor with 401', async () => {
    const page = await livePage();
    const moved = await save({ ...withHeroTitle(page, 'Någon annan sparade') });
    const stale = await call('POST', `/api/admin/pages/${page.id}/unpublish`, { version: page.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ version: moved.version, live: true });
    for (const body of [{}, { version: 'x' }, { version: 1, extra: true }]) {
      expect((await call('POST', `/api/admin/pages/${page.id}/unpublish`, body)).statusCode).toBe(400);
    }
    expect((await call('POST', '/api/admin/pages/999999/unpublish', { version: 1 })).statusCode).toBe(404);
    expect(
      (
        await call(
          'POST',
          `/api/admin/pages/${page.id}/unpublish`,
          { version: moved.version },
          { origin: admin.origin },
        )
      ).statusCode,
    ).toBe(401);
    expect(await shownTitle('/kampanj/host')).toBe('Någon annan sparade');
  });
});

describe('restoring a revision of a live page', () => {
  it('makes a draft to review; with publish it goes live at once', async () => {
    const page = await livePage();
    await save(withHeroTitle(page, 'Andra versionen'));
    const revisions = (await call('GET', `/api/admin/pages/${page.id}/revisions`)).json<{ id: number }[]>();
    const first = revisions.at(-1)!;
    const asDraft = await call('POST', `/api/admin/pages/${page.id}/revisions/${first.id}/restore`);
    expect(asDraft.statusCode, asDraft.body).toBe(200);
    expect(asDraft.json<PageDocument>()).toMatchObject({ status: 'draft', live: true });
    expect(heroTitle(asDraft.json<PageDocument>())).toBe(heroTitle(page));
    expect(await shownTitle('/kampanj/host')).toBe('Andra versionen');

    const published = await call('POST', `/api/admin/pages/${page.id}/revisions/${first.id}/restore`, {
      publish: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<PageDocument>()).toMatchObject({ status: 'published', live: true });
    expect(await shownTitle('/kampanj/host')).toBe(heroTitle(page));
    const refused = await call('POST', `/api/admin/pages/${page.id}/revisions/${first.id}/restore`, {
      publish: 'yes',
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'a scheduled change with two instances on one PostgreSQL',
  () => {
    let other: Awaited<ReturnType<typeof createTestApp>>;
    beforeEach(async () => {
      other = await createTestApp({ sameDatabaseAs: ctx });
      await Promise.all([ctx.app.ready(), other.app.ready()]);
    });
    afterEach(() => other.close());

    const otherTitle = async () =>
      parsePage((await other.app.inject({ method: 'GET', url: '/' })).body)
        .$('h1')
        .first()
        .text();
    const scheduledAudits = () =>
      ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'publish'), like(auditLog.summary, 'scheduled change:%')));

    it('goes live once, however the two instances race', async () => {
      // The racers are the six calls below: each instance's own look every 30 s, which a busy machine (load 15)
      // once let publish the change first, would leave them nothing to do.
      await Promise.all([ctx.app.schedule.stop(), other.app.schedule.stop()]);
      const home = await byKey('home');
      await save({
        ...withHeroTitle(home, 'Två instanser, en gång'),
        status: 'scheduled',
        publishAt: inMinutes(5),
      });
      await ctx.database.db
        .update(pages)
        .set({ pendingAt: new Date(Date.now() - 1000) })
        .where(eq(pages.id, home.id));
      const rounds = await Promise.all(
        Array.from({ length: 6 }, (_, n) => publishDuePages((n % 2 ? other : ctx).database.db)),
      );
      expect(rounds.flat().map((page) => page.id)).toEqual([home.id]);
      expect(await scheduledAudits()).toHaveLength(1);
    });

    it('shows on the other instance at its time, its cached page cleared', async () => {
      const home = await byKey('home');
      expect(await otherTitle()).toBe(heroTitle(home)); // cached there with the published version
      await save({
        ...withHeroTitle(home, 'Syns på båda'),
        status: 'scheduled',
        publishAt: new Date(Date.now() + 1500).toISOString(),
      });
      expect(await otherTitle()).toBe(heroTitle(home));
      await other.app.schedule.wake(); // the other instance's next look (within 30 s) sees the new time
      expect(await until(async () => (await otherTitle()) === 'Syns på båda')).toBe(true);
      expect(await until(async () => (await shownTitle('/')) === 'Syns på båda')).toBe(true);
      expect(await scheduledAudits()).toHaveLength(1);
    });
  },
);
