import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consentPath } from '../../shared/measurement';
import type { Db } from '../db/client';
import { countConsent, parseConsent } from '../insights/consents';
import type { Collector } from '../insights/collector';
import {
  collectBodyLimit,
  rateLimitedAnswer,
  senderOf,
  type CollectLimiter,
} from '../insights/directCollect';
import { parseEvent } from '../insights/events';

/**
 * POST /api/collect: the site's own beacon (src/runtime/beacon.ts). Answers 204 to every event it reads, counted or
 * not (malformed, opted out, a bot, staff), so the answer tells nothing and never fails a page; 413 for a body
 * over 4 KB, 429 beyond 600 events a minute from one address. The body is read as text whatever its declared
 * type, since `navigator.sendBeacon` posts a string as text/plain.
 *
 * Requests from the network are answered before Fastify (server/insights/directCollect.ts, the same contract and
 * the same allowance); this route answers in-process calls (tests) and requests that arrive while the server
 * closes.
 */
export async function collectRoutes(
  app: FastifyInstance,
  { collector, limiter, db }: { collector: Collector; limiter: CollectLimiter; db: Db },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: collectBodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const wait = limiter.take(request.ip);
    if (wait > 0) return reply.code(429).header('Retry-After', String(wait)).send(rateLimitedAnswer(wait));
  };

  app.post('/api/collect', { bodyLimit: collectBodyLimit, onRequest: limited }, async (request, reply) => {
    const event = parseEvent(request.body);
    if (event) await collector.collect(event, senderOf(request.raw, request.ip));
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });

  /**
   * POST /api/consent: an answer in the consent dialog (src/runtime/consentDialog.ts), `{"choice":"granted"}` or
   * `"denied"`, counted per day and nothing else kept (docs/insights.md). 204 once counted; 400 for anything else;
   * 429 beyond the collector's allowance. A count that cannot be written is logged and answered 204: the
   * visitor's choice stands in their browser either way.
   */
  app.post(consentPath, { bodyLimit: collectBodyLimit, onRequest: limited }, async (request, reply) => {
    const choice = parseConsent(request.body);
    if (!choice)
      return reply.code(400).send({ error: 'validation', message: 'choice must be granted or denied' });
    await countConsent(db, choice).catch((error: unknown) =>
      request.log.warn({ err: error }, 'A consent answer could not be counted'),
    );
    return reply.code(204).header('Cache-Control', 'no-store').send();
  });
}
