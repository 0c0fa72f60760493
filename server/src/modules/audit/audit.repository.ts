import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { admins, auditLog } from '../../db/schema';

export type AuditFilter = { actor?: string; action?: string };

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(filter.actor ? eq(auditLog.adminId, filter.actor) : undefined, filter.action ? eq(auditLog.action, filter.action) : undefined);

export async function listAuditEntries(db: DbOrTx, filter: AuditFilter, page: number) {
  const where = whereOf(filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ entry: auditLog, admin: { id: admins.id, fullname: admins.fullname, email: admins.email } })
      .from(auditLog)
      .leftJoin(admins, eq(admins.id, auditLog.adminId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}
