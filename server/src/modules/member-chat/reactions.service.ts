import { and, eq, sql } from 'drizzle-orm';
import { MEMBER_CHAT_MESSAGES as TEXT, type MessageReaction, type SentMessage } from '@blynd/shared';
import type { AppContext } from '../../context';
import { matchMessages, messageReactions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { publishLive } from '../notifications/notifications.service';
import { readMarksOf, type MessageRow } from './chat.repository';
import { chatMatchOrNotFound, toChatMessage } from './chat.service';
import { loadExtras, reactionsFor } from './message-extras';

const rowColumns = {
  id: matchMessages.id,
  seq: matchMessages.seq,
  senderId: matchMessages.senderId,
  text: matchMessages.text,
  createdAt: matchMessages.createdAt,
  safetyKind: matchMessages.safetyKind,
  kind: matchMessages.kind,
  attachmentId: matchMessages.attachmentId,
  replyToSeq: matchMessages.replyToSeq,
};

/**
 * Sets (`emoji`) or clears (null) the member's one reaction to a message of a match they may see. The same
 * reaction again changes nothing and tells no one; a change reaches both members' open apps once, each in their
 * own view (`fromMe` from the receiver's side). Answers the message as the reactor reads it.
 */
export async function setReaction(
  ctx: AppContext,
  memberId: string,
  matchId: string,
  seq: number,
  emoji: MessageReaction | null,
): Promise<SentMessage> {
  const match = await chatMatchOrNotFound(ctx, memberId, matchId);
  const [row] = await ctx.db
    .select(rowColumns)
    .from(matchMessages)
    .where(and(eq(matchMessages.matchId, matchId), eq(matchMessages.seq, seq)));
  if (!row) throw new AppError('NOT_FOUND', TEXT.messageNotFound);
  const changed = emoji
    ? await ctx.db
        .insert(messageReactions)
        .values({ matchId, seq, memberId, emoji, createdAt: ctx.now() })
        .onConflictDoUpdate({
          target: [messageReactions.matchId, messageReactions.seq, messageReactions.memberId],
          set: { emoji, createdAt: ctx.now() },
          setWhere: sql`${messageReactions.emoji} <> excluded.emoji`,
        })
        .returning({ seq: messageReactions.seq })
    : await ctx.db
        .delete(messageReactions)
        .where(
          and(eq(messageReactions.matchId, matchId), eq(messageReactions.seq, seq), eq(messageReactions.memberId, memberId)),
        )
        .returning({ seq: messageReactions.seq });
  const [marks, extras] = await Promise.all([readMarksOf(ctx.db, matchId), loadExtras(ctx.db, matchId, [row as MessageRow])]);
  const message = toChatMessage(row as MessageRow, memberId, match, marks.get(match.otherId) ?? 0, extras);
  if (changed.length > 0) {
    const list = extras.reactions.get(seq);
    for (const receiver of [memberId, match.otherId])
      publishLive(ctx, receiver, { type: 'reaction', matchId, seq, reactions: reactionsFor(list, receiver) });
  }
  return { message };
}
