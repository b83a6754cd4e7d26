import { sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { rowsOf, type Db } from '../db/client';

/**
 * Counts a visitor without knowing who it is: a hash of the day's salt, the address and the browser's user agent,
 * as Plausible does. The salt is random, made by whichever instance needs it first that day (all instances read
 * the same row) and deleted once the day is over, so a hash cannot be made again, nor linked to another day's.
 * Neither the address nor the user agent is stored.
 */
export class VisitorHasher {
  private salt: { day: string; value: Promise<string> } | null = null;

  constructor(private readonly db: Db) {}

  async hash(day: string, address: string, userAgent: string): Promise<string> {
    if (this.salt?.day !== day) {
      const value = this.load(day);
      this.salt = { day, value };
      // A failed read is tried again by the next event, not remembered.
      value.catch(() => {
        if (this.salt?.value === value) this.salt = null;
      });
    }
    const salt = await this.salt.value;
    return createHash('sha256').update(`${salt}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);
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
