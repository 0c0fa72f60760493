import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import request from 'supertest';
import { MEMBER_CHAT_MESSAGES as TEXT } from '@blynd/shared';
import { openTestDatabase } from '../../../test-support/test-database';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { matchUp } from '../../../test-support/chat-kit';
import { liveTicket, openLive, settle, startLiveInstance, type LiveInstance } from '../../../test-support/live-kit';
import { insertSession } from '../../member-auth/member-sessions.repository';
import { newRefreshToken, signMemberAccessToken } from '../../member-auth/member-tokens';
import {
  REFUSALS_PER_ADDRESS,
  SOCKETS_PER_MEMBER,
  SOCKETS_PER_SESSION,
  TICKETS_PER_MINUTE,
  TYPING_PER_MATCH,
} from '../live-limits';

/** An upgrade request written by hand from `address` (TRUST_PROXY=1); resolves with the answer's status and body. */
function upgrade(url: string, ticket: string, address: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(
        `GET ${APP}/live?ticket=${encodeURIComponent(ticket)} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nX-Forwarded-For: ${address}\r\n\r\n`,
      ),
    );
    const done = () => {
      socket.destroy();
      resolve({ status: Number(answer.slice(9, 12)), body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n\r\n')) setTimeout(done, 20);
    });
    socket.on('error', done);
  });
}

describe('The live channel’s caps and limits', () => {
  let t: LiveInstance;
  let phone = 0;
  const nextMember = () => quickMember(t, `0808${String(8810000 + ++phone).padStart(7, '0')}`, false);
  /** Another session of the member, as a sign-in makes it (the OTP limits allow few sign-ins per phone). */
  const newSession = async (member: Member): Promise<Member> => {
    const id = randomUUID();
    const at = new Date();
    const expiresAt = new Date(at.getTime() + 86_400_000);
    await insertSession(t.ctx.db, {
      id,
      memberId: member.memberId,
      refreshTokenHash: newRefreshToken(id).hash,
      expiresAt,
      at,
    });
    return {
      ...member,
      sessionId: id,
      auth: `Bearer ${signMemberAccessToken(member.memberId, id, t.ctx.config.jwtSecret)}`,
    };
  };
  /**
   * Database statements run while `act` does (those naming `table`, when given). Last-seen writes of earlier
   * requests are flushed first: they run beside requests (decision 0103), not because of anything here.
   */
  const statementsDuring = async (act: () => Promise<unknown>, table?: string) => {
    await t.ctx.lastSeen.flush();
    const client = (t.ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = jest.spyOn(client, 'query');
    try {
      await act();
      return spy.mock.calls.filter((call) => !table || JSON.stringify(call).includes(table)).length;
    } finally {
      spy.mockRestore();
    }
  };

  beforeAll(async () => {
    t = await startLiveInstance(await openTestDatabase());
  });
  afterAll(() => t.close());

  it(`When a session holds ${SOCKETS_PER_SESSION} sockets, then one more is refused with 429 and its text; once one closes, a new one opens`, async () => {
    const m = await nextMember();
    const open = await Promise.all(Array.from({ length: SOCKETS_PER_SESSION }, () => openLive(t.url, m)));
    const refused = await upgrade(t.url, await liveTicket(t.url, m), '10.1.0.1');
    expect(refused).toEqual({ status: 429, body: JSON.stringify({ error: TEXT.tooManyLiveSockets }) });
    open[0]!.ws.close();
    await open[0]!.closed;
    await settle(100);
    const again = await openLive(t.url, m);
    for (const socket of [...open, again]) socket.ws.close();
  });

  it(`When a member holds ${SOCKETS_PER_MEMBER} sockets over several sessions, then a socket of yet another session is refused`, async () => {
    const m = await nextMember();
    const sessions = [m, await newSession(m), await newSession(m)];
    const open = [];
    for (let i = 0; i < SOCKETS_PER_MEMBER; i++) open.push(await openLive(t.url, sessions[i % 2]!));
    await expect(openLive(t.url, sessions[2]!)).rejects.toThrow('upgrade answered 429');
    for (const socket of open) socket.ws.close();
  });

  it(`When a session asks for more than ${TICKETS_PER_MINUTE} tickets in a minute, then the rest are answered 429 with its text, and another session is not held up`, async () => {
    const m = await nextMember();
    const ask = (member: Member) => request(t.app).post(`${APP}/live/ticket`).set('Authorization', member.auth);
    const answers = await Promise.all(Array.from({ length: TICKETS_PER_MINUTE + 10 }, () => ask(m)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(TICKETS_PER_MINUTE);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0]!.body).toEqual({ error: TEXT.tooManyLiveTickets });
    expect((await ask(await newSession(m))).status).toBe(200);
  });

  it('When a ticket cannot be one of ours (wrong length or alphabet), then it is refused with 401 without a database statement or a log line', async () => {
    const logged = [jest.spyOn(t.ctx.logger, 'info'), jest.spyOn(t.ctx.logger, 'warn')];
    const made = [
      '',
      'short',
      'x'.repeat(42),
      'x'.repeat(44),
      `${'x'.repeat(42)}=`,
      `${'x'.repeat(42)}!`,
      'é'.repeat(43),
    ];
    const statements = await statementsDuring(async () => {
      for (const [i, ticket] of made.entries()) expect((await upgrade(t.url, ticket, `10.2.0.${i}`)).status).toBe(401);
    });
    expect(statements).toBe(0);
    for (const spy of logged) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });

  it(`When an address has had ${REFUSALS_PER_ADDRESS.limit} tickets refused, then its next upgrade is refused with 429 before the ticket is read; other addresses still open`, async () => {
    const m = await nextMember();
    for (let i = 0; i < REFUSALS_PER_ADDRESS.limit; i++) {
      const madeUp = i % 2 ? randomBytes(32).toString('base64url') : 'not a ticket';
      expect((await upgrade(t.url, madeUp, '10.3.0.1')).status).toBe(401);
    }
    const ticket = await liveTicket(t.url, m);
    let answer: { status: number; body: string } | undefined;
    const statements = await statementsDuring(async () => (answer = await upgrade(t.url, ticket, '10.3.0.1')));
    expect(answer).toEqual({ status: 429, body: JSON.stringify({ error: TEXT.tooManyLiveRefusals }) });
    expect(statements).toBe(0);
    // The ticket was not used up: the same one opens from another address.
    expect((await upgrade(t.url, ticket, '10.3.0.2')).status).toBe(101);
  });

  it(`When a member sends many typing frames in one match from several sockets, then the partner hears ${TYPING_PER_MATCH.limit} and the frames past the limit cost no database statement`, async () => {
    const [m, partner] = [await nextMember(), await nextMember()];
    const matchId = await matchUp(t, m, partner);
    const senders = await Promise.all([openLive(t.url, m), openLive(t.url, m), openLive(t.url, m)]);
    const hearing = await openLive(t.url, partner);
    const allowed = await statementsDuring(async () => {
      for (let i = 0; i < TYPING_PER_MATCH.limit; i++) senders[i % 3]!.send({ type: 'typing', matchId });
      await settle(500);
    }, 'member_matches');
    expect(allowed).toBeGreaterThanOrEqual(TYPING_PER_MATCH.limit);
    const statements = await statementsDuring(async () => {
      for (let i = 0; i < 30; i++) senders[i % 3]!.send({ type: 'typing', matchId });
      await settle(500);
    }, 'member_matches');
    expect(statements).toBe(0);
    expect(hearing.frames.filter((f) => f.type === 'typing')).toHaveLength(TYPING_PER_MATCH.limit);
    for (const socket of [...senders, hearing]) socket.ws.close();
  });
});
