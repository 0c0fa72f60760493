import type { ChatMessage, Conversation, Page } from '../../api/contract';

/**
 * The cached conversation list, moved forward by what the page already knows (a live frame, a send's answer, a
 * read mark) instead of asking GET /conversations again for every message: each message used to cost up to four
 * list requests on the two pages of a chat. `undefined` means the list cannot be updated in place (no list yet,
 * or the conversation is not in its first page): the caller invalidates it and it is fetched as before.
 */
export function withMessage(
  list: Page<Conversation> | undefined,
  matchId: string,
  message: ChatMessage,
  onScreen: boolean,
): Page<Conversation> | undefined {
  const item = list?.items.find((conversation) => conversation.matchId === matchId);
  if (!list || !item) return undefined;
  if (item.lastMessage && item.lastMessage.seq >= message.seq) return list;
  const { _id, seq, text, kind, fromMe, sentAt } = message;
  const updated: Conversation = {
    ...item,
    lastMessage: { _id, seq, text, kind, fromMe, sentAt },
    // Unread counts messages from the other side above my read mark; one on screen is marked read at once.
    unread: fromMe || onScreen ? item.unread : item.unread + 1,
    updatedAt: sentAt > item.updatedAt ? sentAt : item.updatedAt,
  };
  // Most recent activity first, as the server orders the list.
  return { ...list, items: [updated, ...list.items.filter((conversation) => conversation !== item)] };
}

/** My read mark reached the newest message from them: nothing of that conversation is unread. */
export function withRead(list: Page<Conversation> | undefined, matchId: string): Page<Conversation> | undefined {
  const item = list?.items.find((conversation) => conversation.matchId === matchId);
  if (!list || !item) return undefined;
  if (item.unread === 0) return list;
  return {
    ...list,
    items: list.items.map((conversation) => (conversation === item ? { ...item, unread: 0 } : conversation)),
  };
}
