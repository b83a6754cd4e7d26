/** The leads API's contract (server/routes/admin/leads.ts, docs/admin.md). */
import { z } from 'zod';
import type { LeadStatus } from './csv';
import { calendarDate } from './inputRules';
import type { OutboxKind, OutboxStatus } from './outbox';

export interface Lead {
  id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  message: string;
  language: 'sv' | 'en';
  date: string;
  status: LeadStatus;
  source: string;
  /** The staff member who has it; null for nobody yet. */
  owner: { id: number; name: string } | null;
  /** When someone should get back to it, and what to do then; null for no follow-up. */
  followUp: FollowUp | null;
  createdAt: string;
}

/** A lead's next step: the day (Stockholm's calendar, YYYY-MM-DD) and a short note of what to do. */
export interface FollowUp {
  on: string;
  note: string;
}

export const maxFollowUpNoteLength = 500;

/** A follow-up as staff plan it (the lead page's form, and `followUp` of PATCH /api/admin/leads/:id). */
export const followUpInput = z.object({
  on: z.string().min(1, 'Pick a day').pipe(calendarDate()),
  note: z
    .string()
    .trim()
    .max(maxFollowUpNoteLength, `Use at most ${maxFollowUpNoteLength} characters`)
    .default(''),
});

/** A reply to a lead as staff write it: the reply dialog, and the send-reply-email function. */
export const replyInput = z.object({
  subject: z.string().trim().min(1, 'Give the reply a subject').max(300, 'Use at most 300 characters'),
  message: z
    .string()
    .max(20_000, 'Use at most 20000 characters')
    .refine((text) => text.trim() !== '', 'Please enter a message'),
});

/** Statuses whose leads need no follow-up: the dashboard's due list leaves them out. */
export const closedLeadStatuses = ['Completed', 'Won', 'Lost'] as const;

/** A lead whose follow-up is due, as the dashboard lists it. */
export interface DueLead {
  id: string;
  name: string;
  status: LeadStatus;
  followUp: FollowUp;
}

/** One owner's due follow-ups (owner null: leads nobody has yet), overdue first, then today's. */
export interface DueFollowUps {
  owner: { id: number; name: string } | null;
  overdue: DueLead[];
  today: DueLead[];
}

/** The dashboard's due list: Stockholm's date it was made for, and each owner's leads (the caller's first). */
export interface FollowUpsDue {
  today: string;
  owners: DueFollowUps[];
}

export const leadSorts = ['newest', 'oldest', 'name', 'status'] as const;
export type LeadSort = (typeof leadSorts)[number];

export interface LeadPage {
  items: Lead[];
  total: number;
  page: number;
  pageSize: number;
}

export const leadPageSizeDefault = 25;
export const leadPageSizeMax = 100;

/** One moment in a lead's story, as the lead's page shows it. */
export type TimelineEntry =
  | { type: 'submitted'; at: string; source: string }
  | {
      type: 'email';
      at: string;
      outboxId: number;
      kind: OutboxKind;
      to: string;
      subject: string;
      status: OutboxStatus;
      lastError: string | null;
    }
  | {
      type: 'reply';
      at: string;
      by: string | null;
      subject: string;
      message: string;
      /** The e-mail it went out as (null for a reply recorded before the outbox linked them). */
      delivery: { outboxId: number; status: OutboxStatus; lastError: string | null } | null;
    }
  | { type: 'status'; at: string; by: string; from: string | null; to: string }
  | { type: 'owner'; at: string; by: string; from: string | null; to: string | null }
  | { type: 'note'; at: string; by: string; body: string }
  /** A follow-up planned (its day and note) or cleared (`on` null). */
  | { type: 'followUp'; at: string; by: string; on: string | null; note: string };

export interface LeadDetail extends Lead {
  /** Newest first. */
  timeline: TimelineEntry[];
}

/** Whom a lead can be given to: every staff member. */
export interface StaffOption {
  id: number;
  name: string;
}

export const maxNoteLength = 5000;

/** A note staff add to a lead's timeline. */
export const noteInput = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write the note first')
    .max(maxNoteLength, `Use at most ${maxNoteLength} characters`),
});
