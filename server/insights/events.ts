import { z } from 'zod';
import { funnelSteps, vitalMetrics, type CollectEvent } from '../../shared/insights';
import { isStorableValue } from '../../shared/inputRules';

/** A path of the public site: no query string, no fragment, not the admin area or the API. */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/[^?#\s]*$/)
  .refine((path) => !/^\/(admin|api|functions)(\/|$)/.test(path));
const label = z.string().max(100).default('');
const width = z.number().int().min(0).max(20_000);

/** Times up to ten minutes; CLS up to 100 (no real page shifts more). */
const vital = z
  .object({
    metric: z.enum(vitalMetrics),
    value: z.number().min(0).max(600_000),
    target: z.string().max(300).optional(),
  })
  .refine((entry) => entry.metric !== 'CLS' || entry.value <= 100);

const eventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('pageview'),
    path: sitePath,
    referrer: z
      .string()
      .max(253)
      .regex(/^[a-z0-9.-]*$/i)
      .default(''),
    utmSource: label,
    utmMedium: label,
    utmCampaign: label,
    lang: z.enum(['sv', 'en']),
    width,
  }),
  z.object({
    type: z.literal('leave'),
    path: sitePath,
    view: z.string().regex(/^[a-z0-9]{4,32}$/i),
    engagedMs: z.number().int().min(0).max(86_400_000),
    vitals: z.array(vital).max(vitalMetrics.length).default([]),
    width,
  }),
  z.object({ type: z.literal('funnel'), path: sitePath, step: z.enum(funnelSteps) }),
]);

/** The event a beacon's body describes, or null for anything else (which the collector drops without a word). */
export function parseEvent(body: unknown): CollectEvent | null {
  let value = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  // A NUL or a lone surrogate could not be stored: such an event is as good as malformed.
  if (!isStorableValue(value)) return null;
  const parsed = eventSchema.safeParse(value);
  return parsed.success ? (parsed.data as CollectEvent) : null;
}
