import type { ChatMessage, Page } from '../api/contract';
import {
  addPending,
  applyTheirRead,
  confirmPending,
  emptyLog,
  lastSeq,
  markPending,
  mergeMessages,
  type MessageLog,
} from '../features/chat/message-log';
import { createOutbox } from '../features/chat/outbox';
import { createResync, onCatchUpSignals } from '../features/chat/resync';
import { ApiError } from '../../lib/http';

const message = (seq: number, fromMe = false, text = `m${seq}`): ChatMessage => ({
  _id: `id-${seq}`,
  seq,
  fromMe,
  text,
  kind: 'text',
  attachment: null,
  replyTo: null,
  reactions: [],
  sentAt: new Date(seq * 1000).toISOString(),
  readByThem: false,
});

/** A server holding one match's messages, answering POST idempotently by clientMessageId, like the contract. */
function fakeServer() {
  const rows: ChatMessage[] = [];
  const byClientId = new Map<string, ChatMessage>();
  let failNext = 0;
  return {
    rows,
    failNext: (count: number) => void (failNext = count),
    post: async (_matchId: string, body: { clientMessageId: string; text?: string }) => {
      const existing = byClientId.get(body.clientMessageId);
      if (existing) return { message: existing };
      const stored = message(rows.length + 1, true, body.text ?? '');
      rows.push(stored);
      byClientId.set(body.clientMessageId, stored);
      // The row is written but the answer is lost: the client sees a network failure.
      if (failNext > 0) {
        failNext -= 1;
        throw new ApiError('We could not reach Blynd. Check your connection and try again.', 0);
      }
      return { message: stored };
    },
    fetchAfter: async (_matchId: string, after: number): Promise<Page<ChatMessage>> => {
      const items = rows.filter((row) => row.seq > after).slice(0, 2);
      return { items, nextCursor: rows.some((row) => row.seq > (items.at(-1)?.seq ?? after)) ? 'more' : null };
    },
  };
}

describe('the chat message log', () => {
  it('when the same messages arrive live, from the POST answer and from a resync, then each shows once, in seq order', () => {
    let log = mergeMessages(emptyLog(), [message(2), message(1)]);
    log = mergeMessages(log, [message(2), message(3)]);
    log = mergeMessages(log, [message(1)]);
    expect(log.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(lastSeq(log)).toBe(3);
  });

  it('when my own message arrives live before its POST answers, then its pending row goes and it shows once', () => {
    let log = addPending(emptyLog(), { clientMessageId: 'c-1', text: 'm1', state: 'sending', createdAt: '' });
    log = addPending(log, { clientMessageId: 'c-2', text: 'm2', state: 'sending', createdAt: '' });
    log = mergeMessages(log, [{ ...message(1, true), clientMessageId: 'c-1' }]);
    expect(log.messages.map((m) => m.seq)).toEqual([1]);
    expect(log.pending.map((p) => p.clientMessageId)).toEqual(['c-2']);
    log = confirmPending(log, 'c-1', { ...message(1, true), clientMessageId: 'c-1' });
    expect(log.messages.map((m) => m.seq)).toEqual([1]);
    expect(log.pending.map((p) => p.clientMessageId)).toEqual(['c-2']);
  });

  it('when the other side reads up to a seq, then my messages up to it read as seen, and an older mark changes nothing', () => {
    let log = mergeMessages(emptyLog(), [message(1, true), message(2, false), message(3, true)]);
    log = applyTheirRead(log, 3);
    log = applyTheirRead(log, 1);
    expect(log.messages.filter((m) => m.fromMe).map((m) => m.readByThem)).toEqual([true, true]);
    expect(log.theirReadSeq).toBe(3);
  });
});

describe('the chat outbox (retry of a failed send)', () => {
  it('when a send fails after the server stored it, then the retry posts the same clientMessageId and the message shows once', async () => {
    const server = fakeServer();
    let log: MessageLog = emptyLog();
    const ids: string[] = [];
    const outbox = createOutbox(
      async (matchId, body) => {
        ids.push(body.clientMessageId);
        return server.post(matchId, body);
      },
      {
        onPending: (id, text) =>
          void (log = addPending(log, { clientMessageId: id, text, state: 'sending', createdAt: '' })),
        onSent: (id, sent) => void (log = confirmPending(log, id, sent)),
        onFailed: (id, error) => void (log = markPending(log, id, 'failed', error)),
        onNudged: () => undefined,
      },
      () => 'c0ffee00-0000-4000-8000-000000000001',
    );
    server.failNext(1);
    outbox.send('match-1', 'Hello there');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.pending).toEqual([expect.objectContaining({ state: 'failed', text: 'Hello there' })]);

    await outbox.retry('c0ffee00-0000-4000-8000-000000000001');
    expect(ids).toEqual(['c0ffee00-0000-4000-8000-000000000001', 'c0ffee00-0000-4000-8000-000000000001']);
    expect(server.rows).toHaveLength(1);
    expect(log.pending).toEqual([]);
    expect(log.messages.map((m) => m.text)).toEqual(['Hello there']);
  });

  it('when retry is pressed twice while the first is still on its way, then only one request is made', async () => {
    let release: () => void = () => undefined;
    const post = jest.fn(
      () =>
        new Promise<{ message: ChatMessage }>((resolve) => (release = () => resolve({ message: message(1, true) }))),
    );
    const failed: string[] = [];
    const outbox = createOutbox(
      post,
      {
        onPending: () => undefined,
        onSent: () => undefined,
        onFailed: (id) => void failed.push(id),
        onNudged: () => undefined,
      },
      () => 'id-a',
    );
    outbox.send('m', 'hi');
    void outbox.retry('id-a');
    void outbox.retry('id-a');
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(post).toHaveBeenCalledTimes(1);
    expect(outbox.size).toBe(0);
  });
});

describe('the chat resync', () => {
  it('when messages arrived while the socket was down, then resync pages after= the last seq until the end, and nothing doubles', async () => {
    const server = fakeServer();
    let log = mergeMessages(emptyLog(), [message(1)]);
    server.rows.push(message(1), message(2), message(3), message(4), message(5));
    const afters: number[] = [];
    const resync = createResync(
      async (matchId, after) => {
        afters.push(after);
        return server.fetchAfter(matchId, after);
      },
      () => lastSeq(log),
      (_id, messages) => void (log = mergeMessages(log, messages)),
    );
    await resync('m');
    expect(afters).toEqual([1, 3]);
    expect(log.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    await resync('m');
    expect(log.messages).toHaveLength(5);
  });

  it('when signals come in while a resync runs, then they share it and one more run follows', async () => {
    const fetchAfter = jest.fn(async () => ({ items: [], nextCursor: null }));
    const resync = createResync(
      fetchAfter,
      () => 0,
      () => undefined,
    );
    await Promise.all([resync('m'), resync('m'), resync('m')]);
    expect(fetchAfter).toHaveBeenCalledTimes(2);
  });

  it('when the browser comes back online or the tab becomes visible, then a catch-up is signalled', () => {
    const onSignal = jest.fn();
    const stop = onCatchUpSignals(onSignal);
    window.dispatchEvent(new Event('online'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    stop();
    window.dispatchEvent(new Event('online'));
    expect(onSignal).toHaveBeenCalledTimes(2);
  });
});
