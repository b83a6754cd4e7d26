import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { serverApplicationName, type Db } from './db/client';

/**
 * What one instance tells the others: something they hold in memory is out of date.
 * - `pages`: content that pages show changed (clear the page cache);
 * - `redirects`: the redirects table changed (read it again);
 * - `schedule`: a post's publication time was saved (look for the next scheduled time).
 */
export type Signal = 'pages' | 'redirects' | 'schedule';

const signalNames: readonly Signal[] = ['pages', 'redirects', 'schedule'];
const isSignal = (value: unknown): value is Signal => signalNames.includes(value as Signal);

/** The PostgreSQL channel every instance of the site listens on. */
export const signalChannel = 'site_signals';

/** How long a lost listening connection waits before it connects again (doubling up to the last). */
const reconnectDelaysMs = [250, 500, 1000, 2000, 5000];

type Handler = () => void | Promise<void>;

/**
 * Signals between the instances of the site on one database. `send` runs this instance's handlers at once and,
 * on PostgreSQL, tells every other instance through `NOTIFY` after the change has been committed; each instance
 * keeps one connection that `LISTEN`s and runs its handlers for what others send. A listening connection that is
 * lost may have missed signals: once it is back, every handler runs, as if each signal had come. PGlite is one
 * process: the signal stays local (architecture: "the same code paths, with the signal local").
 */
export class Signals {
  /** This instance, so it can tell its own notifications from the others'. */
  readonly instance = randomUUID();
  private readonly handlers = new Map<Signal, Handler[]>();
  private listener: pg.Client | null = null;
  private stopped = true;
  private reconnects = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  /** No connection listened for a while (lost, or the first one failed): signals may have been missed. */
  private mayHaveMissed = false;

  constructor(
    private readonly options: {
      db: Db;
      log: FastifyBaseLogger;
      /** The PostgreSQL server to listen on; none for PGlite. */
      databaseUrl?: string;
    },
  ) {}

  /** Runs `handler` whenever `signal` is sent, here or by another instance. */
  on(signal: Signal, handler: Handler): void {
    this.handlers.set(signal, [...(this.handlers.get(signal) ?? []), handler]);
  }

  /**
   * Says that `signal`'s state changed (call it after the change is committed): this instance's handlers have
   * run when it resolves, the other instances are told. Failing to tell them is logged, not thrown: the change
   * is saved, and the others' periodic reads (redirects, schedule) still catch up.
   */
  async send(signal: Signal): Promise<void> {
    await this.run(signal);
    if (!this.options.databaseUrl) return;
    const payload = JSON.stringify({ signal, from: this.instance });
    await this.options.db
      .execute(sql`select pg_notify(${signalChannel}, ${payload})`)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, signal }, 'signalling other instances failed'),
      );
  }

  /** Starts listening (PostgreSQL); resolves once the first connection listens, or has failed and will retry. */
  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.options.databaseUrl) await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  private async run(signal: Signal): Promise<void> {
    for (const handler of this.handlers.get(signal) ?? []) {
      try {
        await handler();
      } catch (error) {
        this.options.log.error({ err: error, signal }, 'handling a signal failed');
      }
    }
  }

  private async listen(): Promise<void> {
    const { log, databaseUrl } = this.options;
    // Named as the server's connections are: a restore sees a running server by this one, which stays open.
    const client = new pg.Client({ connectionString: databaseUrl, application_name: serverApplicationName });
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => undefined);
      if (this.stopped) return;
      log.warn({ err: error }, 'the connection that listens for other instances was lost; connecting again');
      this.retryLater();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel !== signalChannel || !message.payload) return;
      let parsed: { signal?: unknown; from?: unknown };
      try {
        parsed = JSON.parse(message.payload) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.from === this.instance || !isSignal(parsed.signal)) return;
      void this.run(parsed.signal);
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`listen ${signalChannel}`);
    } catch (error) {
      lost(error as Error);
      return;
    }
    if (this.stopped) {
      await this.stop();
      return;
    }
    this.reconnects = 0;
    // Whatever was sent while no connection listened is unknown: act as if everything changed.
    if (this.mayHaveMissed) {
      this.mayHaveMissed = false;
      for (const signal of signalNames) await this.run(signal);
    }
  }

  private retryLater(): void {
    const delay = reconnectDelaysMs[Math.min(this.reconnects, reconnectDelaysMs.length - 1)]!;
    this.reconnects += 1;
    this.mayHaveMissed = true;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.stopped) void this.listen();
    }, delay);
    this.retryTimer.unref();
  }
}
