import type { ChatMessage } from '../api/contract';
import { addPending, dropPending, emptyLog, markPending, type MessageLog } from '../features/chat/message-log';
import { createOutbox, nudgeOf } from '../features/chat/outbox';
import { ApiError } from '../../lib/http';

const NUDGE = { kind: 'harassment', explanation: 'This message reads as a threat or an insult.' } as const;
const areYouSure = () => new ApiError('Are you sure?', 422, { error: 'Are you sure?', nudge: NUDGE });

describe('the chat outbox and "Are you sure?" (decision 0150)', () => {
  it('when the server answers 422 with a nudge, then the message waits for its member: a reconnect does not resend it, Send anyway posts the same id confirmed', async () => {
    const bodies: { clientMessageId: string; text?: string; confirmed?: boolean }[] = [];
    let log: MessageLog = emptyLog();
    const sent: ChatMessage = {
      _id: 'm1',
      seq: 1,
      fromMe: true,
      text: 'x',
      kind: 'text',
      attachment: null,
      replyTo: null,
      reactions: [],
      sentAt: '',
      readByThem: false,
    };
    const outbox = createOutbox(
      async (_matchId, body) => {
        bodies.push(body);
        if (!body.confirmed) throw areYouSure();
        return { message: sent };
      },
      {
        onPending: (id, text) =>
          void (log = addPending(log, { clientMessageId: id, text, state: 'sending', createdAt: '' })),
        onSent: (id) => void (log = dropPending(log, id)),
        onFailed: (id, error) => void (log = markPending(log, id, 'failed', error)),
        onNudged: (id, nudge) => void (log = markPending(log, id, 'nudged', undefined, nudge)),
      },
      () => 'id-1',
    );
    outbox.send('match', 'Shut up you idiot');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.pending).toEqual([expect.objectContaining({ state: 'nudged', nudge: NUDGE })]);
    await outbox.retryAllFailed();
    expect(bodies).toHaveLength(1);
    await outbox.confirm('id-1');
    expect(bodies).toEqual([
      { clientMessageId: 'id-1', text: 'Shut up you idiot' },
      { clientMessageId: 'id-1', text: 'Shut up you idiot', confirmed: true },
    ]);
    expect(log.pending).toEqual([]);
  });

  it('when an error is not the nudge, then nudgeOf finds none', () => {
    expect(nudgeOf(areYouSure())).toEqual(NUDGE);
    expect(nudgeOf(new ApiError('Are you sure?', 422))).toBeUndefined();
    expect(
      nudgeOf(new ApiError('Wait for a reply before sending more', 429, { error: 'x', nudge: NUDGE })),
    ).toBeUndefined();
    expect(nudgeOf(new Error('x'))).toBeUndefined();
  });
});
