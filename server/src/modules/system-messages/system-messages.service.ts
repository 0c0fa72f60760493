import {
  ADMIN_MESSAGES,
  PAGE_SIZE,
  type BroadcastAudienceResponse,
  type SendSystemMessageInput,
  type SendSystemMessageResponse,
  type SystemMessageListResponse,
  type SystemNotification,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { onceOnly } from '../../lib/idempotency';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { announcementPushAudience } from '../notifications/broadcast.service';
import { announceToAll } from '../notifications/notifications.service';
import {
  countMembers,
  countSystemNotifications,
  countUnreadMessageNotifications,
  findSystemNotification,
  insertSystemNotification,
  listSystemNotifications,
  markMessageNotificationsRead,
  type NotificationWithOwner,
} from './system-messages.repository';

export const toSystemNotification = ({ notification, owner }: NotificationWithOwner): SystemNotification => ({
  _id: notification.id,
  title: notification.title,
  message: notification.message,
  category: notification.category as SystemNotification['category'],
  isRead: notification.isRead,
  owner: owner ? { _id: owner.id, fullname: owner.fullname } : null,
  createdAt: notification.createdAt.toISOString(),
});

/** What the dashboard shows of the system messages: how many inbox notifications are unread, and the latest messages. */
export async function systemMessagesOverview(db: Db, latest: number) {
  const [unreadCount, notifications] = await Promise.all([
    countUnreadMessageNotifications(db),
    listSystemNotifications(db, latest),
  ]);
  return { systemtNotif: { unreadCount, latest: notifications.map(toSystemNotification) } };
}

export async function listSystemMessages(db: Db, page: number): Promise<SystemMessageListResponse> {
  const [rows, total] = await Promise.all([
    listSystemNotifications(db, PAGE_SIZE, (page - 1) * PAGE_SIZE),
    countSystemNotifications(db),
  ]);
  return { notifications: rows.map(toSystemNotification), total, page, pageSize: PAGE_SIZE };
}

/**
 * The notification that raises the unread indicator for a contact message, in the transaction that files it.
 * The inbox clears it again through `clearInboxNotifications` when the conversation is read.
 */
export async function raiseInboxNotification(
  tx: DbOrTx,
  notice: { title: string; message: string; contactMessageId: string },
) {
  await insertSystemNotification(tx, { ...notice, category: 'message' });
}

/** Marks read the unread-indicator notifications of these contact messages. */
export const clearInboxNotifications = (tx: DbOrTx, contactMessageIds: string[]) =>
  markMessageNotificationsRead(tx, contactMessageIds);

/** An announcement for every member's in-app feed, owned by the admin who wrote it. */
export async function sendSystemMessage(
  ctx: AppContext,
  input: SendSystemMessageInput,
  actor: Actor,
  idempotencyKey?: string,
): Promise<SendSystemMessageResponse> {
  const sent = await ctx.db.transaction(async (tx) => {
    const once = await onceOnly(tx, actor.adminId, 'system-message.send', idempotencyKey, {
      title: input.title,
      message: input.message,
    });
    if (!once.first) return { id: once.resultId, repeat: true };
    const row = await insertSystemNotification(tx, {
      title: input.title,
      message: input.message,
      category: 'announcement',
      isRead: true,
      ownerAdminId: actor.adminId,
    });
    await recordAudit(tx, actor, {
      action: 'system-message.send',
      targetType: 'system_notification',
      targetId: row.id,
      details: { title: input.title },
    });
    await once.done(row.id);
    return { id: row.id, repeat: false };
  });
  const notification = sent.id ? await findSystemNotification(ctx.db, sent.id) : undefined;
  // The same announcement again: every member has it already, and their phones were told (decision 0082).
  if (sent.repeat) {
    if (!notification) throw new AppError('CONFLICT', ADMIN_MESSAGES.systemMessageAlreadySent);
    return { message: ADMIN_MESSAGES.systemMessageAlreadySent, notif: toSystemNotification(notification) };
  }
  const id = sent.id!;
  // The feed of every member who takes news in-app instantly shows it at once (it is read from system_notifications);
  // phones, browsers and mail follow each member's news preferences in a background job (decision 0177), since
  // telling every member can take long and must not hold the admin's request.
  announceToAll(ctx, { id, title: input.title, body: input.message, createdAt: notification!.notification.createdAt });
  return { message: 'System message sent', notif: toSystemNotification(notification!) };
}

/**
 * The audience a system message's preview names before the admin confirms sending it to everyone: every member (the
 * feed), and those it would push at once (the others get it in their digest or not at all, decision 0177).
 */
export async function getBroadcastAudience(db: Db): Promise<BroadcastAudienceResponse> {
  const [everyone, pushed] = await Promise.all([countMembers(db), announcementPushAudience(db)]);
  return { members: everyone, pushDevices: pushed };
}
