import { and, asc, count, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../../shared/inputRules';
import {
  outboxPageSize,
  outboxStatuses,
  type OutboxMessage,
  type OutboxMessageDetail,
  type OutboxStatus,
} from '../../../shared/outbox';
import { staffOnly } from '../../auth/guard';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import type { StaffUser } from '../../auth/sessions';
import { outboxBulkSchema, type BulkRefusal, type BulkResult } from '../../../shared/bulk';
import { fieldErrors } from '../../../shared/adminSchemas';
import { outbox, outboxAttempts } from '../../db/schema';
import type { OutboxWorker } from '../../mail/outbox';
import { renderLeadMail, type LeadMailKind } from '../../mail/templates';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(outboxStatuses).optional(),
});

type OutboxRow = typeof outbox.$inferSelect;

/** What staff see: a queued message that has been tried is retrying. */
const statusOf = (row: OutboxRow): OutboxStatus =>
  row.status === 'queued' && row.attempts > 0 ? 'retrying' : row.status;

const whereStatus = (status: OutboxStatus | undefined): SQL | undefined => {
  if (status === 'queued') return and(eq(outbox.status, 'queued'), eq(outbox.attempts, 0));
  if (status === 'retrying') return and(eq(outbox.status, 'queued'), gt(outbox.attempts, 0));
  return status ? eq(outbox.status, status) : undefined;
};

/** The message as it is (or was) sent: a lead's mail is rendered from the template it keeps. */
const contentOf = (row: OutboxRow) =>
  row.template
    ? renderLeadMail(row.kind as LeadMailKind, row.template)
    : { subject: row.subject, text: row.textBody, html: row.htmlBody };

const toMessage = (row: OutboxRow): OutboxMessage => {
  const status = statusOf(row);
  return {
    id: row.id,
    kind: row.kind,
    leadId: row.leadId,
    to: row.toAddress,
    subject: contentOf(row).subject,
    status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: status === 'queued' || status === 'retrying' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
};

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ error: 'not_found', message: 'No such message' });

/**
 * The Outbox (Admins; docs/admin.md): every e-mail the site wrote, newest first, with its state, its tries and
 * the message itself; "send again" for one that failed (or was captured, once SMTP is configured).
 */
export async function adminOutboxRoutes(
  app: FastifyInstance,
  { database, config, worker }: { database: Database; config: Config; worker: OutboxWorker },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config, ['Admin']));

  const canResend = (row: OutboxRow) =>
    row.status === 'failed' || (row.status === 'captured' && worker.mode === 'smtp');

  app.get('/api/admin/outbox', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success)
      return reply.code(400).send({ error: 'validation', message: 'Unknown status or bad page number' });
    const { page, status } = query.data;
    const where = whereStatus(status);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(outboxPageSize)
        .offset((page - 1) * outboxPageSize),
      db.select({ total: count() }).from(outbox).where(where),
    ]);
    return { items: rows.map(toMessage), page, pageSize: outboxPageSize, total, mode: worker.mode };
  });

  const detail = async (id: number): Promise<OutboxMessageDetail | null> => {
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    if (!row) return null;
    const history = await db
      .select({ at: outboxAttempts.at, outcome: outboxAttempts.outcome, error: outboxAttempts.error })
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, id))
      .orderBy(outboxAttempts.at, outboxAttempts.id);
    const { text, html } = contentOf(row);
    return {
      ...toMessage(row),
      cc: row.ccAddress,
      replyTo: row.replyTo,
      text,
      html,
      history: history.map((attempt) => ({ ...attempt, at: attempt.at.toISOString() })),
      canResend: canResend(row),
    };
  };

  app.get('/api/admin/outbox/:id', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const message = params.success ? await detail(params.data.id) : null;
    return message ?? notFound(reply);
  });

  /** Queues the messages (locked by the caller's transaction) to be sent at once, each audited. */
  const queueAgain = async (tx: Tx, rows: OutboxRow[], staff: StaffUser) => {
    await tx
      .update(outbox)
      .set({ status: 'queued', nextAttemptAt: new Date(), resentAt: new Date(), lastError: null })
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      );
    for (const row of rows)
      await audit(tx, staff, 'resend', 'outbox', row.id, `${row.kind} to ${row.toAddress}`);
  };

  app.post('/api/admin/outbox/:id/resend', async (request, reply) => {
    const params = idParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const { id } = params.data;
    const resent = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
      if (!row) return 'missing' as const;
      if (!canResend(row)) return 'refused' as const;
      await queueAgain(tx, [row], request.staff!);
      return 'queued' as const;
    });
    if (resent === 'missing') return notFound(reply);
    if (resent === 'refused')
      return reply.code(409).send({
        error: 'conflict',
        message: 'Only a failed message, or a captured one once SMTP is configured, can be sent again',
      });
    worker.wake();
    return detail(id);
  });

  /**
   * Sends several messages again (issue #41), all or nothing in one transaction: one gone, or one that cannot be
   * sent again (sent, queued, or captured while SMTP is not configured), refuses the whole action and is named.
   */
  app.post('/api/admin/outbox/bulk', async (request, reply) => {
    const body = outboxBulkSchema.safeParse(request.body);
    if (!body.success)
      return reply.code(400).send({
        error: 'validation',
        message: 'Choose messages and an action',
        fields: fieldErrors(body.error),
      });
    const { ids } = body.data;
    const refusal = await db.transaction(async (tx): Promise<[404 | 409, BulkRefusal] | null> => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(inArray(outbox.id, ids))
        .orderBy(asc(outbox.id))
        .for('update');
      const missing = ids.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0)
        return [
          404,
          {
            error: 'not_found',
            message: 'Some of the chosen messages are gone: nothing was sent',
            ids: missing,
          },
        ];
      const refused = rows.filter((row) => !canResend(row)).map((row) => row.id);
      if (refused.length > 0)
        return [
          409,
          {
            error: 'conflict',
            message:
              'Only failed messages, or captured ones once SMTP is configured, can be sent again: nothing was sent',
            ids: refused,
          },
        ];
      await queueAgain(tx, rows, request.staff!);
      return null;
    });
    if (refusal) return reply.code(refusal[0]).send(refusal[1]);
    worker.wake();
    const result: BulkResult = { action: 'resend', count: ids.length };
    return result;
  });
}
