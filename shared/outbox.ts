/** The Outbox screen's contract (server/routes/admin/outbox.ts, docs/admin.md). */

/** Where mail goes on this installation: an SMTP server, or the built-in capture (no `SMTP_URL`). */
export type MailMode = 'smtp' | 'capture';

/**
 * A message's state as staff see it: `queued` (not tried yet), `retrying` (tried, refused, due again at
 * `nextAttemptAt`), `sent` (an SMTP server took it), `captured` (kept here, not delivered), `failed` (two days of
 * tries without success; can be sent again).
 */
export const outboxStatuses = ['queued', 'retrying', 'sent', 'captured', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxKinds = [
  'visitor_confirmation',
  'agency_notification',
  'lead_reply',
  'password_reset',
  'two_factor_removed',
  'second_factor_blocked',
  'invitation',
  'follow_up_due',
  'webhook_disabled',
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export interface OutboxMessage {
  id: number;
  kind: OutboxKind;
  leadId: string | null;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  /** When the next try is due; null unless queued or retrying. */
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface OutboxAttempt {
  at: string;
  outcome: 'sent' | 'captured' | 'failed';
  error: string | null;
}

/** One message in full: as rendered for sending, and every try. */
export interface OutboxMessageDetail extends OutboxMessage {
  cc: string;
  replyTo: string;
  text: string;
  html: string;
  history: OutboxAttempt[];
  /** Whether "Send again" applies: a failed message, or a captured one once SMTP is configured. */
  canResend: boolean;
}

export interface OutboxPage {
  items: OutboxMessage[];
  page: number;
  pageSize: number;
  total: number;
  mode: MailMode;
}

export const outboxPageSize = 25;
