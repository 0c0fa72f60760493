import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@blynd/shared';
import {
  mailOutbox,
  matchMessages,
  memberLikes,
  memberMatches,
  memberNotifications,
  members,
  reports,
  signupAuthentications,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { finishSignup, signInMember } from '../../../test-support/member-session';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

describe('GET /api/v1/admin/members/{id}/record and /counts', () => {
  let t: TestApp;
  let s: Session;
  let ada: typeof members.$inferSelect;
  let others: (typeof members.$inferSelect)[];
  const get = (path: string, session = s) =>
    request(t.app).get(`/api/v1/admin${path}`).set('Authorization', session.auth);

  beforeAll(async () => {
    t = await createTestApp();
    s = await loginDemoAdmin(t);
    [ada] = await t.ctx.db.select().from(members).where(eq(members.phone, '2348031234501'));
    others = (await t.ctx.db.select().from(members).limit(8)).filter((m) => m.id !== ada.id).slice(0, 6);
    const pair = (a: string, b: string) =>
      a < b ? { memberLowId: a, memberHighId: b } : { memberLowId: b, memberHighId: a };
    await t.ctx.db.delete(reports).where(eq(reports.reporterId, ada.id));
    await t.ctx.db.delete(reports).where(eq(reports.reportedMemberId, ada.id));
    await t.ctx.db.insert(memberLikes).values([
      { likerId: ada.id, likedId: others[0].id },
      { likerId: ada.id, likedId: others[1].id },
      { likerId: others[2].id, likedId: ada.id },
    ]);
    const [live, ended, elsewhere] = await t.ctx.db
      .insert(memberMatches)
      .values([
        { ...pair(ada.id, others[3].id), lastSeq: 3 },
        { ...pair(ada.id, others[4].id), endedAt: new Date(), lastSeq: 2 },
        { ...pair(others[0].id, others[1].id), lastSeq: 1 },
      ])
      .returning();
    const message = (matchId: string, senderId: string, seq: number) => ({
      matchId,
      senderId,
      seq,
      clientMessageId: randomUUID(),
      text: `secret words ${seq}`,
    });
    await t.ctx.db
      .insert(matchMessages)
      .values([
        message(live.id, ada.id, 1),
        message(live.id, others[3].id, 2),
        message(live.id, ada.id, 3),
        message(ended.id, others[4].id, 1),
        message(ended.id, others[4].id, 2),
        message(elsewhere.id, others[0].id, 1),
      ]);
    await t.ctx.db.insert(reports).values([
      { kind: 'user', reporterId: others[0].id, reportedMemberId: ada.id, reason: 'Rude in chat' },
      {
        kind: 'message',
        reporterId: others[1].id,
        reportedMemberId: ada.id,
        reason: 'Spam',
        messageText: 'buy now',
        status: 'dismissed',
        note: 'Not spam',
      },
      { kind: 'user', reporterId: ada.id, reportedMemberId: others[5].id, reason: 'Fake profile' },
    ]);
    await t.ctx.db
      .insert(memberNotifications)
      .values({ memberId: ada.id, kind: 'admin', title: 'Hello Ada', body: 'Welcome back' });
    await t.ctx.db
      .insert(mailOutbox)
      .values({ to: 'ADA.okafor@example.com', subject: 'Your receipt', text: 'Thanks', status: 'logged' });
  });
  afterAll(() => t.close());

  it('When the counts are asked for, then likes both ways, running matches, reports both ways and messages (as numbers only) are counted', async () => {
    const res = await get(`/members/${ada.id}/counts`);
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({
      likesGiven: 2,
      likesReceived: 1,
      matches: 1,
      reportsMade: 1,
      reportsReceived: 2,
      openReportsReceived: 1,
      // The ended match's conversation still counts; the one between two other members does not.
      messagesSent: 2,
      messagesReceived: 3,
      conversations: 2,
    });
    expect(JSON.stringify(res.body)).not.toContain('secret words');
  });

  it("When the record is read, then every section holds the member's own rows", async () => {
    const res = await get(`/members/${ada.id}/record`);
    expect(res.status).toBe(200);
    const record = res.body;
    expect(record.user).toMatchObject({ _id: ada.id, phone: ada.phone, media: expect.any(Array) });
    expect(record.counts).toMatchObject({ matches: 1, messagesSent: 2, messagesReceived: 3, conversations: 2 });
    expect(JSON.stringify(record)).not.toContain('secret words');
    expect(record.reportsReceived.map((r: { reason: string }) => r.reason).sort()).toEqual(['Rude in chat', 'Spam']);
    expect(record.reportsReceived.find((r: { reason: string }) => r.reason === 'Spam')).toMatchObject({
      status: 'dismissed',
      note: 'Not spam',
    });
    expect(record.reportsMade).toEqual([
      expect.objectContaining({ reason: 'Fake profile', reporter: expect.objectContaining({ _id: ada.id }) }),
    ]);
    expect(record.notifications).toEqual([
      expect.objectContaining({ title: 'Hello Ada', body: 'Welcome back', readAt: null }),
    ]);
    expect(record.mails).toEqual([expect.objectContaining({ subject: 'Your receipt', status: 'logged' })]);
    expect(record.signup).toMatchObject({
      authStep: expect.any(Number),
      history: [expect.objectContaining({ source: 'start', to: 1, from: null })],
    });
    expect(
      Array.isArray(record.subscriptions) && Array.isArray(record.payments) && Array.isArray(record.adminActions),
    ).toBe(true);
  });

  it("When staff act on the member (block, level edit, notify), then each shows in the record's admin actions and the level history", async () => {
    const [auth] = await t.ctx.db
      .select()
      .from(signupAuthentications)
      .where(eq(signupAuthentications.memberId, ada.id));
    const put = (path: string, body: object) =>
      request(t.app).put(`/api/v1/admin${path}`).set('Authorization', s.auth).send(body);
    expect(
      (await request(t.app).patch('/api/v1/admin/blockUser').set('Authorization', s.auth).send({ userId: ada.id }))
        .status,
    ).toBe(200);
    expect(
      (await request(t.app).patch('/api/v1/admin/blockUser').set('Authorization', s.auth).send({ userId: ada.id }))
        .status,
    ).toBe(200);
    expect((await put('/editAuth', { authId: auth.id, step: 2 })).status).toBe(200);
    const record = (await get(`/members/${ada.id}/record`)).body;
    const actions = record.adminActions.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['user.block', 'user.unblock', 'auth.edit']));
    expect(record.adminActions[0]).toMatchObject({ action: 'auth.edit', admin: expect.any(String) });
    expect(record.signup.authStep).toBe(2);
    expect(record.signup.history.at(-1)).toMatchObject({
      from: auth.authStep,
      to: 2,
      source: 'admin',
      by: expect.any(String),
    });
  });

  it('When a member signs up in the app, then each step they finish is in the level history', async () => {
    const member = await signInMember(t.app, '08039990011');
    await finishSignup(t.app, member.accessToken);
    const history = (await get(`/members/${member.memberId}/record`)).body.signup.history;
    expect(history.map((h: { source: string; from: number | null; to: number }) => [h.source, h.from, h.to])).toEqual([
      ['start', null, 1],
      ['member', 1, 2],
      ['member', 2, 4],
      ['member', 4, 10],
      ['member', 10, 11],
    ]);
  });

  it('When the id is unknown or malformed, then 404 or 400; Support may read the record', async () => {
    expect((await get('/members/00000000-0000-4000-8000-000000000000/record')).body).toEqual({
      error: ADMIN_MESSAGES.userNotFound,
    });
    expect((await get('/members/00000000-0000-4000-8000-000000000000/counts')).status).toBe(404);
    expect((await get('/members/not-an-id/record')).status).toBe(400);
    const support = await createAdminSession(t, 'Support');
    expect((await get(`/members/${ada.id}/record`, support)).status).toBe(200);
    expect((await request(t.app).get(`/api/v1/admin/members/${ada.id}/record`)).status).toBe(401);
  });
});
