import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import {
  adReservations,
  adSlots,
  admins,
  auditLog,
  badgeOffers,
  contactMessages,
  memberPhotos,
  members,
  plans,
  signupAuthentications,
  systemNotifications,
} from '../../db/schema';

/** `from` inclusive, `until` exclusive. */
export type AuditFilter = { actor?: string; action?: string; from?: Date; until?: Date };

const whereOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.actor ? eq(auditLog.adminId, filter.actor) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.until ? lt(auditLog.createdAt, filter.until) : undefined,
  );

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

export const listAuditActors = (db: DbOrTx) =>
  db.select({ id: admins.id, fullname: admins.fullname }).from(admins).orderBy(asc(admins.fullname));

const memberName = (row: { firstName: string; lastName: string; phone: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.phone;

/**
 * The names of a page's targets, one query per kind of target on the page (ten entries at most). A
 * target deleted since has no name.
 */
export async function targetNames(db: DbOrTx, targets: { type: string; id: string }[]): Promise<Map<string, string>> {
  const ids = (type: string) => [
    ...new Set(targets.filter((target) => target.type === type && UUID.test(target.id)).map((target) => target.id)),
  ];
  const names = new Map<string, string>();
  const add = (type: string, rows: { id: string; name: string }[]) =>
    rows.forEach((row) => names.set(`${type}:${row.id}`, row.name));
  const lookups: Record<string, (list: string[]) => Promise<{ id: string; name: string }[]>> = {
    member: async (list) =>
      (await db.select().from(members).where(inArray(members.id, list))).map((row) => ({
        id: row.id,
        name: memberName(row),
      })),
    admin: (list) => db.select({ id: admins.id, name: admins.fullname }).from(admins).where(inArray(admins.id, list)),
    plan: (list) => db.select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, list)),
    badge_offer: async (list) =>
      (
        await db
          .select({ id: badgeOffers.id, status: badgeOffers.earningStatus })
          .from(badgeOffers)
          .where(inArray(badgeOffers.id, list))
      ).map((row) => ({ id: row.id, name: `${row.status} badge` })),
    contact_message: async (list) =>
      (
        await db
          .select({ id: contactMessages.id, subject: contactMessages.subject, fullname: contactMessages.fullname })
          .from(contactMessages)
          .where(inArray(contactMessages.id, list))
      ).map((row) => ({ id: row.id, name: `“${row.subject}” from ${row.fullname}` })),
    system_notification: async (list) =>
      (
        await db
          .select({ id: systemNotifications.id, title: systemNotifications.title })
          .from(systemNotifications)
          .where(inArray(systemNotifications.id, list))
      ).map((row) => ({ id: row.id, name: `“${row.title}”` })),
    photo: async (list) =>
      (
        await db
          .select({ id: memberPhotos.id, member: members })
          .from(memberPhotos)
          .innerJoin(members, eq(members.id, memberPhotos.memberId))
          .where(inArray(memberPhotos.id, list))
      ).map((row) => ({
        id: row.id,
        name: `Photo of ${memberName(row.member)}`,
      })),
    signup_authentication: async (list) =>
      (
        await db
          .select({ id: signupAuthentications.id, member: members })
          .from(signupAuthentications)
          .innerJoin(members, eq(members.id, signupAuthentications.memberId))
          .where(inArray(signupAuthentications.id, list))
      ).map((row) => ({ id: row.id, name: `Sign-up of ${memberName(row.member)}` })),
    ad_slot: (list) =>
      db.select({ id: adSlots.id, name: adSlots.slotKey }).from(adSlots).where(inArray(adSlots.id, list)),
    ad_reservation: async (list) =>
      (
        await db
          .select({ id: adReservations.id, company: adReservations.company, slot: adReservations.slot })
          .from(adReservations)
          .where(inArray(adReservations.id, list))
      ).map((row) => ({
        id: row.id,
        name: `${row.company} (${row.slot})`,
      })),
  };
  await Promise.all(
    Object.entries(lookups).map(async ([type, lookup]) => {
      const list = ids(type);
      if (list.length) add(type, await lookup(list));
    }),
  );
  return names;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
