import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MissingPageList, Redirect, RedirectPage } from '../../../shared/redirects';
import { hashPassword } from '../../auth/passwords';
import { notFoundLogSize } from '../../content/notFoundLog';
import { recordSlugChange, RedirectTable } from '../../content/redirects';
import { auditLog, notFoundLog, posts, redirects, users } from '../../db/schema';
import { testAdmins, testBaseUrl } from '../../test/fixtures';
import { createTestApp, signIn, jsonCaller, type StaffSession } from '../../test/testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Session = StaffSession;

let ctx: TestApp;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password);
});
afterAll(() => ctx.close());

/** Calls as the Admin unless another session is named (`ctx` is made in `beforeAll`). */
const call: ReturnType<typeof jsonCaller> = (...args) => jsonCaller(ctx.app, () => admin)(...args);

const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url });

const create = async (from: string, to: string, status = 301) => {
  const response = await call('POST', '/api/admin/redirects', { from, to, status });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Redirect>();
};

const refusal = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
  const response = await call(method, url, body);
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ error: string; fields: Record<string, string> }>().fields;
};

const allRedirects = () =>
  ctx.database.db
    .select({ from: redirects.fromPath, to: redirects.toTarget, status: redirects.status })
    .from(redirects)
    .orderBy(redirects.fromPath);

const publishedSlugs = async () =>
  (await ctx.database.db.select({ slug: posts.slug }).from(posts).where(eq(posts.published, true))).map(
    (row) => row.slug,
  );

describe('redirects answer page requests', () => {
  it('answers a 301 before the page, keeping the query, cacheable for a day', async () => {
    const made = await create('/gammal-sida', '/services/seo-optimization');
    expect(made).toMatchObject({
      from: '/gammal-sida',
      to: '/services/seo-optimization',
      status: 301,
      source: 'staff',
      updatedBy: expect.any(String),
    });
    const response = await visit('/gammal-sida?utm_source=nyhetsbrev&utm_medium=e-post');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(
      '/services/seo-optimization?utm_source=nyhetsbrev&utm_medium=e-post',
    );
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const head = await visit('/gammal-sida', 'HEAD');
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe('/services/seo-optimization');
  });

  it('answers a 302 to another site, adding the query to its own, never cached', async () => {
    await create('/en/old-offer', 'https://partner.example.com/offer?ref=novaweb#terms', 302);
    const response = await visit('/en/old-offer?utm_campaign=spring');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      'https://partner.example.com/offer?ref=novaweb&utm_campaign=spring#terms',
    );
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('matches the canonical path: /sv, a trailing slash and %-encoding go to the target in one step', async () => {
    await create('/blogg/år-2025', '/en/blog');
    for (const url of ['/blogg/%C3%A5r-2025', '/blogg/%c3%a5r-2025/', '/sv/blogg/%C3%A5r-2025/']) {
      const response = await visit(`${url}?x=1`);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe('/en/blog?x=1');
    }
    // Typed with the encoding or without, the from-path is one address.
    const duplicate = await refusal('POST', '/api/admin/redirects', {
      from: '/blogg/%C3%A5r-2025/',
      to: '/',
    });
    expect(duplicate.from).toMatch(/already/);
    // A target with letters a header cannot carry is sent encoded.
    await create('/gammal-tjanst', '/tjänster/å?för=ö');
    expect((await visit('/gammal-tjanst')).headers.location).toBe('/tj%C3%A4nster/%C3%A5?f%C3%B6r=%C3%B6');
  });

  it('keeps the table in memory: a change through the API applies at once, one behind its back after the TTL', async () => {
    // Written to the database directly, as another instance would: this instance has not read it yet.
    await ctx.database.db.insert(redirects).values({ fromPath: '/elsewhere', toTarget: '/contact' });
    expect((await visit('/elsewhere')).statusCode).toBe(404);

    const made = await create('/kontakta-oss', '/contact');
    // The API's change reloaded the table, so the other instance's redirect shows too.
    expect((await visit('/kontakta-oss')).headers.location).toBe('/contact');
    expect((await visit('/elsewhere')).headers.location).toBe('/contact');

    const changed = await call('PUT', `/api/admin/redirects/${made.id}`, {
      from: '/kontakta-oss',
      to: '/about',
      status: 302,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Redirect>()).toMatchObject({ to: '/about', status: 302 });
    const moved = await visit('/kontakta-oss');
    expect([moved.statusCode, moved.headers.location]).toEqual([302, '/about']);

    expect((await call('DELETE', `/api/admin/redirects/${made.id}`)).statusCode).toBe(204);
    expect((await visit('/kontakta-oss')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/redirects/${made.id}`)).statusCode).toBe(404);
  });

  it('reloads a table older than its TTL in the background, never making a request wait', async () => {
    const table = new RedirectTable(ctx.database.db, ctx.app.log, 50);
    expect(await table.find('/ttl-test')).toBeUndefined();
    await ctx.database.db.insert(redirects).values({ fromPath: '/ttl-test', toTarget: '/blog' });
    expect(await table.find('/ttl-test')).toBeUndefined();
    await vi.waitFor(async () => expect(await table.find('/ttl-test')).toEqual({ to: '/blog', status: 301 }));
  });

  it('lists redirects newest first, searched by either address, and audits every change', async () => {
    const page = (await call('GET', '/api/admin/redirects')).json<RedirectPage>();
    expect(page.pageSize).toBe(50);
    expect(page.total).toBe(page.items.length);
    const changed = page.items.map((item) => item.updatedAt);
    expect([...changed].sort().reverse()).toEqual(changed);
    const found = (await call('GET', '/api/admin/redirects?q=PARTNER.example')).json<RedirectPage>();
    expect(found.items.map((item) => item.from)).toEqual(['/en/old-offer']);
    expect((await call('GET', '/api/admin/redirects?page=0')).statusCode).toBe(400);

    const entries = await ctx.database.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.entity, 'redirect'));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'create', summary: '/gammal-sida → /services/seo-optimization (301)' },
        { action: 'update', summary: '/kontakta-oss → /about (302)' },
        { action: 'delete', summary: '/kontakta-oss → /about' },
      ]),
    );
  });
});

describe('a published post’s slug change', () => {
  const change = (from: string, to: string) =>
    ctx.database.db.transaction(async (tx) => {
      await tx.update(posts).set({ slug: to }).where(eq(posts.slug, from));
      return recordSlugChange(tx, { from, to, byUserId: 1 });
    });

  it('leaves 301s from the old addresses in both languages, and the post answers at its new ones', async () => {
    const [slug] = await publishedSlugs();
    const renamed = `${slug}-ny`;
    expect(await change(slug!, renamed)).toEqual({ added: 2, rewritten: 0, removed: 0 });
    await ctx.app.redirects.reload();
    ctx.app.pageCache.clear();
    for (const [old, now] of [
      [`/blog/${slug}`, `/blog/${renamed}`],
      [`/en/blog/${slug}`, `/en/blog/${renamed}`],
    ]) {
      const response = await visit(`${old}?utm_source=google`);
      expect([response.statusCode, response.headers.location]).toEqual([301, `${now}?utm_source=google`]);
      expect((await visit(now!)).statusCode).toBe(200);
    }
    const [row] = await ctx.database.db
      .select()
      .from(redirects)
      .where(eq(redirects.fromPath, `/blog/${slug}`));
    expect(row).toMatchObject({ source: 'slug', status: 301, createdBy: 1 });
    // The sitemap lists the post at its new address only.
    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).toContain(`/blog/${renamed}<`);
    expect(sitemap).not.toContain(`/blog/${slug}<`);
    await change(renamed, slug!);
  });

  it('forms no chain: what led to the old address leads to the new one, query and fragment kept', async () => {
    await ctx.database.db.insert(redirects).values([
      { fromPath: '/chain-a', toTarget: '/blog/chain-b' },
      { fromPath: '/en/chain-a', toTarget: '/en/blog/chain-b?ref=mail#top' },
      { fromPath: '/chain-other', toTarget: '/blog/chain-b-longer' },
    ]);
    expect(await change('chain-b', 'chain-c')).toEqual({ added: 2, rewritten: 2, removed: 0 });
    expect(await change('chain-c', 'chain-d')).toEqual({ added: 2, rewritten: 4, removed: 0 });
    const chain = (await allRedirects()).filter((row) => row.from.includes('chain'));
    expect(chain).toEqual([
      { from: '/blog/chain-b', to: '/blog/chain-d', status: 301 },
      { from: '/blog/chain-c', to: '/blog/chain-d', status: 301 },
      { from: '/chain-a', to: '/blog/chain-d', status: 301 },
      // Another post whose slug begins the same is not touched.
      { from: '/chain-other', to: '/blog/chain-b-longer', status: 301 },
      { from: '/en/blog/chain-b', to: '/en/blog/chain-d', status: 301 },
      { from: '/en/blog/chain-c', to: '/en/blog/chain-d', status: 301 },
      { from: '/en/chain-a', to: '/en/blog/chain-d?ref=mail#top', status: 301 },
    ]);
  });

  it('renaming back leaves no loop: the redirect from the address the post has again goes', async () => {
    expect(await change('back-a', 'back-b')).toEqual({ added: 2, rewritten: 0, removed: 0 });
    expect(await change('back-b', 'back-a')).toEqual({ added: 2, rewritten: 0, removed: 2 });
    const back = (await allRedirects()).filter((row) => row.from.includes('back-'));
    expect(back).toEqual([
      { from: '/blog/back-b', to: '/blog/back-a', status: 301 },
      { from: '/en/blog/back-b', to: '/en/blog/back-a', status: 301 },
    ]);
    // And once more, then to a third name: still one step from every old address.
    await change('back-a', 'back-b');
    await change('back-b', 'back-c');
    const third = (await allRedirects()).filter((row) => row.from.includes('back-'));
    expect(third.map((row) => `${row.from} → ${row.to}`)).toEqual([
      '/blog/back-a → /blog/back-c',
      '/blog/back-b → /blog/back-c',
      '/en/blog/back-a → /en/blog/back-c',
      '/en/blog/back-b → /en/blog/back-c',
    ]);
  });

  it('keeps a redirect staff made from the old address, and changes nothing for the same slug', async () => {
    await ctx.database.db
      .insert(redirects)
      .values({ fromPath: '/blog/kept-a', toTarget: '/services/web-design' });
    expect(await change('kept-a', 'kept-b')).toEqual({ added: 1, rewritten: 0, removed: 0 });
    expect((await allRedirects()).filter((row) => row.from.includes('kept-'))).toEqual([
      { from: '/blog/kept-a', to: '/services/web-design', status: 301 },
      { from: '/en/blog/kept-a', to: '/en/blog/kept-b', status: 301 },
    ]);
    expect(await change('kept-b', 'kept-b')).toEqual({ added: 0, rewritten: 0, removed: 0 });
  });
});

describe('the API refuses what would break an address', () => {
  it('refuses a redirect to itself, a loop and a chain, saying which redirect is in the way', async () => {
    const first = await create('/loop-a', '/loop-b');
    expect((await refusal('POST', '/api/admin/redirects', { from: '/loop-c', to: '/loop-c/' })).to).toBe(
      'A redirect cannot lead to its own address',
    );
    expect((await refusal('POST', '/api/admin/redirects', { from: '/loop-b', to: '/sv/loop-a' })).to).toBe(
      'That would make a loop: /loop-b → /loop-a → /loop-b',
    );
    // The site's own address written whole is the same path.
    expect(
      (await refusal('POST', '/api/admin/redirects', { from: '/loop-b', to: `${testBaseUrl}/loop-a?x=1` }))
        .to,
    ).toMatch(/^That would make a loop/);
    expect((await refusal('POST', '/api/admin/redirects', { from: '/loop-z', to: '/loop-a' })).to).toBe(
      '/loop-a is redirected itself (to /loop-b): point this redirect to /loop-b instead',
    );
    expect((await refusal('POST', '/api/admin/redirects', { from: '/loop-b', to: '/about' })).from).toBe(
      'The redirect from /loop-a leads here: point it where this one goes, or delete it, first',
    );
    expect((await refusal('POST', '/api/admin/redirects', { from: '/loop-a/', to: '/about' })).from).toBe(
      'There is a redirect from /loop-a already (to /loop-b)',
    );
    // Editing one into a loop with itself is refused too; changing its own target is not a duplicate.
    expect(
      (await refusal('PUT', `/api/admin/redirects/${first.id}`, { from: '/loop-a', to: '/loop-a' })).to,
    ).toBe('A redirect cannot lead to its own address');
    const edited = await call('PUT', `/api/admin/redirects/${first.id}`, { from: '/loop-a', to: '/about' });
    expect(edited.statusCode).toBe(200);
    expect((await allRedirects()).filter((row) => row.from.startsWith('/loop'))).toEqual([
      { from: '/loop-a', to: '/about', status: 301 },
    ]);
  });

  it.each([
    ['from', { from: '', to: '/about' }, 'Enter the old address'],
    ['from', { from: 'old-page', to: '/about' }, /^Start with \//],
    ['from', { from: 'https://www.novaweb.se/old', to: '/about' }, /without the domain/],
    ['from', { from: '/old page', to: '/about' }, /no spaces/],
    ['from', { from: '/old?id=3', to: '/about' }, /keeps the visitor’s query/],
    ['from', { from: '/old%E0%A4%A', to: '/about' }, /broken %-encoding/],
    ['from', { from: '/', to: '/about' }, 'The home page cannot be redirected'],
    ['from', { from: '/en/', to: '/about' }, 'The home page cannot be redirected'],
    ['from', { from: '/api/posts', to: '/about' }, /Only page addresses/],
    ['from', { from: '/admin/leads', to: '/about' }, /Only page addresses/],
    ['from', { from: '/assets/app.js', to: '/about' }, /Only page addresses/],
    ['from', { from: '/gammal.html', to: '/about' }, /file extension/],
    ['from', { from: `/${'x'.repeat(300)}`, to: '/about' }, 'Use at most 300 characters'],
    ['to', { from: '/old-1', to: '' }, 'Enter where visitors should go'],
    ['to', { from: '/old-1', to: 'javascript:alert(1)' }, /path on this site/],
    ['to', { from: '/old-1', to: '//evil.example.com' }, /path on this site/],
    ['to', { from: '/old-1', to: 'ftp://files.example.com' }, /path on this site/],
    ['to', { from: '/old-1', to: 'https://user:secret@example.com' }, /user name or password/],
    ['to', { from: '/old-1', to: '/api/admin/users' }, /page of the site/],
    ['status', { from: '/old-1', to: '/about', status: 307 }, 'Choose 301 or 302'],
    ['status', { from: '/old-1', to: '/about', status: '301' }, 'Choose 301 or 302'],
  ])('refuses a bad %s: %j', async (field, body, message) => {
    const fields = await refusal('POST', '/api/admin/redirects', body);
    expect(fields[field]).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  });

  it('refuses exactly the addresses the server never treats as pages', async () => {
    for (const path of [
      '/api/posts',
      '/functions/v1/handle-contact-form',
      '/assets/index.js',
      '/images/hero',
      '/media/1-abc-640.webp',
      '/social/home',
      '/fonts/inter',
      '/@vite/client',
      '/node_modules/react',
      '/src/main',
      '/admin/storybook/index',
      '/feed.xml',
    ]) {
      // Not a page: answered without the page renderer (JSON, or a file)...
      const page = await visit(path);
      expect(String(page.headers['content-type'] ?? ''), path).not.toMatch(/text\/html/);
      // ...so a redirect from it could never apply.
      expect(
        (await refusal('POST', '/api/admin/redirects', { from: path, to: '/about' })).from,
        path,
      ).toBeTruthy();
    }
  });

  it('never stores a bad redirect nor answers 5xx, whatever the body or id', async () => {
    const before = (await allRedirects()).length;
    for (const body of [
      null,
      1,
      'text',
      [],
      { from: 1, to: 2 },
      { from: ['/a'], to: '/b' },
      { from: '/a', to: '/b', status: 2 ** 40 },
    ]) {
      const response = await call('POST', '/api/admin/redirects', body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const id of ['2147483648', '99999999999999999999', '0', '-1', 'x', '1.5']) {
      expect((await call('PUT', `/api/admin/redirects/${id}`, { from: '/a', to: '/b' })).statusCode, id).toBe(
        404,
      );
      expect((await call('DELETE', `/api/admin/redirects/${id}`)).statusCode, id).toBe(404);
    }
    expect((await call('PUT', '/api/admin/redirects/2147483647', { from: '/a', to: '/b' })).statusCode).toBe(
      404,
    );
    expect((await allRedirects()).length).toBe(before);
  });

  it('is for Admins: Editors get 403, no session 401, another origin 403', async () => {
    await ctx.database.db.insert(users).values({
      name: 'Eva Editor',
      email: 'eva.redirects@novaweb.se',
      role: 'Editor',
      passwordHash: await hashPassword('eva-password-1'),
    });
    const editor = await signIn(ctx.app, 'eva.redirects@novaweb.se', 'eva-password-1');
    for (const [method, url, body] of [
      ['GET', '/api/admin/redirects', undefined],
      ['POST', '/api/admin/redirects', { from: '/editor', to: '/about' }],
      ['PUT', '/api/admin/redirects/1', { from: '/editor', to: '/about' }],
      ['DELETE', '/api/admin/redirects/1', undefined],
      ['GET', '/api/admin/not-found', undefined],
      ['DELETE', '/api/admin/not-found?path=/x', undefined],
    ] as const) {
      expect((await call(method, url, body, editor)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, body, {})).statusCode, `${method} ${url}`).toBe(
        method === 'GET' ? 401 : 403,
      );
    }
    const foreign = await call(
      'POST',
      '/api/admin/redirects',
      { from: '/foreign', to: '/about' },
      {
        cookie: admin.cookie,
        origin: 'https://evil.example.com',
      },
    );
    expect(foreign.statusCode).toBe(403);
  });
});

describe('the log of missing pages', () => {
  const missing = async () => (await call('GET', '/api/admin/not-found')).json<MissingPageList>();

  it('counts page addresses that answer 404, by path only, and lists the most requested first', async () => {
    // The 404s of the tests above are not this test's.
    await ctx.app.notFoundLog.flush();
    await ctx.database.db.delete(notFoundLog);
    for (const url of [
      '/saknad-sida?email=anna@example.se',
      '/saknad-sida?utm_source=nyhetsbrev',
      '/saknad-sida',
      '/en/missing-page',
      // Not counted: a page that exists asked for a page number it has not, addresses that are not pages,
      // and a path longer than the log keeps.
      '/blog?page=99',
      '/api/nothing-here',
      '/logo-old.png',
      `/${'y'.repeat(320)}`,
    ]) {
      const response = await visit(url);
      expect(response.statusCode, url).toBe(404);
    }
    const list = await missing();
    expect(list.items.slice(0, 2)).toEqual([
      { path: '/saknad-sida', hits: 3, firstSeen: expect.any(String), lastSeen: expect.any(String) },
      { path: '/en/missing-page', hits: 1, firstSeen: expect.any(String), lastSeen: expect.any(String) },
    ]);
    expect(list.total).toBe(2);
    const stored = await ctx.database.db.select({ path: notFoundLog.path }).from(notFoundLog);
    expect(stored.map((row) => row.path).sort()).toEqual(['/en/missing-page', '/saknad-sida']);
  });

  it('forgets a path once a redirect is made for it ("Redirect this"), and it is not counted again', async () => {
    await visit('/saknad-sida');
    await create('/saknad-sida', '/contact');
    expect((await missing()).items.map((item) => item.path)).toEqual(['/en/missing-page']);
    expect((await visit('/saknad-sida')).statusCode).toBe(301);
    expect((await missing()).items.map((item) => item.path)).toEqual(['/en/missing-page']);
  });

  it('dismisses a path (audited), and answers 404 for one it does not hold', async () => {
    const dismissed = await call(
      'DELETE',
      `/api/admin/not-found?path=${encodeURIComponent('/en/missing-page')}`,
    );
    expect(dismissed.statusCode).toBe(204);
    expect((await missing()).total).toBe(0);
    expect((await call('DELETE', '/api/admin/not-found?path=/en/missing-page')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/admin/not-found')).statusCode).toBe(404);
    const [entry] = await ctx.database.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.entity, 'not-found'));
    expect(entry).toEqual({ action: 'delete', entityId: '/en/missing-page' });
  });

  it('keeps only the most recently seen paths', async () => {
    await ctx.database.db.execute(
      sql`insert into ${notFoundLog} (path, hits, first_seen, last_seen)
        select '/old-scan-' || n, 5, now() - interval '2 days', now() - interval '1 day' - n * interval '1 second'
        from generate_series(1, ${notFoundLogSize + 20}) as n`,
    );
    await visit('/newest-missing');
    const list = await missing();
    expect(list.total).toBe(notFoundLogSize);
    const [newest] = await ctx.database.db
      .select({ n: count() })
      .from(notFoundLog)
      .where(eq(notFoundLog.path, '/newest-missing'));
    expect(newest!.n).toBe(1);
    // The oldest went first.
    const [oldest] = await ctx.database.db
      .select({ n: count() })
      .from(notFoundLog)
      .where(eq(notFoundLog.path, `/old-scan-${notFoundLogSize + 20}`));
    expect(oldest!.n).toBe(0);
  });
});

describe('the sitemap', () => {
  it('leaves out a redirected page, in its language only', async () => {
    // (/about is the target of a redirect above: a chain, refused.)
    await create('/portfolio', '/contact');
    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).not.toContain(`<loc>${testBaseUrl}/portfolio</loc>`);
    expect(sitemap).not.toContain(`href="${testBaseUrl}/portfolio"`);
    expect(sitemap).toContain(`<loc>${testBaseUrl}/en/portfolio</loc>`);
  });
});
