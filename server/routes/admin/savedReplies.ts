import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { idParams } from '../../../shared/inputRules';
import { documentFieldErrors } from '../../../shared/pages';
import { savedReplyInput, type SavedReply, type SavedReplyInput } from '../../../shared/savedReplies';
import { staffOnly } from '../../auth/guard';
import { audit } from '../../audit';
import type { Config } from '../../config';
import { isUniqueViolation, type Database } from '../../db/client';
import { savedReplies } from '../../db/schema';

type Row = typeof savedReplies.$inferSelect;

const toSavedReply = (row: Row): SavedReply => ({
  id: row.id,
  name: row.name,
  subject: { sv: row.subjectSv, en: row.subjectEn },
  body: { sv: row.bodySv, en: row.bodyEn },
  updatedAt: row.updatedAt.toISOString(),
});

const toRow = ({ name, subject, body }: SavedReplyInput) => ({
  name,
  subjectSv: subject.sv,
  subjectEn: subject.en,
  bodySv: body.sv,
  bodyEn: body.en,
  updatedAt: new Date(),
});

const nameTaken = (reply: FastifyReply) =>
  reply.code(409).send({
    error: 'conflict',
    message: 'A saved reply has this name already',
    fields: { name: 'A saved reply has this name already' },
  });
const refused = (reply: FastifyReply, error: z.ZodError) =>
  reply.code(400).send({
    error: 'validation',
    message: 'Please check the saved reply',
    fields: documentFieldErrors(error),
  });
const missing = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'not_found', message: 'No such saved reply' });

/**
 * Saved replies, for every member of staff: listed by name, made, changed and deleted (each audited). A refusal
 * names its fields by their whole path (`body.en`); a name another saved reply has (whatever its case) is 409.
 */
export async function adminSavedReplyRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config));

  app.get('/api/admin/saved-replies', async () =>
    (await db.select().from(savedReplies).orderBy(asc(savedReplies.name))).map(toSavedReply),
  );

  app.post('/api/admin/saved-replies', async (request, reply) => {
    const input = savedReplyInput.safeParse(request.body);
    if (!input.success) return refused(reply, input.error);
    try {
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx.insert(savedReplies).values(toRow(input.data)).returning();
        await audit(tx, request.staff!, 'create', 'saved-reply', saved!.id, saved!.name);
        return saved!;
      });
      return reply.code(201).send(toSavedReply(row));
    } catch (error) {
      if (isUniqueViolation(error)) return nameTaken(reply);
      throw error;
    }
  });

  app.put('/api/admin/saved-replies/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return missing(reply);
    const input = savedReplyInput.safeParse(request.body);
    if (!input.success) return refused(reply, input.error);
    try {
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .update(savedReplies)
          .set(toRow(input.data))
          .where(eq(savedReplies.id, params.data.id))
          .returning();
        if (saved) await audit(tx, request.staff!, 'update', 'saved-reply', saved.id, saved.name);
        return saved;
      });
      return row ? toSavedReply(row) : missing(reply);
    } catch (error) {
      if (isUniqueViolation(error)) return nameTaken(reply);
      throw error;
    }
  });

  app.delete('/api/admin/saved-replies/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return missing(reply);
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(savedReplies).where(eq(savedReplies.id, params.data.id)).returning();
      if (row) await audit(tx, request.staff!, 'delete', 'saved-reply', row.id, row.name);
      return row;
    });
    return deleted ? reply.code(204).send() : missing(reply);
  });
}
