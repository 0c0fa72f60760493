import {
  ADMIN_MESSAGES, PAGE_SIZE, type AdminContactMessage, type ContactMessageListResponse, type ReplyContactMessageInput,
  type ReplyContactMessageResponse, type SendSystemMessageInput, type SendSystemMessageResponse, type SystemMessageListResponse,
  type SystemNotification, type UpdateMessageResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../middleware/admin-auth';
import { insertSystemNotification } from './notifications.repository';
import { recordAudit } from '../audit/audit.writer';
import {
  countContactMessages, countSystemNotifications, countUnreadMessageNotifications, findContactMessage, findContactMessageBySender, findSystemNotification, insertContactReply,
  listContactMessages, listRepliesFor, listSystemNotifications, markContactMessageRead, pageOffset, type ContactMessageRow,
  type NotificationWithOwner,
} from './inbox.repository';
import { contactReplyMail } from './reply-mail';

type ReplyRow = Awaited<ReturnType<typeof listRepliesFor>>[number];

const toReply = ({ reply, admin }: ReplyRow) => ({
  _id: reply.id,
  subject: reply.subject,
  message: reply.message,
  createdAt: reply.createdAt.toISOString(),
  admin: admin ? { _id: admin.id, fullname: admin.fullname } : null,
});

/** Contact messages in the admin shape, with their replies fetched in one query. */
export async function withReplies(db: Db, rows: ContactMessageRow[]): Promise<AdminContactMessage[]> {
  const replies = await listRepliesFor(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    _id: row.id,
    subject: row.subject,
    email: row.email,
    fullname: row.fullname,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    replies: replies.filter((r) => r.reply.contactMessageId === row.id).map(toReply),
  }));
}

export const toSystemNotification = ({ notification, owner }: NotificationWithOwner): SystemNotification => ({
  _id: notification.id,
  title: notification.title,
  message: notification.message,
  category: notification.category as SystemNotification['category'],
  isRead: notification.isRead,
  owner: owner ? { _id: owner.id, fullname: owner.fullname } : null,
  createdAt: notification.createdAt.toISOString(),
});

/** What the dashboard shows of the inbox: the latest contact messages with counts, and the latest system messages. */
export async function inboxOverview(db: Db, latestNotifications: number) {
  const [latestMessages, messageCounts, unreadNotifications, notifications] = await Promise.all([
    listContactMessages(db, PAGE_SIZE),
    countContactMessages(db),
    countUnreadMessageNotifications(db),
    listSystemNotifications(db, latestNotifications),
  ]);
  return {
    ContactMessages: { messages: await withReplies(db, latestMessages), unreadCount: messageCounts.unread, total: messageCounts.total },
    systemtNotif: { unreadCount: unreadNotifications, latest: notifications.map(toSystemNotification) },
  };
}

export async function listContactInbox(db: Db, page: number): Promise<ContactMessageListResponse> {
  const [rows, counts] = await Promise.all([listContactMessages(db, PAGE_SIZE, pageOffset(page)), countContactMessages(db)]);
  return { messages: await withReplies(db, rows), unreadCount: counts.unread, total: counts.total, page, pageSize: PAGE_SIZE };
}

export async function listSystemInbox(db: Db, page: number): Promise<SystemMessageListResponse> {
  const [rows, total] = await Promise.all([listSystemNotifications(db, PAGE_SIZE, pageOffset(page)), countSystemNotifications(db)]);
  return { notifications: rows.map(toSystemNotification), total, page, pageSize: PAGE_SIZE };
}

export async function markMessageRead(ctx: AppContext, messageId: string, actor: Actor): Promise<UpdateMessageResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await markContactMessageRead(tx, messageId);
    if (!updated) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.messageNotFound);
    await recordAudit(tx, actor, { action: 'contact.read', targetType: 'contact_message', targetId: messageId });
    return updated;
  });
  const [contactMessage] = await withReplies(ctx.db, [row]);
  return { message: 'Message marked as read', contactMessage };
}

/**
 * Emails the reply with the member's message quoted (DESIGN §4.5) and keeps it with the message. The
 * address, name and quote come from the stored message, never from the request: a caller must not be
 * able to mail any address with a made-up quote under the product's name.
 */
export async function replyToContactMessage(ctx: AppContext, input: ReplyContactMessageInput, actor: Actor): Promise<ReplyContactMessageResponse> {
  const original = input.messageId
    ? await findContactMessage(ctx.db, input.messageId)
    : await findContactMessageBySender(ctx.db, input.email, input.previousMessage);
  if (!original) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.messageNotFound);

  const mail = contactReplyMail({
    to: original.email,
    fullname: original.fullname,
    subject: input.subject,
    reply: input.message,
    previousMessage: original.message,
    previousDate: original.createdAt,
    contactMessageId: original.id,
    productName: ctx.config.site.productName,
    domain: new URL(ctx.config.publicUrl).hostname,
  });
  const reply = await ctx.db.transaction(async (tx) => {
    const row = await insertContactReply(tx, { contactMessageId: original.id, adminId: actor.adminId, subject: mail.subject, message: input.message });
    await markContactMessageRead(tx, original.id);
    await recordAudit(tx, actor, { action: 'contact.reply', targetType: 'contact_message', targetId: original.id, details: { to: original.email, replyId: row.id } });
    return row;
  });
  // Written to the outbox after the reply is kept: a mail server outage is retried, never lost.
  const sent = await ctx.mailer.send(mail);
  const [withAdmin] = (await listRepliesFor(ctx.db, [original.id])).filter((r) => r.reply.id === reply.id);
  const message =
    sent.status === 'sent' ? `Reply sent to ${original.email}` : sent.status === 'pending' ? `Reply saved; the mail to ${original.email} will be retried shortly` : `Reply saved; mail is not configured, so it was kept in the outbox`;
  return { message, reply: toReply(withAdmin) };
}

/** An announcement for every member's in-app feed, owned by the admin who wrote it. */
export async function sendSystemMessage(ctx: AppContext, input: SendSystemMessageInput, actor: Actor): Promise<SendSystemMessageResponse> {
  const id = await ctx.db.transaction(async (tx) => {
    const row = await insertSystemNotification(tx, { title: input.title, message: input.message, category: 'announcement', isRead: true, ownerAdminId: actor.adminId });
    await recordAudit(tx, actor, { action: 'system-message.send', targetType: 'system_notification', targetId: row.id, details: { title: input.title } });
    return row.id;
  });
  // Every member's feed shows it at once (it is read from system_notifications); their phones are told in the
  // background, since a push to every device can take long and must not hold the admin's request.
  ctx.push
    .sendToAllMembers({ title: input.title, body: input.message.slice(0, 200), data: { kind: 'announcement', notificationId: id } })
    .then((result) => ctx.logger.info({ notificationId: id, ...result }, 'system message pushed'))
    .catch((error: unknown) => ctx.logger.warn({ err: error, notificationId: id }, 'system message push failed'));
  return { message: 'System message sent', notif: toSystemNotification((await findSystemNotification(ctx.db, id))!) };
}
