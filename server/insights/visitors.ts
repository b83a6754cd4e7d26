import { sql } from 'drizzle-orm';
import { hash, randomBytes } from 'node:crypto';
import { stockholmDate } from '../../shared/stockholm';
import { rowsOf, type Db } from '../db/client';

/**
 * The Stockholm date of an instant, worked out once a minute (a day always begins on a whole minute): what the
 * collector and the experiments ask of every event and request.
 */
export function stockholmDays(): (at: Date) => string {
  let last = { minute: -1, day: '' };
  return (at) => {
    const minute = Math.floor(at.getTime() / 60_000);
    if (minute !== last.minute) last = { minute, day: stockholmDate(at) };
    return last.day;
  };
}

/**
 * Counts a visitor without knowing who it is: a hash of the day's salt, the address and the browser's user agent,
 * as Plausible does. The salt is random, made by whichever instance needs it first that day (all instances read
 * the same row) and deleted once the day is over, so a hash cannot be made again, nor linked to another day's.
 * Neither the address nor the user agent is stored.
 */
export class VisitorHasher {
  private salt: { day: string; value: Promise<string>; known?: string } | null = null;

  constructor(private readonly db: Db) {}

  async hash(day: string, address: string, userAgent: string): Promise<string> {
    if (this.salt?.day !== day) {
      const salt = { day, value: this.load(day) } as NonNullable<typeof this.salt>;
      this.salt = salt;
      salt.value.then(
        (value) => {
          salt.known = value;
        },
        // A failed read is tried again by the next event, not remembered.
        () => {
          if (this.salt === salt) this.salt = null;
        },
      );
    }
    return digest(await this.salt.value, address, userAgent);
  }

  /** The same hash when the day's salt is already at hand (no wait for the database), else null. */
  hashNow(day: string, address: string, userAgent: string): string | null {
    const salt = this.salt?.day === day ? this.salt.known : undefined;
    return salt === undefined ? null : digest(salt, address, userAgent);
  }

  private async load(day: string): Promise<string> {
    const fresh = randomBytes(32).toString('base64url');
    // Two instances making the day's salt at once: the one whose insert loses reads the winner's row, which its
    // first statement may not see yet (it began before the other committed), so it asks again.
    for (let attempt = 0; ; attempt += 1) {
      const [row] = rowsOf<{ salt: string }>(
        await this.db.execute(sql`
          with made as (
            insert into analytics_salts (day, salt) values (${day}, ${fresh})
            on conflict (day) do nothing returning salt
          )
          select salt from made union all select salt from analytics_salts where day = ${day} limit 1`),
      );
      if (row) {
        // Yesterday's salt goes as soon as today's exists: nothing can hash with it again.
        await this.db.execute(sql`delete from analytics_salts where day < ${day}`);
        return row.salt;
      }
      if (attempt === 2) throw new Error(`No salt for ${day}`);
    }
  }
}

const digest = (salt: string, address: string, userAgent: string) =>
  hash('sha256', `${salt}\n${address}\n${userAgent}`, 'base64url').slice(0, 22);
