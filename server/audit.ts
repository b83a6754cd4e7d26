import type { StaffUser } from './auth/sessions';
import type { Db } from './db/client';
import { auditLog } from './db/schema';
import { currentRequestId } from './requestContext';

type Writer = Pick<Db, 'insert'>;

/** Who made a change: a staff member, or the server itself (`systemActor`). */
export type Actor = Pick<StaffUser, 'email'> & { id: number | null };

/** The author of what the server does on its own, such as deleting leads past their retention. */
export const systemActor: Actor = { id: null, email: 'system' };

/** Records a change by a staff member (or the server): who, what, when. Call inside the change's transaction. */
export async function audit(
  db: Writer,
  staff: Actor,
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'reply'
    | 'export'
    | 'import'
    | 'erase'
    | 'clear-cache'
    | 'regenerate'
    | 'resend'
    | 'publish'
    | 'unpublish'
    | 'discard'
    | 'restore'
    | 'stop',
  entity: string,
  entityId: string | number,
  summary = '',
): Promise<void> {
  await db.insert(auditLog).values({
    userId: staff.id,
    userEmail: staff.email,
    action,
    entity,
    entityId: String(entityId),
    summary: summary.slice(0, 300),
    requestId: currentRequestId(),
  });
}
