import { count, desc, eq } from 'drizzle-orm';
import { emptyDocument } from '../../../shared/postDocument';
import { markdownToDocument } from '../../../shared/postMarkdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentFile, ImportProblem, ImportReport } from '../../../shared/contentTransfer';
import {
  auditLog,
  pages,
  portfolioItems,
  posts,
  redirects,
  revisions,
  settings,
  users,
} from '../../db/schema';
import { testAdmins } from '../../test/fixtures';
import { picture } from '../../test/images';
import { createTestApp, jsonCaller, signIn, signInTestEditor, type StaffSession } from '../../test/testApp';
import { uploadMedia } from '../../test/uploads';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Two installations: the site content is made on (staging) and the one it moves to (live). */
let source: TestApp;
let target: TestApp;
let sourceAdmin: StaffSession;
let targetAdmin: StaffSession;

beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  sourceAdmin = await signIn(source.app, testAdmins[0]!.email, testAdmins[0]!.password);
  targetAdmin = await signIn(target.app, testAdmins[0]!.email, testAdmins[0]!.password);
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
});

const onSource = (...args: Parameters<ReturnType<typeof jsonCaller>>) =>
  jsonCaller(source.app, () => sourceAdmin)(...args);
const onTarget = (...args: Parameters<ReturnType<typeof jsonCaller>>) =>
  jsonCaller(target.app, () => targetAdmin)(...args);

const upload = async (app: TestApp['app'], session: StaffSession, width: number, altEn: string) => {
  const bytes = await picture(width, 400).png().toBuffer();
  const response = await uploadMedia(app, session, { altSv: `${altEn} (sv)`, altEn }, [
    { bytes, filename: `${altEn}.png` },
  ]);
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; url: string };
};

const rowCounts = async (app: TestApp) => {
  const { db } = app.database;
  const [[p], [g], [f], [r]] = await Promise.all([
    db.select({ n: count() }).from(posts),
    db.select({ n: count() }).from(pages),
    db.select({ n: count() }).from(portfolioItems),
    db.select({ n: count() }).from(redirects),
  ]);
  return { posts: p!.n, pages: g!.n, portfolio: f!.n, redirects: r!.n };
};

const importFile = (file: unknown, check: boolean, session?: StaffSession) =>
  onTarget('POST', `/api/admin/import?check=${check ? 1 : 0}`, file, session);

describe('Admin → Export: a site moves from one installation to another', () => {
  let file: ContentFile;
  let sourcePicture: { id: number; url: string };

  it('exports every kind of content, pictures as their widest WebP, for Admins only', async () => {
    // The live site has a picture of its own first, so the moved picture's id differs there.
    await upload(target.app, targetAdmin, 500, 'Only on the live site');
    await upload(source.app, sourceAdmin, 420, 'Unused picture');
    sourcePicture = await upload(source.app, sourceAdmin, 700, 'Moved picture');
    const { db } = source.database;
    await db.update(settings).set({ socialMediaId: sourcePicture.id, phoneNumber: '08-123 456 78' });
    const created = await onSource('POST', '/api/admin/posts', {
      slug: 'flyttad-post',
      date: '2026-11-30',
      titleSv: 'En post som flyttar',
      excerptSv: 'Den skrevs på testsajten.',
      categorySv: 'Flytt',
      bodySv: `Text med bild:\n\n![Bilden](${sourcePicture.url})`,
      published: true,
      coverMediaId: sourcePicture.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const [seeded] = await db.select().from(posts).orderBy(posts.id).limit(1);
    await db
      .update(posts)
      .set({ titleSv: `${seeded!.titleSv} (ändrad)` })
      .where(eq(posts.id, seeded!.id));
    const [somePage] = await db.select().from(pages).where(eq(pages.key, 'contact'));
    const page = await onSource('POST', '/api/admin/pages', {
      path: { sv: '/kampanj/flytt', en: '/en/campaign/move' },
      status: 'published',
      meta: { ...somePage!.document.meta, socialImage: sourcePicture.id },
      blocks: somePage!.document.blocks,
    });
    expect(page.statusCode, page.body).toBe(201);
    await db.insert(portfolioItems).values({
      name: 'Flyttfirman',
      titleSv: 'Flyttfirman får nya kunder',
      titleEn: 'The removal firm wins new customers',
      categorySv: 'Hantverk',
      categoryEn: 'Trades',
      beforeMediaId: sourcePicture.id,
      afterMediaId: sourcePicture.id,
      published: true,
    });
    await db.insert(redirects).values({ fromPath: '/gammal-flytt', toTarget: '/kampanj/flytt', status: 301 });

    const editor = await signInTestEditor(source);
    expect((await onSource('GET', '/api/admin/export', undefined, editor)).statusCode).toBe(403);
    expect((await source.app.inject({ method: 'GET', url: '/api/admin/export' })).statusCode).toBe(401);

    const exported = await onSource('GET', '/api/admin/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="[a-z0-9-]+-content-\d{4}-\d\d-\d\d\.json"$/,
    );
    expect(exported.headers['cache-control']).toBe('no-store');
    file = exported.json<ContentFile>();
    expect(file).toMatchObject({ format: 'agency-site-content', version: 1 });
    expect(file.media.map((item) => item.altEn)).toEqual(['Unused picture', 'Moved picture']);
    const bytes = Buffer.from(file.media[1]!.webp, 'base64');
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
    expect(file.posts.find((post) => post.slug === 'flyttad-post')).toMatchObject({
      coverMediaId: sourcePicture.id,
    });
    expect(file.settings).toMatchObject({ phoneNumber: '08-123 456 78', socialMediaId: sourcePicture.id });
    expect(file.settings).not.toHaveProperty('requireTwoFactor');
    expect(file.siteParts.map((part) => part.key).sort()).toEqual(['chrome', 'prices']);
    const [logged] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'content'))
      .orderBy(desc(auditLog.id));
    expect(logged).toMatchObject({ action: 'export' });
  });

  it('checks the file first: says what it would add, change and skip, and changes nothing', async () => {
    const before = await rowCounts(target);
    const checked = await importFile(file, true);
    expect(checked.statusCode, checked.body).toBe(200);
    const report = checked.json<ImportReport>();
    expect(report.applied).toBe(false);
    expect(report.counts.media).toEqual({ added: 2, changed: 0, skipped: 0 });
    expect(report.counts.posts).toMatchObject({ added: 1, changed: 1 });
    expect(report.counts.posts.skipped).toBe(file.posts.length - 2);
    expect(report.counts.pages).toEqual({ added: 1, changed: 0, skipped: file.pages.length - 1 });
    expect(report.counts.portfolio).toEqual({ added: 1, changed: 0, skipped: file.portfolio.length - 1 });
    expect(report.counts.redirects).toEqual({ added: 1, changed: 0, skipped: 0 });
    expect(report.counts.settings).toEqual({ added: 0, changed: 1, skipped: 0 });
    expect(report.counts.siteParts).toEqual({ added: 0, changed: 0, skipped: 2 });
    expect(report.items).toContainEqual({ section: 'posts', name: 'flyttad-post', outcome: 'added' });
    expect(await rowCounts(target)).toEqual(before);
  });

  it('imports it: pictures processed again under this site’s ids, every reference and address rewritten', async () => {
    const before = await rowCounts(target);
    const imported = await importFile(file, false);
    expect(imported.statusCode, imported.body).toBe(200);
    const report = imported.json<ImportReport>();
    expect(report.applied).toBe(true);
    expect(report.counts.posts).toMatchObject({ added: 1, changed: 1 });
    expect(await rowCounts(target)).toEqual({
      posts: before.posts + 1,
      pages: before.pages + 1,
      portfolio: before.portfolio + 1,
      redirects: before.redirects + 1,
    });

    const { db } = target.database;
    const [post] = await db.select().from(posts).where(eq(posts.slug, 'flyttad-post'));
    const localId = post!.coverMediaId!;
    expect(localId).not.toBe(sourcePicture.id);
    const localUrl = sourcePicture.url.replace(`/media/${sourcePicture.id}-`, `/media/${localId}-`);
    expect(post!.bodySv.content).toContainEqual({
      type: 'image',
      attrs: expect.objectContaining({ src: localUrl }) as unknown,
    });
    const served = await target.app.inject({ method: 'GET', url: localUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [page] = await db.select().from(pages).where(eq(pages.pathSv, '/kampanj/flytt'));
    expect(page!.document.meta.socialImage).toBe(localId);
    expect((await target.app.inject({ method: 'GET', url: '/kampanj/flytt' })).statusCode).toBe(200);
    const [project] = await db.select().from(portfolioItems).where(eq(portfolioItems.name, 'Flyttfirman'));
    expect(project).toMatchObject({ beforeMediaId: localId, afterMediaId: localId });
    const [row] = await db.select().from(settings);
    expect(row).toMatchObject({ socialMediaId: localId, phoneNumber: '08-123 456 78' });
    const moved = await target.app.inject({ method: 'GET', url: '/gammal-flytt' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toContain('/kampanj/flytt');

    // The changed post can be undone: what it was is kept as a revision, and the import's own.
    const changed = report.items.find((item) => item.section === 'posts' && item.outcome === 'changed')!;
    const [changedPost] = await db.select().from(posts).where(eq(posts.slug, changed.name));
    expect(changedPost!.titleSv).toMatch(/\(ändrad\)$/);
    expect(changedPost!.version).toBeGreaterThan(1);
    const kept = await db.select().from(revisions).where(eq(revisions.postId, changedPost!.id));
    const [importer] = await db.select().from(users).where(eq(users.email, testAdmins[0]!.email));
    expect(kept.map((revision) => revision.authorName)).toEqual(['', importer!.name]);
    const [logged] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'content'))
      .orderBy(desc(auditLog.id));
    expect(logged).toMatchObject({ action: 'import' });
    expect(logged!.summary).toMatch(/^\d+ of \d+ items added or changed, from /);
  });

  it('imports the same file again as nothing to do', async () => {
    const again = (await importFile(file, false)).json<ImportReport>();
    for (const section of Object.values(again.counts)) expect(section.added + section.changed).toBe(0);
  });

  it('refuses a file with a fault anywhere, names each, and changes nothing', async () => {
    const before = await rowCounts(target);
    const [settingsBefore] = await target.database.db.select().from(settings);
    const broken = structuredClone(file);
    broken.settings = { ...broken.settings, siteName: 'Ny sajt' };
    broken.posts.push({ ...broken.posts[0]!, slug: 'utan-titel', titleSv: '' });
    broken.pages.push({
      ...broken.pages.find((page) => page.key === null)!,
      path: { sv: '/ny', en: '/en/new' },
    });
    (broken.pages.at(-1)!.document as { meta: { socialImage: number } }).meta.socialImage = 999;
    broken.redirects.push({ from: 'no-slash', to: '/', status: 301, source: 'staff' });
    const refused = await importFile(broken, false);
    expect(refused.statusCode).toBe(400);
    const problems = refused.json<{ problems: ImportProblem[] }>().problems;
    expect(problems).toContainEqual(
      expect.objectContaining({ section: 'posts', name: 'utan-titel', field: 'titleSv' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        section: 'pages',
        name: '/ny',
        message: 'Names picture 999, which the file does not hold',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ section: 'redirects', name: 'no-slash', field: 'from' }),
    );
    expect(await rowCounts(target)).toEqual(before);
    const [settingsAfter] = await target.database.db.select().from(settings);
    expect(settingsAfter!.siteName).toBe(settingsBefore!.siteName);
  });

  it('reads a file made before bodies were documents: each Markdown body converted by the editor’s parser', async () => {
    const older = structuredClone(file) as unknown as { posts: Record<string, unknown>[] };
    const post = older.posts.find((each) => each.slug === 'flyttad-post')!;
    older.posts = [
      { ...post, slug: 'fran-en-aldre-fil', bodySv: '## Från förr\n\nText med **fet** stil.', bodyEn: '' },
    ];
    const imported = await importFile(older, false);
    expect(imported.statusCode, imported.body).toBe(200);
    const [row] = await target.database.db.select().from(posts).where(eq(posts.slug, 'fran-en-aldre-fil'));
    expect(row!.bodySv).toEqual(markdownToDocument('## Från förr\n\nText med **fet** stil.'));
    expect(row!.bodyEn).toEqual(emptyDocument());
  });

  it('refuses what is not a content file, and an item named twice', async () => {
    const notAFile = await importFile({ hello: 'world' }, true);
    expect(notAFile.statusCode).toBe(400);
    expect(notAFile.json<{ problems: ImportProblem[] }>().problems[0]).toMatchObject({
      section: 'file',
      field: 'format',
      message: 'This is not a content export of this site',
    });
    const twice = structuredClone(file);
    twice.posts.push(twice.posts[0]!);
    const refused = await importFile(twice, true);
    expect(refused.json<{ problems: ImportProblem[] }>().problems).toEqual([
      expect.objectContaining({ section: 'posts', message: 'The file holds this item twice' }),
    ]);
    const text = await target.app.inject({
      method: 'POST',
      url: '/api/admin/import',
      headers: { ...targetAdmin, 'content-type': 'text/plain' },
      payload: 'not json',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json<{ problems: ImportProblem[] }>().problems[0]).toMatchObject({ section: 'file' });
  });

  it('is for Admins only', async () => {
    const editor = await signInTestEditor(target);
    expect((await importFile(file, true, editor)).statusCode).toBe(403);
  });
});
