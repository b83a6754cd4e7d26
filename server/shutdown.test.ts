import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, outboxAttempts } from './db/schema';
import { closeGracefully } from './shutdown';
import { contactLead } from './test/fixtures';
import { startSmtpSink } from './test/smtpSink';
import { createTestApp, submitContactLead } from './test/testApp';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A promise and the function that settles it, for a test to say when something may go on. */
function signal<Value = void>() {
  let settle!: (value: Value) => void;
  const done = new Promise<Value>((resolve) => (settle = resolve));
  return { done, settle };
}

/** The app listening on a free port, with a route that answers once the test lets it. */
async function listenWithSlowRoute(ctx: TestApp, path: string, answer: Promise<void>) {
  const entered = signal();
  ctx.app.get(path, async () => {
    entered.settle();
    await answer;
    return { finished: true };
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  return { base, entered: entered.done };
}

describe('closing gracefully', () => {
  it('answers 503 from the moment it begins, lets the request in flight finish, then takes no more', async () => {
    const ctx = await createTestApp();
    try {
      const release = signal();
      // While the app closes but before it stops listening, as a load balancer's check would arrive.
      const readyWhileClosing = signal<Response>();
      ctx.app.addHook('preClose', async () => readyWhileClosing.settle(await fetch(`${base}/readyz`)));
      const { base, entered } = await listenWithSlowRoute(ctx, '/api/test/slow', release.done);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);

      const inFlight = fetch(`${base}/api/test/slow`);
      await entered;
      const closing = closeGracefully(ctx.app, { drainMs: 20_000 });
      expect((await readyWhileClosing.done).status).toBe(503);

      release.settle();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ finished: true });
      // Its keep-alive connection is closed after the answer, not held open until it idles out.
      expect(answer.headers.get('connection')).toBe('close');
      expect(await closing).toBe('drained');
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    } finally {
      await ctx.close();
    }
  });

  it('cuts the connection of a request still running when the drain time is up', async () => {
    const ctx = await createTestApp();
    try {
      const never = new Promise<void>(() => undefined);
      const { base, entered } = await listenWithSlowRoute(ctx, '/api/test/stuck', never);
      const stuck = fetch(`${base}/api/test/stuck`).then(
        (response) => response.status,
        (error: unknown) => error,
      );
      await entered;
      expect(await closeGracefully(ctx.app, { drainMs: 50 })).toBe('cut');
      expect(await stuck).toBeInstanceOf(Error);
    } finally {
      await ctx.close();
    }
  });

  it('stops the outbox worker after the e-mail it is sending, giving back the rest of its claim', async () => {
    const sink = await startSmtpSink();
    const ctx = await createTestApp({ env: { SMTP_URL: sink.url, OUTBOX_POLL_MS: '60000' } });
    try {
      await ctx.app.ready();
      const held = sink.holdNext();
      const lead = contactLead();
      expect((await submitContactLead(ctx.app, lead)).statusCode).toBe(200);
      // The lead's pass has claimed both its e-mails and is sending the first.
      await held.arrived;
      const stopping = ctx.app.outbox.stop();
      held.release();
      await stopping;

      expect(sink.received).toHaveLength(1);
      const rows = await ctx.database.db
        .select({
          status: outbox.status,
          attempts: outbox.attempts,
          due: sql<boolean>`${outbox.nextAttemptAt} <= now()`,
        })
        .from(outbox)
        .where(eq(outbox.leadId, lead.id));
      expect(rows.map((row) => row.status).sort()).toEqual(['queued', 'sent']);
      // Given back: due now (not when the lease would have run out) and not counted as a try.
      expect(rows.find((row) => row.status === 'queued')).toEqual({
        status: 'queued',
        attempts: 0,
        due: true,
      });
      expect(await ctx.database.db.select().from(outboxAttempts)).toHaveLength(1);

      // So the next pass, on this instance or another, sends it at once.
      expect(await ctx.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(sink.received).toHaveLength(2);
    } finally {
      await ctx.close();
      await sink.stop();
    }
  });
});
