import { delay, http, HttpResponse } from 'msw';
import { documentText, emptyDocument, type PostDocument } from '../../shared/postDocument';
import { functionNames } from '../../shared/contact';
import {
  adminPostRevisionsFixture,
  adminPostsFixture,
  adminProjectsFixture,
  adminSettingsFixture,
  adminUsersFixture,
  invitationsFixture,
  invitationTokenFixture,
  invitationViewFixture,
  dashboardFixture,
  leadTimelinesFixture,
  leadsFixture,
  staffFixture,
  staffPassword,
  staffSessionFixture,
} from '../fixtures/admin';
import {
  accountFixture,
  accountSessionsFixture,
  enrolmentFixture,
  fixtureTotpCode,
  recoveryCodesFixture,
  securityFixture,
} from '../fixtures/account';
import { defaultInsightsProfile, insightsReport, type InsightsProfile } from '../fixtures/insights';
import { mediaFixture } from '../fixtures/media';
import { outboxFixture } from '../fixtures/outbox';
import { outboxPageSize, type MailMode, type OutboxMessageDetail } from '../../shared/outbox';
import type { MediaItem } from '../../shared/api';
import type { Invitation } from '../../shared/invitations';
import type { PersonalDataExport, PersonalMail } from '../../shared/privacy';
import { leadPageSizeDefault, type Lead, type TimelineEntry } from '../../shared/leads';
import { maxInsightsDays } from '../../shared/insights';
import { daysIn, isDate } from '../../shared/stockholm';

/** What the mocked admin endpoints received, for stories that assert the request. */
export const adminReceived: {
  statusUpdates: unknown[];
  replies: Record<string, unknown>[];
  deletes: string[];
  saved: { path: string; method: string; body: Record<string, unknown> }[];
} = { statusUpdates: [], replies: [], deletes: [], saved: [] };

/**
 * The leads as the mocked server holds them: a status change, a reply or a delete shows in the next list, as it
 * does against the real server. Reset before every story.
 */
let storedLeads = structuredClone(leadsFixture);
let storedPosts = structuredClone(adminPostsFixture);
let storedMedia: MediaItem[] = structuredClone(mediaFixture);
let nextMediaId = 100;
let storedOutbox: OutboxMessageDetail[] = structuredClone(outboxFixture);
let storedTimelines: Record<string, TimelineEntry[]> = structuredClone(leadTimelinesFixture);
let storedUsers = structuredClone(adminUsersFixture);
let storedInvitations = structuredClone(invitationsFixture);
let storedAccount = structuredClone(accountFixture);
let storedSessions = structuredClone(accountSessionsFixture);
let storedSecurity = structuredClone(securityFixture);
/** Wrong codes given to the mocked pending sign-in (five end it, as on the server). */
let wrongCodes = 0;
let usedRecoveryCodes = new Set<string>();
/** How many more times the Insights report fails before it answers (failInsights). */
let insightsFailuresLeft = 0;

/** A lead's story as the server tells it, newest first: what happened to it, then its arrival. */
const timelineOf = (lead: Lead): TimelineEntry[] => [
  ...(storedTimelines[lead.id] ?? []),
  { type: 'submitted', at: lead.createdAt, source: lead.source },
];
const latestAt = (lead: Lead) => timelineOf(lead)[0]!.at;
const addEvent = (lead: Lead, entry: TimelineEntry) => {
  storedTimelines[lead.id] = [entry, ...(storedTimelines[lead.id] ?? [])];
};

/** The Outbox's list and one message, as the server answers them, from the stored messages. */
const outboxList = (mode: MailMode, messages: () => OutboxMessageDetail[]) =>
  http.get('*/api/admin/outbox', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const status = params.get('status');
    const matching = messages().filter((message) => !status || message.status === status);
    const items = matching
      .slice((page - 1) * outboxPageSize, page * outboxPageSize)
      .map(
        ({
          cc: _cc,
          replyTo: _replyTo,
          text: _text,
          html: _html,
          history: _history,
          canResend: _can,
          ...item
        }) => item,
      );
    return HttpResponse.json({ items, total: matching.length, page, pageSize: outboxPageSize, mode });
  });

/** The library image a seeded post shows: deleting it answers 409, as the server does. */
export const mediaInUse = {
  id: mediaFixture[0]!.id,
  uses: [{ type: 'post', id: 1, title: 'Why SEO matters' }],
};

/** What the server would say the bytes are (it never trusts the name or the declared type). */
function looksLikeImage(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    text(1, 4) === 'PNG' ||
    (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') ||
    (text(4, 8) === 'ftyp' && /avi[fs]/.test(text(8, 32)))
  );
}

/**
 * Uploads the mocked server took (202) and what each comes to: asked after once it says `processing`, then
 * its end (the item, or the reason it failed), as the real server's processing after the answer does.
 */
type UploadEnd =
  | { item: MediaItem }
  | { error: string; message: string; status: number }
  /** Never ends: the story shows the upload waiting its turn. */
  | { stays: 'queued' };
let takenUploads = new Map<string, { asked: number; end: UploadEnd }>();

const takeUpload = (end: UploadEnd) => {
  const id = `upload${takenUploads.size + 1}`.padEnd(22, '0');
  takenUploads.set(id, { asked: 0, end });
  const location = `/api/admin/media/uploads/${id}`;
  return HttpResponse.json({ id, status: 'queued', location }, { status: 202, headers: { location } });
};

/**
 * An upload the mocked server refuses as the real one would (status and message from the real routes): what
 * the bytes are and how large, at once; what processing finds (a damaged file, too many pixels), after 202.
 */
const refuseUpload = (status: number, error: string, message: string) =>
  http.post('*/api/admin/media', async () => {
    await delay(150);
    if (status === 422) return takeUpload({ status, error, message });
    return HttpResponse.json({ error, message }, { status });
  });

export function resetAdminReceived() {
  takenUploads = new Map();
  storedLeads = structuredClone(leadsFixture);
  storedPosts = structuredClone(adminPostsFixture);
  storedMedia = structuredClone(mediaFixture);
  storedOutbox = structuredClone(outboxFixture);
  storedTimelines = structuredClone(leadTimelinesFixture);
  storedUsers = structuredClone(adminUsersFixture);
  storedInvitations = structuredClone(invitationsFixture);
  storedAccount = structuredClone(accountFixture);
  storedSessions = structuredClone(accountSessionsFixture);
  storedSecurity = structuredClone(securityFixture);
  wrongCodes = 0;
  usedRecoveryCodes = new Set();
  insightsFailuresLeft = 0;
  nextMediaId = 100;
  adminReceived.statusUpdates.length = 0;
  adminReceived.replies.length = 0;
  adminReceived.deletes.length = 0;
  adminReceived.saved.length = 0;
}

/** Turning two-factor sign-in off and new recovery codes both ask for the account's password. */
const passwordConfirmed = async (request: Request) =>
  ((await recordSave(request)) as { password: string }).password === staffPassword;
const wrongPassword = () =>
  HttpResponse.json(
    { error: 'validation', fields: { password: 'This is not your current password' } },
    { status: 400 },
  );

/** Starts a story with the account's two-factor sign-in (and the site's requirement) as given. */
export function mockAccount(twoFactor: Partial<typeof accountFixture.twoFactor>) {
  storedAccount.twoFactor = { ...storedAccount.twoFactor, ...twoFactor };
  if (twoFactor.required !== undefined) storedSecurity.requireTwoFactor = twoFactor.required;
}

/** The server's answer to a used, revoked or expired invitation link. */
const spentInvitation = () =>
  HttpResponse.json(
    {
      error: 'invalid_token',
      message: 'This invitation has expired, was revoked or was used already. Ask an Admin for a new one.',
    },
    { status: 400 },
  );

async function recordSave(request: Request) {
  const body = (await request.clone().json()) as Record<string, unknown>;
  adminReceived.saved.push({ path: new URL(request.url).pathname, method: request.method, body });
  return body;
}

/** A person's address as the server reads it (trimmed), or null for one that is not an address. */
const personOf = (email: string | null) => {
  const trimmed = email?.trim() ?? '';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : null;
};
const invalidPerson = () =>
  HttpResponse.json(
    { error: 'validation', fields: { email: 'Enter a valid email address' } },
    { status: 400 },
  );
/** What the mocked server holds about an address: its leads, and the mails of those leads or to it. */
const personalData = (email: string) => {
  const same = (address: string) => address.toLowerCase() === email.toLowerCase();
  const leads = storedLeads.filter((lead) => same(lead.email));
  const mails = storedOutbox.filter(
    (message) =>
      leads.some((lead) => lead.id === message.leadId) || same(message.to) || same(message.replyTo),
  );
  return { leads, mails };
};

/** Makes the mocked Insights report fail this many times (500) before it answers: an error, then a retry. */
export function failInsights(times: number) {
  insightsFailuresLeft = times;
}

/**
 * The Insights report for the range asked for, generated from a profile (mocks/fixtures/insights.ts); a range the
 * server would refuse gets its 400 with a message, as the real route answers.
 */
const insightsFor = (profile: InsightsProfile) =>
  http.get('*/api/admin/insights', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    const refuse = (message: string) => HttpResponse.json({ error: 'bad_range', message }, { status: 400 });
    // The server's own words (server/routes/admin/insights.ts).
    if (!isDate(from) || !isDate(to)) return refuse('Give from and to as YYYY-MM-DD dates');
    if (from > to) return refuse('The range ends before it begins');
    if (daysIn(from, to) > maxInsightsDays) return refuse(`A range is at most ${maxInsightsDays} days`);
    if (insightsFailuresLeft-- > 0)
      return HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 });
    return HttpResponse.json(insightsReport(from, to, profile));
  });

const unauthorized = () =>
  HttpResponse.json({ error: 'unauthorized', message: 'Not signed in' }, { status: 401 });

/** The staff API: sign-in, session, dashboard, leads and the reply function, with the failures stories need. */
export const adminHandlers = {
  session: http.get('*/api/auth/session', () => HttpResponse.json(staffSessionFixture)),
  signedOut: http.get('*/api/auth/session', unauthorized),
  login: http.post('*/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    return body.email === staffSessionFixture.user.email && body.password === staffPassword
      ? HttpResponse.json(staffSessionFixture)
      : HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 });
  }),
  loginSlow: http.post('*/api/auth/login', async () => {
    await delay('infinite');
    return HttpResponse.json(staffSessionFixture);
  }),
  logout: http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  dashboard: http.get('*/api/admin/dashboard', () => HttpResponse.json(dashboardFixture)),
  /** An Editor's dashboard: the server leaves out whether the site is backed up (Admins only). */
  dashboardForEditor: http.get('*/api/admin/dashboard', () =>
    HttpResponse.json({ ...dashboardFixture, backup: undefined }),
  ),
  dashboardEmpty: http.get('*/api/admin/dashboard', () =>
    HttpResponse.json({
      counts: { total: 0, new: 0, inProgress: 0, completed: 0 },
      activity: [],
      insights: { visitors: 0, conversionRate: null },
      followUps: { today: '2026-03-16', owners: [] },
    }),
  ),
  /** Insights for whatever range is asked (failing first as failInsights says). */
  insights: insightsFor(defaultInsightsProfile),
  insightsEmpty: insightsFor({ ...defaultInsightsProfile, empty: true }),
  insightsServerOnly: insightsFor({ ...defaultInsightsProfile, mode: 'server' }),
  insightsLongNames: insightsFor({ ...defaultInsightsProfile, longNames: true }),
  insightsLoading: http.get('*/api/admin/insights', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  leads: http.get('*/api/admin/leads', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const search = (params.get('q') ?? params.get('search') ?? '').toLowerCase();
    const status = params.get('status');
    const owner = params.get('owner');
    const page = Number(params.get('page') ?? 1);
    const pageSize = Number(params.get('pageSize') ?? leadPageSizeDefault);
    const sort = params.get('sort') ?? 'newest';
    const matching = storedLeads
      .filter(
        (lead) =>
          (!status || lead.status === status) &&
          (!owner ||
            (owner === 'me' && lead.owner?.id === staffSessionFixture.user.id) ||
            (owner === 'none' && lead.owner === null)) &&
          (!search || `${lead.name} ${lead.email} ${lead.message}`.toLowerCase().includes(search)),
      )
      .sort((a, b) =>
        sort === 'name'
          ? a.name.localeCompare(b.name)
          : sort === 'oldest'
            ? a.createdAt.localeCompare(b.createdAt)
            : sort === 'status'
              ? a.status.localeCompare(b.status)
              : b.createdAt.localeCompare(a.createdAt),
      );
    return HttpResponse.json({
      items: matching.slice((page - 1) * pageSize, page * pageSize),
      total: matching.length,
      page,
      pageSize,
    });
  }),
  leadsError: http.get('*/api/admin/leads', () => HttpResponse.json({ error: 'internal' }, { status: 500 })),
  lead: http.get('*/api/admin/leads/:id', ({ params }) => {
    const lead = storedLeads.find((item) => item.id === params.id);
    if (!lead) return HttpResponse.json({ error: 'not_found', message: 'No such lead' }, { status: 404 });
    return HttpResponse.json({ ...lead, timeline: timelineOf(lead) });
  }),
  leadLoading: http.get('*/api/admin/leads/:id', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  updateLead: http.patch('*/api/admin/leads/:id', async ({ request, params }) => {
    const body = (await request.json()) as {
      status?: Lead['status'];
      ownerId?: number | null;
      followUp?: Lead['followUp'];
    };
    adminReceived.statusUpdates.push({ id: params.id, ...body });
    const lead = storedLeads.find((item) => item.id === params.id);
    if (!lead) return HttpResponse.json({ error: 'not_found', message: 'Lead not found' }, { status: 404 });
    const by = staffSessionFixture.user.name;
    const at = new Date(Date.parse(latestAt(lead)) + 60_000).toISOString();
    if (body.status && body.status !== lead.status) {
      addEvent(lead, { type: 'status', at, by, from: lead.status, to: body.status });
      lead.status = body.status;
    }
    if (body.ownerId !== undefined) {
      const owner =
        body.ownerId === null ? null : (staffFixture.find((item) => item.id === body.ownerId) ?? null);
      addEvent(lead, { type: 'owner', at, by, from: lead.owner?.name ?? null, to: owner?.name ?? null });
      lead.owner = owner;
    }
    if (body.followUp !== undefined) {
      // The server's own refusals: a day that is no date, a note too long.
      if (body.followUp && !/^\d{4}-\d{2}-\d{2}$/.test(body.followUp.on))
        return HttpResponse.json(
          {
            error: 'validation',
            message: 'Please check the follow-up',
            fields: { 'followUp.on': 'Enter a date that exists (YYYY-MM-DD)' },
          },
          { status: 400 },
        );
      lead.followUp = body.followUp && { on: body.followUp.on, note: body.followUp.note.trim() };
      addEvent(lead, {
        type: 'followUp',
        at,
        by,
        on: lead.followUp?.on ?? null,
        note: lead.followUp?.note ?? '',
      });
    }
    return HttpResponse.json(lead);
  }),
  addNote: http.post('*/api/admin/leads/:id/notes', async ({ request, params }) => {
    const { body } = (await request.json()) as { body: string };
    const lead = storedLeads.find((item) => item.id === params.id);
    if (!lead) return HttpResponse.json({ error: 'not_found', message: 'No such lead' }, { status: 404 });
    const note: TimelineEntry = {
      type: 'note',
      at: new Date(Date.parse(latestAt(lead)) + 60_000).toISOString(),
      by: staffSessionFixture.user.name,
      body: body.trim(),
    };
    adminReceived.saved.push({ path: `/api/admin/leads/${lead.id}/notes`, method: 'POST', body: { body } });
    addEvent(lead, note);
    return HttpResponse.json(note, { status: 201 });
  }),
  staff: http.get('*/api/admin/staff', () => HttpResponse.json(staffFixture)),
  /** A bulk action as the server does it: to every chosen lead, or (one gone) to none, naming it. */
  leadsBulk: http.post('*/api/admin/leads/bulk', async ({ request }) => {
    const body = (await request.json()) as {
      action: 'status' | 'owner' | 'delete';
      ids: string[];
      status?: Lead['status'];
      ownerId?: number | null;
    };
    adminReceived.saved.push({ path: '/api/admin/leads/bulk', method: 'POST', body });
    const missing = body.ids.filter((id) => !storedLeads.some((lead) => lead.id === id));
    if (missing.length > 0)
      return HttpResponse.json(
        {
          error: 'not_found',
          message: 'Some of the chosen leads are gone: nothing was changed',
          ids: missing,
        },
        { status: 404 },
      );
    if (body.action === 'delete') storedLeads = storedLeads.filter((lead) => !body.ids.includes(lead.id));
    for (const lead of storedLeads.filter((item) => body.ids.includes(item.id))) {
      if (body.action === 'status' && body.status) lead.status = body.status;
      if (body.action === 'owner')
        lead.owner = staffFixture.find((member) => member.id === body.ownerId) ?? null;
    }
    return HttpResponse.json({ action: body.action, count: body.ids.length });
  }),
  /** Another tab deleted a chosen lead first: the server changes none. */
  leadsBulkGone: http.post('*/api/admin/leads/bulk', async ({ request }) => {
    const { ids } = (await request.json()) as { ids: string[] };
    return HttpResponse.json(
      {
        error: 'not_found',
        message: 'Some of the chosen leads are gone: nothing was changed',
        ids: ids.slice(0, 1),
      },
      { status: 404 },
    );
  }),
  deleteLead: http.delete('*/api/admin/leads/:id', ({ params }) => {
    adminReceived.deletes.push(String(params.id));
    storedLeads = storedLeads.filter((lead) => lead.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  reply: http.post(`*/functions/v1/${functionNames.reply}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    adminReceived.replies.push(body);
    const lead = storedLeads.find((item) => item.id === body.leadId);
    if (lead) {
      addEvent(lead, {
        type: 'reply',
        at: new Date(Date.parse(latestAt(lead)) + 60_000).toISOString(),
        by: staffSessionFixture.user.name,
        subject: String(body.subject),
        message: String(body.message),
        delivery: { outboxId: 99, status: 'sent', lastError: null },
      });
      if (lead.status === 'New') lead.status = 'Contacted';
    }
    return HttpResponse.json({ ok: true, status: lead?.status ?? 'Contacted', delivery: 'sent' });
  }),
  posts: http.get('*/api/admin/posts', () => HttpResponse.json(storedPosts)),
  /** A bulk action on posts as the server does it: to every chosen post, or (one not live to unpublish) none. */
  postsBulk: http.post('*/api/admin/posts/bulk', async ({ request }) => {
    const body = (await recordSave(request)) as { action: 'publish' | 'unpublish' | 'delete'; ids: number[] };
    const chosen = storedPosts.filter((post) => body.ids.includes(post.id));
    const notLive = chosen.filter((post) => !post.published).map((post) => post.id);
    if (body.action === 'unpublish' && notLive.length > 0)
      return HttpResponse.json(
        {
          error: 'conflict',
          message: 'Some of the chosen posts are not published: nothing was changed',
          ids: notLive,
        },
        { status: 409 },
      );
    if (body.action === 'delete') storedPosts = storedPosts.filter((post) => !body.ids.includes(post.id));
    for (const post of chosen)
      Object.assign(post, {
        published: body.action === 'publish',
        publishAt: null,
        pendingChange: null,
        version: post.version + 1,
      });
    return HttpResponse.json({ action: body.action, count: body.ids.length });
  }),
  createPost: http.post('*/api/admin/posts', async ({ request }) =>
    HttpResponse.json(
      {
        id: 99,
        ...(await recordSave(request)),
        pendingChange: null,
        version: 1,
        updatedAt: '2026-03-16T09:00:00.000Z',
      },
      { status: 201 },
    ),
  ),
  /** As the server saves: on a live post a draft or a schedule waits as a change, the post staying live. */
  updatePost: http.put('*/api/admin/posts/:id', async ({ request, params }) => {
    const body = (await recordSave(request)) as {
      published: boolean;
      publishAt: string | null;
      version: number;
    };
    const live = adminPostsFixture.find((post) => String(post.id) === params.id)?.published === true;
    const waits = live && !body.published;
    return HttpResponse.json({
      ...body,
      id: Number(params.id),
      published: live || body.published,
      publishAt: waits ? null : body.publishAt,
      pendingChange: waits ? { at: body.publishAt } : null,
      version: body.version + 1,
      updatedAt: '2026-03-16T09:00:00.000Z',
    });
  }),
  /** Unpublish or discard a live post's waiting change, from the version the editor holds. */
  postStep: http.post('*/api/admin/posts/:id/:step', async ({ request, params }) => {
    const post = adminPostsFixture.find((one) => String(one.id) === params.id);
    if (!post || (params.step !== 'unpublish' && params.step !== 'discard'))
      return HttpResponse.json({ error: 'not_found', message: 'No such post' }, { status: 404 });
    const { version } = (await recordSave(request)) as { version: number };
    return HttpResponse.json({
      ...post,
      published: params.step === 'discard',
      pendingChange: null,
      version: version + 1,
      updatedAt: '2026-03-16T09:00:00.000Z',
    });
  }),
  deletePost: http.delete('*/api/admin/posts/:id', ({ params }) => {
    adminReceived.deletes.push(String(params.id));
    storedLeads = storedLeads.filter((lead) => lead.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  /** Not the server's render (Storybook has no server): the post's texts in the language, so it follows typing. */
  preview: http.post('*/api/admin/posts/preview', async ({ request }) => {
    const { lang, post } = (await request.json()) as {
      lang: 'sv' | 'en';
      post: Record<'titleSv' | 'titleEn' | 'excerptSv' | 'excerptEn', string> &
        Record<'bodySv' | 'bodyEn', PostDocument | undefined>;
    };
    const escape = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
    const [title, excerpt] = (['title', 'excerpt'] as const).map(
      (field) => post[`${field}${lang === 'sv' ? 'Sv' : 'En'}`] ?? '',
    );
    const body = post[lang === 'sv' ? 'bodySv' : 'bodyEn'];
    const paragraphs = documentText(body ?? emptyDocument())
      .split(/\n\s*\n/)
      .filter((paragraph) => paragraph.trim())
      .map((paragraph) => `<p>${escape(paragraph)}</p>`)
      .join('');
    return new HttpResponse(
      `<!doctype html><html lang="${lang}"><head><style>body{margin:0;padding:2rem;font-family:system-ui,sans-serif}</style></head>` +
        `<body><main><article><h1>${escape(title!)}</h1><p><em>${escape(excerpt!)}</em></p>${paragraphs}</article></main></body></html>`,
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  }),
  postRevisions: http.get('*/api/admin/posts/:id/revisions', ({ params }) =>
    HttpResponse.json(params.id === '11' ? adminPostRevisionsFixture : []),
  ),
  restoreRevision: http.post(
    '*/api/admin/posts/:id/revisions/:revisionId/restore',
    async ({ request, params }) => {
      const revision = adminPostRevisionsFixture.find((one) => String(one.id) === params.revisionId);
      const post = adminPostsFixture.find((one) => String(one.id) === params.id);
      if (!revision || !post) return HttpResponse.json({ error: 'not_found' }, { status: 404 });
      const text = await request.text();
      const body = (text ? JSON.parse(text) : {}) as { publish?: boolean };
      adminReceived.saved.push({
        path: `/api/admin/posts/${post.id}/revisions/${revision.id}/restore`,
        method: 'POST',
        body,
      });
      // On a live post the revision waits as a draft change unless it is published at once.
      return HttpResponse.json({
        ...post,
        ...revision.snapshot,
        published: post.published,
        publishAt: post.publishAt,
        pendingChange: post.published && body.publish !== true ? { at: null } : null,
        version: post.version + 1,
        updatedAt: '2026-03-16T09:00:00.000Z',
      });
    },
  ),
  postPreview: http.post('*/api/admin/posts/previews', async ({ request }) => {
    const { post } = (await recordSave(request)) as { post: { slug: string } };
    const token = 'mJ3t8b1ZkQ0y5sV2wX7pL4nR9cA6dE1fG3hK8uT0oPq';
    return HttpResponse.json(
      {
        urls: {
          sv: `https://novaweb.se/blog/${post.slug}?preview=${token}`,
          en: `https://novaweb.se/en/blog/${post.slug}?preview=${token}`,
        },
        expiresAt: '2026-03-17T09:00:00.000Z',
      },
      { status: 201 },
    );
  }),
  projects: http.get('*/api/admin/portfolio', () => HttpResponse.json(adminProjectsFixture)),
  createProject: http.post('*/api/admin/portfolio', async ({ request }) =>
    HttpResponse.json({ id: 99, ...(await recordSave(request)) }, { status: 201 }),
  ),
  updateProject: http.put('*/api/admin/portfolio/:id', async ({ request, params }) =>
    HttpResponse.json({ id: Number(params.id), ...(await recordSave(request)) }),
  ),
  deleteProject: http.delete('*/api/admin/portfolio/:id', ({ params }) => {
    adminReceived.deletes.push(String(params.id));
    storedLeads = storedLeads.filter((lead) => lead.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  media: http.get('*/api/admin/media', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page') ?? 1);
    const q = (params.get('q') ?? '').toLowerCase();
    const use = params.get('use');
    const pageSize = 24;
    // One image is in use (a post's cover), as the in-use refusal says.
    const items = storedMedia
      .map((item) => ({ ...item, inUse: item.id === mediaInUse.id }))
      .filter(
        (item) =>
          (!use || item.inUse === (use === 'used')) &&
          (!q || `${item.filename} ${item.altSv} ${item.altEn}`.toLowerCase().includes(q)),
      );
    return HttpResponse.json({
      items: items.slice((page - 1) * pageSize, page * pageSize),
      page,
      pageSize,
      total: items.length,
    });
  }),
  /** Several images deleted as the server does it: all, or none when one is in use. */
  mediaBulk: http.post('*/api/admin/media/bulk', async ({ request }) => {
    const body = (await recordSave(request)) as { action: 'delete'; ids: number[] };
    if (body.ids.includes(mediaInUse.id))
      return HttpResponse.json(
        {
          error: 'conflict',
          message: 'Some of the chosen images are in use: nothing was deleted',
          ids: [mediaInUse.id],
        },
        { status: 409 },
      );
    storedMedia = storedMedia.filter((item) => !body.ids.includes(item.id));
    return HttpResponse.json({ action: 'delete', count: body.ids.length });
  }),
  mediaEmpty: http.get('*/api/admin/media', () =>
    HttpResponse.json({ items: [], page: 1, pageSize: 24, total: 0 }),
  ),
  mediaLoading: http.get('*/api/admin/media', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  mediaFails: http.get('*/api/admin/media', () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  mediaItem: http.get('*/api/admin/media/:id', ({ params }) => {
    const item = storedMedia.find((candidate) => candidate.id === Number(params.id));
    return item
      ? HttpResponse.json(item)
      : HttpResponse.json({ error: 'not_found', message: 'No such image' }, { status: 404 });
  }),
  upload: http.post('*/api/admin/media', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file');
    if (!(file instanceof File)) {
      return HttpResponse.json(
        { error: 'validation', message: 'Choose an image to upload' },
        { status: 400 },
      );
    }
    if (!looksLikeImage(new Uint8Array(await file.arrayBuffer()))) {
      return HttpResponse.json(
        { error: 'unsupported_type', message: 'Upload a JPEG, PNG, WebP or AVIF image.' },
        { status: 415 },
      );
    }
    await delay(200);
    const template = mediaFixture[1]!;
    const item: MediaItem = {
      ...structuredClone(template),
      id: (nextMediaId += 1),
      filename: file.name,
      altSv: String(form.get('altSv') ?? ''),
      altEn: String(form.get('altEn') ?? ''),
      originalBytes: file.size,
      createdAt: new Date().toISOString(),
    };
    storedMedia = [item, ...storedMedia];
    adminReceived.saved.push({
      path: '/api/admin/media',
      method: 'POST',
      body: { filename: file.name, altSv: item.altSv, altEn: item.altEn },
    });
    return takeUpload({ item });
  }),
  uploadState: http.get('*/api/admin/media/uploads/:id', async ({ params }) => {
    const upload = takenUploads.get(String(params.id));
    if (!upload) return HttpResponse.json({ error: 'not_found', message: 'No such upload' }, { status: 404 });
    upload.asked += 1;
    if ('stays' in upload.end) return HttpResponse.json({ id: params.id, status: upload.end.stays });
    if (upload.asked === 1) return HttpResponse.json({ id: params.id, status: 'processing' });
    if ('item' in upload.end)
      return HttpResponse.json({ id: params.id, status: 'done', item: upload.end.item, created: true });
    return HttpResponse.json({
      id: params.id,
      status: 'failed',
      error: { status: upload.end.status, code: upload.end.error, message: upload.end.message },
    });
  }),
  /** Sent, and not answered for as long as the story lasts (its progress bar has a value: it can be pictured). */
  uploadProcessing: http.post('*/api/admin/media', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  /** Taken (202) and waiting behind other images, for as long as the story lasts. */
  uploadQueued: http.post('*/api/admin/media', () => takeUpload({ stays: 'queued' })),
  uploadTooLarge: refuseUpload(413, 'too_large', 'The file is larger than 15 MB.'),
  uploadTooManyPixels: refuseUpload(422, 'too_many_pixels', 'The image is larger than 25 megapixels.'),
  uploadCorrupt: refuseUpload(
    422,
    'corrupt',
    'The image could not be read: the file is damaged or incomplete.',
  ),
  saveAltTexts: http.patch('*/api/admin/media/:id', async ({ request, params }) => {
    const body = (await recordSave(request)) as { altSv: string; altEn: string };
    const item = storedMedia.find((candidate) => candidate.id === Number(params.id));
    if (!item) return HttpResponse.json({ error: 'not_found', message: 'No such image' }, { status: 404 });
    Object.assign(item, body);
    return HttpResponse.json(item);
  }),
  deleteMedia: http.delete('*/api/admin/media/:id', ({ params }) => {
    const id = Number(params.id);
    if (id === mediaInUse.id) {
      return HttpResponse.json(
        { error: 'in_use', message: 'The image is in use: change these first', usedBy: mediaInUse.uses },
        { status: 409 },
      );
    }
    adminReceived.deletes.push(String(id));
    storedMedia = storedMedia.filter((item) => item.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
  users: http.get('*/api/admin/users', () => HttpResponse.json(storedUsers)),
  updateUser: http.put('*/api/admin/users/:id', async ({ request, params }) => {
    const body = (await recordSave(request)) as { name: string; role: 'Admin' | 'Editor' };
    const user = storedUsers.find((item) => item.id === Number(params.id));
    if (!user) return HttpResponse.json({ error: 'not_found', message: 'No such user' }, { status: 404 });
    if (user.protected && body.role !== 'Admin')
      return HttpResponse.json(
        { error: 'validation', fields: { role: 'The main admin accounts stay Admins' } },
        { status: 400 },
      );
    Object.assign(user, { name: body.name, role: body.role });
    return HttpResponse.json(user);
  }),
  changePassword: http.post('*/api/admin/account/password', async ({ request }) => {
    const body = (await recordSave(request)) as { currentPassword: string; newPassword: string };
    if (body.currentPassword !== staffPassword)
      return HttpResponse.json(
        { error: 'validation', fields: { currentPassword: 'This is not your current password' } },
        { status: 400 },
      );
    return HttpResponse.json({ ok: true, otherSessionsEnded: 2 });
  }),
  account: http.get('*/api/admin/account', () => HttpResponse.json(storedAccount)),
  accountLanguage: http.put('*/api/admin/account/language', async ({ request }) => {
    const body = (await recordSave(request)) as { lang: unknown };
    if (body.lang !== 'sv' && body.lang !== 'en')
      return HttpResponse.json(
        { error: 'validation', fields: { lang: 'Choose Swedish (sv) or English (en)' } },
        { status: 400 },
      );
    return HttpResponse.json({ lang: body.lang });
  }),
  accountDueMail: http.put('*/api/admin/account/due-mail', async ({ request }) => {
    const body = (await recordSave(request)) as { dueMail: unknown };
    if (typeof body.dueMail !== 'boolean')
      return HttpResponse.json(
        { error: 'validation', message: 'Say true or false', fields: { dueMail: 'Say true or false' } },
        { status: 400 },
      );
    storedAccount = { ...storedAccount, dueMail: body.dueMail };
    return HttpResponse.json({ dueMail: body.dueMail });
  }),
  accountDueMailFails: http.put('*/api/admin/account/due-mail', () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  accountLanguageFails: http.put('*/api/admin/account/language', () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  accountError: http.get('*/api/admin/account', () =>
    HttpResponse.json({ error: 'internal' }, { status: 500 }),
  ),
  twoFactorSetup: http.post('*/api/admin/account/two-factor/setup', async ({ request }) => {
    await recordSave(request);
    return HttpResponse.json(enrolmentFixture);
  }),
  twoFactorEnable: http.post('*/api/admin/account/two-factor/enable', async ({ request }) => {
    const body = (await recordSave(request)) as { code: string };
    if (body.code.replace(/\s/g, '') !== fixtureTotpCode)
      return HttpResponse.json(
        { error: 'validation', fields: { code: 'That code is not right' } },
        { status: 400 },
      );
    storedAccount.twoFactor = {
      ...storedAccount.twoFactor,
      enabled: true,
      enabledAt: '2026-11-23T09:45:00.000Z',
      recoveryCodesLeft: 10,
    };
    return HttpResponse.json({ recoveryCodes: recoveryCodesFixture });
  }),
  twoFactorDisable: http.post('*/api/admin/account/two-factor/disable', async ({ request }) => {
    if (!(await passwordConfirmed(request))) return wrongPassword();
    storedAccount.twoFactor = {
      ...storedAccount.twoFactor,
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
    };
    return HttpResponse.json({ ok: true });
  }),
  newRecoveryCodes: http.post('*/api/admin/account/two-factor/recovery-codes', async ({ request }) => {
    if (!(await passwordConfirmed(request))) return wrongPassword();
    storedAccount.twoFactor.recoveryCodesLeft = 10;
    return HttpResponse.json({ recoveryCodes: [...recoveryCodesFixture].reverse() });
  }),
  accountSessions: http.get('*/api/admin/account/sessions', () => HttpResponse.json(storedSessions)),
  accountSessionsLoading: http.get('*/api/admin/account/sessions', async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
  accountSessionsError: http.get('*/api/admin/account/sessions', () =>
    HttpResponse.json({ error: 'internal' }, { status: 500 }),
  ),
  endSession: http.delete('*/api/admin/account/sessions/:id', ({ params }) => {
    const id = Number(params.id);
    adminReceived.deletes.push(String(id));
    const found = storedSessions.find((session) => session.id === id && !session.current);
    if (!found) return HttpResponse.json({ error: 'not_found', message: 'No such session' }, { status: 404 });
    storedSessions = storedSessions.filter((session) => session.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
  endOtherSessions: http.post('*/api/admin/account/sessions/end-others', async ({ request }) => {
    await recordSave(request);
    const ended = storedSessions.filter((session) => !session.current).length;
    storedSessions = storedSessions.filter((session) => session.current);
    return HttpResponse.json({ ended });
  }),
  security: http.get('*/api/admin/security', () => HttpResponse.json(storedSecurity)),
  securityError: http.get('*/api/admin/security', () =>
    HttpResponse.json({ error: 'internal' }, { status: 500 }),
  ),
  accountLoading: http.get('*/api/admin/account', async () => {
    await delay('infinite');
    return HttpResponse.json(storedAccount);
  }),
  saveSecurity: http.put('*/api/admin/security', async ({ request }) => {
    const body = (await recordSave(request)) as { requireTwoFactor: boolean };
    if (body.requireTwoFactor && !storedAccount.twoFactor.enabled)
      return HttpResponse.json(
        {
          error: 'conflict',
          message: 'Turn on two-factor sign-in for your own account first (My account)',
        },
        { status: 409 },
      );
    storedSecurity.requireTwoFactor = body.requireTwoFactor;
    return HttpResponse.json(storedSecurity);
  }),
  /** As the server: another's main admin account is refused, and the Admin's password and code prove it is them. */
  turnOffUserTwoFactor: http.delete('*/api/admin/users/:id/two-factor', async ({ request, params }) => {
    const user = storedUsers.find((item) => item.id === Number(params.id));
    if (!user) return HttpResponse.json({ error: 'not_found', message: 'No such user' }, { status: 404 });
    if (user.protected)
      return HttpResponse.json(
        { error: 'protected_account', message: 'A main admin account can be changed only by its owner' },
        { status: 403 },
      );
    const body = (await recordSave(request)) as { password: string; code: string };
    if (body.password !== staffPassword) return wrongPassword();
    if (body.code.replace(/\s/g, '') !== fixtureTotpCode)
      return HttpResponse.json(
        { error: 'validation', fields: { code: 'That code is not right' } },
        { status: 400 },
      );
    adminReceived.deletes.push(`two-factor:${user.id}`);
    user.twoFactor = false;
    return new HttpResponse(null, { status: 204 });
  }),
  /** A sign-in whose account has two-factor sign-in on: the password is right, the code is owed. */
  loginTwoFactor: http.post('*/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as { password: string };
    if (body.password !== staffPassword)
      return HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 });
    return HttpResponse.json({ secondFactor: 'totp' });
  }),
  secondFactor: http.post('*/api/auth/second-factor', async ({ request }) => {
    const body = (await recordSave(request)) as { code?: string; recoveryCode?: string };
    const recovery = body.recoveryCode?.toLowerCase().replace(/[\s-]/g, '');
    const knownRecovery = recoveryCodesFixture.find((code) => code.replace(/-/g, '') === recovery);
    if (body.code?.replace(/\s/g, '') === fixtureTotpCode) return HttpResponse.json(staffSessionFixture);
    if (knownRecovery && !usedRecoveryCodes.has(knownRecovery)) {
      usedRecoveryCodes.add(knownRecovery);
      return HttpResponse.json({ ...staffSessionFixture, recoveryCodesLeft: 10 - usedRecoveryCodes.size });
    }
    wrongCodes += 1;
    if (wrongCodes >= 3)
      return HttpResponse.json(
        { error: 'unauthorized', message: 'Too many wrong codes. Sign in again.' },
        { status: 401 },
      );
    return HttpResponse.json(
      {
        error: 'validation',
        fields: body.code
          ? { code: 'That code is not right' }
          : { recoveryCode: 'That recovery code is not right or was used' },
      },
      { status: 400 },
    );
  }),
  /** The account's wrong codes, over all its sign-ins, have blocked it for a while (server/auth/throttle.ts). */
  secondFactorBlocked: http.post('*/api/auth/second-factor', async ({ request }) => {
    await recordSave(request);
    return HttpResponse.json(
      {
        error: 'too_many_codes',
        message:
          "Too many wrong codes for this account. Try again in 1 minute; the account's owner has been told by e-mail.",
      },
      { status: 429, headers: { 'retry-after': '60' } },
    );
  }),
  passwordReset: http.post('*/api/auth/password-reset', async ({ request }) => {
    const body = (await recordSave(request)) as { email: string };
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(body.email.trim()))
      return HttpResponse.json(
        { error: 'validation', fields: { email: 'Enter a valid email address' } },
        { status: 400 },
      );
    return HttpResponse.json({ ok: true }, { status: 202 });
  }),
  passwordResetLimited: http.post('*/api/auth/password-reset', () =>
    HttpResponse.json(
      { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded, retry in 15 minutes' },
      { status: 429 },
    ),
  ),
  passwordResetConfirm: http.post('*/api/auth/password-reset/confirm', async ({ request }) => {
    const body = (await recordSave(request)) as { token: string };
    if (body.token !== 'valid-reset-token')
      return HttpResponse.json(
        {
          error: 'invalid_token',
          message: 'This link has expired or was used already. Ask for a new one.',
        },
        { status: 400 },
      );
    return HttpResponse.json({ ok: true });
  }),
  sessionSetupRequired: http.get('*/api/auth/session', () =>
    HttpResponse.json({ ...staffSessionFixture, twoFactorSetupRequired: true }),
  ),
  invitations: http.get('*/api/admin/invitations', () => HttpResponse.json(storedInvitations)),
  invitationsFailing: http.get('*/api/admin/invitations', () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  invite: http.post('*/api/admin/invitations', async ({ request }) => {
    const body = (await recordSave(request)) as {
      email: string;
      name: string;
      role: 'Admin' | 'Editor';
      lang: 'sv' | 'en';
    };
    const email = body.email.trim().toLowerCase();
    const taken = storedUsers.some((user) => user.email === email)
      ? 'A user with this email already exists'
      : storedInvitations.some((invitation) => invitation.email === email)
        ? 'This address is invited already: send the invitation again'
        : null;
    if (taken)
      return HttpResponse.json(
        { error: 'conflict', message: taken, fields: { email: taken } },
        { status: 409 },
      );
    const invitation: Invitation = {
      id: 20 + storedInvitations.length,
      email,
      name: body.name,
      role: body.role,
      lang: body.lang,
      invitedBy: staffSessionFixture.user.name,
      sentAt: '2026-12-05T09:00:00.000Z',
      expiresAt: '2026-12-12T09:00:00.000Z',
      expired: false,
    };
    storedInvitations = [...storedInvitations, invitation];
    return HttpResponse.json(invitation, { status: 201 });
  }),
  resendInvitation: http.post('*/api/admin/invitations/:id/resend', ({ params }) => {
    const invitation = storedInvitations.find((item) => item.id === Number(params.id));
    if (!invitation)
      return HttpResponse.json({ error: 'not_found', message: 'No such open invitation' }, { status: 404 });
    adminReceived.saved.push({
      path: `/api/admin/invitations/${invitation.id}/resend`,
      method: 'POST',
      body: {},
    });
    Object.assign(invitation, {
      expired: false,
      sentAt: '2026-12-05T09:00:00.000Z',
      expiresAt: '2026-12-12T09:00:00.000Z',
    });
    return new HttpResponse(null, { status: 204 });
  }),
  revokeInvitation: http.delete('*/api/admin/invitations/:id', ({ params }) => {
    const before = storedInvitations.length;
    storedInvitations = storedInvitations.filter((item) => item.id !== Number(params.id));
    if (storedInvitations.length === before)
      return HttpResponse.json({ error: 'not_found', message: 'No such open invitation' }, { status: 404 });
    adminReceived.deletes.push(`invitation ${String(params.id)}`);
    return new HttpResponse(null, { status: 204 });
  }),
  invitationView: http.post('*/api/auth/invitation', async ({ request }) => {
    const { token } = (await request.json()) as { token?: string };
    if (token !== invitationTokenFixture) return spentInvitation();
    return HttpResponse.json(invitationViewFixture);
  }),
  acceptInvitation: http.post('*/api/auth/invitation/accept', async ({ request }) => {
    const body = (await recordSave(request)) as { token: string; name: string; password: string };
    if (body.token !== invitationTokenFixture) return spentInvitation();
    if (body.password.length < 12)
      return HttpResponse.json(
        { error: 'validation', fields: { password: 'Use at least 12 characters' } },
        { status: 400 },
      );
    return HttpResponse.json({ email: invitationViewFixture.email }, { status: 201 });
  }),
  deleteUser: http.delete('*/api/admin/users/:id', ({ params }) => {
    const user = storedUsers.find((item) => item.id === Number(params.id));
    if (!user) return HttpResponse.json({ error: 'not_found', message: 'No such user' }, { status: 404 });
    if (user.protected)
      return HttpResponse.json({ error: 'Cannot delete main admin accounts' }, { status: 403 });
    adminReceived.deletes.push(`user ${String(params.id)}`);
    storedUsers = storedUsers.filter((item) => item !== user);
    return new HttpResponse(null, { status: 204 });
  }),
  settings: http.get('*/api/admin/settings', () => HttpResponse.json(adminSettingsFixture)),
  saveSettings: http.put('*/api/admin/settings', async ({ request }) =>
    HttpResponse.json(await recordSave(request)),
  ),
  clearCache: http.post('*/api/admin/cache/clear', () => HttpResponse.json({ cleared: 12 })),
  privacySummary: http.get('*/api/admin/privacy/summary', ({ request }) => {
    const email = personOf(new URL(request.url).searchParams.get('email'));
    if (email === null) return invalidPerson();
    const { leads, mails } = personalData(email);
    return HttpResponse.json({ leads: leads.length, mails: mails.length });
  }),
  privacyExport: http.get('*/api/admin/privacy/export', async ({ request }) => {
    await delay(150);
    const email = personOf(new URL(request.url).searchParams.get('email'));
    if (email === null) return invalidPerson();
    const { leads, mails } = personalData(email);
    const mail = (message: OutboxMessageDetail): PersonalMail => ({
      id: message.id,
      kind: message.kind,
      leadId: message.leadId,
      to: message.to,
      cc: message.cc,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      status: message.status,
      createdAt: message.createdAt,
      sentAt: message.sentAt,
    });
    const body: PersonalDataExport = {
      email,
      exportedAt: '2026-11-21T10:00:00.000Z',
      leads: leads.map(({ owner: _owner, ...lead }) => ({
        ...lead,
        replies: [],
        events: [],
        mails: mails.filter((message) => message.leadId === lead.id).map(mail),
      })),
      mails: mails.filter((message) => !leads.some((lead) => lead.id === message.leadId)).map(mail),
    };
    return HttpResponse.json(body, {
      headers: { 'content-disposition': 'attachment; filename="personal-data-2026-11-21.json"' },
    });
  }),
  privacyExportFails: http.get('*/api/admin/privacy/export', () =>
    HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 }),
  ),
  privacyErase: http.post('*/api/admin/privacy/erase', async ({ request }) => {
    await delay(150);
    const email = personOf(((await recordSave(request)) as { email?: string }).email ?? null);
    if (email === null) return invalidPerson();
    const { leads, mails } = personalData(email);
    storedLeads = storedLeads.filter((lead) => !leads.includes(lead));
    storedOutbox = storedOutbox.filter((message) => !mails.includes(message));
    return HttpResponse.json({ leads: leads.length, mails: mails.length });
  }),
  privacyEraseFails: http.post('*/api/admin/privacy/erase', async ({ request }) => {
    await recordSave(request);
    return HttpResponse.json({ error: 'internal', message: 'Internal server error' }, { status: 500 });
  }),
  regenerate: http.post('*/api/admin/sitemap/regenerate', () =>
    HttpResponse.json({
      urls: 42,
      generatedAt: '2026-11-21T10:00:00.000Z',
      sitemap: 'https://www.novaweb.se/sitemap.xml',
    }),
  ),
  keywords: http.post('*/api/admin/seo/keywords', async ({ request }) => {
    const { keyword } = (await request.json()) as { keyword: string };
    const base = keyword.toLowerCase();
    return HttpResponse.json({
      keyword,
      pagesAnalyzed: 42,
      dataSource: null,
      rows: [base, `${base} service`, `best ${base}`, `${base} company`, `affordable ${base}`].map(
        (phrase, index) => ({
          keyword: phrase,
          pages: index === 0 ? ['/services/seo-optimization', '/blog/improve-google-ranking'] : [],
          inTitles: index === 0 ? 4 : 0,
          inDescriptions: index === 0 ? 3 : 0,
          inHeadings: index === 0 ? 9 : 0,
          inBody: index === 0 ? 57 : 0,
          volume: null,
          difficulty: null,
          cpc: null,
        }),
      ),
    });
  }),
  replyQueued: http.post(`*/functions/v1/${functionNames.reply}`, async ({ request }) => {
    adminReceived.replies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(
      {
        ok: true,
        status: 'New',
        queued: true,
        message: 'Reply saved. The mail server did not accept it yet; it will be sent on the next retry.',
      },
      { status: 202 },
    );
  }),
  sessionCapturingMail: http.get('*/api/auth/session', () =>
    HttpResponse.json({ ...staffSessionFixture, mail: 'capture' }),
  ),
  outbox: outboxList('capture', () => storedOutbox),
  outboxSmtp: outboxList('smtp', () => storedOutbox),
  outboxEmpty: outboxList('capture', () => []),
  outboxLoading: http.get('*/api/admin/outbox', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  outboxError: http.get('*/api/admin/outbox', () =>
    HttpResponse.json({ error: 'internal', message: 'Something went wrong' }, { status: 500 }),
  ),
  outboxMessage: http.get('*/api/admin/outbox/:id', ({ params }) => {
    const message = storedOutbox.find((item) => item.id === Number(params.id));
    return message
      ? HttpResponse.json(message)
      : HttpResponse.json({ error: 'not_found', message: 'No such message' }, { status: 404 });
  }),
  /** Several sent again as the server does it: all, or none when one cannot be (sent, queued). */
  outboxBulk: http.post('*/api/admin/outbox/bulk', async ({ request }) => {
    const body = (await recordSave(request)) as { action: 'resend'; ids: number[] };
    const chosen = storedOutbox.filter((item) => body.ids.includes(item.id));
    const refused = chosen.filter((item) => !item.canResend).map((item) => item.id);
    if (refused.length > 0)
      return HttpResponse.json(
        {
          error: 'conflict',
          message:
            'Only failed messages, or captured ones once SMTP is configured, can be sent again: nothing was sent',
          ids: refused,
        },
        { status: 409 },
      );
    for (const message of chosen)
      Object.assign(message, {
        status: 'retrying',
        canResend: false,
        lastError: null,
        nextAttemptAt: '2026-11-20T10:00:00.000Z',
      });
    return HttpResponse.json({ action: 'resend', count: chosen.length });
  }),
  resendOutbox: http.post('*/api/admin/outbox/:id/resend', async ({ params }) => {
    await delay(150);
    const message = storedOutbox.find((item) => item.id === Number(params.id));
    if (!message?.canResend)
      return HttpResponse.json(
        { error: 'conflict', message: 'Only a failed message can be sent again' },
        { status: 409 },
      );
    adminReceived.saved.push({ path: `/api/admin/outbox/${message.id}/resend`, method: 'POST', body: {} });
    Object.assign(message, {
      status: 'retrying',
      canResend: false,
      lastError: null,
      nextAttemptAt: '2026-11-20T10:00:00.000Z',
    });
    return HttpResponse.json(message);
  }),
  replyCaptured: http.post(`*/functions/v1/${functionNames.reply}`, async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    adminReceived.replies.push(body);
    const lead = storedLeads.find((item) => item.id === body.leadId);
    if (lead?.status === 'New') lead.status = 'Contacted';
    return HttpResponse.json({ ok: true, status: 'Contacted', delivery: 'captured' });
  }),
  replyFails: http.post(`*/functions/v1/${functionNames.reply}`, async ({ request }) => {
    adminReceived.replies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ ok: false, error: 'Error sending reply, please try again' }, { status: 502 });
  }),
};
