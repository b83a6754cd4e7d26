import type { StaffUser } from './auth/sessions';
import type { Db } from './db/client';
import { auditLog } from './db/schema';

type Writer = Pick<Db, 'insert'>;

/** Records a change by a staff member: who, what, when. Call inside the change's transaction. */
export async function audit(
  db: Writer,
  staff: StaffUser,
  action: 'create' | 'update' | 'delete' | 'reply' | 'export' | 'clear-cache' | 'regenerate' | 'resend',
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
  });
}
