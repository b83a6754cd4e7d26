import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { leadCsvColumns, leadStatuses, toCsv } from '../../../shared/csv';
import { staffOnly } from '../../auth/guard';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { auditLog, leadReplies, leads } from '../../db/schema';
import { stockholmDate } from '../contact';

const listQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(leadStatuses).optional(),
});
const statusBody = z.object({ status: z.enum(leadStatuses) });
const idParam = z.object({ id: z.uuid() });

type LeadRow = typeof leads.$inferSelect;

const toLead = (row: LeadRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  website: row.website,
  message: row.message,
  language: row.language,
  date: row.date,
  status: row.status,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
});

/** Leads for staff (Admins and Editors): list, search, status, delete, CSV, replies; and the dashboard. */
export async function adminLeadRoutes(
  app: FastifyInstance,
  { database, config }: { database: Database; config: Config },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config));

  const filtered = (search?: string, status?: LeadRow['status']) => {
    const conditions: SQL[] = [];
    if (status) conditions.push(eq(leads.status, status));
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      conditions.push(
        or(ilike(leads.name, pattern), ilike(leads.email, pattern), ilike(leads.message, pattern))!,
      );
    }
    return conditions.length ? and(...conditions) : undefined;
  };

  app.get('/api/admin/leads', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success)
      return reply.code(400).send({ error: 'validation', message: 'Unknown status or search too long' });
    const rows = await db
      .select()
      .from(leads)
      .where(filtered(query.data.search, query.data.status))
      .orderBy(desc(leads.createdAt));
    return rows.map(toLead);
  });

  app.get('/api/admin/leads/export.csv', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success)
      return reply.code(400).send({ error: 'validation', message: 'Unknown status or search too long' });
    const rows = await db
      .select()
      .from(leads)
      .where(filtered(query.data.search, query.data.status))
      .orderBy(desc(leads.createdAt));
    await audit(db, request.staff!, 'export', 'lead', '', `${rows.length} leads`);
    const csv = toCsv(
      [...leadCsvColumns],
      rows.map((row) => [row.name, row.email, row.phone, row.message, row.website, row.date, row.status]),
    );
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${stockholmDate()}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(`\uFEFF${csv}`);
  });

  app.get('/api/admin/leads/:id/replies', async (request, reply) => {
    const params = idParam.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found' });
    const rows = await db
      .select()
      .from(leadReplies)
      .where(eq(leadReplies.leadId, params.data.id))
      .orderBy(desc(leadReplies.sentAt));
    return rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      message: row.message,
      sentAt: row.sentAt.toISOString(),
    }));
  });

  app.patch('/api/admin/leads/:id', async (request, reply) => {
    const params = idParam.safeParse(request.params);
    const body = statusBody.safeParse(request.body);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such lead' });
    if (!body.success) return reply.code(400).send({ error: 'validation', message: 'Unknown status' });
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(leads)
        .set({ status: body.data.status, updatedAt: new Date() })
        .where(eq(leads.id, params.data.id))
        .returning();
      if (row) await audit(tx, request.staff!, 'update', 'lead', row.id, `status → ${row.status}`);
      return row;
    });
    if (!updated) return reply.code(404).send({ error: 'not_found', message: 'No such lead' });
    return toLead(updated);
  });

  app.delete('/api/admin/leads/:id', async (request, reply) => {
    const params = idParam.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such lead' });
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.delete(leads).where(eq(leads.id, params.data.id)).returning({ id: leads.id });
      if (row) await audit(tx, request.staff!, 'delete', 'lead', row.id);
      return row;
    });
    if (!deleted) return reply.code(404).send({ error: 'not_found', message: 'No such lead' });
    return reply.code(204).send();
  });

  app.get('/api/admin/dashboard', async () => {
    const rows = await db.select({ status: leads.status, n: count() }).from(leads).groupBy(leads.status);
    const by = Object.fromEntries(rows.map((row) => [row.status, row.n])) as Partial<
      Record<LeadRow['status'], number>
    >;
    const activity = await db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(10);
    return {
      counts: {
        total: rows.reduce((sum, row) => sum + row.n, 0),
        new: by.New ?? 0,
        // The specification counts Contacted together with In Progress.
        inProgress: (by['In Progress'] ?? 0) + (by.Contacted ?? 0),
        completed: by.Completed ?? 0,
      },
      activity: activity.map((row) => ({
        id: row.id,
        user: row.userEmail,
        action: row.action,
        entity: row.entity,
        entityId: row.entityId,
        summary: row.summary,
        at: row.at.toISOString(),
      })),
    };
  });
}
