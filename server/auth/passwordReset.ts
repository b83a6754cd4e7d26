import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { outbox, passwordResets, sessions, settings, users } from '../db/schema';
import { audit } from '../audit';
import { outboxRow } from '../mail/outbox';
import { staffLang } from '../../shared/i18n';
import { passwordResetMail, siteForMail } from '../mail/templates';
import { hashPassword } from './passwords';

/** A reset link is good for an hour, once; an account gets at most three links an hour. */
export const resetLifetimeMs = 3_600_000;
export const resetsPerHour = 3;

/** What the stored reset mail says where its link goes. */
export const resetLinkPlaceholder = '[reset link]';

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Writes a reset link for the account of an address, if there is one, and queues its e-mail in the same
 * transaction (so it is sent, or shown in the Outbox, whatever happens to this process). Returns whether a
 * mail was queued; the caller answers the same either way.
 */
export async function requestPasswordReset(db: Db, email: string, baseUrl: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, lang: users.lang })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) return false;
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    // Counted under a lock of the account's row, so requests at once cannot get past the cap together.
    await tx.execute(sql`select id from users where id = ${user.id} for update`);
    const [{ recent } = { recent: 0 }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user.id),
          gt(passwordResets.createdAt, new Date(Date.now() - resetLifetimeMs)),
        ),
      );
    if (recent >= resetsPerHour) return false;
    const [site] = await tx.select().from(settings).where(eq(settings.id, 1));
    await tx.insert(passwordResets).values({
      tokenHash: digest(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + resetLifetimeMs),
    });
    // The Outbox shows staff every mail: the link stays out of what it stores to show (server/mail/outbox.ts,
    // `secrets`), or any Admin could read another account's link there and take the account over.
    // The page it opens speaks the mail's language (the fragment says which).
    const lang = staffLang(user.lang);
    const link = `${baseUrl}/admin/reset-password#token=${token}&lang=${lang}`;
    const content = passwordResetMail(user.name, resetLinkPlaceholder, siteForMail(site, baseUrl), lang);
    await tx.insert(outbox).values(
      outboxRow({
        kind: 'password_reset',
        to: user.email,
        ...content,
        secrets: { [resetLinkPlaceholder]: link },
      }),
    );
    return true;
  });
}

/**
 * Sets a new password with a reset token: once (the token is marked used in the statement that checks it,
 * so two uses at once cannot both pass) and within the hour. Every session of the account ends, and its other
 * links stop working. Null for an unknown, used or expired token.
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
): Promise<{ userId: number } | null> {
  if (!token || token.length > 200) return null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, digest(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) return null;
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, name: users.name, email: users.email, role: users.role });
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, claimed.userId))
      .returning({ tokenHash: sessions.tokenHash });
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await audit(
      tx,
      user!,
      'update',
      'user',
      claimed.userId,
      `password reset by e-mail link; ${ended.length} sessions ended`,
    );
    return { userId: claimed.userId };
  });
}
