import request from 'supertest';
import { eq, isNotNull } from 'drizzle-orm';
import { matchMessages, reports } from '../../../db/schema';
import { APP, createSocialApp, deleteAccount, quickMember, type Member } from '../../../test-support/social-kit';
import { signInMember } from '../../../test-support/member-session';
import { conversations, matchUp, reportMessage, send } from '../../../test-support/chat-kit';
import { createAdminSession } from '../../admin/__tests__/admin-kit';

describe('Messages in the export and in an account deletion', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  let matchId: string;

  beforeAll(async () => {
    t = await createSocialApp();
    [ada, bola] = [await quickMember(t, '08065552001', false), await quickMember(t, '08065552002', false)];
    matchId = await matchUp(t, ada, bola);
    await send(t.app, ada, matchId, 'ada one');
    await send(t.app, bola, matchId, 'bola one');
    await send(t.app, ada, matchId, 'ada two');
    const nasty = await send(t.app, bola, matchId, 'bola nasty');
    const filed = await reportMessage(t.app, ada, bola, nasty.body.message._id);
    expect(filed.status).toBe(201);
  });
  afterAll(() => t.close());

  it("When a member exports their data, then it holds the messages they sent, in order, and none of the other side's", async () => {
    const exported = await request(t.app).get(`${APP}/me/export`).set('Authorization', bola.auth);
    expect(exported.status).toBe(200);
    expect(exported.body.messages).toEqual([
      { matchId, seq: 2, text: 'bola one', sentAt: expect.any(String), kind: 'text', attachment: null },
      { matchId, seq: 4, text: 'bola nasty', sentAt: expect.any(String), kind: 'text', attachment: null },
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('ada one');
    expect(JSON.stringify(exported.body)).not.toContain('ada two');
  });

  it('When a reported member deletes the account, then their messages are gone, the excerpt copied into the report is kept, and it comes back with the phone', async () => {
    const deleted = await deleteAccount(t, bola);
    expect(deleted.status).toBe(200);

    expect(await t.ctx.db.$count(matchMessages, eq(matchMessages.senderId, bola.memberId))).toBe(0);
    expect(await t.ctx.db.$count(matchMessages, eq(matchMessages.matchId, matchId))).toBe(0);
    expect((await conversations(t.app, ada)).body.items).toEqual([]);
    const [kept] = await t.ctx.db.select().from(reports).where(isNotNull(reports.reportedPhoneHash));
    expect(kept!.messageExcerpt!.map((m) => [m.text, m.fromReported])).toEqual([
      ['ada one', false],
      ['bola one', true],
      ['ada two', false],
      ['bola nasty', true],
    ]);
    expect(kept!.messageId).toEqual(expect.any(String));

    // The sign-in limiters keep real time: a minute later the phone may ask for a code again.
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    const again = await signInMember(t.app, '08065552002').finally(() => clock.mockRestore());
    const [report] = await t.ctx.db.select().from(reports).where(eq(reports.reportedMemberId, again.memberId));
    expect(report!.messageExcerpt!.map((m) => m.text)).toEqual(['ada one', 'bola one', 'ada two', 'bola nasty']);
    expect(await t.ctx.db.$count(reports, isNotNull(reports.reportedPhoneHash))).toBe(0);
    const staff = await createAdminSession(t, 'Support');
    const excerpt = await request(t.app)
      .get(`/api/v1/admin/reports/${report!.id}/excerpt`)
      .set('Authorization', staff.auth);
    expect(excerpt.status).toBe(200);
    expect(excerpt.body.items.map((m: { sender: string; reported: boolean }) => [m.sender, m.reported])).toEqual([
      ['reporter', false],
      ['reported', false],
      ['reporter', false],
      ['reported', true],
    ]);
  });
});
