import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirects } from './db/schema';
import { testAdmins } from './test/fixtures';
import { createTestApp, signIn } from './test/testApp';

/**
 * A cached page answered before Fastify (server/fastPages.ts) must be the answer Fastify itself gives for it:
 * same status, same headers, same bytes. Requests go over a real socket (`app.inject` skips the server, and so
 * the direct answer); the pipeline's own answer comes from `app.inject`.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let ctx: TestApp;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request over the socket, its body as sent (not decompressed). */
function raw(url: string, { method = 'GET', headers = {} as Record<string, string> } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: url, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** The same request through Fastify's whole pipeline. */
async function pipeline(
  url: string,
  { method = 'GET' as 'GET' | 'HEAD', headers = {} as Record<string, string> } = {},
) {
  const response = await ctx.app.inject({ method, url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

/** Headers that belong to one response (the date, the connection), not to the page. */
const pageHeadersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      .map(([name, value]) => [name.toLowerCase(), String(value)]),
  );

const direct = () => ctx.app.pageCache.direct;

/** Requests a page until its compressed encodings are stored (they are made just after its first answer). */
async function cachedAndEncoded(url: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const before = direct();
    await raw(url, { headers: { 'accept-encoding': 'br' } });
    if (direct() > before) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} was never answered from the cache`);
}

describe('cached pages answered before Fastify', () => {
  it('are the pipeline’s answer to the byte, in every encoding and for HEAD', async () => {
    await cachedAndEncoded('/');
    for (const encoding of ['br', 'gzip', 'gzip, deflate, br, zstd', '']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const before = direct();
      const answered = await raw('/', { headers });
      expect(direct()).toBe(before + 1);
      const expected = await pipeline('/', { headers });
      expect(answered.status).toBe(expected.status);
      expect(pageHeadersOf(answered.headers)).toEqual(pageHeadersOf(expected.headers));
      expect(answered.body.equals(expected.body)).toBe(true);
    }
    const head = await raw('/', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    const expectedHead = await pipeline('/', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(pageHeadersOf(head.headers)).toEqual(pageHeadersOf(expectedHead.headers));
    expect(head.body).toHaveLength(0);
    // The security headers are among them.
    expect(head.headers['content-security-policy']).toContain("default-src 'self'");
    expect(head.headers['permissions-policy']).toBeDefined();
  });

  it('share the answer of made-up query parameters, as the pipeline does', async () => {
    await cachedAndEncoded('/about');
    const before = direct();
    const answered = await raw('/about?utm_source=mail&gclid=x', { headers: { 'accept-encoding': 'br' } });
    expect(direct()).toBe(before + 1);
    expect(
      answered.body.equals((await pipeline('/about', { headers: { 'accept-encoding': 'br' } })).body),
    ).toBe(true);
  });

  it('leave every other request to Fastify: redirects, previews, searches, missing pages, other methods', async () => {
    await cachedAndEncoded('/blog');
    await cachedAndEncoded('/blog/ai-and-web-design');
    const others: [string, { method?: string; headers?: Record<string, string> }][] = [
      ['/sv/blog', {}], // the canonical redirect
      ['/blog/', {}],
      ['/blog/ai-and-web-design?preview=made-up', {}],
      ['/blog/ai-and-web-design?preview', {}],
      ['/search?q=seo', {}],
      ['/no-such-page', {}],
      ['/admin', {}],
      ['/api/settings', {}],
      ['/blog', { method: 'POST' }],
    ];
    for (const [url, options] of others) {
      const before = direct();
      const answered = await raw(url, options);
      expect(direct(), url).toBe(before);
      expect(answered.status, url).toBe(
        (await ctx.app.inject({ method: (options.method ?? 'GET') as 'GET', url })).statusCode,
      );
    }
    // A page that a redirect now covers is redirected, although it is cached.
    await ctx.database.db.insert(redirects).values({ fromPath: '/blog', toTarget: '/en/blog', status: 302 });
    await ctx.app.redirects.reload();
    const before = direct();
    const moved = await raw('/blog');
    expect(direct()).toBe(before);
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/en/blog');
  });

  it('are not answered once content changed: the next answer is rendered again, with the change', async () => {
    await cachedAndEncoded('/contact');
    const admin = await signIn(ctx.app, testAdmins[0]!.email, testAdmins[0]!.password!);
    const settings = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })
    ).json();
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: { ...settings, phoneNumber: '08-555 123 45' },
    });
    expect(saved.statusCode).toBe(200);
    const before = direct();
    const answered = await raw('/contact');
    expect(direct()).toBe(before);
    expect(answered.body.toString()).toContain('08-555 123 45');
  });

  it('write one connection’s heads as Node writes them, each with its own date, and close when asked', async () => {
    await cachedAndEncoded('/en');
    // Three requests on one connection, the last asking to close: each answer's head is read as sent.
    const heads = await new Promise<string[]>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      const ask = (connection: string) =>
        socket.write(
          `GET /en HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: gzip\r\nConnection: ${connection}\r\n\r\n`,
        );
      let received = Buffer.alloc(0);
      const found: string[] = [];
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        for (;;) {
          const end = received.indexOf('\r\n\r\n');
          if (end === -1) return;
          const head = received.subarray(0, end).toString('latin1');
          const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
          if (received.length < end + 4 + length) return;
          found.push(head);
          received = received.subarray(end + 4 + length);
          if (found.length === 1) ask('keep-alive');
          else if (found.length === 2) ask('close');
        }
      });
      socket.on('end', () => resolve(found));
      socket.on('error', reject);
      ask('keep-alive');
    });
    expect(heads).toHaveLength(3);
    const withoutDate = (head: string) => head.replace(/\r\nDate: [^\r]*/, '');
    // The second answer was written from the first's kept head: the same bytes but the date.
    expect(withoutDate(heads[1]!)).toBe(withoutDate(heads[0]!));
    for (const head of heads) {
      expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      const date = Date.parse(/\r\nDate: ([^\r]*)/.exec(head)![1]!);
      expect(Math.abs(Date.now() - date)).toBeLessThan(60_000);
      expect(head).toMatch(/\r\ncontent-encoding: gzip\r\n/i);
      expect(head).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
    }
    expect(heads[1]).toMatch(/\r\nConnection: keep-alive\r\nKeep-Alive: timeout=\d+/);
    // Asked to close, the answer says so and the connection ends (the 'end' above).
    expect(heads[2]).toContain('\r\nConnection: close');
    expect(heads[2]).not.toContain('Keep-Alive');
    expect(withoutDate(heads[2]!).replace('\r\nConnection: close', '')).toBe(
      withoutDate(heads[0]!).replace(/\r\nConnection: keep-alive\r\nKeep-Alive: [^\r]*/, ''),
    );
  });
});
