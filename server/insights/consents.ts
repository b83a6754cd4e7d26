import { sql } from 'drizzle-orm';
import { consentChoices, type ConsentChoice } from '../../shared/measurement';
import { stockholmDate } from '../../shared/stockholm';
import type { Db } from '../db/client';
import { analyticsConsents } from '../db/schema';

/** The answer a consent dialog sent (`{"choice":"granted"}`), or null for anything else. */
export function parseConsent(body: unknown): ConsentChoice | null {
  if (typeof body !== 'string' || body.length > 100) return null;
  try {
    const value = (JSON.parse(body) as { choice?: unknown } | null)?.choice;
    return (consentChoices as readonly unknown[]).includes(value) ? (value as ConsentChoice) : null;
  } catch {
    return null;
  }
}

/** One more answer of `choice` on the Stockholm day of `at`: a count, nothing about who answered. */
export async function countConsent(db: Db, choice: ConsentChoice, at = new Date()): Promise<void> {
  await db
    .insert(analyticsConsents)
    .values({ day: stockholmDate(at), choice, count: 1 })
    .onConflictDoUpdate({
      target: [analyticsConsents.day, analyticsConsents.choice],
      set: { count: sql`${analyticsConsents.count} + 1` },
    });
}
