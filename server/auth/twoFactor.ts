import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recoveryCodes, users } from '../db/schema';
import { digestRecoveryCode, newRecoveryCodes } from './totp';

/** What an account's two-factor sign-in keeps in the database (server/auth/totp.ts makes the codes). */
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Replaces an account's recovery codes with ten new ones; returns them (shown once, stored as hashes). */
export async function replaceRecoveryCodes(db: Writer, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: digestRecoveryCode(code) })));
  return codes;
}

export async function recoveryCodesLeft(db: Writer, userId: number): Promise<number> {
  const [{ left } = { left: 0 }] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return left;
}

/** Spends a recovery code: true once for each code (the UPDATE that checks it marks it used). */
export async function useRecoveryCode(db: Writer, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, digestRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

/** Takes an accepted code's time step, unless another request took it (or a later one) first: a code works once. */
export async function takeTotpStep(db: Writer, userId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return taken.length === 1;
}

/** Two-factor sign-in off: the secret and the recovery codes go. Answers the account, or null for none. */
export async function turnOffTwoFactor(db: Writer, userId: number) {
  const [account] = await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  if (account) await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return account ?? null;
}
