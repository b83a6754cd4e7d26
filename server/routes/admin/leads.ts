import { queueWebhookEvent } from '../../webhooks/events';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { databaseInt, serialId } from '../../../shared/inputRules';
import { leadCsvColumns, leadStatuses, toCsv, type LeadStatus } from '../../../shared/csv';
import {
  bulkDeleteRoles,
  leadBulkSchema,
  maxBulkRows,
  type BulkRefusal,
  type BulkResult,
} from '../../../shared/bulk';
import { fieldErrors } from '../../../shared/adminSchemas';
import {
  followUpInput,
  type DueFollowUps,
  type FollowUpsDue,
  leadPageSizeDefault,
  leadPageSizeMax,
  leadSorts,
  noteInput,
  type Lead,
  type LeadDetail,
  type TimelineEntry,
} from '../../../shared/leads';
import type { OutboxStatus } from '../../../shared/outbox';
import { staffOnly } from '../../auth/guard';
import type { StaffUser } from '../../auth/sessions';
import { audit } from '../../audit';
import type { Config } from '../../config';
import type { Database, Db, Tx } from '../../db/client';
import { auditLog, leadEvents, leadReplies, leads, outbox, users } from '../../db/schema';
import { renderLeadMail, type LeadMailKind } from '../../mail/templates';
import { stockholmDate } from '../../../shared/stockholm';
import type { InsightsRollup } from '../../insights/rollup';
import { insightsToday } from '../../insights/report';
import { bringUpToDate } from './insights';
import { followUpDueBy, followUpOrder } from '../../leads/followUps';
import { backupStatus } from '../../backup/status';

const filterQuery = {
  // `search` is the name the first release used; `q` the contract's.
  q: z.string().trim().max(200).optional(),
  search: z.string().trim().max(200).optional(),
  status: z.enum(leadStatuses).optional(),
  /** `me`: the caller's; `none`: nobody's yet; or a staff member's id. */
  owner: z.union([z.enum(['me', 'none']), serialId]).optional(),
};
const listQuery = z.object({
  ...filterQuery,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(leadPageSizeMax).default(leadPageSizeDefault),
  sort: z.enum(leadSorts).default('newest'),
});
const exportQuery = z.object({
  ...filterQuery,
  /** The leads chosen in the list (comma-separated ids): only these, when given. */
  ids: z
    .string()
    .max(maxBulkRows * 37)
    .transform((text) => text.split(','))
    .pipe(z.array(z.uuid()).max(maxBulkRows))
    .optional(),
});
const patchBody = z
  .object({
    status: z.enum(leadStatuses).optional(),
    ownerId: databaseInt.nullable().optional(),
    /** The next step: a day and a note, or null to clear it. */
    followUp: followUpInput.nullable().optional(),
  })
  .refine(
    (body) => body.status !== undefined || body.ownerId !== undefined || body.followUp !== undefined,
    'Nothing to change',
  );
const idParam = z.object({ id: z.uuid() });

type LeadRow = typeof leads.$inferSelect;
type LeadWithOwner = { lead: LeadRow; ownerName: string | null };

const toLead = ({ lead, ownerName }: LeadWithOwner): Lead => ({
  id: lead.id,
  name: lead.name,
  email: lead.email,
  phone: lead.phone,
  website: lead.website,
  message: lead.message,
  language: lead.language,
  date: lead.date,
  status: lead.status,
  source: lead.source,
  owner: lead.ownerId !== null ? { id: lead.ownerId, name: ownerName ?? '' } : null,
  followUp: lead.followUpOn !== null ? { on: lead.followUpOn, note: lead.followUpNote } : null,
  createdAt: lead.createdAt.toISOString(),
});

const outboxStatusOf = (row: { status: string; attempts: number }): OutboxStatus =>
  row.status === 'queued' && row.attempts > 0 ? 'retrying' : (row.status as OutboxStatus);

const invalidQuery = 'Unknown status, owner or sort, a bad page, or a search too long';

/** A staff member a lead can be given to: null for nobody, 'unknown' for an id no one has. */
async function staffMember(tx: Tx, id: number | null) {
  if (id === null) return null;
  const [row] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return row ?? ('unknown' as const);
}

interface LeadChange {
  status?: LeadStatus;
  /** Given to someone, to nobody (null), or left as it is (undefined). */
  owner?: { id: number; name: string } | null;
  followUp?: { on: string; note: string } | null;
}

/**
 * Changes one lead (locked by the caller's transaction) as a staff member asked: what changed goes on the lead's
 * timeline and into the audit log, one entry each; what is already so is left alone. One lead's change and a bulk
 * action's both come here.
 */
async function changeLead(tx: Tx, staff: StaffUser, before: LeadRow, change: LeadChange) {
  const { status, owner, followUp } = change;
  await tx
    .update(leads)
    .set({
      ...(status ? { status } : {}),
      ...(owner !== undefined ? { ownerId: owner?.id ?? null } : {}),
      ...(followUp !== undefined
        ? { followUpOn: followUp?.on ?? null, followUpNote: followUp?.note ?? '' }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(leads.id, before.id));
  const event = { leadId: before.id, userId: staff.id, userName: staff.name };
  if (status && status !== before.status) {
    await tx
      .insert(leadEvents)
      .values({ ...event, kind: 'status', fromValue: before.status, toValue: status });
    await audit(tx, staff, 'update', 'lead', before.id, `status → ${status}`);
    await queueWebhookEvent(tx, 'lead.status_changed', [
      {
        id: before.id,
        name: before.name,
        email: before.email,
        from: before.status,
        to: status,
        by: staff.name,
      },
    ]);
  }
  if (owner !== undefined && (owner?.id ?? null) !== before.ownerId) {
    const [previous] = before.ownerId
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, before.ownerId))
      : [];
    await tx.insert(leadEvents).values({
      ...event,
      kind: 'owner',
      fromValue: previous?.name ?? null,
      toValue: owner?.name ?? null,
    });
    await audit(tx, staff, 'update', 'lead', before.id, `owner → ${owner?.name ?? 'nobody'}`);
  }
  if (
    followUp !== undefined &&
    ((followUp?.on ?? null) !== before.followUpOn || (followUp?.note ?? '') !== before.followUpNote)
  ) {
    await tx.insert(leadEvents).values({
      ...event,
      kind: 'follow_up',
      fromValue: before.followUpOn,
      toValue: followUp?.on ?? null,
      body: followUp?.note ?? '',
    });
    await audit(
      tx,
      staff,
      'update',
      'lead',
      before.id,
      followUp ? `follow-up → ${followUp.on}` : 'follow-up cleared',
    );
  }
}

/**
 * Leads for staff (Admins and Editors): a page at a time (searched, filtered and sorted in the database), one
 * lead with its whole story, status and owner, internal notes, delete, CSV (streamed); and the dashboard.
 */
export async function adminLeadRoutes(
  app: FastifyInstance,
  { database, config, rollup }: { database: Database; config: Config; rollup: InsightsRollup },
) {
  const { db } = database;
  app.addHook('preHandler', staffOnly(db, config));

  const filtered = (staff: StaffUser, query: z.infer<typeof exportQuery>) => {
    const conditions: SQL[] = [];
    if (query.ids) conditions.push(inArray(leads.id, query.ids));
    if (query.status) conditions.push(eq(leads.status, query.status));
    if (query.owner === 'me') conditions.push(eq(leads.ownerId, staff.id));
    else if (query.owner === 'none') conditions.push(isNull(leads.ownerId));
    else if (typeof query.owner === 'number') conditions.push(eq(leads.ownerId, query.owner));
    const search = query.q ?? query.search;
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      // Name, e-mail and message, case-insensitively: the generated `search` column and its trigram index.
      conditions.push(sql`${leads.search} like lower(${pattern})`);
    }
    return conditions.length ? and(...conditions) : undefined;
  };

  /**
   * How many leads match. A search of three characters or more counts through the trigram index: PostgreSQL's
   * cost model prices LIKE on a long text like any comparison, so for a term a tenth of the leads match it
   * picks a scan of every row (44 ms at 100 000 leads) over the index (7 ms); `enable_seqscan` off for this one
   * statement says otherwise. Shorter terms have no trigram to look up: the scan is right for them.
   */
  const countMatching = (where: SQL | undefined, search: string | undefined) => {
    const counting = (runner: Pick<typeof db, 'select'>) =>
      runner.select({ total: count() }).from(leads).where(where);
    if (!search || search.length < 3) return counting(db);
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return counting(tx);
    });
  };

  const withOwner = () =>
    db
      .select({ lead: leads, ownerName: users.name })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.ownerId));

  app.get('/api/admin/leads', async (request, reply) => {
    const query = listQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'validation', message: invalidQuery });
    const { page, pageSize, sort } = query.data;
    const where = filtered(request.staff!, query.data);
    const order = {
      newest: [desc(leads.createdAt), desc(leads.id)],
      oldest: [asc(leads.createdAt), asc(leads.id)],
      name: [asc(sql`lower(${leads.name})`), desc(leads.createdAt)],
      status: [asc(leads.status), desc(leads.createdAt)],
    }[sort];
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      withOwner()
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      countMatching(where, query.data.q ?? query.data.search),
    ]);
    return { items: rows.map(toLead), total, page, pageSize };
  });

  app.get('/api/admin/leads/export.csv', async (request, reply) => {
    const query = exportQuery.safeParse(request.query);
    if (!query.success) return reply.code(400).send({ error: 'validation', message: invalidQuery });
    const where = filtered(request.staff!, query.data);
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(leads).where(where);
    await audit(db, request.staff!, 'export', 'lead', '', `${total} leads`);
    // Every matching row, read a thousand at a time (keyset, newest first) and written as it is read. The
    // cursor's time travels as PostgreSQL's own text (microseconds; a JavaScript Date keeps milliseconds).
    async function* rowsOfCsv() {
      yield `\uFEFF${toCsv([...leadCsvColumns], [])}`;
      let after: { at: string; id: string } | null = null;
      for (;;) {
        const batch: { lead: LeadRow; at: string }[] = await db
          .select({ lead: leads, at: sql<string>`${leads.createdAt}::text` })
          .from(leads)
          .where(
            and(
              where,
              after
                ? sql`(${leads.createdAt}, ${leads.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
                : undefined,
            ),
          )
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(1000);
        if (batch.length === 0) return;
        yield toCsv(
          null,
          batch.map(({ lead: row }) => [
            row.name,
            row.email,
            row.phone,
            row.message,
            row.website,
            row.date,
            row.status,
          ]),
        );
        const last = batch.at(-1)!;
        after = { at: last.at, id: last.lead.id };
      }
    }
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${stockholmDate()}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(Readable.from(rowsOfCsv()));
  });

  app.get('/api/admin/leads/:id', async (request, reply) => {
    const params = idParam.safeParse(request.params);
    const detail = params.success ? await leadDetail(db, params.data.id) : null;
    return detail ?? reply.code(404).send({ error: 'not_found', message: 'No such lead' });
  });

  app.patch('/api/admin/leads/:id', async (request, reply) => {
    const params = idParam.safeParse(request.params);
    const body = patchBody.safeParse(request.body);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such lead' });
    if (!body.success) {
      // A follow-up's day or note is named at its field; anything else is one refusal.
      const fields: Record<string, string> = {};
      for (const issue of body.error.issues)
        if (issue.path[0] === 'followUp' && issue.path.length > 1)
          fields[`followUp.${String(issue.path[1])}`] ??= issue.message;
      return Object.keys(fields).length > 0
        ? reply.code(400).send({ error: 'validation', message: 'Please check the follow-up', fields })
        : reply.code(400).send({ error: 'validation', message: 'Unknown status or owner' });
    }
    const staff = request.staff!;
    const { status, ownerId, followUp } = body.data;
    const outcome = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(leads).where(eq(leads.id, params.data.id)).for('update');
      if (!before) return 'missing' as const;
      const owner = ownerId === undefined ? undefined : await staffMember(tx, ownerId);
      if (owner === 'unknown') return 'no-owner' as const;
      await changeLead(tx, staff, before, { status, owner, followUp });
      return 'saved' as const;
    });
    if (outcome === 'missing') return reply.code(404).send({ error: 'not_found', message: 'No such lead' });
    if (outcome === 'no-owner')
      return reply.code(400).send({ error: 'validation', message: 'No such staff member' });
    const [saved] = await withOwner().where(eq(leads.id, params.data.id));
    return toLead(saved!);
  });

  app.post('/api/admin/leads/:id/notes', async (request, reply) => {
    const params = idParam.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found', message: 'No such lead' });
    const body = noteInput.safeParse(request.body);
    if (!body.success) {
      const fields = fieldErrors(body.error);
      return reply.code(400).send({ error: 'validation', message: Object.values(fields)[0], fields });
    }
    const staff = request.staff!;
    const note = await db.transaction(async (tx) => {
      const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, params.data.id));
      if (!lead) return null;
      const [saved] = await tx
        .insert(leadEvents)
        .values({
          leadId: lead.id,
          userId: staff.id,
          userName: staff.name,
          kind: 'note',
          body: body.data.body,
        })
        .returning();
      await audit(tx, staff, 'create', 'lead-note', lead.id, body.data.body.slice(0, 80));
      return saved!;
    });
    if (!note) return reply.code(404).send({ error: 'not_found', message: 'No such lead' });
    const entry: TimelineEntry = {
      type: 'note',
      at: note.at.toISOString(),
      by: note.userName,
      body: note.body!,
    };
    return reply.code(201).send(entry);
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

  /**
   * One action on several leads (issue #41): a status, an owner, or delete (Admins only). All or nothing in one
   * transaction: a lead gone meanwhile refuses the whole action (404 naming it), so nothing changes half-way.
   * Each lead's change is audited, and a status or owner goes on its timeline, as when done one at a time.
   */
  app.post('/api/admin/leads/bulk', async (request, reply) => {
    const body = leadBulkSchema.safeParse(request.body);
    if (!body.success)
      return reply.code(400).send({
        error: 'validation',
        message: 'Choose leads and an action',
        fields: fieldErrors(body.error),
      });
    const staff = request.staff!;
    const bulk = body.data;
    if (bulk.action === 'delete' && !(bulkDeleteRoles as readonly string[]).includes(staff.role))
      return reply
        .code(403)
        .send({ error: 'forbidden', message: 'Only Admins can delete several leads at once' });
    const outcome = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(leads)
        .where(inArray(leads.id, bulk.ids))
        .orderBy(asc(leads.id))
        .for('update');
      const missing = bulk.ids.filter((id) => !rows.some((row) => row.id === id));
      if (missing.length > 0) return { missing };
      if (bulk.action === 'delete') {
        await tx.delete(leads).where(inArray(leads.id, bulk.ids));
        // As one lead's delete: the log keeps who and when, not the person's name.
        for (const row of rows) await audit(tx, staff, 'delete', 'lead', row.id);
        return 'done' as const;
      }
      const owner = bulk.action === 'owner' ? await staffMember(tx, bulk.ownerId) : undefined;
      if (owner === 'unknown') return 'no-owner' as const;
      const status = bulk.action === 'status' ? bulk.status : undefined;
      for (const row of rows) await changeLead(tx, staff, row, { status, owner });
      return 'done' as const;
    });
    if (outcome === 'no-owner')
      return reply.code(400).send({
        error: 'validation',
        message: 'No such staff member',
        fields: { ownerId: 'No such staff member' },
      });
    if (outcome !== 'done') {
      const refusal: BulkRefusal = {
        error: 'not_found',
        message: 'Some of the chosen leads are gone: nothing was changed',
        ids: outcome.missing,
      };
      return reply.code(404).send(refusal);
    }
    const result: BulkResult = { action: bulk.action, count: bulk.ids.length };
    return result;
  });

  /** Whom a lead can be given to. */
  app.get('/api/admin/staff', async () =>
    db.select({ id: users.id, name: users.name }).from(users).orderBy(asc(users.name)),
  );

  app.get('/api/admin/dashboard', async (request) => {
    const rows = await db.select({ status: leads.status, n: count() }).from(leads).groupBy(leads.status);
    const by = Object.fromEntries(rows.map((row) => [row.status, row.n])) as Partial<
      Record<LeadRow['status'], number>
    >;
    const activity = await db.select().from(auditLog).orderBy(desc(auditLog.at)).limit(10);
    await bringUpToDate(rollup, request.log);
    // One day for both: a request across midnight must not give today's figures with yesterday's due list.
    const today = stockholmDate();
    const insights = await insightsToday(db, today);
    return {
      insights,
      // Admins see whether the site is backed up (server/backup, docs/backups.md).
      ...(request.staff!.role === 'Admin'
        ? { backup: await backupStatus(db, path.resolve(config.backupDir)) }
        : {}),
      followUps: await followUpsDue(db, request.staff!.id, today),
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

/** A lead and everything that happened to it: its e-mails, replies, status changes, owners and notes. */
async function leadDetail(db: Db, id: string): Promise<LeadDetail | null> {
  const [row] = await db
    .select({ lead: leads, ownerName: users.name })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(eq(leads.id, id));
  if (!row) return null;
  const [mails, replies, events] = await Promise.all([
    db.select().from(outbox).where(eq(outbox.leadId, id)),
    db
      .select({ reply: leadReplies, by: users.name })
      .from(leadReplies)
      .leftJoin(users, eq(users.id, leadReplies.userId))
      .where(eq(leadReplies.leadId, id)),
    db.select().from(leadEvents).where(eq(leadEvents.leadId, id)),
  ]);
  const mailsById = new Map(mails.map((mail) => [mail.id, mail]));
  const replyMails = new Set(replies.map(({ reply }) => reply.outboxId));
  const timeline: TimelineEntry[] = [
    { type: 'submitted', at: row.lead.createdAt.toISOString(), source: row.lead.source },
    ...mails
      .filter((mail) => !replyMails.has(mail.id))
      .map((mail): TimelineEntry => ({
        type: 'email',
        at: mail.createdAt.toISOString(),
        outboxId: mail.id,
        kind: mail.kind,
        to: mail.toAddress,
        subject: mail.template
          ? renderLeadMail(mail.kind as LeadMailKind, mail.template).subject
          : mail.subject,
        status: outboxStatusOf(mail),
        lastError: mail.lastError,
      })),
    ...replies.map(({ reply, by }): TimelineEntry => {
      const mail = reply.outboxId ? mailsById.get(reply.outboxId) : undefined;
      return {
        type: 'reply',
        at: reply.sentAt.toISOString(),
        by,
        subject: reply.subject,
        message: reply.message,
        delivery: mail
          ? { outboxId: mail.id, status: outboxStatusOf(mail), lastError: mail.lastError }
          : null,
      };
    }),
    ...events.map((event): TimelineEntry => {
      const at = event.at.toISOString();
      if (event.kind === 'note') return { type: 'note', at, by: event.userName, body: event.body ?? '' };
      if (event.kind === 'owner')
        return { type: 'owner', at, by: event.userName, from: event.fromValue, to: event.toValue };
      if (event.kind === 'follow_up')
        return { type: 'followUp', at, by: event.userName, on: event.toValue, note: event.body ?? '' };
      return { type: 'status', at, by: event.userName, from: event.fromValue, to: event.toValue ?? '' };
    }),
  ];
  // Newest first. The lead and its e-mails are written in one transaction (one timestamp): at the same moment
  // what staff did comes first, then the e-mails, and the arrival last.
  const rank = (entry: TimelineEntry) => (entry.type === 'submitted' ? 0 : entry.type === 'email' ? 1 : 2);
  timeline.sort((a, b) => b.at.localeCompare(a.at) || rank(b) - rank(a));
  return { ...toLead(row), timeline };
}

/** How many due leads the dashboard lists at most: the oldest follow-ups first. */
export const dueListLimit = 200;

/**
 * The leads whose follow-up is `today` or earlier and that are still open (not Completed, Won or Lost), grouped
 * by owner: the caller's first, then each other owner by name, then the leads nobody has yet. Within an owner the
 * overdue ones come first, oldest day first.
 */
export async function followUpsDue(db: Db, callerId: number, today: string): Promise<FollowUpsDue> {
  const rows = await db
    .select({
      id: leads.id,
      name: leads.name,
      status: leads.status,
      on: leads.followUpOn,
      note: leads.followUpNote,
      ownerId: leads.ownerId,
      ownerName: users.name,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(followUpDueBy(today))
    .orderBy(...followUpOrder)
    .limit(dueListLimit);
  const groups = new Map<number | null, DueFollowUps>();
  for (const row of rows) {
    const owner = row.ownerId !== null ? { id: row.ownerId, name: row.ownerName ?? '' } : null;
    let group = groups.get(row.ownerId);
    if (!group) groups.set(row.ownerId, (group = { owner, overdue: [], today: [] }));
    const due = { id: row.id, name: row.name, status: row.status, followUp: { on: row.on!, note: row.note } };
    (row.on! < today ? group.overdue : group.today).push(due);
  }
  const rank = (group: DueFollowUps) => (group.owner === null ? 2 : group.owner.id === callerId ? 0 : 1);
  const owners = [...groups.values()].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.owner?.name ?? '').localeCompare(b.owner?.name ?? '', 'sv', { sensitivity: 'base' }),
  );
  return { today, owners };
}
