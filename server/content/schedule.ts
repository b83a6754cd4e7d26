import { queueWebhookEvent } from '../webhooks/events';
import { pagePublishedData, postPublishedData } from '../webhooks/payloads';
import { and, eq, isNotNull, lte, min, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { audit, systemActor } from '../audit';
import type { Db, Tx } from '../db/client';
import { media, pages, posts, type PostChange } from '../db/schema';
import { workingContent } from './posts';
import { recordSlugChange, releaseAddresses, releasePostAddresses } from './redirects';

/** The time zone staff schedule in, and whose calendar date a post takes when it goes live. */
export const scheduleTimeZone = 'Europe/Stockholm';

/** The most a scheduled post waits past its time, and how often an instance looks for posts another made due. */
export const scheduleCheckMs = 30_000;

const isDue = and(eq(posts.published, false), isNotNull(posts.publishAt), lte(posts.publishAt, sql`now()`));

/**
 * Publishes every post whose time has come: in one UPDATE, so on several instances at once each post is taken by
 * exactly one of them (the others' UPDATE finds it published) and audited once. A post takes the Stockholm date
 * of its time as its date, so it leads the blog that day.
 */
export async function publishDuePosts(db: Db): Promise<{ id: number; slug: string }[]> {
  return db.transaction(async (tx) => {
    const published = await tx
      .update(posts)
      .set({
        published: true,
        publishAt: null,
        date: sql`(${posts.publishAt} at time zone ${scheduleTimeZone})::date`,
        updatedAt: new Date(),
      })
      .where(isDue)
      .returning({ id: posts.id, slug: posts.slug, titleEn: posts.titleEn, titleSv: posts.titleSv });
    for (const post of published) {
      // A redirect from its address (left by an earlier post of that slug) would hide it.
      await releasePostAddresses(tx, post.slug);
      await audit(tx, systemActor, 'publish', 'post', post.id, `scheduled: ${post.titleEn || post.titleSv}`);
    }
    await queueWebhookEvent(tx, 'post.published', published.map(postPublishedData));
    const changed = await publishDueChanges(tx);
    return [...published.map(({ id, slug }) => ({ id, slug })), ...changed];
  });
}

/** Why a waiting change cannot go live now (what the unique index and the cover's foreign key would refuse). */
async function whyNotLive(tx: Tx, id: number, content: PostChange): Promise<string | null> {
  const [taken] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, content.slug), ne(posts.id, id)));
  if (taken) return 'another post has its slug';
  if (content.coverMediaId !== null) {
    const [cover] = await tx.select({ id: media.id }).from(media).where(eq(media.id, content.coverMediaId));
    if (!cover) return 'its cover is no longer in the library';
  }
  return null;
}

/**
 * The scheduled changes of live posts whose time has come replace the published versions (which stayed live until
 * now), each taken by one instance (rows locked, others skipped). A moved post's old address redirects to the new
 * one. A change that can no longer go live (another post took its slug, its cover left the library) stays a draft
 * change for staff to see, audited with the reason, and the other changes still go live.
 */
async function publishDueChanges(tx: Tx): Promise<{ id: number; slug: string }[]> {
  const due = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.published, true), lte(posts.pendingAt, sql`now()`)))
    .for('update', { skipLocked: true });
  const done: { id: number; slug: string }[] = [];
  for (const row of due) {
    const content = workingContent(row);
    const title = content.titleEn || content.titleSv;
    const reason = await whyNotLive(tx, row.id, content);
    if (reason) {
      await tx
        .update(posts)
        .set({ pendingAt: null, version: sql`${posts.version} + 1` })
        .where(eq(posts.id, row.id));
      await audit(
        tx,
        systemActor,
        'update',
        'post',
        row.id,
        `scheduled change kept as a draft: ${reason}: ${title}`,
      );
      continue;
    }
    await tx
      .update(posts)
      .set({
        ...content,
        pending: null,
        pendingAt: null,
        version: sql`${posts.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(posts.id, row.id));
    if (content.slug !== row.slug) await recordSlugChange(tx, { from: row.slug, to: content.slug });
    await releasePostAddresses(tx, content.slug);
    await audit(tx, systemActor, 'publish', 'post', row.id, `scheduled change: ${title}`);
    done.push({ id: row.id, slug: content.slug });
  }
  return done;
}

/**
 * Publishes every page whose time has come, the same way: one UPDATE for new pages, one for scheduled changes
 * to live pages (the change replaces the published version, which stayed live until now); each page is taken
 * by one instance. The version grows, so an editor open on the page saves over it only knowingly (409).
 */
export async function publishDuePages(db: Db): Promise<{ id: number; path: string }[]> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const published = await tx
      .update(pages)
      .set({ status: 'published', publishAt: null, version: sql`${pages.version} + 1`, updatedAt: now })
      .where(and(eq(pages.status, 'scheduled'), lte(pages.publishAt, sql`now()`)))
      .returning({ id: pages.id, sv: pages.pathSv, en: pages.pathEn });
    const changed = await tx
      .update(pages)
      .set({
        document: sql`${pages.pending}`,
        pending: null,
        pendingAt: null,
        version: sql`${pages.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(pages.status, 'published'), lte(pages.pendingAt, sql`now()`)))
      .returning({ id: pages.id, sv: pages.pathSv, en: pages.pathEn });
    for (const page of published) {
      await releaseAddresses(tx, [page.sv, page.en]);
      await audit(tx, systemActor, 'publish', 'page', page.id, `scheduled: ${page.sv}`);
    }
    await queueWebhookEvent(
      tx,
      'page.published',
      published.map((page) => pagePublishedData({ id: page.id, pathSv: page.sv, pathEn: page.en })),
    );
    for (const page of changed) {
      await audit(tx, systemActor, 'publish', 'page', page.id, `scheduled change: ${page.sv}`);
    }
    return [...published, ...changed].map(({ id, sv }) => ({ id, path: sv }));
  });
}

/** When the next scheduled post or page goes live, or null when none is scheduled. */
export async function nextScheduledAt(db: Db): Promise<Date | null> {
  const [[post], [postChange], [page]] = await Promise.all([
    db
      .select({ at: min(posts.publishAt) })
      .from(posts)
      .where(and(eq(posts.published, false), isNotNull(posts.publishAt))),
    db.select({ at: min(posts.pendingAt) }).from(posts),
    db.select({ at: min(pages.publishAt), change: min(pages.pendingAt) }).from(pages),
  ]);
  const times = [post?.at, postChange?.at, page?.at, page?.change].filter(
    (at): at is Date => at instanceof Date,
  );
  return times.length > 0 ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}

/**
 * Publishes scheduled posts at their minute without a restart. Each instance wakes at the next scheduled time
 * (or every 30 s, to see schedules made on another instance) and publishes what is due; whichever instance's
 * UPDATE runs first publishes a post, and every instance clears its page cache once a time it knew of has
 * passed, so none keeps serving the blog without the post.
 */
export class PublishSchedule {
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;
  private last: Promise<void> = Promise.resolve();
  /** The next time this instance knew of at its last look. */
  private knownNext: Date | null = null;

  constructor(
    private readonly options: {
      db: Db;
      log: FastifyBaseLogger;
      /** Called when posts went live here or elsewhere: pages (and redirects) must be read again. */
      changed: () => void | Promise<void>;
      checkMs?: number;
    },
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.wake();
  }

  /** Looks now (after a schedule was saved, or when the timer fires), then plans the next look. */
  wake(): Promise<void> {
    if (this.stopped) return this.last;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.last = this.last.then(() => this.tick());
    return this.last;
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    const { db, log, changed } = this.options;
    const checkMs = this.options.checkMs ?? scheduleCheckMs;
    let next: Date | null = this.knownNext;
    try {
      const published = await publishDuePosts(db);
      if (published.length > 0)
        log.info({ posts: published.map((post) => post.id) }, 'scheduled posts published');
      const publishedPages = await publishDuePages(db);
      if (publishedPages.length > 0)
        log.info({ pages: publishedPages.map((page) => page.id) }, 'scheduled pages published');
      const passed = this.knownNext !== null && this.knownNext.getTime() <= Date.now();
      if (published.length > 0 || publishedPages.length > 0 || passed) await changed();
      next = await nextScheduledAt(db);
      this.knownNext = next;
    } catch (error) {
      log.error({ err: error }, 'publishing scheduled posts failed; trying again shortly');
    }
    if (this.stopped) return;
    const untilNext = next ? next.getTime() - Date.now() : checkMs;
    // A few milliseconds past the time, so the database's now() has reached it too.
    const wait = Math.min(Math.max(untilNext + 50, 50), checkMs);
    this.timer = setTimeout(() => void this.wake(), wait);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.last;
  }
}
