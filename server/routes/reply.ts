import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { functionNames } from '../../shared/contact';
import { replyInput } from '../../shared/leads';
import { staffOnly } from '../auth/guard';
import { audit } from '../audit';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { leadReplies, leads, outbox, settings } from '../db/schema';
import { leaseSeconds, outboxRow, type OutboxWorker } from '../mail/outbox';
import { escapeHtml } from '../mail/templates';

const replyBody = replyInput.extend({
  leadId: z.uuid(),
  to: z.email().max(254),
  name: z.string().max(200).default(''),
});

const queuedForRetry =
  'Reply saved. The mail server did not accept it yet; it will be sent on the next retry.';

/**
 * POST /functions/v1/send-reply-email: a staff member's reply to a lead. It is recorded in the lead's history
 * and the outbox, then sent over SMTP at once, or captured when SMTP is not configured (`delivery` says which;
 * Admins read captured mail in the Outbox screen). Sent or captured: 200, and a New lead becomes Contacted.
 * Not sent (the mail server refused): 202 with `queued: true`; the outbox retries it, the lead keeps its
 * status until it goes out, and a second press would be a second reply, so the answer says it is saved.
 */
export async function replyRoutes(
  app: FastifyInstance,
  { database, config, worker }: { database: Database; config: Config; worker: OutboxWorker },
) {
  const { db } = database;
  app.post(
    `/functions/v1/${functionNames.reply}`,
    { preHandler: staffOnly(db, config) },
    async (request, reply) => {
      const raw = request.body as { message?: unknown } | undefined;
      if (typeof raw?.message !== 'string' || raw.message.trim() === '') {
        return reply.code(400).send({ ok: false, error: 'Please enter a message' });
      }
      const parsed = replyBody.safeParse(request.body);
      if (!parsed.success) return reply.code(400).send({ ok: false, error: 'validation' });
      const { leadId, to, subject, message } = parsed.data;

      const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
      if (!lead) return reply.code(404).send({ ok: false, error: 'No such lead' });
      // Replies go only to the lead's own address: the function is not a way to mail anyone.
      if (lead.email.toLowerCase() !== to.toLowerCase()) {
        return reply.code(400).send({ ok: false, error: 'The address is not this lead’s' });
      }

      const [site] = await db.select().from(settings);
      const signature =
        `${site?.siteName ?? 'Novaweb'}\n${site?.contactEmail ?? ''}\n${site?.phoneNumber ?? ''}`.trim();
      const mail = {
        subject: subject.replace(/[\r\n]+/g, ' '),
        text: `${message}\n\n--\n${signature}`,
        html: `<div style="font-family:Arial,Helvetica,sans-serif;color:#0f172a">${escapeHtml(message)
          .split(/\r?\n/)
          .join(
            '<br>',
          )}<p style="margin-top:24px;color:#475569">${escapeHtml(signature).split('\n').join('<br>')}</p></div>`,
      };

      // Recorded first, sent after: a reply the database refuses is never sent, and one that was sent is
      // never sent again (the worker retries only what is still queued).
      const outboxId = await db.transaction(async (tx) => {
        const [queued] = await tx
          .insert(outbox)
          .values({
            ...outboxRow({
              kind: 'lead_reply',
              leadId,
              to: lead.email,
              replyTo: site?.contactEmail || undefined,
              ...mail,
            }),
            // This request sends it now; the worker's passes leave it alone for a lease.
            nextAttemptAt: new Date(Date.now() + leaseSeconds * 1000),
          })
          .returning({ id: outbox.id });
        await tx
          .insert(leadReplies)
          .values({ leadId, userId: request.staff!.id, subject, message, outboxId: queued!.id });
        await audit(tx, request.staff!, 'reply', 'lead', leadId, subject);
        return queued!.id;
      });

      const sent = await worker.sendQueued(outboxId);
      const [after] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
      const status = after?.status ?? lead.status;
      if (sent) return { ok: true, status, delivery: worker.mode === 'smtp' ? 'sent' : 'captured' };
      request.log.warn({ leadId, outboxId }, 'lead reply queued: not sent yet');
      return reply.code(202).send({ ok: true, status, queued: true, message: queuedForRetry });
    },
  );
}
