import request from 'supertest';
import { eq, isNotNull } from 'drizzle-orm';
import { matchMessages, reports } from '../../../db/schema';
import { APP, deleteAccount } from '../../../test-support/social-kit';
import { signInMember } from '../../../test-support/member-session';
import { conversations, reportMessage, send, startMatchedChat, type MatchedChat } from '../../../test-support/chat-kit';
import { createAdminSession } from '../../admin/__tests__/admin-kit';

describe('Messages in the export and in an account deletion', () => {
  let t: MatchedChat;

  beforeAll(async () => {
    t = await startMatchedChat(['08065552001', '08065552002'], false);
    await send(t.app, t.ada, t.matchId, 'ada one');
    await send(t.app, t.bola, t.matchId, 'bola one');
    await send(t.app, t.ada, t.matchId, 'ada two');
    const nasty = await send(t.app, t.bola, t.matchId, 'bola nasty');
    const filed = await reportMessage(t.app, t.ada, t.bola, nasty.body.message._id);
    expect(filed.status).toBe(201);
  });
  afterAll(() => t.close());

  it("When a member exports their data, then it holds the messages they sent, in order, and none of the other side's", async () => {
    const exported = await request(t.app).get(`${APP}/me/export`).set('Authorization', t.bola.auth);
    expect(exported.status).toBe(200);
    expect(exported.body.messages).toEqual([
      { matchId: t.matchId, seq: 2, text: 'bola one', sentAt: expect.any(String), kind: 'text', attachment: null },
      { matchId: t.matchId, seq: 4, text: 'bola nasty', sentAt: expect.any(String), kind: 'text', attachment: null },
    ]);
    expect(JSON.stringify(exported.body)).not.toContain('ada one');
    expect(JSON.stringify(exported.body)).not.toContain('ada two');
  });

  it('When a reported member deletes the account, then their messages are gone, the excerpt copied into the report is kept, and it comes back with the phone', async () => {
    const deleted = await deleteAccount(t, t.bola);
    expect(deleted.status).toBe(200);

    expect(await t.ctx.db.$count(matchMessages, eq(matchMessages.senderId, t.bola.memberId))).toBe(0);
    expect(await t.ctx.db.$count(matchMessages, eq(matchMessages.matchId, t.matchId))).toBe(0);
    expect((await conversations(t.app, t.ada)).body.items).toEqual([]);
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
