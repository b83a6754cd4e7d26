import { delay, http, HttpResponse } from 'msw';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookList,
} from '../../shared/webhooks';

/** A CRM that takes every lead, and a chat channel told of new posts that has failed since the morning. */
export const webhooksFixture: WebhookEndpoint[] = [
  {
    id: 1,
    url: 'https://crm.example.se/hooks/novaweb-leads',
    events: ['lead.created', 'lead.status_changed'],
    description: 'Leads into the CRM',
    enabled: true,
    secret: 'whsec_c3RvcnlzZWNyZXRzdG9yeXNlY3JldHN0b3J5',
    disabledReason: null,
    failingSince: null,
    createdAt: '2026-11-02T09:12:00.000Z',
    queued: 0,
  },
  {
    id: 2,
    url: 'https://chat.example.com/api/incoming/T0A1B2C3D/B4E5F6G7H/aBcDeFgHiJkLmNoPqRsTuVwXyZ012345',
    events: ['post.published', 'page.published'],
    description: '',
    enabled: true,
    secret: 'whsec_YW5vdGhlcnNlY3JldGZvcnRoZWNoYXRjaGFubmVs',
    disabledReason: null,
    failingSince: '2026-12-06T06:40:00.000Z',
    createdAt: '2026-11-20T13:00:00.000Z',
    queued: 2,
  },
];

/** An endpoint the server switched off after a day in which every delivery failed. */
export const switchedOffWebhookFixture: WebhookEndpoint = {
  id: 3,
  url: 'https://old-intranet.example.org/webhook',
  events: ['mail.failed'],
  description: 'Mail alarms (old intranet)',
  enabled: false,
  secret: 'whsec_b2xkaW50cmFuZXRzZWNyZXRvbGRpbnRyYW5ldA==',
  disabledReason: 'getaddrinfo ENOTFOUND old-intranet.example.org',
  failingSince: '2026-12-04T22:00:00.000Z',
  createdAt: '2026-06-01T08:00:00.000Z',
  queued: 0,
};

/** The CRM's log: a lead delivered, a status change that took two tries, one waiting. */
export const deliveriesFixture: WebhookDelivery[] = [
  {
    id: 31,
    endpointId: 1,
    event: 'lead.status_changed',
    messageId: 'msg_7d1c0f2e9a8b4c6d8e0f1a2b3c4d5e6f',
    status: 'queued',
    attempts: 2,
    responseCode: 503,
    durationMs: 212,
    error: 'The receiver answered 503',
    createdAt: '2026-12-06T08:03:11.000Z',
    lastAttemptAt: '2026-12-06T08:03:41.000Z',
    nextAttemptAt: '2026-12-06T08:04:41.000Z',
  },
  {
    id: 30,
    endpointId: 1,
    event: 'lead.created',
    messageId: 'msg_0a1b2c3d4e5f60718293a4b5c6d7e8f9',
    status: 'delivered',
    attempts: 1,
    responseCode: 200,
    durationMs: 87,
    error: null,
    createdAt: '2026-12-06T07:58:02.000Z',
    lastAttemptAt: '2026-12-06T07:58:02.000Z',
    nextAttemptAt: null,
  },
  {
    id: 12,
    endpointId: 1,
    event: 'lead.created',
    messageId: 'msg_ffeeddccbbaa99887766554433221100',
    status: 'failed',
    attempts: 14,
    responseCode: null,
    durationMs: 10_000,
    error: 'No answer within 10 s',
    createdAt: '2026-12-02T10:15:00.000Z',
    lastAttemptAt: '2026-12-03T10:14:00.000Z',
    nextAttemptAt: null,
  },
];

let endpoints: WebhookEndpoint[] = structuredClone(webhooksFixture);
let deliveries: WebhookDelivery[] = structuredClone(deliveriesFixture);
/** What the stories asked of the server. */
export const webhookCalls: { saved: unknown[]; tested: number[]; resent: number[]; deleted: number[] } = {
  saved: [],
  tested: [],
  resent: [],
  deleted: [],
};

export function resetWebhookMocks(list: WebhookEndpoint[] = webhooksFixture) {
  endpoints = structuredClone(list);
  deliveries = structuredClone(deliveriesFixture);
  webhookCalls.saved.length = 0;
  webhookCalls.tested.length = 0;
  webhookCalls.resent.length = 0;
  webhookCalls.deleted.length = 0;
}

const notFound = () => HttpResponse.json({ error: 'not_found', message: 'No such webhook' }, { status: 404 });

/** The server's own refusal of an address in a private network (the form cannot know the address's range). */
const privateAddress = (url: string) => /^https?:\/\/(10\.|192\.168\.|169\.254\.|127\.)/.test(url);

const saved = (input: WebhookEndpointInput, before?: WebhookEndpoint): WebhookEndpoint => ({
  id: before?.id ?? Math.max(0, ...endpoints.map((endpoint) => endpoint.id)) + 1,
  url: input.url.trim(),
  events: input.events,
  description: (input.description ?? '').trim(),
  enabled: input.enabled ?? true,
  secret: before?.secret ?? 'whsec_bmV3c3RvcnlzZWNyZXRuZXdzdG9yeXNlY3JldA==',
  disabledReason: input.enabled && !before?.enabled ? null : (before?.disabledReason ?? null),
  failingSince: input.enabled && !before?.enabled ? null : (before?.failingSince ?? null),
  createdAt: before?.createdAt ?? '2026-12-06T09:30:00.000Z',
  queued: before?.queued ?? 0,
});

const refused = () =>
  HttpResponse.json(
    {
      error: 'validation',
      message: 'Please check the webhook',
      fields: { url: 'The address must be public: private, loopback and link-local ones are refused' },
    },
    { status: 400 },
  );

export const webhookHandlers = {
  list: http.get('*/api/admin/webhooks', () => HttpResponse.json({ endpoints } satisfies WebhookList)),
  create: http.post('*/api/admin/webhooks', async ({ request }) => {
    const input = (await request.json()) as WebhookEndpointInput;
    webhookCalls.saved.push(input);
    if (privateAddress(input.url)) return refused();
    const endpoint = saved(input);
    endpoints = [...endpoints, endpoint];
    return HttpResponse.json(endpoint, { status: 201 });
  }),
  update: http.put('*/api/admin/webhooks/:id', async ({ request, params }) => {
    const input = (await request.json()) as WebhookEndpointInput;
    webhookCalls.saved.push(input);
    const before = endpoints.find((endpoint) => endpoint.id === Number(params.id));
    if (!before) return notFound();
    if (privateAddress(input.url)) return refused();
    const endpoint = saved(input, before);
    endpoints = endpoints.map((each) => (each.id === endpoint.id ? endpoint : each));
    return HttpResponse.json(endpoint);
  }),
  remove: http.delete('*/api/admin/webhooks/:id', ({ params }) => {
    webhookCalls.deleted.push(Number(params.id));
    endpoints = endpoints.filter((endpoint) => endpoint.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  test: http.post('*/api/admin/webhooks/:id/test', async ({ params }) => {
    await delay(150);
    webhookCalls.tested.push(Number(params.id));
    return HttpResponse.json({ ok: true }, { status: 202 });
  }),
  deliveries: http.get('*/api/admin/webhooks/:id/deliveries', ({ params }) =>
    HttpResponse.json({
      deliveries: deliveries.filter((delivery) => delivery.endpointId === Number(params.id)),
    }),
  ),
  resend: http.post('*/api/admin/webhooks/deliveries/:id/resend', ({ params }) => {
    const id = Number(params.id);
    webhookCalls.resent.push(id);
    deliveries = deliveries.map((delivery) =>
      delivery.id === id
        ? { ...delivery, status: 'queued', nextAttemptAt: '2026-12-06T09:31:00.000Z' }
        : delivery,
    );
    return HttpResponse.json(
      deliveries.find((delivery) => delivery.id === id)!,
      { status: 202 },
    );
  }),
  /** The list never arrives. */
  listLoading: http.get('*/api/admin/webhooks', async () => {
    await delay('infinite');
    return HttpResponse.json({ endpoints });
  }),
  listFails: http.get('*/api/admin/webhooks', () =>
    HttpResponse.json({ error: 'internal', message: 'Something went wrong' }, { status: 500 }),
  ),
};
