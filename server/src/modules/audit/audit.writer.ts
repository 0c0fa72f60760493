import type { AuditAction } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { Actor } from '../../lib/actor';

export type AuditRecord = {
  action: AuditAction;
  targetType?: string;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Writes one audit entry (who, what, target, when, IP; docs/domain-rules.md#control-centre-roles). Pass the transaction of the change
 * so the entry exists exactly when the change does.
 */
/** `adminId` is null only for a failed sign-in with an unknown email. */
export async function recordAudit(
  db: DbOrTx,
  actor: Omit<Actor, 'adminId'> & { adminId: string | null },
  record: AuditRecord,
) {
  await db.insert(auditLog).values({
    adminId: actor.adminId,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId ?? null,
    details: record.details ?? null,
    ip: actor.ip,
  });
}
