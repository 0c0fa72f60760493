import type { ChatMessage, Conversation, Page } from '../api/contract';
import { withMessage, withRead } from '../features/chat/conversation-list';

const conversation = (matchId: string, seq: number, unread: number, updatedAt: string): Conversation =>
  ({
    matchId,
    member: { _id: `member-${matchId}` },
    lastMessage: { _id: `m${seq}`, seq, text: `text ${seq}`, fromMe: false, sentAt: updatedAt },
    unread,
    updatedAt,
  }) as unknown as Conversation;
const message = (seq: number, fromMe: boolean, sentAt = '2026-11-27T10:00:00.000Z'): ChatMessage => ({
  _id: `m${seq}`,
  seq,
  fromMe,
  text: `text ${seq}`,
  kind: 'text',
  attachment: null,
  replyTo: null,
  reactions: [],
  sentAt,
  readByThem: false,
});
const list = (): Page<Conversation> => ({
  items: [conversation('a', 4, 0, '2026-11-27T09:00:00.000Z'), conversation('b', 2, 1, '2026-11-27T08:00:00.000Z')],
  nextCursor: null,
});

describe('the cached conversation list, moved by what the page knows', () => {
  it('When a message from them arrives for a conversation not on screen, then it leads the list with one more unread', () => {
    const next = withMessage(list(), 'b', message(3, false), false)!;
    expect(next.items.map((c) => c.matchId)).toEqual(['b', 'a']);
    expect(next.items[0]).toMatchObject({ unread: 2, lastMessage: { seq: 3 }, updatedAt: '2026-11-27T10:00:00.000Z' });
  });

  it('When the conversation is on screen or the message is mine, then the unread count stays', () => {
    expect(withMessage(list(), 'b', message(3, false), true)!.items[0].unread).toBe(1);
    expect(withMessage(list(), 'b', message(3, true), false)!.items[0].unread).toBe(1);
  });

  it('When the same message comes twice (the frame and the send answer), then the list moves once', () => {
    const once = withMessage(list(), 'b', message(3, false), false)!;
    expect(withMessage(once, 'b', message(3, false), false)).toBe(once);
  });

  it('When the conversation is not in the list or there is no list, then nothing is guessed (the caller refetches)', () => {
    expect(withMessage(list(), 'zz', message(1, false), false)).toBeUndefined();
    expect(withMessage(undefined, 'a', message(5, false), false)).toBeUndefined();
    expect(withRead(list(), 'zz')).toBeUndefined();
  });

  it('When my read mark moves, then nothing of that conversation is unread', () => {
    expect(withRead(list(), 'b')!.items[1].unread).toBe(0);
    const unchanged = list();
    expect(withRead(unchanged, 'a')).toBe(unchanged);
  });
});
