import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { languages } from '../../shared/i18n';
import { paths } from '../../shared/paths';
import { localTargetPath, type RedirectStatus } from '../../shared/redirects';
import type { Db } from '../db/client';
import { notFoundLog, redirects } from '../db/schema';

/**
 * Redirects: the table every page request consults (kept in memory), the checks that keep them free of loops
 * and chains, and the redirects a published post's slug change leaves behind. docs/content.md describes them.
 */

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * How long an instance serves redirects from memory before it reads the table again. A change made through
 * any instance reloads every instance's table at once (the `redirects` signal, server/signals.ts); this is
 * the safety net for a signal that could not be delivered.
 */
export const redirectCacheTtlMs = 30_000;

export interface RedirectRule {
  to: string;
  status: RedirectStatus;
}

/**
 * The redirects by from-path, in memory. The first lookup waits for the table to load; after that no request
 * waits for the database: a table older than the TTL is read again in the background while the current one
 * answers.
 */
export class RedirectTable {
  private rules = new Map<string, RedirectRule>();
  private loadedAt: number | null = null;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs = redirectCacheTtlMs,
  ) {}

  /** The redirect from a canonical page path (shared/redirects.ts, redirectKey), if there is one. */
  async find(path: string): Promise<RedirectRule | undefined> {
    await this.fresh();
    return this.rules.get(path);
  }

  /** Whether a path is redirected, as far as this instance knows now (never waits). */
  has(path: string): boolean {
    return this.rules.has(path);
  }

  /** Every redirected path (the sitemap leaves them out). */
  async sources(): Promise<ReadonlySet<string>> {
    await this.fresh();
    return new Set(this.rules.keys());
  }

  private async fresh() {
    if (this.loadedAt === null) await this.reload();
    else if (Date.now() - this.loadedAt > this.ttlMs && !this.loading) {
      this.reload().catch((error: unknown) => this.log.error({ err: error }, 'reloading redirects failed'));
    }
  }

  /**
   * Reads the table again; call it after a change has been committed. A load already under way may have read
   * before that commit, so this one starts after it.
   */
  reload(): Promise<void> {
    const next = (this.loading ?? Promise.resolve()).catch(() => undefined).then(() => this.load());
    this.loading = next;
    next
      .finally(() => {
        if (this.loading === next) this.loading = null;
      })
      .catch(() => undefined);
    return next;
  }

  private async load() {
    const startedAt = Date.now();
    const rows = await this.db
      .select({ from: redirects.fromPath, to: redirects.toTarget, status: redirects.status })
      .from(redirects);
    this.rules = new Map(
      rows.map(({ from, to, status }) => [from, { to, status: status as RedirectStatus }]),
    );
    this.loadedAt = startedAt;
  }
}

/**
 * The Location of a redirect: its target with the visitor's query added (UTM tags and the like survive), every
 * character encoded as a header needs it.
 */
export function redirectLocation(target: string, search: string): string {
  const url = new URL(target, 'http://site.invalid');
  const query = search.replace(/^\?/, '');
  if (query) url.search = url.search ? `${url.search}&${query}` : `?${query}`;
  return target.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * Serialises changes to the redirects (the API's and slug changes), so the loop and chain checks of one see
 * what another committed. Reads go on meanwhile.
 */
export async function lockRedirects(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${redirects} in share row exclusive mode`);
}

/** A post's public addresses, one per language: /blog/<slug> and /en/blog/<slug>. */
const postPaths = (slug: string) => languages.map((lang) => paths.blogPost.href(lang, slug));

/**
 * Removes the redirects from a post's addresses, so the live post is what they show. Call it inside the
 * transaction that makes a post live at this slug (a new published post, a draft published, a slug change).
 * Answers how many it removed.
 */
export const releasePostAddresses = (tx: Tx, slug: string): Promise<number> =>
  releaseAddresses(tx, postPaths(slug));

/** Removes the redirects from `addresses` (a page's, as it goes live there); answers how many. */
export async function releaseAddresses(tx: Tx, addresses: string[]): Promise<number> {
  const removed = await tx
    .delete(redirects)
    .where(inArray(redirects.fromPath, addresses))
    .returning({ id: redirects.id });
  return removed.length;
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, '\\$&')}%`;

export interface SlugChangeResult {
  /** Redirects added from the old addresses (two, unless one was there already). */
  added: number;
  /** Redirects that led to the old addresses and now lead to the new ones (no chains). */
  rewritten: number;
  /** Redirects from the new addresses, removed so the post shows there (a rename back). */
  removed: number;
}

/**
 * A published post's slug changed from `from` to `to`: inside the caller's transaction, its old addresses in
 * both languages get a 301 to the new ones, redirects that led to the old addresses are pointed at the new
 * ones (A→B, B→C becomes A→C, B→C: a visitor is sent on once), and redirects from the new addresses go (so
 * renaming back leaves no loop). `byUserId` is who saved the post. After the transaction commits, send the
 * `redirects` signal (server/signals.ts) so every instance applies them at once.
 */
export const recordSlugChange = (
  tx: Tx,
  { from, to, byUserId = null }: { from: string; to: string; byUserId?: number | null },
): Promise<SlugChangeResult> =>
  recordAddressChange(tx, { from: postPaths(from), to: postPaths(to), byUserId });

/**
 * The same for any page that moved: `from[i]` now lives at `to[i]` (one address per language). An address that
 * did not change is left alone.
 */
export async function recordAddressChange(
  tx: Tx,
  { from, to, byUserId = null }: { from: string[]; to: string[]; byUserId?: number | null },
): Promise<SlugChangeResult> {
  const result: SlugChangeResult = { added: 0, rewritten: 0, removed: 0 };
  const moves = from.map((oldPath, index) => [oldPath, to[index]!] as const).filter(([a, b]) => a !== b);
  if (moves.length === 0) return result;
  await lockRedirects(tx);
  result.removed = await releaseAddresses(
    tx,
    moves.map(([, newPath]) => newPath),
  );
  const oldPaths = moves.map(([oldPath]) => oldPath);
  const now = new Date();
  for (const [oldPath, newPath] of moves) {
    const pointing = await tx
      .select({ id: redirects.id, to: redirects.toTarget })
      .from(redirects)
      .where(
        or(
          eq(redirects.toTarget, oldPath),
          like(redirects.toTarget, likePrefix(`${oldPath}?`)),
          like(redirects.toTarget, likePrefix(`${oldPath}#`)),
        ),
      );
    for (const redirect of pointing) {
      if (localTargetPath(redirect.to) !== oldPath) continue;
      await tx
        .update(redirects)
        .set({ toTarget: newPath + redirect.to.slice(oldPath.length), updatedAt: now, updatedBy: byUserId })
        .where(eq(redirects.id, redirect.id));
      result.rewritten += 1;
    }
    const added = await tx
      .insert(redirects)
      .values({
        fromPath: oldPath,
        toTarget: newPath,
        status: 301,
        source: 'slug',
        createdBy: byUserId,
        updatedBy: byUserId,
      })
      // A redirect staff made from the old address while the post was live stays: it is what visitors saw.
      .onConflictDoNothing({ target: redirects.fromPath })
      .returning({ id: redirects.id });
    result.added += added.length;
  }
  await tx.delete(notFoundLog).where(inArray(notFoundLog.path, oldPaths));
  return result;
}
