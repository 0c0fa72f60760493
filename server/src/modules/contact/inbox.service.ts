import {
  canonicalPhone,
  ADMIN_MESSAGES,
  PAGE_SIZE,
  type AdminContactMessage,
  type ContactMessageListResponse,
  type ContactMessagesQuery,
  type ConversationResponse,
  type ConversationStatusResponse,
  type ReplyContactMessageInput,
  type ReplyContactMessageResponse,
  type ThreadEntry,
  type UpdateMessageResponse,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { clearInboxNotifications } from '../system-messages/system-messages.service';
import { onceOnly } from '../../lib/idempotency';
import {
  countContactMessages,
  countConversations,
  countInbox,
  countMessagesIn,
  findContactMessageBySender,
  findConversationOf,
  findMemberByEmail,
  findMemberById,
  findMemberByPhone,
  insertContactReply,
  listConversationMessageIds,
  listConversationMessages,
  listConversations,
  listLatestConversations,
  listRepliesFor,
  lockConversation,
  markContactMessageRead,
  pageOffset,
  setConversationStatus as storeConversationStatus,
  type ContactMessageRow,
} from './inbox.repository';
import { contactReplyMail } from './reply-mail';

type ReplyRow = Awaited<ReturnType<typeof listRepliesFor>>[number];

const FORMER_ADMIN = 'A former admin';

const toReply = ({ reply, admin }: ReplyRow) => ({
  _id: reply.id,
  subject: reply.subject,
  message: reply.message,
  createdAt: reply.createdAt.toISOString(),
  admin: admin ? { _id: admin.id, fullname: admin.fullname } : null,
});

/** Conversations in the admin shape, with their replies and message counts fetched in one query each. */
export async function withReplies(db: Db, rows: ContactMessageRow[]): Promise<AdminContactMessage[]> {
  const ids = rows.map((row) => row.id);
  const [replies, counts] = await Promise.all([listRepliesFor(db, ids), countMessagesIn(db, ids)]);
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
    status: row.status as AdminContactMessage['status'],
    lastMessageAt: row.lastMessageAt.toISOString(),
    messageCount: counts.get(row.id) ?? 1,
    channel: row.channel as AdminContactMessage['channel'],
  }));
}

/** What the dashboard shows of the inbox: the latest contact messages with counts. */
export async function inboxOverview(db: Db) {
  const [latestMessages, messageCounts] = await Promise.all([
    listLatestConversations(db, PAGE_SIZE),
    countContactMessages(db),
  ]);
  return {
    ContactMessages: {
      messages: await withReplies(db, latestMessages),
      unreadCount: messageCounts.unread,
      total: messageCounts.total,
    },
  };
}

/** Reads a conversation, which also clears the unread-indicator notifications of all its messages. */
async function markConversationRead(tx: DbOrTx, id: string) {
  const row = await markContactMessageRead(tx, id);
  if (row) await clearInboxNotifications(tx, await listConversationMessageIds(tx, id));
  return row;
}

/** A page of conversations, latest message first, narrowed by a filter and a search over sender, subject and text. */
export async function listContactInbox(
  db: Db,
  { page, filter, q }: ContactMessagesQuery,
): Promise<ContactMessageListResponse> {
  const selection = { filter, q };
  const [rows, total, counts] = await Promise.all([
    listConversations(db, selection, PAGE_SIZE, pageOffset(page)),
    countConversations(db, selection),
    countInbox(db),
  ]);
  return {
    messages: await withReplies(db, rows),
    unreadCount: counts.unread,
    counts,
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}

async function conversationOrNotFound(db: Db, messageId: string) {
  const conversation = await findConversationOf(db, messageId);
  if (!conversation) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.messageNotFound);
  return conversation;
}

/**
 * The member the sender is: the account an app message came from, else (a web-form conversation, whose
 * address nobody verified) a member with the same email, else the same phone, offered as a guess.
 */
async function matchMember(db: Db, messages: ContactMessageRow[]): Promise<ConversationResponse['member']> {
  const name = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();
  const fromApp = [...messages].reverse().find((m) => m.memberId && m.channel === 'app')?.memberId;
  const byAccount = fromApp ? await findMemberById(db, fromApp) : undefined;
  if (byAccount) return { _id: byAccount.id, name: name(byAccount), phone: byAccount.phone, matchedBy: 'account' };
  const first = messages[0]!;
  const byEmail = first.email.trim() ? await findMemberByEmail(db, first.email) : undefined;
  if (byEmail) return { _id: byEmail.id, name: name(byEmail), phone: byEmail.phone, matchedBy: 'email' };
  const phone = canonicalPhone(first.phone);
  const byPhone = phone ? await findMemberByPhone(db, phone) : undefined;
  return byPhone ? { _id: byPhone.id, name: name(byPhone), phone: byPhone.phone, matchedBy: 'phone' } : null;
}

/** A conversation with its whole thread (every message and reply, oldest first, each with who wrote it) and the matched member. */
export async function getConversation(db: Db, messageId: string): Promise<ConversationResponse> {
  const conversation = await conversationOrNotFound(db, messageId);
  const [messages, replies, [shaped]] = await Promise.all([
    listConversationMessages(db, conversation.id),
    listRepliesFor(db, [conversation.id]),
    withReplies(db, [conversation]),
  ]);
  const thread: ThreadEntry[] = [
    ...messages.map((m) => ({
      _id: m.id,
      kind: 'message' as const,
      channel: m.channel as 'app' | 'web',
      subject: m.subject,
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      author: { name: m.fullname, email: m.email, adminId: null },
    })),
    ...replies.map(({ reply, admin }) => ({
      _id: reply.id,
      kind: 'reply' as const,
      channel: 'email' as const,
      subject: reply.subject,
      message: reply.message,
      createdAt: reply.createdAt.toISOString(),
      author: { name: admin?.fullname ?? FORMER_ADMIN, email: null, adminId: admin?.id ?? null },
    })),
  ].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { conversation: shaped!, thread, member: await matchMember(db, messages) };
}

/** Resolves a conversation (which also reads it) or reopens it; 'replied' comes only from a reply. */
export async function changeConversationStatus(
  ctx: AppContext,
  messageId: string,
  status: 'open' | 'resolved',
  actor: Actor,
): Promise<ConversationStatusResponse> {
  const { id } = await conversationOrNotFound(ctx.db, messageId);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockConversation(tx, id);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.messageNotFound);
    if (before.status === status) return before;
    const updated = await storeConversationStatus(tx, id, status);
    if (status === 'resolved') await markConversationRead(tx, id);
    await recordAudit(tx, actor, {
      action: 'contact.status',
      targetType: 'contact_message',
      targetId: id,
      details: { from: before.status, to: status },
    });
    return { ...updated, isRead: status === 'resolved' ? true : updated.isRead };
  });
  const [contactMessage] = await withReplies(ctx.db, [row]);
  return { message: status === 'resolved' ? 'Conversation resolved' : 'Conversation reopened', contactMessage };
}

export async function markMessageRead(
  ctx: AppContext,
  messageId: string,
  actor: Actor,
): Promise<UpdateMessageResponse> {
  const conversationId = (await findConversationOf(ctx.db, messageId))?.id ?? messageId;
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await markConversationRead(tx, conversationId);
    if (!updated) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.messageNotFound);
    await recordAudit(tx, actor, { action: 'contact.read', targetType: 'contact_message', targetId: conversationId });
    return updated;
  });
  const [contactMessage] = await withReplies(ctx.db, [row]);
  return { message: 'Message marked as read', contactMessage };
}

/**
 * Emails the reply with the member's message quoted (docs/domain-rules.md#messages-and-notifications) and keeps it with the message. The
 * address, name and quote come from the stored message, never from the request: a caller must not be
 * able to mail any address with a made-up quote under the product's name.
 */
export async function replyToContactMessage(
  ctx: AppContext,
  input: ReplyContactMessageInput,
  actor: Actor,
  idempotencyKey?: string,
): Promise<ReplyContactMessageResponse> {
  const named = input.messageId
    ? await findConversationOf(ctx.db, input.messageId)
    : await findContactMessageBySender(ctx.db, input.email ?? '', input.previousMessage); // the schema requires email without messageId
  const conversation = named?.conversationId ? await findConversationOf(ctx.db, named.id) : named;
  if (!conversation) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.messageNotFound);
  // The reply quotes what the sender wrote last, so it reads as an answer to that.
  const latest = (await listConversationMessages(ctx.db, conversation.id)).at(-1) ?? conversation;

  const mail = contactReplyMail({
    to: conversation.email,
    fullname: conversation.fullname,
    subject: input.subject,
    reply: input.message,
    previousMessage: latest.message,
    previousDate: latest.createdAt,
    contactMessageId: latest.id,
    productName: ctx.config.site.productName,
    domain: new URL(ctx.config.publicUrl).hostname,
  });
  const reply = await ctx.db.transaction(async (tx) => {
    const once = await onceOnly(tx, actor.adminId, 'contact.reply', idempotencyKey, {
      conversationId: conversation.id,
      subject: input.subject,
      message: input.message,
    });
    if (!once.first) return { row: null, repeatOf: once.resultId };
    await lockConversation(tx, conversation.id);
    const row = await insertContactReply(tx, {
      contactMessageId: conversation.id,
      adminId: actor.adminId,
      subject: mail.subject,
      message: input.message,
    });
    await storeConversationStatus(tx, conversation.id, 'replied');
    await markConversationRead(tx, conversation.id);
    await recordAudit(tx, actor, {
      action: 'contact.reply',
      targetType: 'contact_message',
      targetId: conversation.id,
      details: { to: conversation.email, replyId: row.id },
    });
    await once.done(row.id);
    return { row, repeatOf: null };
  });
  const replyId = reply.row?.id ?? reply.repeatOf;
  const [withAdmin] = (await listRepliesFor(ctx.db, [conversation.id])).filter((r) => r.reply.id === replyId);
  // The same request again (a retry, a double click, a script): nothing more is sent (decision 0082).
  if (!reply.row) {
    if (!withAdmin) throw new AppError('CONFLICT', ADMIN_MESSAGES.replyAlreadySent);
    return { message: ADMIN_MESSAGES.replyAlreadySent, reply: toReply(withAdmin) };
  }
  // Written to the outbox after the reply is kept: a mail server outage is retried, never lost.
  const sent = await ctx.mailer.send(mail);
  const message =
    sent.status === 'sent'
      ? `Reply sent to ${conversation.email}`
      : sent.status === 'pending'
        ? `Reply saved; the mail to ${conversation.email} will be retried shortly`
        : `Reply saved; mail is not configured, so it was kept in the outbox`;
  return { message, reply: toReply(withAdmin!) };
}
