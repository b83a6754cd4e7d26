import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { requestPasswordReset } from './passwordReset';

/**
 * Password reset requests, worked off one at a time after the answer has gone out. The answer is the same
 * for an address with an account and one without; done inline, the lookup, the link and the mail made a known
 * address answer slower (9–17 ms against 5), which told an attacker which addresses exist. Queued, every
 * request answers in the time it takes to queue. A request lost with the process is a mail not sent: the
 * person asks again.
 */
export class ResetRequests {
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly options: {
      db: Db;
      baseUrl: string;
      log: FastifyBaseLogger;
      /** Called when a reset mail was queued (wakes the outbox). */
      queued: () => void;
    },
  ) {}

  add(email: string): void {
    const { db, baseUrl, log, queued } = this.options;
    this.tail = this.tail
      .then(async () => {
        if (await requestPasswordReset(db, email, baseUrl)) queued();
      })
      .catch((error: unknown) => log.error({ err: error }, 'a password reset request failed'));
  }

  /** Resolves once every request added so far is done (the app waits for it when it closes). */
  settled(): Promise<void> {
    return this.tail;
  }
}
