import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { altTextsSchema, fieldErrors } from '../../../shared/adminSchemas';
import { idParams, isStorableText } from '../../../shared/inputRules';
import { staffOnly } from '../../auth/guard';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { deleteMedia, deleteUnusedMedia, findMedia, listMedia, updateAltTexts } from '../../media/library';
import { bulkDeleteRoles, mediaBulkSchema, type BulkRefusal, type BulkResult } from '../../../shared/bulk';
import { maxUploadBytes, sniffImageType, unsupportedTypeMessage } from '../../media/process';
import { MediaUploads } from '../../media/uploads';

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(200).optional(),
  use: z.enum(['used', 'unused']).optional(),
});

/** The longest file name kept (the rest is cut); a name is only for finding the image again. */
const maxFilename = 200;

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'not_found', message: 'No such image' });

/**
 * The media library's API for Editors and Admins (docs/api.md): upload (multipart, one file per request, so
 * the screen shows each file's progress and error on its own), list, alt texts, delete. Every change is
 * audited. An upload is checked (type, size, alt texts) at once and answered 202; the image is processed after
 * the answer, one at a time, and `GET /api/admin/media/uploads/:id` says how it went. Bad input stores nothing.
 */
export async function adminMediaRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  // Only this plugin reads multipart bodies, and at most one file of the upload limit with a few short fields.
  await app.register(multipart, {
    limits: { fileSize: maxUploadBytes, files: 1, fields: 4, fieldSize: 4096, parts: 6, headerPairs: 100 },
  });
  app.addHook('preHandler', staffOnly(db, config));
  const uploads = new MediaUploads({ db, log: app.log });
  // An upload taken is processed before the app closes (a clean stop loses none).
  app.addHook('onClose', () => uploads.settled());

  app.get('/api/admin/media/uploads/:id', async (request, reply) => {
    const params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) }).safeParse(request.params);
    const state = params.success ? await uploads.state(params.data.id, request.staff!.id) : null;
    return state ?? reply.code(404).send({ error: 'not_found', message: 'No such upload' });
  });

  app.get('/api/admin/media', async (request, reply) => {
    const query = pageQuery.safeParse(request.query);
    if (!query.success)
      return reply
        .code(400)
        .send({ error: 'validation', message: 'A bad page number, a search too long or an unknown use' });
    const { page, ...filters } = query.data;
    return listMedia(db, page, filters);
  });

  app.get('/api/admin/media/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const item = params.success ? await findMedia(db, params.data.id) : null;
    return item ?? notFound(reply);
  });

  app.post('/api/admin/media', async (request, reply) => {
    if (!request.isMultipart()) {
      return reply
        .code(415)
        .send({ error: 'unsupported_type', message: 'Send the image as multipart/form-data, field "file"' });
    }
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; filename: string } | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // Read even when it is not the field asked for: the request must be consumed to be answered.
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file') file = { bytes, filename: part.filename };
        } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply.code(413).send({
          error: 'too_large',
          message: `The file is larger than ${maxUploadBytes / 1024 / 1024} MB.`,
        });
      }
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        return reply
          .code(413)
          .send({ error: 'too_many_parts', message: 'Send one image per request, with its alt texts.' });
      }
      return reply
        .code(400)
        .send({ error: 'bad_request', message: 'The upload could not be read (a broken multipart body)' });
    }
    if (!file || file.bytes.length === 0) {
      return reply.code(400).send({
        error: 'validation',
        message: 'Choose an image to upload',
        fields: { file: 'Choose an image to upload' },
      });
    }
    // What the bytes are comes first: a text file named .jpg is refused as what it is (415), alt texts or not.
    if (!sniffImageType(file.bytes)) {
      return reply.code(415).send({ error: 'unsupported_type', message: unsupportedTypeMessage });
    }
    const texts = altTextsSchema.safeParse(fields);
    if (!texts.success) {
      return reply.code(400).send({
        error: 'validation',
        message: 'Describe the image in both languages',
        fields: fieldErrors(texts.error),
      });
    }
    const filename = file.filename.slice(0, maxFilename);
    if (![texts.data.altSv, texts.data.altEn, filename].every(isStorableText)) {
      return reply.code(400).send({
        error: 'validation',
        message: 'The text holds characters that cannot be stored (NUL or a lone surrogate)',
      });
    }
    const id = await uploads.start(request.staff!, file.bytes, {
      ...texts.data,
      filename,
      originalBytes: file.bytes.length,
    });
    const location = `/api/admin/media/uploads/${id}`;
    return reply.code(202).header('location', location).send({ id, status: 'queued', location });
  });

  app.patch('/api/admin/media/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const texts = altTextsSchema.safeParse(request.body);
    if (!texts.success) {
      return reply.code(400).send({
        error: 'validation',
        message: 'Describe the image in both languages',
        fields: fieldErrors(texts.error),
      });
    }
    const item = await updateAltTexts(db, request.staff!, params.data.id, texts.data);
    if (!item) return notFound(reply);
    // Alt texts show in pages: every instance's cached pages go.
    await app.signals.send('pages');
    return item;
  });

  /** Deletes several unused images at once (Admins; issue #41): all or nothing, each audited. */
  app.post('/api/admin/media/bulk', async (request, reply) => {
    const body = mediaBulkSchema.safeParse(request.body);
    if (!body.success)
      return reply.code(400).send({
        error: 'validation',
        message: 'Choose images and an action',
        fields: fieldErrors(body.error),
      });
    if (!(bulkDeleteRoles as readonly string[]).includes(request.staff!.role))
      return reply
        .code(403)
        .send({ error: 'forbidden', message: 'Only Admins can delete several images at once' });
    const outcome = await deleteUnusedMedia(db, request.staff!, body.data.ids);
    if ('missing' in outcome) {
      const refusal: BulkRefusal = {
        error: 'not_found',
        message: 'Some of the chosen images are gone: nothing was deleted',
        ids: outcome.missing,
      };
      return reply.code(404).send(refusal);
    }
    if ('inUse' in outcome) {
      const refusal: BulkRefusal = {
        error: 'conflict',
        message: 'Some of the chosen images are in use: nothing was deleted',
        ids: outcome.inUse,
      };
      return reply.code(409).send(refusal);
    }
    const result: BulkResult = { action: 'delete', count: outcome.deleted };
    return result;
  });

  app.delete('/api/admin/media/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const result = await deleteMedia(db, request.staff!, params.data.id);
    if (!result) return notFound(reply);
    if (!result.deleted) {
      return reply.code(409).send({
        error: 'in_use',
        message: 'The image is in use: change these first',
        usedBy: result.uses,
      });
    }
    return reply.code(204).send();
  });
}
