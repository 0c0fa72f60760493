import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { admins, contactMessages, contactReplies, systemNotifications } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

const newestMessagesFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];
const newestNotificationsFirst = [desc(systemNotifications.createdAt), desc(systemNotifications.id)];

export const listContactMessages = (db: DbOrTx, limit: number, offset = 0) =>
  db.select().from(contactMessages).orderBy(...newestMessagesFirst).limit(limit).offset(offset);

export async function countContactMessages(db: DbOrTx) {
  const [row] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where not ${contactMessages.isRead})`.mapWith(Number) })
    .from(contactMessages);
  return row;
}

export async function findContactMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

/** The legacy reply call names no id: the newest message from this sender with this text. */
export async function findContactMessageBySender(db: DbOrTx, email: string, text: string) {
  const [row] = await db
    .select()
    .from(contactMessages)
    .where(and(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`, eq(contactMessages.message, text)))
    .orderBy(...newestMessagesFirst)
    .limit(1);
  return row;
}

export async function listRepliesFor(db: DbOrTx, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  return db
    .select({ reply: contactReplies, admin: { id: admins.id, fullname: admins.fullname } })
    .from(contactReplies)
    .leftJoin(admins, eq(admins.id, contactReplies.adminId))
    .where(inArray(contactReplies.contactMessageId, messageIds))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

/** Opening a message also clears its 'message' notification, which drives the unread indicator. */
export async function markContactMessageRead(tx: DbOrTx, id: string) {
  const [row] = await tx.update(contactMessages).set({ isRead: true }).where(eq(contactMessages.id, id)).returning();
  if (row) await tx.update(systemNotifications).set({ isRead: true }).where(eq(systemNotifications.contactMessageId, id));
  return row;
}

export async function insertContactReply(tx: DbOrTx, values: typeof contactReplies.$inferInsert) {
  const [row] = await tx.insert(contactReplies).values(values).returning();
  return row;
}

const notificationsWithOwner = (db: DbOrTx) =>
  db
    .select({ notification: systemNotifications, owner: { id: admins.id, fullname: admins.fullname } })
    .from(systemNotifications)
    .leftJoin(admins, eq(admins.id, systemNotifications.ownerAdminId));

export type NotificationWithOwner = Awaited<ReturnType<ReturnType<typeof notificationsWithOwner>['execute']>>[number];

export const listSystemNotifications = (db: DbOrTx, limit: number, offset = 0) =>
  notificationsWithOwner(db).orderBy(...newestNotificationsFirst).limit(limit).offset(offset);

export async function findSystemNotification(db: DbOrTx, id: string) {
  const [row] = await notificationsWithOwner(db).where(eq(systemNotifications.id, id)).limit(1);
  return row;
}

export const countSystemNotifications = async (db: DbOrTx) => (await db.select({ total: count() }).from(systemNotifications))[0].total;

export const countUnreadMessageNotifications = async (db: DbOrTx) =>
  (await db.select({ total: count() }).from(systemNotifications).where(and(eq(systemNotifications.category, 'message'), eq(systemNotifications.isRead, false))))[0].total;

export const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;
