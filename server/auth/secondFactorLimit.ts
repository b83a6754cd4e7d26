import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox, settings } from '../db/schema';
import { outboxRow } from '../mail/outbox';
import { staffLang, type Lang } from '../../shared/i18n';
import { secondFactorBlockedMail, siteForMail } from '../mail/templates';

/** The answer while an account's second factor is blocked (server/auth/throttle.ts, `secondFactor`). */
export function tooManyCodes(reply: FastifyReply, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({
      error: 'too_many_codes',
      message: `Too many wrong codes for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}; the account's owner has been told by e-mail.`,
    });
}

/**
 * Tells an account's owner that wrong codes blocked its second factor: whoever typed them had the password.
 * Queued in the outbox like every mail (delivered, or captured and shown to Admins).
 */
export async function mailCodesBlocked(
  db: Db,
  user: { name: string; email: string; lang: Lang | null },
  config: Pick<Config, 'publicBaseUrl'>,
) {
  const [site] = await db.select().from(settings).where(eq(settings.id, 1));
  const content = secondFactorBlockedMail(
    user.name,
    new Date(),
    siteForMail(site, config.publicBaseUrl),
    staffLang(user.lang),
  );
  await db.insert(outbox).values(outboxRow({ kind: 'second_factor_blocked', to: user.email, ...content }));
}
