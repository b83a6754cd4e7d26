import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client';
import type { Lang } from '../../shared/i18n';
import { sessions, settings, users } from '../db/schema';

export const sessionCookie = 'sid';
/** Sessions last 24 hours from sign-in (specification, section 9). */
export const sessionHours = 24;
/**
 * A sign-in waiting for its second factor lasts this long, and ends at this many wrong codes (the account's
 * own count, over all its sign-ins, blocks at five: server/auth/throttle.ts, `secondFactor`).
 */
export const pendingMinutes = 10;
export const pendingCodeLimit = 3;
/** A session's last use is written when it is older than this (not on every request). */
const lastSeenEveryMs = 5 * 60_000;

export type Role = 'Admin' | 'Editor';

export interface StaffUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  /** The admin's language they chose (My account); null until they choose. */
  lang: Lang | null;
}

/** What the database keeps of a session token: its hash, never the token. */
export const digestSessionToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const digest = digestSessionToken;

/**
 * A new session with a new random id (never one the browser brought), valid 24 hours; `pending` makes one
 * that is good only for giving the second factor, for ten minutes.
 */
export async function createSession(
  db: Db,
  userId: number,
  { userAgent = '', pending = false }: { userAgent?: string; pending?: boolean } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const lifetime = pending ? pendingMinutes * 60_000 : sessionHours * 3_600_000;
  const expiresAt = new Date(Date.now() + lifetime);
  await db.insert(sessions).values({
    tokenHash: digest(token),
    userId,
    expiresAt,
    userAgent: userAgent.slice(0, 300),
    pendingSecondFactor: pending,
  });
  // Expired sessions of anyone are cleared now and then, on sign-in.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

export interface FoundSession {
  user: StaffUser;
  /** The session's id (the Sessions screen's name for it). */
  id: number;
  expiresAt: Date;
  twoFactor: {
    enabled: boolean;
    /** The settings require a second factor of every staff member. */
    required: boolean;
  };
}

const storybookPassOfHash = (tokenHash: string) => digest(`${tokenHash}:storybook`);

/**
 * A pass to the Storybook's files made from a live session (server/routes/storybook.ts): `<session id>.<a digest
 * of the session's stored hash>`. It opens those files and nothing else, ends with the session, and the session's
 * token cannot be worked back from it, so a script that reads it from its own address gains no staff rights.
 */
export const storybookPass = (sessionId: number, token: string) =>
  `${sessionId}.${storybookPassOfHash(digest(token))}`;

/** Whether `pass` was made from a session that is still live (signed in, not expired, second factor given). */
export async function isStorybookPass(db: Db, pass: string): Promise<boolean> {
  const match = /^([1-9][0-9]{0,14})\.([A-Za-z0-9_-]{43})$/.exec(pass);
  if (!match) return false;
  const [row] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, Number(match[1])),
        gt(sessions.expiresAt, new Date()),
        eq(sessions.pendingSecondFactor, false),
      ),
    );
  return (
    row !== undefined &&
    timingSafeEqual(Buffer.from(storybookPassOfHash(row.tokenHash)), Buffer.from(match[2]!))
  );
}

/** Until a staff member sets up two-factor sign-in that the settings require, they may do only that. */
export const mustSetUpTwoFactor = (session: FoundSession) =>
  session.twoFactor.required && !session.twoFactor.enabled;

/** The signed-in user of a cookie token, or null when it is unknown, forged, expired or still pending. */
export async function findSession(db: Db, token: string | undefined): Promise<FoundSession | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = digest(token);
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      lang: users.lang,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      totpEnabledAt: users.totpEnabledAt,
      required: sql<
        boolean | null
      >`(select ${settings.requireTwoFactor} from ${settings} where ${settings.id} = 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        gt(sessions.expiresAt, new Date()),
        eq(sessions.pendingSecondFactor, false),
      ),
    );
  if (!row) return null;
  if (Date.now() - new Date(row.lastSeenAt).getTime() > lastSeenEveryMs) {
    await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { sessionId, expiresAt, lastSeenAt: _seen, totpEnabledAt, required, ...user } = row;
  return {
    user: user as StaffUser,
    id: sessionId,
    expiresAt,
    twoFactor: { enabled: totpEnabledAt !== null, required: required === true },
  };
}

/** A sign-in whose password was right and whose second factor is owed, with what checking it needs. */
export async function findPendingSignIn(db: Db, token: string | undefined) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      failedCodes: sessions.failedCodes,
      userAgent: sessions.userAgent,
      user: {
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        lang: users.lang,
        totpSecret: users.totpSecret,
        totpLastStep: users.totpLastStep,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, digest(token)),
        gt(sessions.expiresAt, new Date()),
        eq(sessions.pendingSecondFactor, true),
      ),
    );
  return row ?? null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));
}
