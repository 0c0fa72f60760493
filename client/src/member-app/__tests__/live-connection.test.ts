import type { LiveFrame } from '@blynd/shared';
import { createLiveConnection } from '../features/chat/live-connection';

/** A stand-in for the browser's WebSocket: the test opens it and delivers frames as the server would. */
function fakeSocket() {
  const sent: string[] = [];
  const socket = {
    readyState: 0,
    onopen: null as (() => void) | null,
    onmessage: null as ((event: { data: string }) => void) | null,
    onclose: null as (() => void) | null,
    send: (text: string) => sent.push(text),
    close: () => undefined,
  };
  return { socket, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('The live connection of the web app', () => {
  it('When the server sends frames, then the app acts on those the shared schema reads and drops the rest', async () => {
    const { socket, sent } = fakeSocket();
    const frames: LiveFrame[] = [];
    const connection = createLiveConnection({
      getTicket: async () => 'ticket',
      urlFor: (ticket) => `ws://test/live?ticket=${ticket}`,
      onFrame: (frame) => frames.push(frame),
      onOpen: () => undefined,
      createSocket: () => socket as unknown as WebSocket,
    });
    connection.start();
    await settle();
    await settle();
    socket.readyState = 1;
    socket.onopen!();
    const deliver = (data: unknown) =>
      socket.onmessage!({ data: typeof data === 'string' ? data : JSON.stringify(data) });
    deliver({ type: 'read', matchId: 'm1', seq: 4 });
    deliver({ type: 'message', matchId: 'm1' });
    deliver('not json');
    deliver({ type: 'session-ended' });
    deliver({ type: 'tokens', balance: 10, held: 4, available: 6 });

    expect(frames).toEqual([
      { type: 'read', matchId: 'm1', seq: 4 },
      { type: 'tokens', balance: 10, held: 4, available: 6 },
    ]);
    connection.send({ type: 'typing', matchId: 'm1' });
    expect(sent.map((text) => JSON.parse(text))).toEqual([{ type: 'typing', matchId: 'm1' }]);
    connection.stop();
  });
});
