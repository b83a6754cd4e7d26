import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from './db/client';
import { outbox } from './db/schema';
import { outboxRow } from './mail/outbox';
import { testAdmins } from './test/fixtures';
import { parsePage } from './test/html';
import { startSmtpSink, type SmtpSink } from './test/smtpSink';
import { createTestApp, signIn, submitContactLead } from './test/testApp';
import { until } from './test/until';

/**
 * #15's promise: N instances of the site on one PostgreSQL behave as one site. Three instances (each with its
 * own connection pool, its own connection listening for signals, its own outbox worker and page cache), as
 * three processes behind a load balancer would be. PostgreSQL only: PGlite is one process by construction.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe.runIf(process.env.TEST_DATABASE_URL)('three instances on one PostgreSQL', () => {
  let sink: SmtpSink;
  let a: TestApp;
  let b: TestApp;
  let c: TestApp;
  let admin: { cookie: string; origin: string };

  beforeAll(async () => {
    sink = await startSmtpSink();
    const env = { SMTP_URL: sink.url, OUTBOX_POLL_MS: '100', CONTACT_RATE_LIMIT: '5/10' };
    a = await createTestApp({ env });
    b = await createTestApp({ env, sameDatabaseAs: a });
    c = await createTestApp({ env, sameDatabaseAs: a });
    // Ready: each listens for the others' signals and runs its outbox worker.
    await Promise.all([a.app.ready(), b.app.ready(), c.app.ready()]);
    admin = await signIn(a.app, testAdmins[0]!.email, testAdmins[0]!.password!);
  });
  afterAll(async () => {
    // The first instance's database goes with it: the others close first.
    await Promise.all([b, c].map((instance) => instance?.close()));
    await a?.close();
    await sink?.stop();
  });

  const pageText = async (instance: TestApp, url: string) =>
    parsePage((await instance.app.inject({ method: 'GET', url })).body).text();
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    a.app.inject({ method, url, headers: { ...admin, 'content-type': 'application/json' }, payload });

  it('shows a change made through one instance on the other two at once (their cached pages cleared)', async () => {
    const post = {
      slug: 'three-instances',
      date: '2026-11-24',
      titleEn: 'One site, three servers',
      titleSv: 'En webbplats, tre servrar',
      excerptEn: 'Every instance shows the same blog.',
      excerptSv: 'Varje instans visar samma blogg.',
      categoryEn: 'Technology',
      categorySv: 'Teknik',
      bodyEn: 'Served by whichever instance answers.',
      bodySv: 'Serveras av den instans som svarar.',
      keywordsEn: [],
      keywordsSv: [],
      published: true,
    };
    // B and C have the blog cached without the post. The page cache has no expiry: only a signal can clear it.
    for (const instance of [b, c]) {
      expect(await pageText(instance, '/blog')).not.toContain(post.titleSv);
      expect(instance.app.pageCache.size).toBeGreaterThan(0);
    }
    const started = Date.now();
    expect((await call('POST', '/api/admin/posts', post)).statusCode).toBe(201);
    for (const instance of [b, c]) {
      expect(await until(async () => (await pageText(instance, '/blog')).includes(post.titleSv))).toBe(true);
      expect(await pageText(instance, '/en/blog')).toContain(post.titleEn);
    }
    console.info(`three instances: the new post showed on B and C after ${Date.now() - started} ms`);

    // A redirect saved through A answers on B and C with no wait for their periodic reload (30 s).
    const redirect = await call('POST', '/api/admin/redirects', {
      from: '/old-blog-address',
      to: '/blog/three-instances',
      status: 301,
    });
    expect(redirect.statusCode).toBe(201);
    for (const instance of [b, c]) {
      const moved = async () => {
        const response = await instance.app.inject({ method: 'GET', url: '/old-blog-address' });
        return response.statusCode === 301 && response.headers.location === '/blog/three-instances';
      };
      expect(await until(moved)).toBe(true);
    }
  });

  it('counts one address’s contact submissions over all instances: the 6th, wherever it lands, is refused', async () => {
    const from = '10.9.8.7';
    const statuses: number[] = [];
    for (const instance of [a, b, c, a, b, c]) {
      statuses.push((await submitContactLead(instance.app, undefined, from)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another address has its own allowance.
    expect((await submitContactLead(b.app, undefined, '10.9.8.8')).statusCode).toBe(200);
  });

  it('drains 1 000 queued e-mails with three workers, each sent exactly once', async () => {
    // Wait for the contact test's mails (if it ran) so the sink counts only these from here on.
    await until(async () => {
      const [row] = await a.database.db
        .select({ n: count() })
        .from(outbox)
        .where(eq(outbox.status, 'queued'));
      return row!.n === 0;
    }, 30_000);
    const before = sink.received.length;
    const rows = Array.from({ length: 1000 }, (_, n) =>
      outboxRow({
        kind: 'lead_reply',
        to: `person-${n}@example.se`,
        subject: `Message ${n}`,
        text: `Message number ${n}.`,
        html: `<p>Message number ${n}.</p>`,
      }),
    );
    const started = Date.now();
    const passes = [a, b, c].map((instance) => vi.spyOn(instance.app.outbox, 'runOnce'));
    await a.database.db.insert(outbox).values(rows);
    for (const instance of [a, b, c]) instance.app.outbox.wake();

    await sink.waitFor(before + 1000, 120_000);
    // A worker records a message as sent once the sink has answered it, so the last record may still be on its
    // way when the sink holds all 1 000 (one row was still queued then in a CI run).
    const noneQueued = async () => {
      const [left] = await a.database.db
        .select({ n: count() })
        .from(outbox)
        .where(eq(outbox.status, 'queued'));
      return left!.n === 0;
    };
    expect(await until(noneQueued)).toBe(true);
    // Nothing more arrives after the queue is empty: every message once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = sink.received.slice(before).map((mail) => mail.parsed.subject);
    expect(subjects).toHaveLength(1000);
    expect(new Set(subjects).size).toBe(1000);
    // All three workers took part.
    const sentBy = await Promise.all(
      passes.map(async (spy) => {
        const results = await Promise.all(spy.mock.results.map((result) => result.value));
        return results.reduce((sum, pass: { sent: number }) => sum + pass.sent, 0);
      }),
    );
    console.info(
      `three instances: the workers sent ${sentBy.join(' + ')} of the 1 000 e-mails in ${Date.now() - started} ms`,
    );
    expect(sentBy.every((sent) => sent > 0)).toBe(true);
    expect(sentBy.reduce((sum, sent) => sum + sent, 0)).toBe(1000);
    passes.forEach((spy) => spy.mockRestore());
    // Each message was tried once.
    const attempts = rowsOf<{ tries: number; sent: number }>(
      await a.database.db.execute(sql`
        select count(*)::int as tries, count(*) filter (where outcome = 'sent')::int as sent
        from outbox_attempts join outbox on outbox.id = outbox_attempts.outbox_id
        where outbox.subject like 'Message %'`),
    );
    expect(attempts).toEqual([{ tries: 1000, sent: 1000 }]);
  }, 180_000);
});
