import { PAGE_SIZE, type AuditListResponse, type AuditQuery } from '@blynd/shared';
import type { Db } from '../../db/client';
import { listAuditEntries } from './audit.repository';

export async function getAuditLog(db: Db, query: AuditQuery): Promise<AuditListResponse> {
  const { rows, total } = await listAuditEntries(db, { actor: query.actor, action: query.action }, query.page);
  return {
    entries: rows.map(({ entry, admin }) => ({
      _id: entry.id,
      admin: admin ? { _id: admin.id, fullname: admin.fullname, email: admin.email } : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      details: entry.details ?? null,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
