import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PAGE_SIZE, type ConversationStatus, type InboxFilter } from '@blynd/shared';
import type { DbOrTx } from '../../db/client';
import { admins, contactMessages, contactReplies, members } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** A conversation is its first message: the row no other message points at. */
const isConversation = isNull(contactMessages.conversationId);
const latestConversationsFirst = [desc(contactMessages.lastMessageAt), desc(contactMessages.id)];
const newestMessagesFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];

export type InboxSelection = { filter: InboxFilter; q: string };

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Conversations with any message whose sender, subject or text holds the term. The expression is the one
 * the trigram index is built on (contact_messages_search_idx), so ILIKE '%term%' is an index scan.
 */
function matchingConversations(db: DbOrTx, term: string) {
  const searched = alias(contactMessages, 'searched');
  return db
    .select({ id: sql<string>`coalesce(${searched.conversationId}, ${searched.id})` })
    .from(searched)
    .where(
      sql`(${searched.fullname} || ' ' || ${searched.email} || ' ' || ${searched.subject} || ' ' || ${searched.message}) ilike ${likePattern(term)}`,
    );
}

function selectionWhere(db: DbOrTx, { filter, q }: InboxSelection) {
  const parts: SQL[] = [isConversation];
  if (filter === 'unread') parts.push(eq(contactMessages.isRead, false));
  else if (filter !== 'all') parts.push(eq(contactMessages.status, filter));
  if (q) parts.push(inArray(contactMessages.id, matchingConversations(db, q)));
  return and(...parts);
}

export const listConversations = (db: DbOrTx, selection: InboxSelection, limit: number, offset = 0) =>
  db
    .select()
    .from(contactMessages)
    .where(selectionWhere(db, selection))
    .orderBy(...latestConversationsFirst)
    .limit(limit)
    .offset(offset);

export const countConversations = async (db: DbOrTx, selection: InboxSelection) =>
  (await db.select({ total: count() }).from(contactMessages).where(selectionWhere(db, selection)))[0].total;

/** The inbox's totals: conversations, unread ones, and each status. */
export async function countInbox(db: DbOrTx) {
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      all: count(),
      unread: n(sql`not ${contactMessages.isRead}`),
      open: n(sql`${contactMessages.status} = 'open'`),
      replied: n(sql`${contactMessages.status} = 'replied'`),
      resolved: n(sql`${contactMessages.status} = 'resolved'`),
    })
    .from(contactMessages)
    .where(isConversation);
  return row;
}

/** The dashboard's figures: conversations and unread ones. */
export async function countContactMessages(db: DbOrTx) {
  const { all, unread } = await countInbox(db);
  return { total: all, unread };
}

/** The latest conversations, for the dashboard. */
export const listLatestConversations = (db: DbOrTx, limit: number) =>
  listConversations(db, { filter: 'all', q: '' }, limit);

export async function findContactMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row;
}

/** The conversation a message belongs to (itself, when it is the first). */
export async function findConversationOf(db: DbOrTx, messageId: string) {
  const message = await findContactMessage(db, messageId);
  if (!message?.conversationId) return message;
  return findContactMessage(db, message.conversationId);
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

/** Every message the sender wrote in a conversation, oldest first. */
export const listConversationMessages = (db: DbOrTx, conversationId: string) =>
  db
    .select()
    .from(contactMessages)
    .where(or(eq(contactMessages.id, conversationId), eq(contactMessages.conversationId, conversationId)))
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));

/** How many messages each conversation holds (the first one included). */
export async function countMessagesIn(db: DbOrTx, conversationIds: string[]) {
  if (conversationIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: contactMessages.conversationId, n: count() })
    .from(contactMessages)
    .where(inArray(contactMessages.conversationId, conversationIds))
    .groupBy(contactMessages.conversationId);
  return new Map(rows.map((row) => [row.id!, row.n + 1]));
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

export async function markContactMessageRead(tx: DbOrTx, id: string) {
  const [row] = await tx.update(contactMessages).set({ isRead: true }).where(eq(contactMessages.id, id)).returning();
  return row;
}

/** The ids of every message in a conversation, the first one included. */
export const listConversationMessageIds = async (db: DbOrTx, conversationId: string) =>
  (
    await db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(or(eq(contactMessages.id, conversationId), eq(contactMessages.conversationId, conversationId)))
  ).map((row) => row.id);

export async function setConversationStatus(tx: DbOrTx, id: string, status: ConversationStatus) {
  const [row] = await tx
    .update(contactMessages)
    .set({ status, statusChangedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

/** Locks a conversation for a change of state, so a follow-up arriving at the same time waits for it. */
export async function lockConversation(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), isConversation))
    .limit(1)
    .for('update');
  return row;
}

export async function insertContactReply(tx: DbOrTx, values: typeof contactReplies.$inferInsert) {
  const [row] = await tx.insert(contactReplies).values(values).returning();
  return row;
}

const memberFields = { id: members.id, firstName: members.firstName, lastName: members.lastName, phone: members.phone };

export async function findMemberById(db: DbOrTx, id: string) {
  const [row] = await db.select(memberFields).from(members).where(eq(members.id, id)).limit(1);
  return row;
}

/** A member with this address; when two share it (the column is not unique), the oldest account. */
export async function findMemberByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(memberFields)
    .from(members)
    .where(sql`lower(${members.email}) = ${email.trim().toLowerCase()}`)
    .orderBy(asc(members.createdAt))
    .limit(1);
  return row;
}

export async function findMemberByPhone(db: DbOrTx, canonicalPhone: string) {
  const [row] = await db.select(memberFields).from(members).where(eq(members.phone, canonicalPhone)).limit(1);
  return row;
}

export const pageOffset = (page: number) => (page - 1) * PAGE_SIZE;
