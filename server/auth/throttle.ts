import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { rowsOf, type Db } from '../db/client';
import { loginThrottle } from '../db/schema';

/**
 * The sign-in throttle's policy. Failures are counted per scope:
 * - the (account, address) pair: 5 failures are free; the 5th blocks that pair for 1 minute, and each
 *   failure after a block ends blocks it again for twice as long, up to an hour. A stranger guessing an
 *   account's password from their address never blocks the owner at theirs.
 * - the address, over all accounts: the same from the 20th failure, so one address cannot spray guesses
 *   across every account.
 * A success clears its pair's count and does not count for its address. A scope that stays quiet for 15
 * minutes after its last failure or block starts over. There is deliberately no limit per account from all
 * addresses: anyone could use it to lock the owner out (the denial of service this policy replaces).
 */
export const throttlePolicy = {
  pair: { limit: 5, quietSeconds: 15 * 60 },
  address: { limit: 20, quietSeconds: 15 * 60 },
  /**
   * Wrong second-factor codes of one account, over every pending sign-in and address (and an Admin's code
   * proving it is them): whoever types them already has the password. 5 are free, then the same growing
   * blocks; the count starts over only after a quiet day, so blocks stay at an hour and a six-digit code
   * cannot be found by patient guessing (about 30 guesses a day against a million codes).
   */
  secondFactor: { limit: 5, quietSeconds: 24 * 3600 },
  firstBlockSeconds: 60,
  maxBlockSeconds: 3600,
} as const;

export type ThrottleScope = keyof Pick<typeof throttlePolicy, 'pair' | 'address' | 'secondFactor'>;

/** The row key of a scope: a hash, so the table holds neither the e-mail address nor the IP address. */
export function throttleKey(scope: ThrottleScope, email: string, address = ''): string {
  const subject =
    scope === 'pair'
      ? `pair\n${email}\n${address}`
      : scope === 'address'
        ? `address\n${address}`
        : `second-factor\n${email.toLowerCase()}`;
  return createHash('sha256').update(subject).digest('base64url');
}

/** An attempt let through (with the failures its scope counts now, itself included), or a block. */
export type Reservation = { allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number };

/** How long the block is that a scope's count of failures sets (none below its limit). */
export function blockSecondsAfter(scope: ThrottleScope, failures: number): number {
  const { limit } = throttlePolicy[scope];
  if (failures < limit) return 0;
  return Math.min(throttlePolicy.maxBlockSeconds, throttlePolicy.firstBlockSeconds * 2 ** (failures - limit));
}

/**
 * Counts an attempt against a scope before its password is checked, in one statement: the row is locked
 * while it is read and written (PostgreSQL's INSERT … ON CONFLICT DO UPDATE; PGlite runs one statement at a
 * time), so of any number of attempts at once, at most the limit pass and the rest find the scope blocked.
 * A passed attempt that succeeds is taken back by `succeeded`.
 */
export async function reserveAttempt(db: Db, scope: ThrottleScope, key: string): Promise<Reservation> {
  const { limit, quietSeconds } = throttlePolicy[scope];
  const { firstBlockSeconds, maxBlockSeconds } = throttlePolicy;
  const blockFor = (failures: ReturnType<typeof sql>) => sql`case when ${failures} >= ${limit}
      then now() + make_interval(secs => least(${maxBlockSeconds}::float8,
        ${firstBlockSeconds}::float8 * power(2, ${failures} - ${limit})))
      end`;
  // The count after this attempt: one more, or one if the scope had gone quiet.
  const next = sql`case
      when coalesce(t.blocked_until, t.last_at) + make_interval(secs => ${quietSeconds}) < now() then 1
      else t.failures + 1 end`;
  const result = await db.execute<{ failures: number }>(sql`
    insert into login_throttle as t (key, failures, last_at, blocked_until)
    values (${key}, 1, now(), ${blockFor(sql`1`)})
    on conflict (key) do update set failures = ${next}, last_at = now(), blocked_until = ${blockFor(next)}
    where t.blocked_until is null or t.blocked_until <= now()
    returning failures`);
  const [counted] = rowsOf<{ failures: number }>(result);
  if (counted) return { allowed: true, failures: Number(counted.failures) };
  const [row] = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  const until = row?.blockedUntil ? new Date(row.blockedUntil).getTime() : Date.now();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - Date.now()) / 1000)) };
}

/**
 * An attempt that passed turned out right (or was never checked): it does not count as a failure. The pair
 * starts over; the address gives back the one attempt, and its block if that attempt was what set it.
 */
export async function succeeded(db: Db, scope: ThrottleScope, key: string): Promise<void> {
  if (scope !== 'address') {
    await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    return;
  }
  await db.execute(sql`
    update login_throttle set
      failures = greatest(failures - 1, 0),
      blocked_until = case when failures - 1 >= ${throttlePolicy.address.limit} then blocked_until end
    where key = ${key}`);
}

/** Forgets scopes that have been quiet for a day (called now and then, on a successful sign-in). */
export async function forgetQuietScopes(db: Db): Promise<void> {
  await db.execute(sql`
    delete from login_throttle where coalesce(blocked_until, last_at) < now() - interval '1 day'`);
}
