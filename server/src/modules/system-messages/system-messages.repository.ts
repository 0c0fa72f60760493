import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, members, systemNotifications } from '../../db/schema';

export type NewSystemNotification = typeof systemNotifications.$inferInsert;

const newestNotificationsFirst = [desc(systemNotifications.createdAt), desc(systemNotifications.id)];

export async function insertSystemNotification(db: DbOrTx, notification: NewSystemNotification) {
  const [row] = await db.insert(systemNotifications).values(notification).returning();
  return row;
}

const notificationsWithOwner = (db: DbOrTx) =>
  db
    .select({ notification: systemNotifications, owner: { id: admins.id, fullname: admins.fullname } })
    .from(systemNotifications)
    .leftJoin(admins, eq(admins.id, systemNotifications.ownerAdminId));

export type NotificationWithOwner = Awaited<ReturnType<ReturnType<typeof notificationsWithOwner>['execute']>>[number];

export const listSystemNotifications = (db: DbOrTx, limit: number, offset = 0) =>
  notificationsWithOwner(db)
    .orderBy(...newestNotificationsFirst)
    .limit(limit)
    .offset(offset);

export async function findSystemNotification(db: DbOrTx, id: string) {
  const [row] = await notificationsWithOwner(db).where(eq(systemNotifications.id, id)).limit(1);
  return row;
}

export const countSystemNotifications = async (db: DbOrTx) =>
  (await db.select({ total: count() }).from(systemNotifications))[0].total;

export const countUnreadMessageNotifications = async (db: DbOrTx) =>
  (
    await db
      .select({ total: count() })
      .from(systemNotifications)
      .where(and(eq(systemNotifications.category, 'message'), eq(systemNotifications.isRead, false)))
  )[0].total;

/** Marks read the 'message' notifications raised for these contact messages. */
export async function markMessageNotificationsRead(tx: DbOrTx, contactMessageIds: string[]) {
  if (contactMessageIds.length === 0) return;
  await tx
    .update(systemNotifications)
    .set({ isRead: true })
    .where(inArray(systemNotifications.contactMessageId, contactMessageIds));
}

/** Every member (the in-app feed reaches them all). */
export async function countMembers(db: DbOrTx) {
  return (await db.select({ total: count() }).from(members))[0]!.total;
}
