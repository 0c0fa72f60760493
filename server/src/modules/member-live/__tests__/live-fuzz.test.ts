import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import request from 'supertest';
import { WebSocket } from 'ws';
import { openTestDatabase } from '../../../test-support/test-database';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { conversations, matchUp, send } from '../../../test-support/chat-kit';
import { settle, startLiveInstance, type LiveClient, type LiveInstance } from '../../../test-support/live-kit';
import { SOCKETS_PER_SESSION } from '../live-limits';

/** The server's limit on one frame (live-socket.ts); one byte more is refused by ws before it is read. */
const MAX_FRAME_BYTES = 4096;

/** Raw bytes to the server's port; resolves with whatever came back (status line first) once the server closes or stops talking. */
function rawExchange(url: string, bytes: string, ms = 1500): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(done, ms);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', done);
    socket.on('error', done);
  });
}

const upgradeRequest = (target: string, extra = '') =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extra}\r\n`;

/**
 * Hostile frames on the live channel: each gets an error frame or a close with a proper code, the server
 * never logs a failed frame (its "something went wrong"), and afterwards it still serves sockets and REST.
 */
describe('The live channel under hostile frames', () => {
  let t: LiveInstance;
  let ada: Member;
  let bola: Member;
  let carol: Member;
  let dayo: Member;
  let matchId: string;
  let otherMatch: string;
  let failures: unknown[];

  beforeAll(async () => {
    t = await startLiveInstance(await openTestDatabase());
    ada = await quickMember(t, '08065550001');
    bola = await quickMember(t, '08065550002');
    carol = await quickMember(t, '08065550003');
    dayo = await quickMember(t, '08065550004');
    matchId = await matchUp(t, ada, bola);
    otherMatch = await matchUp(t, carol, dayo);
    failures = [];
    const warn = t.ctx.logger.warn.bind(t.ctx.logger);
    // A frame that threw is logged as 'live frame failed' and answered "Something went wrong": the 500 of the channel.
    jest.spyOn(t.ctx.logger, 'warn').mockImplementation(((...args: Parameters<typeof warn>) => {
      if (args.some((a) => typeof a === 'string' && /live (frame|upgrade) failed/.test(a))) failures.push(args);
      return warn(...args);
    }) as typeof warn);
  });
  afterAll(() => t.close());

  const errorsOf = (c: LiveClient) => c.frames.filter((f) => f.type === 'error').map((f) => f.error);
  const pong = async (c: LiveClient) => {
    const before = c.frames.filter((f) => f.type === 'pong').length;
    c.send({ type: 'ping' });
    await c.next((f) => f.type === 'pong' && c.frames.filter((x) => x.type === 'pong').length > before);
  };

  it('When text frames are not JSON, then each gets "Frames must be JSON text" and the socket stays open', async () => {
    const c = await t.open(ada);
    const bad = ['{not json', '', ' ', '{"type":', 'undefined', "{'type':'ping'}", '\u0000', '{"type":"ping"}}', 'NaN'];
    for (const frame of bad) c.send(frame);
    await pong(c);
    expect(errorsOf(c)).toEqual(bad.map(() => 'Frames must be JSON text'));
    expect(c.ws.readyState).toBe(WebSocket.OPEN);
    c.ws.close();
  });

  it('When frames are JSON of an unknown shape, then each gets an "Unknown frame" error and nothing is relayed', async () => {
    const [c, partner] = [await t.open(ada), await t.open(bola)];
    const shapes = [
      null,
      0,
      'ping',
      [],
      [{ type: 'ping' }],
      {},
      { type: 'shout' },
      { type: 'PING' },
      { type: 5 },
      { type: null },
      { type: 'ping', extra: 1 },
      { type: 'typing' },
      { type: 'typing', matchId: 42 },
      { type: 'typing', matchId, extra: true },
      { type: 'message', matchId, text: 'sneaky' },
      { __proto__: { type: 'ping' } },
      JSON.parse('{"__proto__":{"type":"typing"},"matchId":"x"}'),
      { type: 'session-ended' },
    ];
    for (const shape of shapes) c.send(JSON.stringify(shape));
    await pong(c);
    const errors = errorsOf(c);
    expect(errors).toHaveLength(shapes.length);
    for (const error of errors) expect(error).toMatch(/^Unknown frame/);
    await settle();
    expect(partner.frames).toEqual([]);
    for (const s of [c, partner]) s.ws.close();
  });

  it("When a typing frame names a match that is not the member's, or an id that is no UUID, then it gets an error and nobody hears it", async () => {
    const [c, partner, stranger] = [await t.open(ada), await t.open(bola), await t.open(carol)];
    const foreign = [otherMatch, randomUUID(), '00000000-0000-0000-0000-000000000000'];
    const malformed = ['not-a-uuid', `${matchId}x`, `' or 1=1 --`, matchId.toUpperCase().replace(/-/g, ''), ''];
    for (const id of foreign) c.send({ type: 'typing', matchId: id });
    for (const id of malformed) c.send({ type: 'typing', matchId: id });
    await settle(500);
    await pong(c);
    const errors = errorsOf(c);
    expect(errors.filter((e) => e === 'Match not found')).toHaveLength(foreign.length);
    expect(errors.filter((e) => String(e).startsWith('Unknown frame'))).toHaveLength(malformed.length);
    expect(errors).toHaveLength(foreign.length + malformed.length);
    expect([...partner.frames, ...stranger.frames].filter((f) => f.type === 'typing')).toEqual([]);
    for (const s of [c, partner, stranger]) s.ws.close();
  });

  it('When frames are binary, then each gets "Frames must be JSON text", even one holding valid JSON', async () => {
    const c = await t.open(ada);
    c.ws.send(Buffer.from(JSON.stringify({ type: 'ping' })), { binary: true });
    c.ws.send(Buffer.from([0xff, 0x00, 0xfe, 0x01]), { binary: true });
    c.ws.send(Buffer.alloc(0), { binary: true });
    await pong(c);
    expect(errorsOf(c)).toEqual(['Frames must be JSON text', 'Frames must be JSON text', 'Frames must be JSON text']);
    expect(c.frames.filter((f) => f.type === 'pong')).toHaveLength(1);
    c.ws.close();
  });

  it('When a frame is exactly the largest allowed, then it is read; one byte more closes the socket with 1009', async () => {
    const c = await t.open(ada);
    const padded = (bytes: number) => {
      const shell = JSON.stringify({ type: 'ping', pad: '' });
      return JSON.stringify({ type: 'ping', pad: 'x'.repeat(bytes - shell.length) });
    };
    c.send(padded(MAX_FRAME_BYTES));
    expect((await c.next((f) => f.type === 'error')).error).toMatch(/^Unknown frame/);
    c.send(padded(MAX_FRAME_BYTES + 1));
    expect((await c.closed).code).toBe(1009);
    // Binary, and a megabyte, the same.
    const d = await t.open(ada);
    d.ws.send(Buffer.alloc(1 << 20, 1), { binary: true });
    expect((await d.closed).code).toBe(1009);
  });

  it('When a text frame is not valid UTF-8, then the socket closes with 1007', async () => {
    const c = await t.open(ada);
    // ws checks outgoing text only through its own API, so the bytes go as a text frame by hand: FIN + text opcode, masked.
    const payload = Buffer.from([0xc3, 0x28, 0xa0, 0xa1]);
    const mask = Buffer.from([1, 2, 3, 4]);
    const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
    const socket = (c.ws as unknown as { _socket: import('node:net').Socket })._socket;
    socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length]), mask, masked]));
    expect((await c.closed).code).toBe(1007);
  });

  it("When a socket floods frames, then it is closed with 1008 after the window's allowance, and other sockets are unaffected", async () => {
    const [flooder, bystander] = [await t.open(ada), await t.open(bola)];
    for (let i = 0; i < 500; i++) flooder.send(i % 2 ? { type: 'typing', matchId } : { type: 'ping' });
    expect((await flooder.closed).code).toBe(1008);
    // The allowance was served before the close: at most 60 answers (pongs and typing relays).
    expect(flooder.frames.filter((f) => f.type === 'pong').length).toBeLessThanOrEqual(60);
    expect(bystander.frames.filter((f) => f.type === 'typing').length).toBeLessThanOrEqual(30);
    await pong(bystander);
    bystander.ws.close();
  });

  it('When many sockets open and vanish mid-frame, then nothing fails', async () => {
    const sockets = await Promise.all(Array.from({ length: SOCKETS_PER_SESSION }, () => t.open(ada)));
    expect(sockets.map((s) => s.ws.readyState)).toEqual(sockets.map(() => WebSocket.OPEN));
    for (const s of sockets) {
      for (let i = 0; i < 5; i++) s.send({ type: 'typing', matchId });
      s.send({ type: 'ping' });
      // The header of a masked text frame of 100 bytes and 10 of them, then the socket is gone.
      const socket = (s.ws as unknown as { _socket: import('node:net').Socket })._socket;
      socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | 100, 1, 2, 3, 4]), Buffer.alloc(10, 0x20)]));
      s.ws.terminate();
    }
    await settle(500);
    // Whatever reached the vanished sockets before they went was a frame the shared schema reads.
    const received = sockets.flatMap((s) => s.frames);
    expect(received.filter((f) => f.type === 'unparsed-frame')).toEqual([]);
    expect(failures).toEqual([]);
    // The server let go of every vanished socket: the session may open its full allowance again, and each answers.
    const again = await Promise.all(Array.from({ length: SOCKETS_PER_SESSION }, () => t.open(ada)));
    for (const s of again) await pong(s);
    for (const s of again) s.ws.close();
    expect((await conversations(t.app, ada)).status).toBe(200);
  });

  it('When upgrades are malformed (no ticket, unknown path, an unparsable target, no WebSocket key), then each is refused and the server stays up', async () => {
    expect(await rawExchange(t.url, upgradeRequest(`${APP}/live`))).toMatch(/^HTTP\/1\.1 401/);
    expect(await rawExchange(t.url, upgradeRequest(`${APP}/live?ticket=${'y'.repeat(5000)}`))).toMatch(
      /^HTTP\/1\.1 401/,
    );
    expect(await rawExchange(t.url, upgradeRequest('/api/v1/app/elsewhere'))).toMatch(/^HTTP\/1\.1 404/);
    expect(await rawExchange(t.url, upgradeRequest('http://['))).toMatch(/^HTTP\/1\.1 400/);
    expect(await rawExchange(t.url, upgradeRequest('//%%%/?ticket=%zz'))).toMatch(/^HTTP\/1\.1 400/);
    const ticket = await t.ticket(ada);
    const noKey = upgradeRequest(`${APP}/live?ticket=${ticket}`).replace(/Sec-WebSocket-Key: [^\r]+\r\n/, '');
    expect(await rawExchange(t.url, noKey)).toMatch(/^HTTP\/1\.1 400/);
    // Half a request, then silence: the server must not wait on it forever nor fall over.
    await rawExchange(t.url, `GET ${APP}/live?ticket=`, 300);
  });

  it('After all of that, then a new socket works, messages go live, REST answers, and no frame ever failed', async () => {
    const [a, b] = [await t.open(ada), await t.open(bola)];
    await pong(a);
    const sent = await send(t.app, ada, matchId, 'Still here');
    expect(sent.status).toBe(201);
    expect(await b.next((f) => f.type === 'message')).toMatchObject({
      type: 'message',
      matchId,
      message: { text: 'Still here', fromMe: false },
    });
    // Typing in another match: ada's typing in this one is past its limit (decision 0121) after the floods above.
    const [c, d] = [await t.open(carol), await t.open(dayo)];
    c.send({ type: 'typing', matchId: otherMatch });
    expect(await d.next((f) => f.type === 'typing')).toEqual({ type: 'typing', matchId: otherMatch });
    expect((await conversations(t.app, bola)).status).toBe(200);
    expect(
      (await request(t.app).get(`${APP}/matches/${matchId}/messages`).set('Authorization', bola.auth)).status,
    ).toBe(200);
    for (const s of [a, b, c, d]) s.ws.close();
    expect(failures).toEqual([]);
  });
});
