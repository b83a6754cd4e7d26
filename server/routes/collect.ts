import type { FastifyInstance } from 'fastify';
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
  { collector, limiter }: { collector: Collector; limiter: CollectLimiter },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: collectBodyLimit }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/collect',
    {
      bodyLimit: collectBodyLimit,
      onRequest: async (request, reply) => {
        const wait = limiter.take(request.ip);
        if (wait > 0)
          return reply.code(429).header('Retry-After', String(wait)).send(rateLimitedAnswer(wait));
      },
    },
    async (request, reply) => {
      const event = parseEvent(request.body);
      if (event) await collector.collect(event, senderOf(request.raw, request.ip));
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
}
