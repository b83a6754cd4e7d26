import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { parseVariantFile, variantFile } from '../media/library';

const contentTypes = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * Sends a file whose address names its content forever (a media variant, a social card): cached for a year by
 * browsers and any CDN, its ETag answering a revalidation with 304. `crossOrigin`: other sites may embed it
 * (a social card is fetched by the platforms that show it).
 */
export function sendImmutable(
  request: FastifyRequest,
  reply: FastifyReply,
  file: { etag: string; type: string; data: Buffer; crossOrigin?: boolean },
) {
  reply
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('ETag', file.etag)
    .header('Cross-Origin-Resource-Policy', file.crossOrigin ? 'cross-origin' : 'same-origin');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    return reply.code(304).send();
  }
  return reply.type(file.type).send(file.data);
}

/**
 * The media library's files. A URL names one file forever (id, content hash, width, format), so it is
 * cached for a year by browsers and any CDN in front; its ETag answers a revalidation with 304. A file
 * whose item was deleted is gone: 404.
 */
export async function mediaRoutes(app: FastifyInstance, { database }: { database: Database }) {
  app.get('/media/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const wanted = parseVariantFile(file);
    const data = wanted ? await variantFile(database.db, wanted) : null;
    if (!wanted || !data) {
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: 'not_found', message: 'No such file' });
    }
    return sendImmutable(request, reply, {
      etag: `"${file.slice(0, file.lastIndexOf('.'))}-${wanted.format}"`,
      type: contentTypes[wanted.format],
      data,
    });
  });
}
