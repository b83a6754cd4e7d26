import { asc, eq, inArray, or } from 'drizzle-orm';
import type { PersonalDataExport, PersonalLead, PersonalMail } from '../../shared/privacy';
import type { Db } from '../db/client';
import { leadEvents, leadReplies, leads, outbox, users } from '../db/schema';
import { renderLeadMail, type LeadMailKind } from '../mail/templates';
import { leadsOf, mailsTo } from './erase';

type OutboxRow = typeof outbox.$inferSelect;

/** An e-mail as it was (or will be) sent: a lead's mail is rendered from the template it keeps. */
const toMail = (row: OutboxRow): PersonalMail => {
  const content = row.template
    ? renderLeadMail(row.kind as LeadMailKind, row.template)
    : { subject: row.subject, text: row.textBody, html: row.htmlBody };
  return {
    id: row.id,
    kind: row.kind,
    leadId: row.leadId,
    to: row.toAddress,
    cc: row.ccAddress,
    replyTo: row.replyTo,
    subject: content.subject,
    text: content.text,
    html: content.html,
    status: row.status === 'queued' && row.attempts > 0 ? 'retrying' : row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
};

/**
 * Everything the site holds about an e-mail address (a GDPR access request): its leads, oldest first, each
 * with its replies, notes, status changes and e-mails, and the other e-mails to or answering to the address.
 */
export async function exportPerson(db: Db, email: string): Promise<PersonalDataExport> {
  const theirLeads = db.select({ id: leads.id }).from(leads).where(leadsOf(email));
  const [leadRows, replies, events, mails] = await Promise.all([
    db.select().from(leads).where(leadsOf(email)).orderBy(asc(leads.createdAt), asc(leads.id)),
    db
      .select({ reply: leadReplies, by: users.name })
      .from(leadReplies)
      .leftJoin(users, eq(users.id, leadReplies.userId))
      .where(inArray(leadReplies.leadId, theirLeads))
      .orderBy(asc(leadReplies.sentAt), asc(leadReplies.id)),
    db
      .select()
      .from(leadEvents)
      .where(inArray(leadEvents.leadId, theirLeads))
      .orderBy(asc(leadEvents.at), asc(leadEvents.id)),
    db
      .select()
      .from(outbox)
      .where(or(inArray(outbox.leadId, theirLeads), mailsTo(email)))
      .orderBy(asc(outbox.createdAt), asc(outbox.id)),
  ]);
  const ofLead = new Set(leadRows.map((lead) => lead.id));
  const personalLeads = leadRows.map((lead): PersonalLead => ({
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
    followUp: lead.followUpOn !== null ? { on: lead.followUpOn, note: lead.followUpNote } : null,
    createdAt: lead.createdAt.toISOString(),
    replies: replies
      .filter(({ reply }) => reply.leadId === lead.id)
      .map(({ reply, by }) => ({
        at: reply.sentAt.toISOString(),
        by,
        subject: reply.subject,
        message: reply.message,
      })),
    events: events
      .filter((event) => event.leadId === lead.id)
      .map((event) => ({
        at: event.at.toISOString(),
        by: event.userName,
        kind: event.kind,
        from: event.fromValue,
        to: event.toValue,
        body: event.body,
      })),
    mails: mails.filter((mail) => mail.leadId === lead.id).map(toMail),
  }));
  return {
    email,
    exportedAt: new Date().toISOString(),
    leads: personalLeads,
    mails: mails.filter((mail) => mail.leadId === null || !ofLead.has(mail.leadId)).map(toMail),
  };
}
