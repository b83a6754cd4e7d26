import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sentDetailsOf, type SentDetails } from '../shared/contact';
import type { Db } from './db/client';
import { appMeta } from './db/schema';

/** How long the contact page shows what a visitor sent, after the browser posted the form itself. */
export const confirmationLifetimeMs = 30 * 60 * 1000;

const keyName = 'contact:confirmation-key';

/**
 * The key the confirmations are sealed with: made once per database and kept in app_meta, so every instance of
 * the server opens what another sealed.
 */
async function loadKey(db: Db): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: keyName, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, keyName));
  return Buffer.from(row!.value, 'base64');
}

/**
 * What a visitor sent, sealed into the address the server sends their browser back to after a native form post
 * (`/contact?sent=<token>`), so the contact page can say what was sent before any script has run. The token is
 * encrypted and authenticated (AES-256-GCM): the address shows nothing of the message, cannot be forged, and
 * stops opening after `confirmationLifetimeMs`. The page it opens is never cached or indexed.
 */
export function contactConfirmations(db: Db) {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    key ??= loadKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  return {
    async seal(details: SentDetails, now = Date.now()): Promise<string> {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyOf(), iv);
      const plain = JSON.stringify({ ...details, until: now + confirmationLifetimeMs });
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    /** The details a token holds, or null for one that is altered, of another key, or expired. */
    async open(token: string, now = Date.now()): Promise<SentDetails | null> {
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length < 12 + 16 + 2 || bytes.length > 4096) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', await keyOf(), bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        const plain = Buffer.concat([decipher.update(bytes.subarray(12, -16)), decipher.final()]);
        const value = JSON.parse(plain.toString('utf8')) as SentDetails & { until: number };
        if (typeof value.until !== 'number' || value.until < now) return null;
        return sentDetailsOf(value);
      } catch {
        return null;
      }
    },
  };
}
export type ContactConfirmations = ReturnType<typeof contactConfirmations>;
