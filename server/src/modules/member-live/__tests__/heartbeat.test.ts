import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { startHeartbeat } from '../heartbeat';
import { sleep } from '../../../test-support/sleep';

/** A real ws server whose sockets the heartbeat beats for, and clients that note when each ping arrived. */
async function beatingSockets(count: number, intervalMs: number, options: { answering?: (i: number) => boolean } = {}) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const heartbeat = startHeartbeat(intervalMs);
  wss.on('connection', (ws) => heartbeat.add(ws));
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const pings: number[][] = [];
  const closed: boolean[] = [];
  const clients: WebSocket[] = [];
  for (let i = 0; i < count; i++) {
    const ws = new WebSocket(url, { autoPong: options.answering?.(i) ?? true });
    pings.push([]);
    closed.push(false);
    ws.on('ping', () => pings[i]!.push(performance.now()));
    ws.on('close', () => (closed[i] = true));
    await new Promise((resolve) => ws.once('open', resolve));
    clients.push(ws);
  }
  const started = performance.now();
  return {
    pings,
    closed,
    started,
    close() {
      heartbeat.stop();
      for (const ws of clients) ws.terminate();
      wss.close();
    },
  };
}

describe('The live channel heartbeat', () => {
  it('When sockets are open, then each is pinged once an interval, and the pings are spread over the interval rather than sent all at once', async () => {
    const beating = await beatingSockets(50, 500);
    await sleep(1_600);
    const closed = [...beating.closed];
    beating.close();
    // Three intervals began in 1.6 s (the first a turn after joining): two or three pings each, never more.
    for (const times of beating.pings) {
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times.length).toBeLessThanOrEqual(4);
      for (let k = 1; k < times.length; k++) expect(times[k]! - times[k - 1]!).toBeGreaterThan(350);
    }
    // 50 sockets over 25 turns of 20 ms: the first pings of the sockets span most of an interval.
    const first = beating.pings.map((times) => times[0]!);
    expect(Math.max(...first) - Math.min(...first)).toBeGreaterThan(300);
    expect(closed.every((c) => !c)).toBe(true);
  });

  it('When a socket stops answering pings, then it is dropped after its next turn and the answering ones stay open', async () => {
    const beating = await beatingSockets(4, 300, { answering: (i) => i !== 2 });
    await sleep(1_000);
    const closed = [...beating.closed];
    beating.close();
    expect(closed[2]).toBe(true);
    expect(beating.pings[2]!.length).toBe(1);
    expect([0, 1, 3].map((i) => closed[i])).toEqual([false, false, false]);
  });
});
