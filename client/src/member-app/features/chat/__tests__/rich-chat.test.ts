import { MESSAGE_REACTIONS, type Attachment } from '@blynd/shared';
import type { ChatMessage } from '../../../api/contract';
import { chatStore, logOf } from '../chat-store';
import { formatSize } from '../media';
import {
  addPending,
  applyAttachment,
  applyReactions,
  confirmPending,
  emptyLog,
  mergeMessages,
  nextReaction,
  reactionCounts,
  replyQuoteOf,
  type MessageLog,
} from '../message-log';
import { createOutbox, messageBody, type MessageBody } from '../outbox';
import { problemOf } from '../voice-recorder';

const photo = (status: Attachment['status']): Attachment => ({
  _id: 'att-photo',
  kind: 'photo',
  mimeType: 'image/jpeg',
  bytes: 120_000,
  durationMs: null,
  width: 800,
  height: 600,
  status,
});
const voice: Attachment = {
  _id: 'att-voice',
  kind: 'voice',
  mimeType: 'audio/webm',
  bytes: 48 * 1024,
  durationMs: 12_000,
  width: null,
  height: null,
  status: 'ready',
};
const message = (seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: `id-${seq}`,
  seq,
  fromMe: false,
  text: `m${seq}`,
  kind: 'text',
  attachment: null,
  replyTo: null,
  reactions: [],
  sentAt: new Date(seq * 1000).toISOString(),
  readByThem: false,
  ...overrides,
});

describe('rich chat in the message log', () => {
  it('When a reaction frame comes for a loaded message, then only that message changes; the same reactions again change nothing', () => {
    const log = mergeMessages(emptyLog(), [message(1), message(2)]);
    const reacted = applyReactions(log, 2, [{ emoji: '❤️', fromMe: false }]);
    expect(reacted.messages[1]!.reactions).toEqual([{ emoji: '❤️', fromMe: false }]);
    expect(reacted.messages[0]).toBe(log.messages[0]);
    expect(applyReactions(reacted, 2, [{ emoji: '❤️', fromMe: false }])).toBe(reacted);
    expect(applyReactions(reacted, 9, [{ emoji: '😂', fromMe: true }])).toBe(reacted);
  });

  it('When a photo is approved after a resync page read it as checking, then the message stays approved', () => {
    let log = mergeMessages(emptyLog(), [message(1, { kind: 'photo', text: '', attachment: photo('checking') })]);
    log = applyAttachment(log, 1, photo('approved'));
    // A page fetched before the frame came, answered after it.
    log = mergeMessages(log, [message(1, { kind: 'photo', text: '', attachment: photo('checking') })]);
    expect(log.messages[0]!.attachment!.status).toBe('approved');
    // Removal after approval does show.
    log = mergeMessages(log, [message(1, { kind: 'photo', text: '', attachment: photo('removed') })]);
    expect(log.messages[0]!.attachment!.status).toBe('removed');
  });

  it('When a resync brings a message with its reactions and reply, then they replace the live copy by seq, once', () => {
    const live = mergeMessages(emptyLog(), [message(3)]);
    const quote = { seq: 1, kind: 'voice' as const, text: '', fromMe: true };
    const synced = mergeMessages(live, [message(3, { replyTo: quote, reactions: [{ emoji: '👍', fromMe: true }] })]);
    expect(synced.messages).toHaveLength(1);
    expect(synced.messages[0]).toMatchObject({ replyTo: quote, reactions: [{ emoji: '👍', fromMe: true }] });
  });

  it('When I choose a reaction, then it replaces mine; choosing mine again takes it back', () => {
    const withMine = message(1, {
      reactions: [
        { emoji: '😂', fromMe: true },
        { emoji: '❤️', fromMe: false },
      ],
    });
    expect(nextReaction(withMine, '❤️')).toBe('❤️');
    expect(nextReaction(withMine, '😂')).toBeNull();
    expect(nextReaction(message(2), '🙏')).toBe('🙏');
  });

  it('When both reacted, then the counts follow the fixed order, with mine marked', () => {
    const counts = reactionCounts(
      [
        { emoji: '🙏', fromMe: false },
        { emoji: '❤️', fromMe: true },
      ],
      MESSAGE_REACTIONS,
    );
    expect(counts).toEqual([
      { emoji: '❤️', count: 1, mine: true },
      { emoji: '🙏', count: 1, mine: false },
    ]);
    expect(
      reactionCounts(
        [
          { emoji: '😮', fromMe: false },
          { emoji: '😮', fromMe: true },
        ],
        MESSAGE_REACTIONS,
      ),
    ).toEqual([{ emoji: '😮', count: 2, mine: true }]);
  });

  it('When a reply quotes a long message, then the pending quote keeps its first 140 characters (code points)', () => {
    const long = '😀'.repeat(150);
    expect(replyQuoteOf(message(4, { text: long, fromMe: true }), 140)).toEqual({
      seq: 4,
      kind: 'text',
      text: '😀'.repeat(140),
      fromMe: true,
    });
  });
});

describe('rich chat in the chat store', () => {
  afterEach(() => chatStore.clear());

  it('When reaction and attachment frames come, then the store applies each to its match', () => {
    chatStore.received('m-1', [message(1, { kind: 'photo', text: '', attachment: photo('checking') })]);
    chatStore.frame({ type: 'reaction', matchId: 'm-1', seq: 1, reactions: [{ emoji: '😮', fromMe: true }] });
    chatStore.frame({ type: 'attachment', matchId: 'm-1', seq: 1, attachment: photo('approved') });
    expect(logOf('m-1').messages[0]).toMatchObject({
      reactions: [{ emoji: '😮', fromMe: true }],
      attachment: { status: 'approved' },
    });
    expect(logOf('m-2').messages).toEqual([]);
  });

  it('When a voice note is pending, then it shows with its attachment and quote until the server copy replaces it', () => {
    const quote = { seq: 1, kind: 'text' as const, text: 'm1', fromMe: false };
    chatStore.pending('m-1', 'c-1', '', { kind: 'voice', attachment: voice, replyTo: quote });
    expect(logOf('m-1').pending[0]).toMatchObject({ kind: 'voice', attachment: voice, replyTo: quote });
    chatStore.sent(
      'm-1',
      'c-1',
      message(2, { fromMe: true, kind: 'voice', text: '', attachment: voice, replyTo: quote }),
    );
    expect(logOf('m-1').pending).toEqual([]);
    expect(logOf('m-1').messages.map((m) => m.kind)).toEqual(['voice']);
  });
});

describe('rich chat sends through the outbox', () => {
  it('When a voice note reply is sent, then the body names the attachment and the seq, without text', () => {
    expect(
      messageBody('c-1', '', { kind: 'voice', attachment: voice, replyTo: replyQuoteOf(message(3), 140) }, false),
    ).toEqual({
      clientMessageId: 'c-1',
      kind: 'voice',
      attachmentId: 'att-voice',
      replyTo: 3,
    });
    expect(messageBody('c-2', 'Look!', { kind: 'photo', attachment: photo('checking') }, true)).toEqual({
      clientMessageId: 'c-2',
      text: 'Look!',
      kind: 'photo',
      attachmentId: 'att-photo',
      confirmed: true,
    });
    expect(messageBody('c-3', 'Hi', {}, false)).toEqual({ clientMessageId: 'c-3', text: 'Hi' });
  });

  it('When a voice note fails to send, then the retry posts the same clientMessageId and attachment, and it shows once', async () => {
    const bodies: MessageBody[] = [];
    let fail = true;
    let log: MessageLog = emptyLog();
    const outbox = createOutbox(
      async (_matchId, body) => {
        bodies.push(body);
        if (fail) {
          fail = false;
          throw new Error('network');
        }
        return { message: message(1, { fromMe: true, kind: 'voice', text: '', attachment: voice }) };
      },
      {
        onPending: (id, text, extras) =>
          void (log = addPending(log, { ...extras, clientMessageId: id, text, state: 'sending', createdAt: '' })),
        onSent: (id, sent) => void (log = confirmPending(log, id, sent)),
        onFailed: () => undefined,
        onNudged: () => undefined,
      },
      () => 'c0ffee00-0000-4000-8000-000000000009',
    );
    outbox.send('m-1', '', { kind: 'voice', attachment: voice });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await outbox.retry('c0ffee00-0000-4000-8000-000000000009');
    expect(bodies).toEqual([bodies[0], bodies[0]]);
    expect(bodies[0]).toEqual({
      clientMessageId: 'c0ffee00-0000-4000-8000-000000000009',
      kind: 'voice',
      attachmentId: 'att-voice',
    });
    expect(log.pending).toEqual([]);
    expect(log.messages).toHaveLength(1);
  });
});

describe('what a member reads about a voice note before it loads', () => {
  it('When sizes are shown, then they read in KB under a megabyte and MB above', () => {
    expect(formatSize(48 * 1024)).toBe('48 KB');
    expect(formatSize(300)).toBe('1 KB');
    expect(formatSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });

  it('When the microphone is refused or missing, then the recorder names which', () => {
    expect(problemOf(new DOMException('denied', 'NotAllowedError'))).toBe('refused');
    expect(problemOf(new DOMException('none', 'NotFoundError'))).toBe('missing');
    expect(problemOf(new Error('other'))).toBe('failed');
  });
});
