import { and, eq, gt, lt } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const sessionCookie = 'sid';
/** Sessions last 24 hours from sign-in (specification, section 9). */
export const sessionHours = 24;

export type Role = 'Admin' | 'Editor';

export interface StaffUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** What the database keeps of a session token: its hash, never the token. */
export const digestSessionToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const digest = digestSessionToken;

/** A new session with a new random id (never one the browser brought), valid 24 hours. */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + sessionHours * 3_600_000);
  await db.insert(sessions).values({ tokenHash: digest(token), userId, expiresAt });
  // Expired sessions of anyone are cleared now and then, on sign-in.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

/** The signed-in user of a cookie token, or null when it is unknown, forged or expired. */
export async function findSession(db: Db, token: string | undefined) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, digest(token)), gt(sessions.expiresAt, new Date())));
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user: user as StaffUser, expiresAt };
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));
}
