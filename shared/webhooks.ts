import { z } from 'zod';

/** Admin → Webhooks' contract (server/webhooks/, docs/webhooks.md). */

/** What an endpoint can be sent, each when it happens. */
export const webhookEvents = [
  'lead.created',
  'lead.status_changed',
  'post.published',
  'page.published',
  'mail.failed',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

const urlMessage = 'Enter the receiver’s full https address';
const eventsMessage = 'Choose at least one event';

/** An endpoint as an Admin writes it; the server also refuses an address that is not public (server/webhooks/address.ts). */
export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: urlMessage })
    .trim()
    .min(1, urlMessage)
    .max(2000, 'Keep the address under 2 000 characters')
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), urlMessage),
  events: z
    .array(z.enum(webhookEvents, { error: eventsMessage }), { error: eventsMessage })
    .min(1, eventsMessage)
    .transform((events) => webhookEvents.filter((event) => events.includes(event))),
  description: z.string().trim().max(200, 'Keep the description under 200 characters').default(''),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointSchema>;

/** An endpoint as Admins see it. */
export interface WebhookEndpoint {
  id: number;
  url: string;
  events: WebhookEvent[];
  description: string;
  enabled: boolean;
  /** The signing secret (`whsec_…`, Standard Webhooks): the receiver verifies each delivery with it. */
  secret: string;
  /** Why the server switched it off (it failed for a day), if it did. */
  disabledReason: string | null;
  /** Since when every delivery to it has failed, while it does. */
  failingSince: string | null;
  createdAt: string;
  /** Deliveries waiting for a (next) try. */
  queued: number;
}

export const deliveryStatuses = ['queued', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** One event's delivery to one endpoint, with its latest try. */
export interface WebhookDelivery {
  id: number;
  endpointId: number;
  event: WebhookEvent | 'webhook.test';
  /** The `webhook-id` header: the same on every try, so a receiver can ignore a repeat. */
  messageId: string;
  status: DeliveryStatus;
  attempts: number;
  /** The receiver's answer to the latest try (null: no answer, see `error`). */
  responseCode: number | null;
  durationMs: number | null;
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}

export interface WebhookList {
  endpoints: WebhookEndpoint[];
}
