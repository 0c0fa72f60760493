import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

export async function insertContactMessage(db: DbOrTx, input: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(input).returning();
  return row;
}

/**
 * The sender's latest conversation with activity since `since` (a message, a reply or a status change),
 * locked until the transaction ends so a follow-up and a reply or status change never interleave.
 * An app message joins the member's app conversation; a web-form message joins a web conversation
 * from the same address. Never the other channel, never on an empty address (decision 0080).
 */
export async function findRecentConversationOf(tx: DbOrTx, sender: { email: string; memberId?: string }, since: Date) {
  if (!sender.memberId && sender.email.trim() === '') return undefined;
  const sameSender = sender.memberId
    ? and(eq(contactMessages.channel, 'app'), eq(contactMessages.memberId, sender.memberId))
    : and(
        eq(contactMessages.channel, 'web'),
        sql`lower(${contactMessages.email}) = ${sender.email.trim().toLowerCase()}`,
      );
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(
      and(
        isNull(contactMessages.conversationId),
        sameSender,
        sql`greatest(${contactMessages.lastMessageAt}, coalesce(${contactMessages.statusChangedAt}, ${contactMessages.lastMessageAt})) > ${since.toISOString()}`,
      ),
    )
    .orderBy(desc(contactMessages.lastMessageAt), desc(contactMessages.id))
    .limit(1)
    .for('update');
  return row;
}

/** The sender wrote again: the conversation is open and unread once more, and moves to the top of the inbox. */
export async function reopenForFollowUp(tx: DbOrTx, conversationId: string, at: Date) {
  await tx
    .update(contactMessages)
    .set({
      isRead: false,
      lastMessageAt: at,
      statusChangedAt: sql`case when ${contactMessages.status} = 'open' then ${contactMessages.statusChangedAt} else ${at.toISOString()}::timestamptz end`,
      status: 'open',
    })
    .where(eq(contactMessages.id, conversationId));
}

/** Account deletion: support messages carry the member's name, phone and email, so they go with the account. */
export async function deleteMessagesOfMember(tx: DbOrTx, memberId: string) {
  await tx.delete(contactMessages).where(eq(contactMessages.memberId, memberId));
}
