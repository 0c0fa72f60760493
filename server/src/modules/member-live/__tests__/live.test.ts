import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { WebSocket } from 'ws';
import { drainJobs } from '../../../test-support/jobs';
import { openTestDatabase } from '../../../test-support/test-database';
import { APP, like, quickMember, type Member } from '../../../test-support/social-kit';
import { matchUp, markRead, send } from '../../../test-support/chat-kit';
import { settle, startLiveInstance, type LiveClient, type LiveInstance } from '../../../test-support/live-kit';

describe('The live channel', () => {
  let t: LiveInstance;
  let ada: Member;
  let bola: Member;
  let matchId: string;
  let phone = 0;
  const nextMember = () => quickMember(t, `0806${String(3330000 + ++phone).padStart(7, '0')}`);

  beforeAll(async () => {
    t = await startLiveInstance(await openTestDatabase());
    ada = await nextMember();
    bola = await nextMember();
    matchId = await matchUp(t, ada, bola);
  });
  afterAll(() => t.close());

  it('When a ticket is used, then it opens one socket only; an unknown ticket is refused with 401', async () => {
    const ticket = await t.ticket(ada);
    const first = await t.open(ada, ticket);
    await expect(t.open(ada, ticket)).rejects.toThrow('upgrade answered 401');
    await expect(t.open(ada, 'x'.repeat(43))).rejects.toThrow('upgrade answered 401');
    first.ws.close();
  });

  it("When a message is sent over REST, then the partner and the sender's own socket get a message frame and no push goes out; only the sender's copies carry the clientMessageId", async () => {
    const [a, b] = [await t.open(ada), await t.open(bola)];
    const clientMessageId = randomUUID();
    const sent = await send(t.app, ada, matchId, 'Live hello', clientMessageId);
    expect(sent.status).toBe(201);
    const { clientMessageId: answered, ...shared } = sent.body.message;
    expect(answered).toBe(clientMessageId);
    expect(await b.next((f) => f.type === 'message')).toEqual({
      type: 'message',
      matchId,
      message: { ...shared, fromMe: false, readByThem: false },
    });
    expect(await a.next((f) => f.type === 'message')).toEqual({ type: 'message', matchId, message: sent.body.message });
    await drainJobs(t.ctx);
    expect(t.pushes.filter((p) => p.data.type === 'message')).toEqual([]);
    a.ws.close();
    b.ws.close();
  });

  it('When the partner has no open socket, then the message is pushed as "New message from {firstName}" without the text', async () => {
    await settle(100);
    await send(t.app, bola, matchId, 'Are you there?');
    await drainJobs(t.ctx);
    expect(t.pushes.filter((p) => p.data.type === 'message')).toEqual([
      {
        token: ada.pushToken,
        title: `New message from Q${bola.phone.slice(-4)}`,
        body: expect.any(String),
        data: { type: 'message', matchId, seq: '2' },
      },
    ]);
  });

  it("When a member types, then only the partner hears it; another match's id gets an error frame and is not relayed", async () => {
    const carol = await nextMember();
    const dayo = await nextMember();
    const otherMatch = await matchUp(t, carol, dayo);
    const [a, b, d] = [await t.open(ada), await t.open(bola), await t.open(dayo)];
    a.send({ type: 'typing', matchId });
    expect(await b.next((f) => f.type === 'typing')).toEqual({ type: 'typing', matchId });
    a.send({ type: 'typing', matchId: otherMatch });
    expect(await a.next((f) => f.type === 'error')).toEqual({ type: 'error', error: 'Match not found' });
    await settle();
    expect(d.frames.filter((f) => f.type === 'typing')).toEqual([]);
    for (const c of [a, b, d]) c.ws.close();
  });

  it('When frames are bad JSON, of an unknown type or huge, then the socket answers an error frame or closes, and the server stays up', async () => {
    const c = await t.open(ada);
    c.send('{not json');
    expect(await c.next((f) => f.type === 'error')).toEqual({ type: 'error', error: 'Frames must be JSON text' });
    c.send({ type: 'shout', matchId });
    expect((await c.next((f) => f.type === 'error' && String(f.error).startsWith('Unknown'))).error).toMatch(
      /^Unknown frame/,
    );
    c.send({ type: 'ping' });
    expect(await c.next((f) => f.type === 'pong')).toEqual({ type: 'pong' });
    c.send('x'.repeat(100_000));
    expect((await c.closed).code).toBe(1009);
    const again = await t.open(ada);
    again.send({ type: 'ping' });
    await again.next((f) => f.type === 'pong');
    again.ws.close();
  });

  it('When read receipts are on for both, then a read mark reaches the partner; when either turned them off, nothing is sent', async () => {
    const a = await t.open(ada);
    await markRead(t.app, bola, matchId, 1);
    expect(await a.next((f) => f.type === 'read')).toEqual({ type: 'read', matchId, seq: 1 });
    await request(t.app).patch(`${APP}/me`).set('Authorization', bola.auth).send({ readReceipts: false });
    await markRead(t.app, bola, matchId, 2);
    await settle();
    expect(a.frames.filter((f) => f.type === 'read')).toHaveLength(1);
    a.ws.close();
  });

  it('When two members match, both get a match frame; when one unmatches, both get match-ended', async () => {
    const [e, f] = [await nextMember(), await nextMember()];
    const [se, sf] = [await t.open(e), await t.open(f)];
    await like(t, e, f.memberId);
    await like(t, f, e.memberId);
    const matched = (await se.next((x) => x.type === 'match')) as { match: { _id: string; member: { _id: string } } };
    expect(matched.match.member._id).toBe(f.memberId);
    expect(
      ((await sf.next((x) => x.type === 'match')) as { match: { member: { _id: string } } }).match.member._id,
    ).toBe(e.memberId);
    await request(t.app).delete(`${APP}/matches/${matched.match._id}`).set('Authorization', e.auth);
    for (const c of [se, sf])
      expect(await c.next((x) => x.type === 'match-ended')).toEqual({
        type: 'match-ended',
        matchId: matched.match._id,
      });
    se.ws.close();
    sf.ws.close();
  });

  it('When a member blocks the partner, then both sockets get match-ended', async () => {
    const [g, h] = [await nextMember(), await nextMember()];
    const id = await matchUp(t, g, h);
    const [sg, sh] = [await t.open(g), await t.open(h)];
    await request(t.app).post(`${APP}/blocks`).set('Authorization', g.auth).send({ memberId: h.memberId });
    for (const c of [sg, sh])
      expect(await c.next((x) => x.type === 'match-ended')).toEqual({ type: 'match-ended', matchId: id });
    sg.ws.close();
    sh.ws.close();
  });

  it("When the member logs out, then that session's socket closes within a second", async () => {
    const m = await nextMember();
    const c: LiveClient = await t.open(m);
    const before = Date.now();
    expect((await request(t.app).post(`${APP}/auth/logout`).set('Authorization', m.auth)).status).toBe(200);
    const closed = await c.closed;
    expect(closed.code).toBe(4001);
    expect(closed.at - before).toBeLessThan(1000);
    expect(c.ws.readyState).toBe(WebSocket.CLOSED);
  });
});
