import { queryOptions } from '@tanstack/react-query';
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookList,
} from '../../shared/webhooks';
import { adminFetch, adminSave } from './api';

/** The endpoints Admins send events to (server/webhooks/routes.ts). */
export const webhooksQuery = () =>
  queryOptions({
    queryKey: ['admin', 'webhooks'],
    queryFn: () => adminFetch<WebhookList>('/api/admin/webhooks'),
  });

/** An endpoint's latest deliveries, newest first. */
export const webhookDeliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'webhooks', id, 'deliveries'],
    queryFn: () => adminFetch<{ deliveries: WebhookDelivery[] }>(`/api/admin/webhooks/${id}/deliveries`),
  });

/** Saves an endpoint: a new one without `id`; a refusal throws a ValidationError with the fields' messages. */
export const saveWebhook = (input: WebhookEndpointInput, id?: number) =>
  id === undefined
    ? adminSave<WebhookEndpoint>('/api/admin/webhooks', 'POST', input)
    : adminSave<WebhookEndpoint>(`/api/admin/webhooks/${id}`, 'PUT', input);

export const deleteWebhook = (id: number) =>
  adminFetch<void>(`/api/admin/webhooks/${id}`, { method: 'DELETE' });

/** Queues a `webhook.test` event for one endpoint. */
export const testWebhook = (id: number) =>
  adminFetch<{ ok: true }>(`/api/admin/webhooks/${id}/test`, { method: 'POST' });

/** Queues a delivery that failed (or went) to be sent again. */
export const resendDelivery = (id: number) =>
  adminFetch<WebhookDelivery>(`/api/admin/webhooks/deliveries/${id}/resend`, { method: 'POST' });
