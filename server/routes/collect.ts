import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { sessionCookie } from '../auth/sessions';
import type { Collector } from '../insights/collector';
import { parseEvent } from '../insights/events';

/** The largest event body; a beacon's is a few hundred bytes. */
export const collectBodyLimit = 4 * 1024;

/** Events one address may send per minute (a visitor sends a few per page; an office shares one address). */
export const collectPerMinute = 600;

/**
 * POST /api/collect: the site's own beacon (src/app/beacon.ts). Answers 204 to every event it reads, counted or
 * not (malformed, opted out, a bot, staff), so the answer tells nothing and never fails a page; 413 for a body
 * over 4 KB, 429 beyond the per-address allowance. The body is read as text whatever its declared type, since
 * `navigator.sendBeacon` posts a string as text/plain.
 *
 * The allowance is counted in each instance's memory, also on PostgreSQL: unlike the contact form's, it only
 * shields the process from a flood, and sharing it would cost a database write for every event.
 */
export async function collectRoutes(app: FastifyInstance, { collector }: { collector: Collector }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: collectBodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  await app.register(rateLimit, { global: false, hook: 'onRequest' });

  app.post(
    '/api/collect',
    {
      bodyLimit: collectBodyLimit,
      config: { rateLimit: { max: collectPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const event = parseEvent(request.body);
      if (event) {
        await collector.collect(event, {
          address: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
          optedOut: request.headers.dnt === '1' || request.headers['sec-gpc'] === '1',
          sessionToken: request.cookies[sessionCookie],
        });
      }
      return reply.code(204).header('Cache-Control', 'no-store').send();
    },
  );
}
