import { MEMBER_CHAT_MESSAGES as TEXT, type MessageReaction, type SentMessage } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { publishLive } from '../notifications/notifications.service';
import { findMessageRow, readMarksOf, writeReaction } from './chat.repository';
import { chatMatchOrNotFound, toChatMessage } from './chat.service';
import { loadExtras, reactionsFor } from './message-extras';

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
  const row = await findMessageRow(ctx.db, matchId, seq);
  if (!row) throw new AppError('NOT_FOUND', TEXT.messageNotFound);
  const changed = await writeReaction(ctx.db, { matchId, seq, memberId }, emoji, ctx.now());
  const [marks, extras] = await Promise.all([readMarksOf(ctx.db, matchId), loadExtras(ctx.db, matchId, [row])]);
  const message = toChatMessage(row, memberId, match, marks.get(match.otherId) ?? 0, extras);
  if (changed) {
    const list = extras.reactions.get(seq);
    for (const receiver of [memberId, match.otherId])
      publishLive(ctx, receiver, { type: 'reaction', matchId, seq, reactions: reactionsFor(list, receiver) });
  }
  return { message };
}
