import {
  AD_SLOT_LABELS,
  AUDIT_ACTION_LABELS,
  PAGE_SIZE,
  type AdSlotKey,
  type AuditAction,
  type AuditListResponse,
  type AuditQuery,
} from '@blynd/shared';
import type { Db } from '../../db/client';
import { listAuditActors, listAuditEntries, targetNames } from './audit.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The control centre's days are Lagos days (UTC+1 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+01:00`);

/** `::ffff:1.2.3.4` (IPv4 seen through an IPv6 socket) reads `1.2.3.4`. */
export const plainIp = (ip: string | null) => (ip ? ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1') : null);

/** Names without a table behind them: the collections an export or ad change acts on. */
const FIXED_TARGETS: Record<string, string> = {
  members: 'All members',
  signup_authentications: 'All sign-up records',
  ad_slot_set: 'Ad settings',
};

export async function getAuditLog(db: Db, query: AuditQuery): Promise<AuditListResponse> {
  const filter = {
    actor: query.actor,
    action: query.action,
    from: query.from ? dayStart(query.from) : undefined,
    until: query.to ? new Date(dayStart(query.to).getTime() + DAY_MS) : undefined,
  };
  const [{ rows, total }, actors] = await Promise.all([listAuditEntries(db, filter, query.page), listAuditActors(db)]);
  const names = await targetNames(
    db,
    rows.flatMap(({ entry }) =>
      entry.targetType && entry.targetId ? [{ type: entry.targetType, id: entry.targetId }] : [],
    ),
  );
  return {
    entries: rows.map(({ entry, admin }) => {
      const details = entry.details ?? null;
      const triedEmail = typeof details?.email === 'string' ? details.email : null;
      const targetLabel =
        (entry.targetId ? names.get(`${entry.targetType}:${entry.targetId}`) : undefined) ??
        FIXED_TARGETS[entry.targetType ?? ''] ??
        null;
      return {
        _id: entry.id,
        admin: admin ? { _id: admin.id, fullname: admin.fullname, email: admin.email } : null,
        actor: admin?.fullname ?? (triedEmail ? `Unknown (${triedEmail})` : 'Removed admin'),
        action: entry.action,
        actionLabel: AUDIT_ACTION_LABELS[entry.action as AuditAction] ?? entry.action,
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetLabel:
          entry.targetType === 'ad_slot' && targetLabel
            ? (AD_SLOT_LABELS[targetLabel as AdSlotKey] ?? targetLabel)
            : targetLabel,
        details,
        ip: plainIp(entry.ip),
        createdAt: entry.createdAt.toISOString(),
      };
    }),
    actors: actors.map((actor) => ({ _id: actor.id, fullname: actor.fullname })),
    total,
    page: query.page,
    pageSize: PAGE_SIZE,
  };
}
