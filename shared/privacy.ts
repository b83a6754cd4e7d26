/** The personal-data tools' contract (server/routes/admin/privacy.ts, server/privacy/, docs/admin.md). */
import { z } from 'zod';
import type { Lead } from './leads';
import type { OutboxKind, OutboxStatus } from './outbox';

/** How many months a lead may be kept (Settings: "Delete leads older than"); null keeps leads for good. */
export const leadRetentionMonths = { min: 1, max: 120 } as const;

/** Whose data an export or an erase is about: an e-mail address, matched whatever its case. */
export const personSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter an email address')
    .max(254)
    .pipe(z.email('Enter a valid email address')),
});
export type Person = z.input<typeof personSchema>;

/** An e-mail the site wrote to or about the person, as it was (or will be) sent. */
export interface PersonalMail {
  id: number;
  kind: OutboxKind;
  leadId: string | null;
  to: string;
  cc: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  status: OutboxStatus;
  createdAt: string;
  sentAt: string | null;
}

/** One lead of the person, with everything staff did with it. */
export interface PersonalLead extends Omit<Lead, 'owner'> {
  replies: { at: string; by: string | null; subject: string; message: string }[];
  /** Status changes, owners and internal notes, oldest first. */
  events: {
    at: string;
    by: string;
    kind: 'status' | 'owner' | 'note' | 'follow_up';
    from: string | null;
    to: string | null;
    body: string | null;
  }[];
  mails: PersonalMail[];
}

/** `GET /api/admin/privacy/export?email=`: the download (empty arrays when nothing matches). */
export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  leads: PersonalLead[];
  /** Other e-mails to (or answering to) the address that belong to none of these leads. */
  mails: PersonalMail[];
}

/** `POST /api/admin/privacy/erase`: what was deleted. */
export interface ErasedCounts {
  leads: number;
  mails: number;
}
