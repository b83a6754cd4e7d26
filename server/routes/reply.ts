import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { functionNames } from '../../shared/contact';
import { staffOnly } from '../auth/guard';
import { audit } from '../audit';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { leadReplies, leads, settings } from '../db/schema';
import type { OutboxWorker } from '../mail/outbox';
import { escapeHtml } from '../mail/templates';

const replyBody = z.object({
  leadId: z.uuid(),
  to: z.email().max(254),
  name: z.string().max(200).default(''),
  subject: z.string().trim().min(1).max(300),
  message: z.string().max(20_000),
});

const sendFailed = 'Error sending reply, please try again';

/**
 * POST /functions/v1/send-reply-email: a staff member's reply to a lead, sent over SMTP at once so the answer
 * says whether it went out. Sent: recorded in the lead's history, and a New lead becomes Contacted. Failed:
 * an error, and the status stays as it was.
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
      try {
        await worker.sendNow({
          to: lead.email,
          replyTo: site?.contactEmail || undefined,
          subject: subject.replace(/[\r\n]+/g, ' '),
          text: `${message}\n\n--\n${signature}`,
          html: `<div style="font-family:Arial,Helvetica,sans-serif;color:#0f172a">${escapeHtml(message)
            .split(/\r?\n/)
            .join(
              '<br>',
            )}<p style="margin-top:24px;color:#475569">${escapeHtml(signature).split('\n').join('<br>')}</p></div>`,
        });
      } catch (error) {
        request.log.warn({ leadId, errorName: (error as Error).name }, 'lead reply could not be sent');
        return reply.code(502).send({ ok: false, error: sendFailed });
      }

      const status = await db.transaction(async (tx) => {
        await tx.insert(leadReplies).values({ leadId, userId: request.staff!.id, subject, message });
        let next = lead.status;
        if (lead.status === 'New') {
          next = 'Contacted';
          await tx.update(leads).set({ status: next, updatedAt: new Date() }).where(eq(leads.id, leadId));
        }
        await audit(tx, request.staff!, 'reply', 'lead', leadId, subject);
        return next;
      });
      return { ok: true, status };
    },
  );
}
