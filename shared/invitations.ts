import type { Lang } from './i18n';

/** The Users screen's invitations (server/auth/invitations.ts, docs/admin.md): one not yet accepted or revoked. */
export interface Invitation {
  id: number;
  email: string;
  /** The name the Admin gave, if any; the invitee writes their own when they accept. */
  name: string;
  role: 'Admin' | 'Editor';
  /** The language of the mail, the page that accepts it, and the admin for the new member until they choose. */
  lang: Lang;
  /** The Admin who sent it, by name; null when their account is gone. */
  invitedBy: string | null;
  /** When the latest link went out (the first, or a resend). */
  sentAt: string;
  expiresAt: string;
  /** Its link ran out: it can be sent again or revoked. */
  expired: boolean;
}

/** What the invitation page shows before the invitee accepts (`POST /api/auth/invitation`). */
export interface InvitationView {
  email: string;
  name: string;
  role: 'Admin' | 'Editor';
  lang: Lang;
}
