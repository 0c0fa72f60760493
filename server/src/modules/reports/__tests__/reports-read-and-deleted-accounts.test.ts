import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { auditLog, reports } from '../../../db/schema';
import { APP, createSocialApp, deleteAccount, quickMember, type Member } from '../../../test-support/social-kit';
import { signInMember } from '../../../test-support/member-session';
import { matchUp, send } from '../../../test-support/chat-kit';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';

type Listed = {
  _id: string;
  reason: string;
  status: string;
  reportedUser: { _id: string } | null;
  reportedAccountDeleted: boolean;
};

/**
 * What staff read of a report without an audit entry (the reason, never the reported words), and what becomes of
 * a report whose reported account is deleted (decision 0124).
 */
describe('Reports: lists carry no message text, and a report outlives the reported account', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let staff: Session;
  let ada: Member;
  let bola: Member;
  let cara: Member;
  let messageReportId: string;
  let userReportId: string;
  const admin = (path: string) => request(t.app).get(`/api/v1/admin${path}`).set('Authorization', staff.auth);
  const list = async (status = 'all') => {
    const res = await admin(`/getreports/${staff.id}?status=${status}`);
    expect(res.status).toBe(200);
    return res.body as { users: Listed[]; photos: Listed[]; messages: Listed[] };
  };
  const record = async (memberId: string) => {
    const res = await admin(`/members/${memberId}/record`);
    expect(res.status).toBe(200);
    return res.body as { reportsMade: Listed[]; reportsReceived: Listed[] };
  };
  const excerptReads = (id: string) =>
    t.ctx.db.$count(auditLog, and(eq(auditLog.action, 'report.excerpt.read'), eq(auditLog.targetId, id)));
  const WORDS = ['an earlier line', 'send me 50k now'];

  beforeAll(async () => {
    t = await createSocialApp();
    staff = await createAdminSession(t, 'Super Admin');
    [ada, bola, cara] = [
      await quickMember(t, '08065553001', false),
      await quickMember(t, '08065553002', false),
      await quickMember(t, '08065553003', false),
    ];
    const matchId = await matchUp(t, ada, bola);
    await send(t.app, bola, matchId, WORDS[0]!);
    const nasty = await send(t.app, bola, matchId, WORDS[1]!);
    const report = (from: Member, body: object) =>
      request(t.app)
        .post(`${APP}/reports`)
        .set('Authorization', from.auth)
        .send({ memberId: bola.memberId, alsoBlock: false, ...body });
    expect(
      (await report(ada, { kind: 'message', messageId: nasty.body.message._id, reason: 'Asked for money' })).status,
    ).toBe(201);
    expect((await report(cara, { kind: 'user', reason: 'Scammer' })).status).toBe(201);
    const rows = await t.ctx.db.select().from(reports);
    messageReportId = rows.find((r) => r.kind === 'message')!.id;
    userReportId = rows.find((r) => r.kind === 'user')!.id;
  });
  afterAll(() => t.close());

  it('When staff list reports or open member records, then no answer carries the reported words and nothing is audited as read; the excerpt alone has them, with its entry', async () => {
    const answers = [
      await admin(`/getreports/${staff.id}`),
      await admin(`/getreports/${staff.id}?status=open`),
      await admin(`/members/${bola.memberId}/record`),
      await admin(`/members/${ada.memberId}/record`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const words of WORDS) expect(JSON.stringify(answer.body)).not.toContain(words);
      expect(JSON.stringify(answer.body)).not.toContain('messageText');
    }
    const [listed] = (await list()).messages;
    expect(listed).toMatchObject({ _id: messageReportId, reason: 'Asked for money' });
    expect(await excerptReads(messageReportId)).toBe(0);

    const excerpt = await admin(`/reports/${messageReportId}/excerpt`);
    expect(excerpt.status).toBe(200);
    expect(excerpt.body.items.map((m: { text: string }) => m.text)).toEqual(WORDS);
    expect(await excerptReads(messageReportId)).toBe(1);
  });

  it('When a report filed before excerpts were kept holds only the reported text, then the list, the record and the resolution leave it out and the audited excerpt shows it as the reported message', async () => {
    const [legacy] = await t.ctx.db
      .insert(reports)
      .values({
        kind: 'message',
        reporterId: cara.memberId,
        reportedMemberId: ada.memberId,
        reason: 'Old report',
        messageText: 'legacy rude words',
      })
      .returning();
    try {
      expect(JSON.stringify(await list())).not.toContain('legacy rude words');
      expect(JSON.stringify(await record(ada.memberId))).not.toContain('legacy rude words');
      const excerpt = await admin(`/reports/${legacy!.id}/excerpt`);
      expect(excerpt.status).toBe(200);
      expect(excerpt.body.items).toEqual([
        expect.objectContaining({ text: 'legacy rude words', sender: 'reported', reported: true }),
      ]);
      expect(await excerptReads(legacy!.id)).toBe(1);
      const resolved = await request(t.app)
        .patch(`/api/v1/admin/reports/${legacy!.id}`)
        .set('Authorization', staff.auth)
        .send({ status: 'dismissed', note: 'Old' });
      expect(resolved.status).toBe(200);
      expect(JSON.stringify(resolved.body)).not.toContain('legacy rude words');
    } finally {
      await t.ctx.db.delete(reports).where(eq(reports.id, legacy!.id));
    }
  });

  it('When the reported member deletes the account, then its reports stay in the open queue marked "account deleted", the excerpt is still read (audited), and they can be resolved', async () => {
    const deleted = await deleteAccount(t, bola);
    expect(deleted.status).toBe(200);

    const open = await list('open');
    const gone = { reportedUser: null, reportedAccountDeleted: true, status: 'open' };
    expect(open.messages).toEqual([expect.objectContaining({ _id: messageReportId, ...gone })]);
    expect(open.users).toEqual([expect.objectContaining({ _id: userReportId, ...gone })]);
    const dashboard = await admin(`/${staff.id}`);
    expect(dashboard.body.openReports).toMatchObject({ users: 1, messages: 1, total: 2 });
    // The reporter's record still lists the report they made.
    expect((await record(ada.memberId)).reportsMade).toEqual([
      expect.objectContaining({ _id: messageReportId, ...gone }),
    ]);

    const before = await excerptReads(messageReportId);
    const excerpt = await admin(`/reports/${messageReportId}/excerpt`);
    expect(excerpt.status).toBe(200);
    expect(excerpt.body).toMatchObject({ reporter: { _id: ada.memberId }, reportedUser: null });
    expect(excerpt.body.items.map((m: { text: string; sender: string }) => [m.text, m.sender])).toEqual([
      [WORDS[0], 'reported'],
      [WORDS[1], 'reported'],
    ]);
    expect(await excerptReads(messageReportId)).toBe(before + 1);

    const resolved = await request(t.app)
      .patch(`/api/v1/admin/reports/${userReportId}`)
      .set('Authorization', staff.auth)
      .send({ status: 'actioned', note: 'Account gone; phone watched.' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.report).toMatchObject({ _id: userReportId, ...gone, status: 'actioned' });
    expect((await list('actioned')).users.map((r) => r._id)).toEqual([userReportId]);
    expect((await list('open')).users).toEqual([]);
  });

  it('When a new account signs up on that phone, then its record shows those reports (the resolution kept) and the queue names it', async () => {
    // The sign-in limiters keep real time: a minute later the phone may ask for a code again.
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    const again = await signInMember(t.app, '08065553002').finally(() => clock.mockRestore());
    expect(again.isNew).toBe(true);

    const received = (await record(again.memberId)).reportsReceived;
    expect(received.map((r) => [r._id, r.status, r.reportedUser?._id, r.reportedAccountDeleted]).sort()).toEqual(
      [
        [messageReportId, 'open', again.memberId, false],
        [userReportId, 'actioned', again.memberId, false],
      ].sort(),
    );
    expect((await list('open')).messages).toEqual([
      expect.objectContaining({ _id: messageReportId, reportedUser: expect.objectContaining({ _id: again.memberId }) }),
    ]);
    expect(await t.ctx.db.$count(reports)).toBe(2);
  });
});
