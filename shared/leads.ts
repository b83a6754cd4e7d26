/** The leads API's contract (server/routes/admin/leads.ts, docs/admin.md). */
import type { LeadStatus } from './csv';
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
  createdAt: string;
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
  | { type: 'note'; at: string; by: string; body: string };

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
