import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MESSAGES } from '@blynd/shared';
import { eq, sql } from 'drizzle-orm';
import { matchMessages, members, signupAuthentications } from '../../../db/schema';
import { APP, createSocialApp, quickMember } from '../../../test-support/social-kit';
import { matchUp, send } from '../../../test-support/chat-kit';

// A send checks its session in its own statement (decision 0114); these are the member guard's answers, given by it.
describe('Chat: the session check of a send', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let phone = 0;
  const nextMember = () => quickMember(t, `0807${String(3330000 + ++phone).padStart(7, '0')}`);
  const messagesIn = (matchId: string) => t.ctx.db.$count(matchMessages, eq(matchMessages.matchId, matchId));
  const pair = async () => {
    const [a, b] = [await nextMember(), await nextMember()];
    return { a, b, matchId: await matchUp(t, a, b) };
  };

  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(() => t.close());

  it('When the sender logged out, then the send is 401 (the session has expired) and nothing is written', async () => {
    const { a, matchId } = await pair();
    expect((await request(t.app).post(`${APP}/auth/logout`).set('Authorization', a.auth)).status).toBe(200);
    const refused = await send(t.app, a, matchId, 'Still there?');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: MESSAGES.sessionExpired });
    expect(await messagesIn(matchId)).toBe(0);
  });

  it('When the sender is blocked by the control centre, or disabled, then the send is 401 and nothing is written', async () => {
    for (const change of [{ isBlocked: true }, { disabled: true }]) {
      const { a, matchId } = await pair();
      await t.ctx.db.update(members).set(change).where(eq(members.id, a.memberId));
      const refused = await send(t.app, a, matchId, 'Hello');
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ error: MESSAGES.sessionExpired });
      expect(await messagesIn(matchId)).toBe(0);
    }
  });

  it('When the session has expired, then the send is 401 and nothing is written', async () => {
    const { a, matchId } = await pair();
    await t.ctx.db.execute(
      sql`update member_sessions set expires_at = now() - interval '1 minute' where member_id = ${a.memberId}`,
    );
    expect((await send(t.app, a, matchId, 'Hello')).status).toBe(401);
    expect(await messagesIn(matchId)).toBe(0);
  });

  it("When the sender's sign-up is not finished, then the send is 403 with the step, and nothing is written", async () => {
    const { a, matchId } = await pair();
    await t.ctx.db
      .update(signupAuthentications)
      .set({ authStep: 7 })
      .where(eq(signupAuthentications.memberId, a.memberId));
    const refused = await send(t.app, a, matchId, 'Hello');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ authStep: 7 });
    expect(await messagesIn(matchId)).toBe(0);
  });

  it('When a refused session also sends a bad body or a bad match id, then the guard answers first (401 / 403)', async () => {
    const { a, b, matchId } = await pair();
    await request(t.app).post(`${APP}/auth/logout`).set('Authorization', a.auth);
    const badBody = await request(t.app)
      .post(`${APP}/matches/${matchId}/messages`)
      .set('Authorization', a.auth)
      .send({ clientMessageId: 'nope', text: '' });
    expect(badBody.status).toBe(401);
    expect((await send(t.app, a, 'not-a-uuid', 'Hello')).status).toBe(401);
    expect((await request(t.app).post(`${APP}/matches/${matchId}/messages`).send({})).status).toBe(401);
    await t.ctx.db
      .update(signupAuthentications)
      .set({ authStep: 4 })
      .where(eq(signupAuthentications.memberId, b.memberId));
    expect((await send(t.app, b, 'not-a-uuid', 'Hello')).status).toBe(403);
  });

  it('When an admitted member sends a bad body or a match id that is not a UUID, then it is 400 / 404 as before', async () => {
    const { a, matchId } = await pair();
    const badBody = await request(t.app)
      .post(`${APP}/matches/${matchId}/messages`)
      .set('Authorization', a.auth)
      .send({ clientMessageId: randomUUID(), text: '   ' });
    expect(badBody.status).toBe(400);
    expect((await send(t.app, a, 'not-a-uuid', 'Hello')).status).toBe(404);
    expect((await send(t.app, a, matchId, 'Hello')).status).toBe(201);
  });
});
