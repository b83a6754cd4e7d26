import { z } from 'zod';
import { leadStatuses } from './csv';
import { databaseInt } from './inputRules';
import { leadPageSizeMax } from './leads';

/**
 * Bulk actions (issue #41): what staff choose in a list (at most a page of it) and do to every row at once. The
 * server runs each in one transaction, all or nothing, and audits each row; deleting several at once is for Admins.
 */

/** The most rows one bulk action takes: a list's largest page. */
export const maxBulkRows = leadPageSizeMax;

/** The roles that may delete several rows at once (each row's own delete stays open to every staff member). */
export const bulkDeleteRoles = ['Admin'] as const;

const chosen = <T extends z.ZodType<string | number>>(id: T) =>
  z
    .array(id)
    .min(1, 'Choose at least one')
    .max(maxBulkRows, `Choose at most ${maxBulkRows}`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each one once');

const leadIds = chosen(z.uuid());
const rowIds = chosen(databaseInt);

export const leadBulkSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('status'), ids: leadIds, status: z.enum(leadStatuses) }),
  z.strictObject({ action: z.literal('owner'), ids: leadIds, ownerId: databaseInt.nullable() }),
  z.strictObject({ action: z.literal('delete'), ids: leadIds }),
]);
export type LeadBulk = z.infer<typeof leadBulkSchema>;

export const postBulkSchema = z.strictObject({
  action: z.enum(['publish', 'unpublish', 'delete']),
  ids: rowIds,
});
export type PostBulk = z.infer<typeof postBulkSchema>;

/** Media: only images nothing uses can go; one in use refuses the whole action. */
export const mediaBulkSchema = z.strictObject({ action: z.literal('delete'), ids: rowIds });
export type MediaBulk = z.infer<typeof mediaBulkSchema>;

/** The Outbox: failed messages (or captured ones once SMTP is configured) are sent again. */
export const outboxBulkSchema = z.strictObject({ action: z.literal('resend'), ids: rowIds });
export type OutboxBulk = z.infer<typeof outboxBulkSchema>;

/** What a bulk action answers: how many rows it changed (every one chosen, or none). */
export interface BulkResult {
  action: string;
  count: number;
}

/**
 * Why a bulk action changed nothing although its input was good: `missing` rows were gone (another tab deleted
 * them), or `refused` ones cannot take the action (a post not published, an image in use, a message sent).
 */
export interface BulkRefusal {
  error: 'not_found' | 'conflict';
  message: string;
  ids: (string | number)[];
}
