import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { PostInputData } from '../../shared/adminSchemas';
import type { Db } from '../db/client';
import { postPreviews } from '../db/schema';
import type { PostContent } from '../routes/public';

/** How long a preview link works: long enough to send to a client and hear back the same day. */
export const previewLifetimeMs = 24 * 60 * 60 * 1000;

/** The query parameter that carries a preview's token on the post's public address. */
export const previewParam = 'preview';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token looks like this (43 base64url characters for 32 random bytes); anything else is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * Keeps the post as the editor has it now and answers the token that shows it: 32 random bytes, of which only the
 * SHA-256 is stored, so the table alone opens nothing. Expired previews are deleted on the way.
 */
export async function createPreview(
  db: Db,
  { postId, snapshot, createdBy }: { postId: number | null; snapshot: PostInputData; createdBy: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + previewLifetimeMs);
  await db.delete(postPreviews).where(lte(postPreviews.expiresAt, sql`now()`));
  await db.insert(postPreviews).values({ tokenHash: hashOf(token), postId, snapshot, createdBy, expiresAt });
  return { token, expiresAt };
}

/**
 * The post a preview token shows, as its page shows it; null for a token that is unknown, altered or expired, or
 * asked for at another post's address (`slug`, decoded): a token shows its draft at the address its link names,
 * never in place of a live post at another.
 */
export async function findPreview(db: Db, token: string, slug: string): Promise<PostContent | null> {
  if (!tokenShape.test(token)) return null;
  const [row] = await db
    .select()
    .from(postPreviews)
    .where(and(eq(postPreviews.tokenHash, hashOf(token)), gt(postPreviews.expiresAt, sql`now()`)));
  if (!row || row.snapshot.slug !== slug) return null;
  const { published: _published, publishAt: _publishAt, ...content } = row.snapshot;
  return { ...content, id: row.postId ?? 0, updatedAt: row.createdAt };
}
