import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { startHeartbeat } from '../heartbeat';
import { sleep } from '../../../test-support/sleep';

/** Resolves once `done()` holds, checking every few milliseconds (the suite's time-out bounds the wait). */
async function until(done: () => boolean) {
  while (!done()) await sleep(5);
}

/**
 * A real ws server whose sockets the heartbeat beats for, clients that count the pings they get, and a count of the
 * answers (pongs) the server has read. The timer's interval is an hour: the tests step through the turns themselves,
 * so a loaded machine's late timers cannot change what they see.
 */
async function beatingSockets(count: number, options: { answering?: (i: number) => boolean } = {}) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const heartbeat = startHeartbeat(3_600_000);
  const answers = { count: 0 };
  wss.on('connection', (ws) => {
    heartbeat.add(ws);
    ws.on('pong', () => answers.count++);
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  const pings: number[] = [];
  const closed: boolean[] = [];
  const clients: WebSocket[] = [];
  for (let i = 0; i < count; i++) {
    const ws = new WebSocket(url, { autoPong: options.answering?.(i) ?? true });
    pings.push(0);
    closed.push(false);
    ws.on('ping', () => pings[i]!++);
    ws.on('close', () => (closed[i] = true));
    await new Promise((resolve) => ws.once('open', resolve));
    clients.push(ws);
  }
  await until(() => wss.clients.size === count);
  return {
    heartbeat,
    pings,
    closed,
    answers,
    close() {
      heartbeat.stop();
      for (const ws of clients) ws.terminate();
      wss.close();
    },
  };
}

describe('The live channel heartbeat', () => {
  it('When sockets are open, then each is pinged on one turn of the interval, and the turns spread them over it rather than pinging all at once', async () => {
    const beating = await beatingSockets(50);
    const { heartbeat } = beating;
    heartbeat.beatOneTurn();
    // 50 sockets over 25 turns: the first turn pings two of them.
    await until(() => beating.answers.count === 2);
    expect(beating.pings.filter((n) => n === 1)).toHaveLength(2);
    for (let turn = 1; turn < heartbeat.turns; turn++) heartbeat.beatOneTurn();
    await until(() => beating.answers.count === 50);
    expect(beating.pings.every((n) => n === 1)).toBe(true);
    for (let turn = 0; turn < heartbeat.turns; turn++) heartbeat.beatOneTurn();
    await until(() => beating.answers.count === 100);
    expect(beating.pings.every((n) => n === 2)).toBe(true);
    expect(beating.closed.every((c) => !c)).toBe(true);
    beating.close();
  });

  it('When a socket stops answering pings, then it is dropped on its next turn and the answering ones stay open', async () => {
    const beating = await beatingSockets(4, { answering: (i) => i !== 2 });
    const { heartbeat } = beating;
    for (let turn = 0; turn < heartbeat.turns; turn++) heartbeat.beatOneTurn();
    await until(() => beating.answers.count === 3 && beating.pings[2] === 1);
    for (let turn = 0; turn < heartbeat.turns; turn++) heartbeat.beatOneTurn();
    await until(() => beating.closed[2] === true && beating.answers.count === 6);
    expect(beating.pings[2]).toBe(1);
    expect([0, 1, 3].map((i) => beating.closed[i])).toEqual([false, false, false]);
    beating.close();
  });

  it('When the interval passes, then the timer beats on its own', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    const heartbeat = startHeartbeat(50);
    wss.on('connection', (ws) => heartbeat.add(ws));
    const ws = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`);
    let pings = 0;
    ws.on('ping', () => pings++);
    await until(() => pings >= 3);
    heartbeat.stop();
    ws.terminate();
    wss.close();
  });
});
