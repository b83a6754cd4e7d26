import { asc, eq, inArray } from 'drizzle-orm';
import { markdownToDocument } from '../../../shared/postMarkdown';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, media, outbox, posts, redirects, revisions } from '../../db/schema';
import { testAdmins } from '../../test/fixtures';
import { createTestApp, signIn, signInTestEditor } from '../../test/testApp';

/** Bulk actions on posts, media and the Outbox (issue #41): all or nothing, audited per row, role-checked. */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let admin: { cookie: string; origin: string };

beforeEach(async () => {
  ctx = await createTestApp({ env: { OUTBOX_POLL_MS: '60000' } });
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterEach(() => ctx.close());

const post = (
  slug: string,
  overrides: Partial<typeof posts.$inferInsert> = {},
): typeof posts.$inferInsert => ({
  slug,
  date: '2026-11-21',
  titleEn: `Post ${slug}`,
  titleSv: `Inlägg ${slug}`,
  excerptEn: 'An excerpt.',
  excerptSv: 'En ingress.',
  categoryEn: 'SEO',
  categorySv: 'SEO',
  bodyEn: markdownToDocument('Text.'),
  bodySv: markdownToDocument('Text.'),
  published: false,
  ...overrides,
});

const bulk = (entity: 'posts' | 'media' | 'outbox', payload: unknown, as = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/${entity}/bulk`,
    headers: { ...as, 'content-type': 'application/json' },
    payload: payload as object,
  });

const seedPosts = async (...rows: (typeof posts.$inferInsert)[]) =>
  (await ctx.database.db.insert(posts).values(rows).returning()).map((row) => row.id);
const stored = () => ctx.database.db.select().from(posts).orderBy(asc(posts.slug));
const onSite = async (path: string) => (await ctx.app.inject({ method: 'GET', url: path })).statusCode;

describe('bulk actions on posts', () => {
  // Only the posts each test writes (the demo's are not part of it).
  beforeEach(() => ctx.database.db.delete(posts));

  it('refuse to publish a draft that lacks an excerpt or a category, changing nothing', async () => {
    const ids = await seedPosts(post('a-complete'), post('b-title-only', { excerptSv: '', categorySv: '' }));
    const response = await bulk('posts', { action: 'publish', ids });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Some of the chosen posts lack an excerpt or a category: nothing was changed',
      ids: [ids[1]],
    });
    expect((await stored()).map((row) => row.published)).toEqual([false, false]);
  });

  it('publish drafts, scheduled posts and a live post’s waiting change at once, on the site at once', async () => {
    const ids = await seedPosts(
      post('a-draft'),
      post('b-scheduled', { publishAt: new Date('2027-01-01T08:00:00Z') }),
      post('c-live', {
        published: true,
        pending: { ...post('c-live-renamed'), keywordsEn: [], keywordsSv: [], coverMediaId: null } as never,
      }),
    );
    expect(await onSite('/blog/a-draft')).toBe(404);
    const response = await bulk('posts', { action: 'publish', ids });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ action: 'publish', count: 3 });
    expect((await stored()).map((row) => [row.slug, row.published, row.publishAt, row.pending])).toEqual([
      ['a-draft', true, null, null],
      ['b-scheduled', true, null, null],
      ['c-live-renamed', true, null, null],
    ]);
    expect(await onSite('/blog/a-draft')).toBe(200);
    // The live post's old address sends its visitors on.
    const [moved] = await ctx.database.db
      .select()
      .from(redirects)
      .where(eq(redirects.fromPath, '/blog/c-live'));
    expect(moved?.toTarget).toBe('/blog/c-live-renamed');
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'publish'));
    expect(audited.map((entry) => Number(entry.entityId)).sort()).toEqual([...ids].sort());
    expect(
      await ctx.database.db.select().from(revisions).where(inArray(revisions.postId, ids)),
    ).not.toHaveLength(0);
    // Publishing a post that is live as it is changes nothing and refuses nothing.
    const again = await bulk('posts', { action: 'publish', ids: [ids[0]] });
    expect(again.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'publish'))).toHaveLength(
      3,
    );
  });

  it('unpublish live posts, and refuse the whole action when one chosen post is not live', async () => {
    const [live, other, draft] = await seedPosts(
      post('a-live', { published: true }),
      post('b-live', { published: true }),
      post('c-draft'),
    );
    const refused = await bulk('posts', { action: 'unpublish', ids: [live, other, draft] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'conflict', ids: [draft] });
    expect((await stored()).map((row) => row.published)).toEqual([true, true, false]);
    expect(await onSite('/blog/a-live')).toBe(200);

    expect((await bulk('posts', { action: 'unpublish', ids: [live, other] })).statusCode).toBe(200);
    expect((await stored()).map((row) => row.published)).toEqual([false, false, false]);
    expect(await onSite('/blog/a-live')).toBe(404);
    expect(
      await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'unpublish')),
    ).toHaveLength(2);
  });

  it('refuse to publish when a waiting change’s slug is another post’s, and change nothing', async () => {
    const [draft, live] = await seedPosts(
      post('a-draft'),
      post('b-live', {
        published: true,
        pending: { ...post('taken'), keywordsEn: [], keywordsSv: [], coverMediaId: null } as never,
      }),
      post('taken', { published: true }),
    );
    const refused = await bulk('posts', { action: 'publish', ids: [draft, live] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ids).toEqual([live]);
    expect((await stored()).map((row) => [row.slug, row.published])).toEqual([
      ['a-draft', false],
      ['b-live', true],
      ['taken', true],
    ]);
  });

  it('delete several posts for Admins only; Editors may publish', async () => {
    const ids = await seedPosts(post('a-one'), post('b-two'));
    const editor = await signInTestEditor(ctx);
    expect((await bulk('posts', { action: 'delete', ids }, editor)).statusCode).toBe(403);
    expect(await stored()).toHaveLength(2);
    expect((await bulk('posts', { action: 'publish', ids }, editor)).statusCode).toBe(200);
    expect((await bulk('posts', { action: 'delete', ids: [...ids, 999_999] })).statusCode).toBe(404);
    expect(await stored()).toHaveLength(2);
    expect((await bulk('posts', { action: 'delete', ids })).json()).toEqual({ action: 'delete', count: 2 });
    expect(await stored()).toEqual([]);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'delete'))).toHaveLength(
      2,
    );
    for (const bad of [
      { action: 'archive', ids },
      { action: 'delete', ids: [] },
      { action: 'delete', ids: ['x'] },
    ])
      expect((await bulk('posts', bad)).statusCode).toBe(400);
  });
});

const image = (n: number): typeof media.$inferInsert => ({
  hash: `hash-${n}`,
  filename: `image-${n}.jpg`,
  type: 'image/jpeg',
  width: 800,
  height: 600,
  placeholder: '',
  altSv: `Bild ${n}`,
  altEn: `Image ${n}`,
  originalBytes: 1000,
  storedBytes: 800,
});

describe('bulk delete of media', () => {
  it('deletes unused images for Admins, and none when one chosen image is in use', async () => {
    const ids = (
      await ctx.database.db
        .insert(media)
        .values([image(1), image(2), image(3)])
        .returning()
    ).map((row) => row.id);
    await seedPosts(post('with-cover', { coverMediaId: ids[2] }));
    const inUse = await bulk('media', { action: 'delete', ids });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ error: 'conflict', ids: [ids[2]] });
    expect(await ctx.database.db.select().from(media)).toHaveLength(3);

    const editor = await signInTestEditor(ctx);
    expect((await bulk('media', { action: 'delete', ids: ids.slice(0, 2) }, editor)).statusCode).toBe(403);
    expect((await bulk('media', { action: 'delete', ids: [ids[0], 999_999] })).statusCode).toBe(404);

    const deleted = await bulk('media', { action: 'delete', ids: ids.slice(0, 2) });
    expect(deleted.json()).toEqual({ action: 'delete', count: 2 });
    expect((await ctx.database.db.select().from(media)).map((row) => row.id)).toEqual([ids[2]]);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entity, 'media'));
    expect(audited.map((entry) => entry.summary).sort()).toEqual(['image-1.jpg', 'image-2.jpg']);
  });
});

describe('the media list for choosing', () => {
  it('says which images are in use, and filters to the unused or the used, and by name or alt text', async () => {
    await ctx.database.db.delete(posts);
    await ctx.database.db.delete(media);
    const [free, cover] = (
      await ctx.database.db
        .insert(media)
        .values([image(1), image(2)])
        .returning()
    ).map((row) => row.id);
    await seedPosts(post('with-cover', { coverMediaId: cover }));
    const list = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/media?${query}`,
        headers: admin,
      });
      expect(response.statusCode, query).toBe(200);
      return (response.json().items as { id: number; inUse: boolean }[]).map((item) => [item.id, item.inUse]);
    };
    expect(await list('')).toEqual([
      [cover, true],
      [free, false],
    ]);
    expect(await list('use=unused')).toEqual([[free, false]]);
    expect(await list('use=used')).toEqual([[cover, true]]);
    expect(await list('q=IMAGE-2')).toEqual([[cover, true]]);
    expect(await list('q=bild%201')).toEqual([[free, false]]);
    expect(await list('q=%25')).toEqual([]);
    for (const bad of ['use=sometimes', `q=${'x'.repeat(201)}`, 'page=0'])
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/admin/media?${bad}`, headers: admin })).statusCode,
      ).toBe(400);
  });
});

describe('bulk send again in the Outbox', () => {
  const message = (to: string, status: 'failed' | 'sent'): typeof outbox.$inferInsert => ({
    kind: 'lead_reply',
    toAddress: to,
    subject: 'Sv: Din förfrågan',
    textBody: 'Hej',
    htmlBody: '<p>Hej</p>',
    status,
    attempts: 5,
    lastError: status === 'failed' ? 'Connection refused' : null,
  });

  it('queues failed messages again, and none when one chosen was sent; Admins only', async () => {
    await ctx.app.ready();
    await ctx.app.outbox.stop();
    const [a, b, sent] = (
      await ctx.database.db
        .insert(outbox)
        .values([
          message('a@exempel.se', 'failed'),
          message('b@exempel.se', 'failed'),
          message('c@exempel.se', 'sent'),
        ])
        .returning()
    ).map((row) => row.id);
    const refused = await bulk('outbox', { action: 'resend', ids: [a, b, sent] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ids).toEqual([sent]);
    const statuses = async () =>
      (await ctx.database.db.select().from(outbox).orderBy(asc(outbox.id))).map((row) => row.status);
    expect(await statuses()).toEqual(['failed', 'failed', 'sent']);

    const editor = await signInTestEditor(ctx);
    expect((await bulk('outbox', { action: 'resend', ids: [a, b] }, editor)).statusCode).toBe(403);

    const resent = await bulk('outbox', { action: 'resend', ids: [a, b] });
    expect(resent.json()).toEqual({ action: 'resend', count: 2 });
    expect(await statuses()).toEqual(['queued', 'queued', 'sent']);
    const audited = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'resend'));
    expect(audited.map((entry) => entry.summary).sort()).toEqual([
      'lead_reply to a@exempel.se',
      'lead_reply to b@exempel.se',
    ]);
  });
});
