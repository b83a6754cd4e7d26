import { delay, http, HttpResponse } from 'msw';
import { functionNames } from '../../shared/contact';
import { dashboardFixture, leadsFixture, staffPassword, staffSessionFixture } from '../fixtures/admin';

/** What the mocked admin endpoints received, for stories that assert the request. */
export const adminReceived: {
  statusUpdates: unknown[];
  replies: Record<string, unknown>[];
  deletes: string[];
} = {
  statusUpdates: [],
  replies: [],
  deletes: [],
};

export function resetAdminReceived() {
  adminReceived.statusUpdates.length = 0;
  adminReceived.replies.length = 0;
  adminReceived.deletes.length = 0;
}

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
  dashboardEmpty: http.get('*/api/admin/dashboard', () =>
    HttpResponse.json({ counts: { total: 0, new: 0, inProgress: 0, completed: 0 }, activity: [] }),
  ),
  leads: http.get('*/api/admin/leads', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const search = params.get('search')?.toLowerCase() ?? '';
    const status = params.get('status');
    return HttpResponse.json(
      leadsFixture.filter(
        (lead) =>
          (!status || lead.status === status) &&
          (!search || `${lead.name} ${lead.email} ${lead.message}`.toLowerCase().includes(search)),
      ),
    );
  }),
  leadsError: http.get('*/api/admin/leads', () => HttpResponse.json({ error: 'internal' }, { status: 500 })),
  updateLead: http.patch('*/api/admin/leads/:id', async ({ request, params }) => {
    const body = (await request.json()) as { status: string };
    adminReceived.statusUpdates.push({ id: params.id, ...body });
    const lead = leadsFixture.find((item) => item.id === params.id)!;
    return HttpResponse.json({ ...lead, status: body.status });
  }),
  deleteLead: http.delete('*/api/admin/leads/:id', ({ params }) => {
    adminReceived.deletes.push(String(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  reply: http.post(`*/functions/v1/${functionNames.reply}`, async ({ request }) => {
    adminReceived.replies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ ok: true, status: 'Contacted' });
  }),
  replyFails: http.post(`*/functions/v1/${functionNames.reply}`, async ({ request }) => {
    adminReceived.replies.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json({ ok: false, error: 'Error sending reply, please try again' }, { status: 502 });
  }),
};
