import type { FastifyInstance } from 'fastify';
import { withBodyDocuments } from '../../content/posts';
import { z } from 'zod';
import { fieldErrors, postDraftSchema, type PostDraft } from '../../../shared/adminSchemas';
import { languages, type Lang } from '../../../shared/i18n';
import { databaseInt } from '../../../shared/inputRules';
import { staffOnly } from '../../auth/guard';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

const previewBody = z.object({
  /** The post being edited (its related posts leave it out); null for a new one. */
  postId: databaseInt.nullable().default(null),
  lang: z.enum(languages),
  post: z.unknown(),
});

/**
 * The post editor's live preview: POST /api/admin/posts/preview with the post as the editor has it and a language
 * answers the post's public page as the server renders it (HTML, without its script), stored and cached nowhere.
 * A field over its limit is a 400 naming it; an unfinished post is drawn as far as it goes.
 */
export async function adminPostPreviewRoutes(
  app: FastifyInstance,
  {
    database,
    config,
    render,
  }: {
    database: Database;
    config: Config;
    render: (request: {
      postId: number | null;
      draft: PostDraft;
      lang: Lang;
    }) => Promise<{ status: number; html: string }>;
  },
) {
  app.post(
    '/api/admin/posts/preview',
    { preHandler: staffOnly(database.db, config) },
    async (request, reply) => {
      const body = previewBody.safeParse(request.body);
      if (!body.success)
        return reply.code(400).send({ error: 'validation', fields: fieldErrors(body.error) });
      // The post's own fields named as the editor names them (titleSv, not post.titleSv).
      const post = postDraftSchema.safeParse(withBodyDocuments(body.data.post ?? {}));
      if (!post.success)
        return reply.code(400).send({ error: 'validation', fields: fieldErrors(post.error) });
      const { html } = await render({ postId: body.data.postId, draft: post.data, lang: body.data.lang });
      return reply
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
