import { and, count, eq, sql } from 'drizzle-orm';
import { markdownToDocument } from '../../../shared/postMarkdown';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishDuePosts } from '../../content/schedule';
import { auditLog, postPreviews, posts } from '../../db/schema';
import { testAdmins } from '../../test/fixtures';
import { parsePage } from '../../test/html';
import { createTestApp, signIn, signInTestEditor } from '../../test/testApp';
import { until } from '../../test/until';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let admin: { cookie: string; origin: string };
let editor: { cookie: string; origin: string };

beforeEach(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  editor = await signInTestEditor(ctx);
});
afterEach(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin, app = ctx.app) =>
  app.inject({
    method,
    url,
    headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload as object,
  });
const get = (url: string, app = ctx.app) => app.inject({ method: 'GET', url });
/** A post as its editor opens it (the working version, the version a save names). */
const opened = async (id: number) =>
  (await call('GET', '/api/admin/posts')).json().find((post: { id: number }) => post.id === id);
/** Saves a post as an editor who has just opened it does: from the version it has now. */
const edit = async (id: number, body: object, as = admin) =>
  call('PUT', `/api/admin/posts/${id}`, { ...body, version: (await opened(id)).version }, as);
const pageText = async (url: string, app = ctx.app) => parsePage((await get(url, app)).body).text();

const draft = {
  slug: 'spring-campaign',
  date: '2026-11-21',
  titleEn: 'Getting ready for the spring campaign',
  titleSv: 'Så förbereder du vårkampanjen',
  excerptEn: 'Plan the pages before the ads.',
  excerptSv: 'Planera sidorna före annonserna.',
  categoryEn: 'Marketing',
  categorySv: 'Marknadsföring',
  bodyEn: markdownToDocument('Start with **the landing page**.'),
  bodySv: markdownToDocument('Börja med **landningssidan**.'),
  keywordsEn: ['campaign'],
  keywordsSv: ['kampanj'],
  published: false,
};
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** Where a post shows once it is live: the blog in both languages, the home page, the sitemap and both feeds. */
async function shownOnSite(app = ctx.app) {
  const [blogSv, blogEn, home, sitemap, rssSv, rssEn, api] = await Promise.all([
    pageText('/blog', app),
    pageText('/en/blog', app),
    pageText('/', app),
    get('/sitemap.xml', app),
    get('/rss.xml', app),
    get('/en/rss.xml', app),
    get('/api/posts/spring-campaign', app),
  ]);
  return {
    blog: blogSv.includes(draft.titleSv) && blogEn.includes(draft.titleEn),
    home: home.includes(draft.titleSv),
    sitemap: sitemap.body.includes('/blog/spring-campaign'),
    feeds: rssSv.body.includes(draft.titleSv) && rssEn.body.includes(draft.titleEn),
    page: api.statusCode === 200,
  };
}
const nowhere = { blog: false, home: false, sitemap: false, feeds: false, page: false };
const everywhere = { blog: true, home: true, sitemap: true, feeds: true, page: true };

describe('scheduled posts', () => {
  it('stay off the site a minute before their time and appear everywhere at it, audited once', async () => {
    const created = await call('POST', '/api/admin/posts', { ...draft, publishAt: inMinutes(60) }, editor);
    expect(created.statusCode).toBe(201);
    const { id, publishAt } = created.json();
    expect(Date.parse(publishAt)).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(await shownOnSite()).toEqual(nowhere); // the cache now holds pages without it

    const { db } = ctx.database;
    await db
      .update(posts)
      .set({ publishAt: sql`now() + interval '1 minute'` })
      .where(eq(posts.id, id));
    expect(await publishDuePosts(db)).toEqual([]);
    expect(await shownOnSite()).toEqual(nowhere);

    // Its time comes (set a second back rather than waiting a minute); the instance's own schedule finds it.
    await db
      .update(posts)
      .set({ publishAt: sql`now() - interval '1 second'` })
      .where(eq(posts.id, id));
    await ctx.app.schedule.wake();
    expect(await shownOnSite()).toEqual(everywhere);
    const [row] = await db.select().from(posts).where(eq(posts.id, id));
    expect(row).toMatchObject({ published: true, publishAt: null });
    const stockholmToday = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
      new Date(),
    );
    expect(row!.date).toBe(stockholmToday);
    expect(await publishDuePosts(db)).toEqual([]);
    const audits = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'publish'), eq(auditLog.entityId, String(id))));
    expect(audits[0]!.n).toBe(1);
  });

  it('go live at their time with no one doing anything, the cached blog cleared', async () => {
    expect(await shownOnSite()).toEqual(nowhere);
    const at = new Date(Date.now() + 1500).toISOString();
    const created = await call('POST', '/api/admin/posts', { ...draft, publishAt: at });
    expect(created.statusCode).toBe(201);
    expect((await get('/api/posts/spring-campaign')).statusCode).toBe(404);
    expect(await until(async () => (await pageText('/blog')).includes(draft.titleSv))).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    expect(await shownOnSite()).toEqual(everywhere);
  });

  it('refuses a time in the past, a malformed time and a schedule on a published post', async () => {
    const past = await call('POST', '/api/admin/posts', { ...draft, publishAt: inMinutes(-5) });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ publishAt: 'Pick a time in the future' });
    const malformed = await call('POST', '/api/admin/posts', { ...draft, publishAt: 'tomorrow at nine' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.publishAt).toBe('Pick a date and time');
    const both = await call('POST', '/api/admin/posts', {
      ...draft,
      published: true,
      publishAt: inMinutes(5),
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields.publishAt).toBe('Choose published or a time, not both');
    expect(
      await ctx.database.db.select({ n: count() }).from(posts).where(eq(posts.slug, draft.slug)),
    ).toEqual([{ n: 0 }]);
  });

  it('is taken off when the post is published by hand or turned back into a draft', async () => {
    const { id } = (await call('POST', '/api/admin/posts', { ...draft, publishAt: inMinutes(30) })).json();
    const back = await edit(id, { ...draft, publishAt: null });
    expect(back.json()).toMatchObject({ published: false, publishAt: null });
    const now = await edit(id, { ...draft, published: true });
    expect(now.json()).toMatchObject({ published: true, publishAt: null });
    expect(await shownOnSite()).toEqual(everywhere);
  });
});

describe('changes to a live post', () => {
  const h1 = async (url: string) =>
    parsePage((await get(url)).body)
      .$('h1')
      .text();
  const live = async () => (await call('POST', '/api/admin/posts', { ...draft, published: true })).json();

  it('wait as a draft while the published version stays on the site, until published or discarded', async () => {
    const { id } = await live();
    const saved = await edit(id, { ...draft, titleSv: 'Vårkampanjen, omskriven' }, editor);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      published: true,
      pendingChange: { at: null },
      titleSv: 'Vårkampanjen, omskriven',
    });
    // Visitors keep the published version everywhere; the editor opens the change.
    expect(await shownOnSite()).toEqual(everywhere);
    expect(await h1('/blog/spring-campaign')).toBe(draft.titleSv);
    expect((await opened(id)).titleSv).toBe('Vårkampanjen, omskriven');

    const published = await edit(id, { ...draft, titleSv: 'Vårkampanjen, omskriven', published: true });
    expect(published.json()).toMatchObject({ published: true, pendingChange: null });
    expect(await h1('/blog/spring-campaign')).toBe('Vårkampanjen, omskriven');

    // Another change, dropped: the post is as it was published, on the site and in the editor.
    const again = await edit(id, { ...draft, titleSv: 'Ett utkast som slängs' });
    const discarded = await call('POST', `/api/admin/posts/${id}/discard`, { version: again.json().version });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ pendingChange: null, titleSv: 'Vårkampanjen, omskriven' });
    expect(await h1('/blog/spring-campaign')).toBe('Vårkampanjen, omskriven');
    const nothing = await call('POST', `/api/admin/posts/${id}/discard`, {
      version: discarded.json().version,
    });
    expect(nothing.statusCode).toBe(409);
  });

  it('scheduled, replace the published version at their time, once; a moved post redirects', async () => {
    const { id } = await live();
    const scheduled = await edit(id, {
      ...draft,
      slug: 'spring-plan',
      titleSv: 'Vårplanen',
      publishAt: inMinutes(30),
    });
    expect(scheduled.statusCode).toBe(200);
    expect(Date.parse(scheduled.json().pendingChange.at)).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(await h1('/blog/spring-campaign')).toBe(draft.titleSv);
    expect((await get('/blog/spring-plan')).statusCode).toBe(404);

    const { db } = ctx.database;
    await db
      .update(posts)
      .set({ pendingAt: sql`now() - interval '1 second'` })
      .where(eq(posts.id, id));
    await ctx.app.schedule.wake();
    expect(await h1('/blog/spring-plan')).toBe('Vårplanen');
    expect((await get('/blog/spring-campaign')).headers.location).toBe('/blog/spring-plan');
    expect(await publishDuePosts(db)).toEqual([]);
    expect(await opened(id)).toMatchObject({ published: true, pendingChange: null, slug: 'spring-plan' });
    const audits = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'publish'), eq(auditLog.entityId, String(id))));
    expect(audits[0]!.n).toBe(1);
  });

  it('that can no longer go live at their time (the slug taken meanwhile) stay a draft change, audited', async () => {
    const { id } = await live();
    await edit(id, { ...draft, slug: 'spring-plan', titleSv: 'Vårplanen', publishAt: inMinutes(30) });
    const other = await call('POST', '/api/admin/posts', { ...draft, slug: 'spring-plan' });
    expect(other.statusCode).toBe(201);
    const { db } = ctx.database;
    await db
      .update(posts)
      .set({ pendingAt: sql`now() - interval '1 second'` })
      .where(eq(posts.id, id));
    expect(await publishDuePosts(db)).toEqual([]);
    expect(await opened(id)).toMatchObject({ slug: 'spring-plan', pendingChange: { at: null } });
    expect(await h1('/blog/spring-campaign')).toBe(draft.titleSv);
    const [kept] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'post'), eq(auditLog.entityId, String(id))))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(kept?.summary).toMatch(/kept as a draft: another post has its slug/);
    // Saved now, the same slug is refused at the field.
    const refused = await edit(id, { ...draft, slug: 'spring-plan', publishAt: inMinutes(30) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ slug: 'Another post already has this slug' });
  });

  it('are saved only from the version the editor opened: a later save is refused with who saved and what', async () => {
    const created = (await call('POST', '/api/admin/posts', draft)).json();
    const first = await call(
      'PUT',
      `/api/admin/posts/${created.id}`,
      { ...draft, titleEn: 'Saved by Eva', version: created.version },
      editor,
    );
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/api/admin/posts/${created.id}`, {
      ...draft,
      titleEn: 'Saved over Eva',
      version: created.version,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: 'conflict',
      savedBy: 'Eva Editor',
      current: { titleEn: 'Saved by Eva', version: first.json().version },
    });
    const stale = await call('POST', `/api/admin/posts/${created.id}/unpublish`, {
      version: created.version,
    });
    expect(stale.statusCode).toBe(409);
    const unnamed = await call('PUT', `/api/admin/posts/${created.id}`, draft);
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields).toEqual({ version: 'The version you opened is required' });
    expect((await opened(created.id)).titleEn).toBe('Saved by Eva');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('scheduled posts with two instances on one PostgreSQL', () => {
  let other: TestApp;
  beforeEach(async () => {
    other = await createTestApp({ sameDatabaseAs: ctx });
  });
  afterEach(() => other.close());
  /** Only the test's rounds race: each instance's own schedule (which looks on start and every 30 s) is stopped, or
   * under load it could take the due posts between their insert and the rounds. */
  const onlyTheRounds = () => Promise.all([ctx.app.schedule.stop(), other.app.schedule.stop()]);

  it('are each published exactly once, however the two instances race', async () => {
    const { db } = ctx.database;
    await onlyTheRounds();
    const due = Array.from({ length: 40 }, (_, n) => ({
      ...draft,
      slug: `due-${n}`,
      publishAt: new Date(Date.now() - 1000),
    }));
    await db.insert(posts).values(due);
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, n) => publishDuePosts((n % 2 ? other : ctx).database.db)),
    );
    const ids = rounds.flat().map((post) => post.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
    const audits = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'publish'));
    expect(audits[0]!.n).toBe(40);
  });

  it('replace live posts with their scheduled changes exactly once, however the two instances race', async () => {
    const { db } = ctx.database;
    await onlyTheRounds();
    const live = Array.from({ length: 20 }, (_, n) => ({ ...draft, slug: `live-${n}`, published: true }));
    const rows = await db.insert(posts).values(live).returning({ id: posts.id });
    await db
      .update(posts)
      .set({
        pending: sql`jsonb_build_object('titleSv', 'Ändrad ' || ${posts.id})`,
        pendingAt: sql`now() - interval '1 second'`,
      })
      .where(eq(posts.published, true));
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, n) => publishDuePosts((n % 2 ? other : ctx).database.db)),
    );
    const ids = rounds.flat().map((post) => post.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
    const changed = await db.select().from(posts).where(eq(posts.slug, 'live-3'));
    expect(changed[0]).toMatchObject({ titleSv: `Ändrad ${changed[0]!.id}`, pending: null, pendingAt: null });
    const audits = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'publish'), sql`${auditLog.summary} like 'scheduled change:%'`));
    expect(audits[0]!.n).toBe(ids.length);
  });

  it('appear on the other instance too at their time, its cached pages cleared', async () => {
    expect(await pageText('/blog', other.app)).not.toContain(draft.titleSv);
    const created = await call('POST', '/api/admin/posts', {
      ...draft,
      publishAt: new Date(Date.now() + 1500),
    });
    expect(created.statusCode).toBe(201);
    await other.app.schedule.wake(); // the other instance's next look (within 30 s) sees the new time
    expect(await until(async () => (await pageText('/blog', other.app)).includes(draft.titleSv))).toBe(true);
    expect(await shownOnSite(other.app)).toEqual(everywhere);
    const audits = await ctx.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, 'publish'));
    expect(audits[0]!.n).toBe(1);
  });
});

describe('preview links', () => {
  const makePreview = async (postId: number | null, changes: Partial<typeof draft> = {}, as = editor) =>
    call('POST', '/api/admin/posts/previews', { postId, post: { ...draft, ...changes } }, as);

  it('show a draft at its public address to anyone holding the link, noindex and never cached', async () => {
    const { id } = (await call('POST', '/api/admin/posts', draft)).json();
    const created = await makePreview(id, { titleSv: 'Vårkampanjen, andra utkastet' });
    expect(created.statusCode).toBe(201);
    const { urls, expiresAt } = created.json();
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(urls.sv).toMatch(/^https:\/\/[^/]+\/blog\/spring-campaign\?preview=[\w-]{43}$/);
    expect(urls.en).toMatch(/^https:\/\/[^/]+\/en\/blog\/spring-campaign\?preview=[\w-]{43}$/);

    for (const lang of ['sv', 'en'] as const) {
      const url = new URL(urls[lang]);
      const response = await get(url.pathname + url.search); // no session
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      const html = parsePage(response.body);
      expect(html.meta('robots')).toBe('noindex, nofollow');
      expect(html.$('[data-preview-ribbon]').text()).toMatch(lang === 'sv' ? /Förhandsvisning/ : /Preview/);
      expect(html.$('h1').text()).toBe(lang === 'sv' ? 'Vårkampanjen, andra utkastet' : draft.titleEn);
    }
    // The draft itself is not on the site, and its address without the link is not found.
    expect((await get('/blog/spring-campaign')).statusCode).toBe(404);
    expect(await pageText('/blog')).not.toContain('Vårkampanjen');
  });

  it('show a draft at an address an earlier post left redirecting', async () => {
    const { id } = (await call('POST', '/api/admin/posts', { ...draft, published: true })).json();
    await edit(id, { ...draft, published: true, slug: 'spring-plan' });
    expect((await get('/blog/spring-campaign')).statusCode).toBe(301);
    const { urls } = (await makePreview(null, { titleSv: 'Ett nytt inlägg på den gamla adressen' })).json();
    const url = new URL(urls.sv);
    const response = await get(url.pathname + url.search);
    expect(response.statusCode).toBe(200);
    expect(parsePage(response.body).$('h1').text()).toBe('Ett nytt inlägg på den gamla adressen');
  });

  it('show their draft only at the address the link names, never in place of another (live) post', async () => {
    await call('POST', '/api/admin/posts', {
      ...draft,
      slug: 'live-post',
      titleSv: 'Det publicerade',
      published: true,
    });
    const { urls } = (await makePreview(null, { titleSv: 'Utkastet som inte ska synas' })).json();
    const token = new URL(urls.sv).searchParams.get('preview')!;
    for (const elsewhere of ['/blog/live-post', '/en/blog/live-post', '/blog/any-other-address']) {
      const response = await get(`${elsewhere}?preview=${token}`);
      expect(response.statusCode, elsewhere).toBe(404);
      expect(response.body, elsewhere).not.toContain('Utkastet som inte ska synas');
    }
    // The live post is itself, unchanged, without the token.
    expect(
      parsePage((await get('/blog/live-post')).body)
        .$('h1')
        .text(),
    ).toBe('Det publicerade');
    const own = new URL(urls.sv);
    expect(
      parsePage((await get(own.pathname + own.search)).body)
        .$('h1')
        .text(),
    ).toBe('Utkastet som inte ska synas');
  });

  it('show an unsaved post too', async () => {
    const created = await makePreview(null, { slug: 'not-saved-yet', titleEn: 'Not saved yet' });
    const url = new URL(created.json().urls.en);
    const response = await get(url.pathname + url.search);
    expect(response.statusCode).toBe(200);
    expect(parsePage(response.body).$('h1').text()).toBe('Not saved yet');
  });

  it('show nothing of the draft for an altered, unknown or expired link', async () => {
    const { urls } = (await makePreview(null)).json();
    const url = new URL(urls.sv);
    const token = url.searchParams.get('preview')!;
    const altered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [altered, 'x', '']) {
      const response = await get(`/blog/spring-campaign?preview=${bad}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain(draft.titleSv);
      expect(parsePage(response.body).$('[data-preview-ribbon]').text()).toMatch(
        /har gått ut eller är ogiltig/,
      );
    }
    expect((await get(url.pathname + url.search)).statusCode).toBe(200);
    await ctx.database.db.update(postPreviews).set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await get(url.pathname + url.search);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).not.toContain(draft.titleSv);
  });

  it('are made by staff only, from a valid post', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/posts/previews',
      headers: { origin: admin.origin, 'content-type': 'application/json' },
      payload: { postId: null, post: draft },
    });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await makePreview(null, { slug: 'Not A Slug' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.slug).toBeTruthy();
    expect((await makePreview(999_999)).statusCode).toBe(404);
  });
});

describe('revisions', () => {
  const revisions = async (id: number) => (await call('GET', `/api/admin/posts/${id}/revisions`)).json();

  it('keep every save with who made it, newest first; a restore puts the text back as a new revision', async () => {
    const { id } = (await call('POST', '/api/admin/posts', { ...draft, published: true }, admin)).json();
    await edit(id, { ...draft, published: true, titleEn: 'Second title' }, editor);
    const list = await revisions(id);
    expect(list.map((revision: { authorName: string }) => revision.authorName)).toEqual([
      'Eva Editor',
      expect.any(String),
    ]);
    expect(list[0].snapshot.titleEn).toBe('Second title');
    expect(list[1].snapshot.titleEn).toBe(draft.titleEn);
    expect(Date.parse(list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1].createdAt));

    // On a live post the revision comes back as a draft change to review: the site keeps the live version.
    const restored = await call(
      'POST',
      `/api/admin/posts/${id}/revisions/${list[1].id}/restore`,
      undefined,
      editor,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      titleEn: draft.titleEn,
      published: true,
      pendingChange: { at: null },
    });
    expect(await pageText('/en/blog')).toContain('Second title');
    expect(await pageText('/en/blog')).not.toContain(draft.titleEn);
    // "Restore and publish" puts it live at once.
    const live = await call(
      'POST',
      `/api/admin/posts/${id}/revisions/${list[1].id}/restore`,
      { publish: true },
      editor,
    );
    expect(live.json()).toMatchObject({ titleEn: draft.titleEn, published: true, pendingChange: null });
    expect(await pageText('/en/blog')).toContain(draft.titleEn);
    const after = await revisions(id);
    expect(after).toHaveLength(4);
    expect(after[0]).toMatchObject({ authorName: 'Eva Editor', snapshot: { titleEn: draft.titleEn } });
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'restore'), eq(auditLog.entityId, String(id))));
    expect(audit?.userEmail).toBe('eva@novaweb.se');
  });

  it('keep a post from before revisions as it was, so its first change can be undone', async () => {
    const [seeded] = await ctx.database.db.select().from(posts).limit(1);
    expect(await revisions(seeded!.id)).toEqual([]);
    const body = { ...draft, slug: seeded!.slug, titleEn: 'Rewritten', published: true };
    expect((await edit(seeded!.id, body)).statusCode).toBe(200);
    const list = await revisions(seeded!.id);
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({ authorName: '', snapshot: { titleEn: seeded!.titleEn } });
    await call('POST', `/api/admin/posts/${seeded!.id}/revisions/${list[1].id}/restore`, { publish: true });
    const [back] = await ctx.database.db.select().from(posts).where(eq(posts.id, seeded!.id));
    expect(back!.titleEn).toBe(seeded!.titleEn);
    expect(back!.bodySv).toEqual(seeded!.bodySv);
  });

  it('answer 404 for a revision of another post, an unknown one and an unknown post', async () => {
    const a = (await call('POST', '/api/admin/posts', draft)).json();
    const b = (await call('POST', '/api/admin/posts', { ...draft, slug: 'other-post' })).json();
    const [ofB] = await revisions(b.id);
    expect((await call('POST', `/api/admin/posts/${a.id}/revisions/${ofB.id}/restore`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/posts/${a.id}/revisions/999999/restore`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/posts/999999/revisions')).statusCode).toBe(404);
  });
});

describe('reading time', () => {
  it('is shown on a post in its language', async () => {
    const words = (n: number) => Array.from({ length: n }, () => 'ord').join(' ');
    await call('POST', '/api/admin/posts', {
      ...draft,
      published: true,
      bodySv: words(660),
      bodyEn: 'Short.',
    });
    const detail = (await get('/api/posts/spring-campaign')).json();
    expect(detail.readingMinutes).toEqual({ sv: 3, en: 1 });
    expect(await pageText('/blog/spring-campaign')).toContain('3 min läsning');
    expect(await pageText('/en/blog/spring-campaign')).toContain('1 min read');
  });
});

describe('a published post renamed', () => {
  it('sends its old addresses to the new ones with a 301 in both languages, and the sitemap follows', async () => {
    const { id } = (await call('POST', '/api/admin/posts', { ...draft, published: true })).json();
    await get('/blog/spring-campaign'); // cached under the old name
    const renamed = await edit(id, {
      ...draft,
      published: true,
      slug: 'spring-plan',
    });
    expect(renamed.statusCode).toBe(200);
    for (const [from, to] of [
      ['/blog/spring-campaign', '/blog/spring-plan'],
      ['/en/blog/spring-campaign?utm_source=news', '/en/blog/spring-plan?utm_source=news'],
    ] as const) {
      const response = await get(from);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(to);
    }
    expect((await get('/blog/spring-plan')).statusCode).toBe(200);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/blog/spring-plan');
    expect(sitemap).not.toContain('/blog/spring-campaign');

    // Renamed back: the post is at its first address again, and the newer one redirects there.
    await edit(id, { ...draft, published: true });
    expect((await get('/blog/spring-campaign')).statusCode).toBe(200);
    expect((await get('/en/blog/spring-plan')).headers.location).toBe('/en/blog/spring-campaign');
  });

  it('leaves no redirect when a draft is renamed, since no one has seen its address', async () => {
    const { id } = (await call('POST', '/api/admin/posts', draft)).json();
    await edit(id, { ...draft, slug: 'spring-plan' });
    expect((await get('/blog/spring-campaign')).statusCode).toBe(404);
  });
});

describe('a post written in Swedish only', () => {
  const swedishOnly = {
    ...draft,
    published: true,
    titleEn: '',
    excerptEn: '',
    categoryEn: '',
    bodyEn: '',
    keywordsEn: [],
  };

  it('is on the Swedish site only, with no hreflang pair, until its English version is written', async () => {
    const created = await call('POST', '/api/admin/posts', swedishOnly);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await pageText('/blog')).toContain(draft.titleSv);
    expect(await pageText('/')).toContain(draft.titleSv);
    expect(await pageText('/en/blog')).not.toContain(draft.titleSv);
    expect(await pageText('/en')).not.toContain(draft.titleSv);
    expect((await get('/en/blog/spring-campaign')).statusCode).toBe(404);
    const page = parsePage((await get('/blog/spring-campaign')).body);
    expect(page.alternates()).toEqual({});
    expect(page.$('meta[property="og:locale:alternate"]')).toHaveLength(0);
    // The language switch leads to the English blog, not to an English page the post does not have.
    expect(page.$('a[hreflang="en"]').attr('href')).toBe('/en/blog');
    const sitemap = (await get('/sitemap.xml')).body;
    const entry = sitemap.split('<url>').find((url) => url.includes('/blog/spring-campaign'))!;
    expect(entry).not.toContain('hreflang');
    expect(sitemap).not.toContain('/en/blog/spring-campaign');
    expect((await get('/en/rss.xml')).body).not.toContain('spring-campaign');
    expect((await get('/rss.xml')).body).toContain('spring-campaign');
    expect(
      (await get('/api/posts?lang=en')).json().items.map((post: { slug: string }) => post.slug),
    ).not.toContain('spring-campaign');

    await edit(id, { ...draft, published: true });
    expect(await pageText('/en/blog')).toContain(draft.titleEn);
    expect((await get('/en/blog/spring-campaign')).statusCode).toBe(200);
    expect(Object.keys(parsePage((await get('/blog/spring-campaign')).body).alternates())).toEqual([
      'sv',
      'en',
      'x-default',
    ]);
    expect((await get('/sitemap.xml')).body).toContain('/en/blog/spring-campaign');
  });

  it('needs the whole English version once one English field is written', async () => {
    const half = await call('POST', '/api/admin/posts', { ...swedishOnly, titleEn: 'Half done' });
    expect(half.statusCode).toBe(400);
    expect(half.json().fields).toEqual({
      excerptEn: 'Excerpt is required for the English version',
      categoryEn: 'Category is required for the English version',
    });
  });
});
