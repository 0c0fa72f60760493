import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { APP, quickMember, type Member } from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';
import { settle, type LiveClient, type LiveInstance } from '../../../test-support/live-kit';
import { startTwoLiveInstances, type TwoLiveInstances } from '../../../test-support/two-live-instances';
import { insertSession } from '../../member-auth/member-sessions.repository';
import { newRefreshToken, signMemberAccessToken } from '../../member-auth/member-tokens';
import { TYPING_PER_MATCH } from '../live-limits';

const ROUNDS = 200;
/** The race's whole budget: rounds that have not run by then are not run (the count run is asserted). */
const BUDGET_MS = 90_000;

/** Two instances on one database and one Redis: a socket opened on B while its session logs out on A. */
describe('The live channel when a session ends while its socket opens (two instances)', () => {
  let instances: TwoLiveInstances;
  let a: LiveInstance;
  let b: LiveInstance;
  let phone = 0;
  const nextMember = () => quickMember(a, `0807${String(7710000 + ++phone).padStart(7, '0')}`, false);

  beforeAll(async () => {
    ({ a, b } = instances = await startTwoLiveInstances('race'));
  });
  afterAll(() => instances?.close());

  /** Partners matched with `member`, each having had a first message from them (so the intro limit is out of the way). */
  const pairsWith = async (member: Member, count: number) =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const partner = await nextMember();
        const matchId = await matchUp(a, member, partner);
        expect((await send(a.app, member, matchId, 'Hello')).status).toBe(201);
        return { partner, matchId };
      }),
    );

  /** Another session of the member, as a sign-in makes it (a row and an access token); the OTP limits allow few sign-ins. */
  const newSession = async (member: Member) => {
    const id = randomUUID();
    const at = new Date();
    await insertSession(a.ctx.db, {
      id,
      memberId: member.memberId,
      refreshTokenHash: newRefreshToken(id).hash,
      expiresAt: new Date(at.getTime() + 86_400_000),
      at,
    });
    return { ...member, auth: `Bearer ${signMemberAccessToken(member.memberId, id, a.ctx.config.jwtSecret)}` };
  };

  it(`When a socket opens on instance B while its session logs out on instance A (${ROUNDS} rounds), then no socket survives nor hears a message sent after the logout`, async () => {
    // Partners take turns to write after each logout, within the per-minute send limit.
    const member = await nextMember();
    const partners = await pairsWith(member, 8);
    const started = Date.now();
    const survivors: number[] = [];
    const heard: number[] = [];
    const outcomes = { refused: 0, closed: 0 };
    let run = 0;
    for (let i = 0; i < ROUNDS && Date.now() - started < BUDGET_MS; i++) {
      run += 1;
      const session = await newSession(member);
      const ticket = await b.ticket(session);
      // The logout starts a little later each round, so its commit and its event fall at every point of the opening.
      const logout = new Promise((resolve) => setTimeout(resolve, i % 8)).then(() =>
        request(a.app).post(`${APP}/auth/logout`).set('Authorization', session.auth),
      );
      const [opened, loggedOut] = await Promise.allSettled([b.open(session, ticket), logout]);
      expect(loggedOut.status === 'fulfilled' && loggedOut.value.status).toBe(200);
      if (opened.status === 'rejected') {
        expect(String(opened.reason)).toMatch('upgrade answered 401');
        outcomes.refused += 1;
        continue;
      }
      const socket: LiveClient = opened.value;
      const closed = await Promise.race([socket.closed, settle(1000).then(() => undefined)]);
      if (closed) {
        expect(closed.code).toBe(4001);
        outcomes.closed += 1;
        continue;
      }
      survivors.push(i);
      const { partner, matchId } = partners[i % partners.length]!;
      expect((await send(a.app, partner, matchId, `After the logout ${i}`)).status).toBe(201);
      await settle(200);
      if (socket.frames.some((f) => f.type === 'message')) heard.push(i);
      socket.ws.terminate();
    }
    expect({ survivors, heard, run }).toEqual({ survivors: [], heard: [], run: ROUNDS });
  }, 240_000);

  it('When one member types in one match from sockets on both instances, then the partner hears the per-match limit, not every frame', async () => {
    const member = await nextMember();
    const [{ partner, matchId }] = await pairsWith(member, 1);
    const [onA, onB, hearing] = [await a.open(member), await b.open(member), await a.open(partner)];
    await settle(200);
    for (let i = 0; i < 10; i++) for (const socket of [onA, onB]) socket.send({ type: 'typing', matchId });
    await settle(1000);
    expect(hearing.frames.filter((f) => f.type === 'typing')).toHaveLength(TYPING_PER_MATCH.limit);
    for (const socket of [onA, onB, hearing]) socket.ws.close();
  });
});
