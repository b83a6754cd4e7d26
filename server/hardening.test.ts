import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPageNumber } from '../shared/paths';
import { outbox } from './db/schema';
import { searchRequestLimit } from './routes/search';
import { postInput, testAdmins } from './test/fixtures';
import { createTestApp, signIn } from './test/testApp';

/**
 * The findings of the second red-team sweep (issue #38) that a caller sees at the server's edge: each answered
 * with a 4xx or the not-found page, never a 5xx, an open redirect or a page that pushes real pages out.
 */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let staff: { cookie: string; origin: string };
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ logStream: { write: (line) => void logLines.push(line) } });
  staff = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
});
afterAll(() => ctx.close());

let addresses = 0;
const newAddress = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;
const get = (url: string, remoteAddress = newAddress()) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...staff, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const post = postInput({ slug: 'year-zero' });

describe('dates at the calendar’s edges', () => {
  it.each(['0000-01-01', '0000-02-29', '0001-01-01', '1899-12-31'])(
    'refuses the post date %s at the field, and stores nothing',
    async (date) => {
      const response = await send('POST', '/api/admin/posts', { ...post, date });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.date).toBeTruthy();
    },
  );

  it('refuses a schedule in year 0', async () => {
    const response = await send('POST', '/api/admin/posts', {
      ...post,
      slug: 'scheduled-year-zero',
      publishAt: '0000-06-01T08:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.publishAt).toBeTruthy();
  });

  it.each([
    ['0000-01-01', '0000-01-05'],
    ['0000-12-25', '0001-01-05'],
  ])('refuses the Insights range %s – %s with 400', async (from, to) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/insights?from=${from}&to=${to}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_range' });
  });
});

describe('page addresses no page has', () => {
  it.each([
    '/%2f',
    '/%2F%2F',
    '/%09/%3F/en',
    '/about/%2f',
    '/en/%2F',
    '/x/%0a',
    '/x/%0A/y',
    '/blog/%5C',
    '/%7F',
    '/om%23oss',
  ])('answers %s with the not-found page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.location).toBeUndefined();
  });

  it('answers pages past the last with the not-found page, up to the highest page number and beyond', async () => {
    for (const url of [
      '/blog?page=10001',
      '/blog?page=99999',
      `/en/blog?page=${maxPageNumber + 1}`,
      '/blog/kategori/seo?page=50000',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    for (const url of [`/search?q=seo&page=${maxPageNumber}`, '/api/search?q=seo&page=5000']) {
      expect((await get(url)).statusCode, url).toBeLessThan(500);
    }
  });

  it('keep made-up addresses from pushing real pages out of the cache', async () => {
    expect((await get('/about')).statusCode).toBe(200);
    const cachedAbout = ctx.app.pageCache.peek('/about');
    expect(cachedAbout).toBeDefined();
    for (let index = 0; index < 600; index += 1) await get(`/x${index}/%0a`);
    for (let index = 0; index < 600; index += 1) await get(`/made-up-${index}`);
    expect(ctx.app.pageCache.peek('/about')).toBe(cachedAbout);
    // 1 200 renders one after another: ~15 s on a quiet two-core machine, far more beside other suites.
  }, 180_000);
});

describe('redirects', () => {
  it.each([
    ['from', { from: '/%5Cx/loopme', to: '/about' }],
    ['from', { from: '/old%2Fpage', to: '/about' }],
    ['from', { from: '/old%0Apage', to: '/about' }],
    ['to', { from: '/loopme', to: '/%5Cx/loopme' }],
    ['to', { from: '/loopme', to: '/x/%09/loopme' }],
  ] as const)('refuse a %s no page address has: %j', async (field, redirect) => {
    const response = await send('POST', '/api/admin/redirects', { ...redirect, status: 301 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toMatch(/no page’s address/);
  });

  it('never send a browser off the site from a raw backslash path', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    for (const path of ['/\\evil.example/', '/\\evil.example', '/%5Cevil.example/', '/\\/evil.example/']) {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path }, resolve);
        request.on('error', reject);
      });
      answer.resume();
      expect(answer.statusCode, path).toBe(404);
      expect(answer.headers.location, path).toBeUndefined();
    }
  });
});

describe('uploads', () => {
  it('refuse a text file named .jpg with 415, before asking for its alt texts', async () => {
    const boundary = 'x-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="bild.jpg"',
      'Content-Type: image/jpeg',
      '',
      'Hej! Det här är ingen bild.',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: 'unsupported_type' });
  });
});

describe('the log', () => {
  it('masks e-mail addresses in the paths it records', async () => {
    logLines.length = 0;
    for (const url of [
      '/kontakt/anna.berg@example.se',
      '/x/anna.berg%40example.se',
      '/api/x/anna@example.se',
    ]) {
      await get(url);
    }
    const logged = logLines.join('\n');
    expect(logged).toContain('[address]');
    expect(logged).not.toMatch(/anna/i);
  });
});

describe('a client that leaves mid-answer', () => {
  it('is no server error: the page editor drops a live preview it no longer needs', async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/pages', headers: staff });
    const home = list.json<{ id: number; key: string }[]>().find((page) => page.key === 'home')!;
    const document = (
      await ctx.app.inject({ method: 'GET', url: `/api/admin/pages/${home.id}`, headers: staff })
    ).json();
    logLines.length = 0;
    // The editor drops a preview while the server renders it, or while the answer is on its way.
    for (const after of [5, 20, 50, 100, 200, 'response'] as const) {
      await new Promise<void>((resolve) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `/api/admin/pages/${home.id}/preview`,
            headers: { ...staff, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
          },
          () => request.destroy(),
        );
        request.on('close', () => setTimeout(resolve, 300));
        request.on('error', () => {});
        request.end(JSON.stringify({ lang: 'sv', document }));
        if (after !== 'response') setTimeout(() => request.destroy(), after);
      });
    }
    // What the server did after each client left is written by the time the next answer is.
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const errors = logLines.filter((line) => JSON.parse(line).level >= 50);
    expect(errors).toEqual([]);
  });
});

describe('the search', () => {
  it(`takes ${searchRequestLimit.max} searches a minute from one address, by the API and the page together`, async () => {
    const visitor = newAddress();
    for (let index = 0; index < searchRequestLimit.max; index += 1) {
      const url = index % 2 ? `/api/search?q=ord${index}` : `/search?q=ord${index}`;
      expect((await get(url, visitor)).statusCode, url).toBe(200);
    }
    const api = await get('/api/search?q=one-more', visitor);
    expect(api.statusCode).toBe(429);
    expect(Number(api.headers['retry-after'])).toBeGreaterThan(0);
    const page = await get('/search?q=one-more', visitor);
    expect(page.statusCode).toBe(429);
    expect(page.headers['retry-after']).toBe('60');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Du har sökt många gånger på kort tid');
    // Another visitor searches on, and the pages are not held up.
    expect((await get('/search?q=one-more')).statusCode).toBe(200);
    expect((await get('/about', visitor)).statusCode).toBe(200);
  });

  it('answers a search asked again from what it found the first time, until the content changes', async () => {
    const url = '/api/search?q=seo&lang=sv&page=1';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(ctx.app.pageCache.apiAnswer(url)?.body).toBe(first.body);
    expect((await get('/api/search?page=1&lang=sv&q=seo&utm_source=x')).body).toBe(first.body);
    ctx.app.pageCache.clear();
    expect(ctx.app.pageCache.apiAnswer(url)).toBeUndefined();
  });
});

describe('a forgotten password', () => {
  it('is answered without waiting for the account’s lookup, and its mail is queued after', async () => {
    // The users table is held by another transaction: an answer that looked the address up first would wait.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { origin: staff.origin, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: testAdmins[1]!.email }),
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(202);
    release();
    await holding;
    await ctx.app.resetRequests.settled();
    const mails = await ctx.database.db.select().from(outbox);
    expect(
      mails.filter((mail) => mail.kind === 'password_reset' && mail.toAddress === testAdmins[1]!.email),
    ).toHaveLength(1);
  });
});
