import type { MeasurementMode } from '../../shared/measurement';
import type { PostDocument } from '../../shared/postDocument';
import type { BackupStatus } from '../../shared/backups';
import { queryOptions } from '@tanstack/react-query';
import type { CompanyIdentity } from '../../shared/companyIdentity';
import type { Lang } from '../../shared/i18n';
import type { LeadStatus } from '../../shared/csv';
import type { InsightsReport, InsightsToday } from '../../shared/insights';
import type { Invitation } from '../../shared/invitations';
import type { MailMode } from '../../shared/outbox';

export interface StaffUser {
  id: number;
  name: string;
  email: string;
  role: 'Admin' | 'Editor';
  /** The admin's language they chose in My account; null until they choose (src/admin/i18n). */
  lang: Lang | null;
}

export interface StaffSession {
  user: StaffUser;
  expiresAt: string;
  /** Where the site's e-mail goes: `capture` shows a banner (it is kept in the Outbox, not delivered). */
  mail?: MailMode;
  /** The settings require a second factor this account has not set up: My account is all it may use. */
  twoFactorSetupRequired?: boolean;
  /** After a sign-in with a recovery code: how many are left. */
  recoveryCodesLeft?: number;
}

/** The first step of a sign-in: signed in, or the password was right and the second factor is owed. */
export type SignInAnswer = StaffSession | { secondFactor: 'totp' };

/** My account: two-factor sign-in as it stands. */
export interface AccountState {
  user: StaffUser;
  twoFactor: { enabled: boolean; enabledAt: string | null; recoveryCodesLeft: number; required: boolean };
  /** Whether they get the morning mail of their due follow-ups. */
  dueMail: boolean;
}

/** What an authenticator app is given while two-factor sign-in is set up. */
export interface TwoFactorEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

export interface StaffSessionRow {
  id: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  userAgent: string;
  current: boolean;
}

/** One of the account's passkeys, as My account lists it. */
export interface PasskeyRow {
  id: number;
  name: string;
  /** Synced between the owner's devices (a platform passkey) rather than bound to one key. */
  backedUp: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface SecurityState {
  requireTwoFactor: boolean;
  staffWithoutTwoFactor: number;
}

import type { FollowUpsDue, LeadDetail, LeadPage, LeadSort, StaffOption } from '../../shared/leads';
export type { Lead, LeadDetail, LeadPage, LeadSort, StaffOption, TimelineEntry } from '../../shared/leads';

export interface Dashboard {
  counts: { total: number; new: number; inProgress: number; completed: number };
  activity: {
    id: number;
    user: string;
    action: string;
    entity: string;
    entityId: string;
    summary: string;
    at: string;
  }[];
  /** Today's visitors and their conversion, from the site's own beacon. */
  insights: InsightsToday;
  /** The leads whose follow-up is today or overdue, per owner. */
  followUps: FollowUpsDue;
  /** Whether the site is backed up: for Admins only. */
  backup?: BackupStatus;
}

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

/** A refusal that names the rows it is about (a bulk action's 404 or 409 `{ ids }`, shared/bulk.ts). */
export class RowsRefusedError extends AdminApiError {
  constructor(
    status: number,
    message: string,
    readonly ids: (string | number)[],
  ) {
    super(status, message);
    this.name = 'RowsRefusedError';
  }
}

/** Calls the staff API with the session cookie; a non-2xx answer throws with the server's message. */
export async function adminFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: string;
      message?: string;
      ids?: unknown;
    } | null;
    const message = body?.message ?? body?.error ?? `Request failed (${response.status})`;
    if (Array.isArray(body?.ids)) throw new RowsRefusedError(response.status, message, body.ids);
    throw new AdminApiError(response.status, message);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export const sessionQuery = queryOptions({
  queryKey: ['admin', 'session'],
  queryFn: async (): Promise<StaffSession | null> => {
    try {
      return await adminFetch<StaffSession>('/api/auth/session');
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: () => adminFetch<Dashboard>('/api/admin/dashboard'),
});

/** The Insights screen's answer: the figures, or why the server refused the range (400: backwards, too long…). */
export type InsightsAnswer = { report: InsightsReport } | { refused: string };

/**
 * The Insights screen's figures for two Stockholm dates, both included (an hourly series when they are the same
 * day). A refused range is an answer, not a failure: it is not tried again, and its message is shown.
 */
export const insightsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'insights', from, to],
    queryFn: async (): Promise<InsightsAnswer> => {
      try {
        return {
          report: await adminFetch<InsightsReport>(
            `/api/admin/insights?${new URLSearchParams({ from, to })}`,
          ),
        };
      } catch (error) {
        if (error instanceof AdminApiError && error.status === 400) return { refused: error.message };
        throw error;
      }
    },
  });

/** What the leads list shows: one page, searched, filtered by status and owner, sorted; all on the server. */
export interface LeadFilters {
  q: string;
  status: LeadStatus | '';
  owner: '' | 'me' | 'none';
  sort: LeadSort;
}

/** The filters as query parameters (the list and the CSV export read the same ones). */
export function leadParams({ q, status, owner, sort }: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (status) params.set('status', status);
  if (owner) params.set('owner', owner);
  if (sort !== 'newest') params.set('sort', sort);
  return params;
}

export const leadsQuery = (filters: LeadFilters, page: number) =>
  queryOptions({
    queryKey: ['admin', 'leads', filters, page],
    queryFn: () => {
      const params = leadParams(filters);
      if (page > 1) params.set('page', String(page));
      const query = params.toString();
      return adminFetch<LeadPage>(`/api/admin/leads${query ? `?${query}` : ''}`);
    },
    placeholderData: (previous) => previous,
  });

export const leadQuery = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'leads', 'one', id],
    queryFn: () => adminFetch<LeadDetail>(`/api/admin/leads/${id}`),
  });

export const staffQuery = queryOptions({
  queryKey: ['admin', 'staff'],
  queryFn: () => adminFetch<StaffOption[]>('/api/admin/staff'),
  staleTime: 60_000,
});

export interface AdminPost {
  id: number;
  slug: string;
  date: string;
  titleEn: string;
  titleSv: string;
  excerptEn: string;
  excerptSv: string;
  categoryEn: string;
  categorySv: string;
  bodyEn: PostDocument;
  bodySv: PostDocument;
  keywordsEn: string[];
  keywordsSv: string[];
  /** What each language is to be found for (the editor's SEO checks); '' for none. */
  focusKeyphraseEn: string;
  focusKeyphraseSv: string;
  /** On the site now (its published version; the fields above are the version staff work on). */
  published: boolean;
  /** When an unpublished post goes live by itself (ISO); null for a draft or a published post. */
  publishAt: string | null;
  /**
   * A live post's change not on the site yet (the fields above hold it): a draft (`at` null) or scheduled to
   * replace the published version at `at`; null when what is live is what staff work on.
   */
  pendingChange: { at: string | null } | null;
  /** The cover, from the media library; null for none. */
  coverMediaId: number | null;
  /** A save names it: a save from an older version is refused (409). */
  version: number;
  updatedAt: string;
}

/** One save of a post or a page: who and when, and what was saved (GET …/revisions lists them, newest first). */
export interface Revision<Snapshot> {
  id: number;
  /** Empty for the version kept from before revisions were recorded. */
  authorName: string;
  createdAt: string;
  snapshot: Snapshot;
}

/** One save of a post: the post as it was saved (the editor's fields). */
export type PostRevision = Revision<Omit<AdminPost, 'id' | 'updatedAt' | 'pendingChange' | 'version'>>;

/** The cache key of a post's revisions. */
export const postRevisionsKey = (postId: number) => ['admin', 'posts', postId, 'revisions'];

/** A preview link of a post as the editor has it, in both languages. */
export interface PostPreviewLinks {
  urls: { sv: string; en: string };
  expiresAt: string;
}

export interface AdminProject {
  id: number;
  kind: 'case_study' | 'project';
  sortOrder: number;
  name: string;
  categoryEn: string;
  categorySv: string;
  titleEn: string;
  titleSv: string;
  descriptionEn: string;
  descriptionSv: string;
  testimonialEn: string;
  testimonialSv: string;
  clientEn: string;
  clientSv: string;
  image: string;
  beforeImage: string;
  afterImage: string;
  /** Pictures from the media library; before/after win over the paths above on the site. */
  coverMediaId: number | null;
  beforeMediaId: number | null;
  afterMediaId: number | null;
  /** The case's results, before and after (shared/adminSchemas.ts: caseResultFields). */
  lighthouseBefore: number | null;
  lighthouseAfter: number | null;
  loadSecondsBefore: number | null;
  loadSecondsAfter: number | null;
  leadsBefore: number | null;
  leadsAfter: number | null;
  exampleCase: boolean;
  published: boolean;
}

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: 'Admin' | 'Editor';
  protected: boolean;
  /** Signs in with a second factor. */
  twoFactor: boolean;
}

export interface AdminSettings extends CompanyIdentity {
  siteDescription: string;
  phoneNumber: string;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  /** Drawn behind every page's generated social card; null: the brand's colours. */
  socialMediaId: number | null;
  /** Leads older than this many months are deleted; null keeps them. */
  leadRetentionMonths: number | null;
  /** How the site measures its visitors (shared/measurement.ts). */
  measurement: MeasurementMode;
}

/** A 400 answer's field messages, when the server gave them (or a 409's: an address taken). */
export class ValidationError extends AdminApiError {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
    status = 400,
  ) {
    super(status, message);
  }
}

/** A save over a newer version (409): the version now stored comes with it, so the editor can show it. */
export class ConflictError extends AdminApiError {
  constructor(
    message: string,
    readonly current: unknown,
    /** Who saved that version, when the server says (pages do). */
    readonly savedBy: string | null = null,
  ) {
    super(409, message);
  }
}

/** Like adminFetch, but a 400 with field messages becomes a ValidationError the form can show. */
export async function adminSave<T>(
  path: string,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  body: unknown,
): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as {
    error?: string;
    message?: string;
    fields?: Record<string, string>;
  } | null;
  if ((response.status === 400 || response.status === 409) && data?.fields)
    throw new ValidationError(data.error ?? 'validation', data.fields, response.status);
  if (response.status === 409 && data && 'current' in data)
    throw new ConflictError(
      data.message ?? 'conflict',
      (data as { current: unknown }).current,
      (data as { savedBy?: string | null }).savedBy ?? null,
    );
  if (!response.ok)
    throw new AdminApiError(
      response.status,
      data?.message ?? data?.error ?? `Request failed (${response.status})`,
    );
  return data as T;
}

export const postsQuery = queryOptions({
  queryKey: ['admin', 'posts'],
  queryFn: () => adminFetch<AdminPost[]>('/api/admin/posts'),
});
export const projectsQuery = queryOptions({
  queryKey: ['admin', 'portfolio'],
  queryFn: () => adminFetch<AdminProject[]>('/api/admin/portfolio'),
});
export const usersQuery = queryOptions({
  queryKey: ['admin', 'users'],
  queryFn: () => adminFetch<AdminUser[]>('/api/admin/users'),
});
export const invitationsQuery = queryOptions({
  queryKey: ['admin', 'invitations'],
  queryFn: () => adminFetch<Invitation[]>('/api/admin/invitations'),
});
export const accountQuery = queryOptions({
  queryKey: ['admin', 'account'],
  queryFn: () => adminFetch<AccountState>('/api/admin/account'),
});
export const accountSessionsQuery = queryOptions({
  queryKey: ['admin', 'account', 'sessions'],
  queryFn: () => adminFetch<StaffSessionRow[]>('/api/admin/account/sessions'),
});
export const accountPasskeysQuery = queryOptions({
  queryKey: ['admin', 'account', 'passkeys'],
  queryFn: () => adminFetch<PasskeyRow[]>('/api/admin/account/passkeys'),
});
export const securityQuery = queryOptions({
  queryKey: ['admin', 'security'],
  queryFn: () => adminFetch<SecurityState>('/api/admin/security'),
});
export const adminSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: () => adminFetch<AdminSettings>('/api/admin/settings'),
});
