import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { notFoundLog } from '../db/schema';

/** The log keeps the paths seen most recently, this many, so a scan of made-up addresses cannot grow it. */
export const notFoundLogSize = 1000;
/** Counts are written at most this long after the request (a burst of 404s is one statement). */
const flushAfterMs = 5_000;
/** Distinct paths held between writes; a new path beyond this waits for a later 404. */
const maxPending = 500;

interface Pending {
  hits: number;
  firstSeen: Date;
  lastSeen: Date;
}

/**
 * Counts page addresses that answered 404, for the Redirects screen. A request only touches a map in memory;
 * the counts go to the database in one upsert a few seconds later (and when the list is read or the app stops),
 * after which the table is cut back to the `notFoundLogSize` most recently seen paths.
 */
export class NotFoundLog {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** A path redirected meanwhile is not counted (the redirect answers it now). */
    private readonly isRedirected: (path: string) => boolean,
  ) {}

  /** Counts one 404 of a canonical page path (never a query: see countMissingPage). */
  record(path: string): void {
    const now = new Date();
    const entry = this.pending.get(path);
    if (entry) {
      entry.hits += 1;
      entry.lastSeen = now;
    } else if (this.pending.size < maxPending) {
      this.pending.set(path, { hits: 1, firstSeen: now, lastSeen: now });
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flush().catch((error: unknown) => this.log.error({ err: error }, 'writing the 404 log failed'));
    }, flushAfterMs).unref();
  }

  /** Drops a path's counts not written yet (a redirect was just made for it). */
  forget(path: string): void {
    this.pending.delete(path);
  }

  /** Writes the counts held so far; resolves when they are in the database. */
  flush(): Promise<void> {
    const next = this.writing.catch(() => undefined).then(() => this.write());
    this.writing = next;
    return next;
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write() {
    const batch = [...this.pending].filter(([path]) => !this.isRedirected(path));
    this.pending = new Map();
    if (batch.length === 0) return;
    await this.db
      .insert(notFoundLog)
      .values(batch.map(([path, counts]) => ({ path, ...counts })))
      .onConflictDoUpdate({
        target: notFoundLog.path,
        set: {
          hits: sql`${notFoundLog.hits} + excluded.hits`,
          lastSeen: sql`greatest(${notFoundLog.lastSeen}, excluded.last_seen)`,
        },
      });
    await this.db.execute(
      sql`delete from ${notFoundLog} where ${notFoundLog.path} not in
        (select path from ${notFoundLog} order by last_seen desc limit ${notFoundLogSize})`,
    );
  }
}
