import { CONVERSATIONS_PAGE_DEFAULT, MEMBER_CHAT_MESSAGES as TEXT, type ConversationList } from '@blynd/shared';
import type { AppContext } from '../../context';
import { decodeKeysetCursor, toPage } from '../../db/paging/keyset-cursor';
import { AppError } from '../../lib/app-error';
import { loadMemberCards } from '../member-cards/member-card.service';
import { listConversationPage } from './chat.repository';
import { recipientSafety } from './message-safety';

const CONVERSATIONS_PAGE = CONVERSATIONS_PAGE_DEFAULT;

/**
 * The member's conversations (one per live match with someone they may see), most recent activity first.
 * `unread` is counted from the messages above the member's read mark, never stored.
 */
export async function listConversations(
  ctx: AppContext,
  memberId: string,
  cursor: string | undefined,
  limit = CONVERSATIONS_PAGE,
): Promise<ConversationList> {
  const after = cursor === undefined ? undefined : decodeKeysetCursor(cursor);
  if (cursor !== undefined && !after) throw new AppError('BAD_REQUEST', TEXT.invalidCursor);
  const rows = await listConversationPage(ctx.db, memberId, after, limit + 1);
  const { page, nextCursor } = toPage(rows, limit, (row) => ({ at: row.at, id: row.matchId }));
  const cards = await loadMemberCards(
    ctx.db,
    memberId,
    page.map((row) => row.otherId),
    ctx.now(),
  );
  const items = page.flatMap((row) => {
    const card = cards.get(row.otherId);
    if (!card) return [];
    const lastMessage = row.last
      ? {
          _id: row.last.id,
          seq: row.last.seq,
          text: row.last.text,
          kind: row.last.kind,
          fromMe: row.last.senderId === memberId,
          sentAt: row.last.createdAt.toISOString(),
          ...recipientSafety(row.last.safetyKind, row.last.senderId === memberId),
        }
      : null;
    return [
      { matchId: row.matchId, member: card, lastMessage, unread: row.unread, updatedAt: row.activityAt.toISOString() },
    ];
  });
  return { items, nextCursor };
}
