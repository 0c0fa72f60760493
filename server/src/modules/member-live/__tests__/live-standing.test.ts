import { eq } from 'drizzle-orm';
import request from 'supertest';
import { memberSessions, signupAuthentications } from '../../../db/schema';
import { openTestDatabase } from '../../../test-support/test-database';
import { quickMember } from '../../../test-support/social-kit';
import { matchUp } from '../../../test-support/chat-kit';
import { settle, startLiveInstance, type LiveClient, type LiveInstance } from '../../../test-support/live-kit';
import { createAdminSession } from '../../admin/__tests__/admin-kit';

const SESSION_CHECK_MS = 1000;

/** The socket's close, or undefined when it is still open after `ms`. */
const closedWithin = (socket: LiveClient, ms: number) =>
  Promise.race([socket.closed, settle(ms).then(() => undefined)]);

/** Any change of a member's standing closes their sockets: staff's sign-up step change, and whatever no event told. */
describe('The live channel when a member’s standing changes', () => {
  let t: LiveInstance;
  let phone = 0;
  const nextMember = () => quickMember(t, `0809${String(9910000 + ++phone).padStart(7, '0')}`, false);
  const authOf = async (memberId: string) =>
    (await t.ctx.db.select().from(signupAuthentications).where(eq(signupAuthentications.memberId, memberId)))[0]!;

  beforeAll(async () => {
    t = await startLiveInstance(await openTestDatabase(), { sessionCheckMs: SESSION_CHECK_MS });
  });
  afterAll(() => t.close());

  it('When staff move a member back a sign-up step (editAuth), then their open socket closes at once and a typing frame no longer reaches the partner', async () => {
    const [m, partner] = [await nextMember(), await nextMember()];
    const matchId = await matchUp(t, m, partner);
    const [socket, hearing] = [await t.open(m), await t.open(partner)];
    const support = await createAdminSession(t, 'Support');
    const before = Date.now();
    const edited = await request(t.app)
      .put('/api/v1/admin/editAuth')
      .set('Authorization', support.auth)
      .send({ authId: (await authOf(m.memberId)).id, step: 2 });
    expect(edited.status).toBe(200);
    const closed = await closedWithin(socket, 3000);
    expect(closed?.code).toBe(4001);
    // Well inside the session sweep's interval: the event closed it, not the sweep.
    expect(closed!.at - before).toBeLessThan(SESSION_CHECK_MS / 2);
    socket.send({ type: 'typing', matchId });
    await settle(300);
    expect(hearing.frames.filter((f) => f.type === 'typing')).toEqual([]);
    hearing.ws.close();
  });

  it('When a ticket was issued before staff moved the member back a step, then it no longer opens a socket', async () => {
    const m = await nextMember();
    const ticket = await t.ticket(m);
    const support = await createAdminSession(t, 'Support');
    await request(t.app)
      .put('/api/v1/admin/editAuth')
      .set('Authorization', support.auth)
      .send({ authId: (await authOf(m.memberId)).id, step: 2 });
    await expect(t.open(m, ticket)).rejects.toThrow('upgrade answered 401');
  });

  it('When a session ends and no event says so (a lost publish), then the session sweep closes its socket within the interval', async () => {
    const m = await nextMember();
    const socket = await t.open(m);
    const before = Date.now();
    await t.ctx.db.update(memberSessions).set({ revokedAt: new Date() }).where(eq(memberSessions.id, m.sessionId));
    const closed = await closedWithin(socket, 3000);
    expect(closed?.code).toBe(4001);
    expect(closed!.at - before).toBeLessThan(SESSION_CHECK_MS * 2);
  });
});
