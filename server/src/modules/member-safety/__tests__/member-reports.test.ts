import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { memberBlocks, memberDailyCounts, memberPhotos, members, reports } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember, type SignedInMember } from '../../../test-support/member-session';
import { loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

const APP = '/api/v1/app';

describe('Reports from the apps', () => {
  let t: TestApp;
  let ada: SignedInMember;
  let ibrahim: SignedInMember;
  let chiamakaId: string;
  let admin: Session;
  // Fixed so the Lagos day (and the allowance) cannot turn over mid-test: 2026-11-24 10:00 in Lagos.
  const NOW = new Date('2026-11-24T09:00:00Z');
  const bearer = (m: SignedInMember) => ({ Authorization: `Bearer ${m.accessToken}` });
  const report = (by: SignedInMember, body: object) => request(t.app).post(`${APP}/reports`).set(bearer(by)).send(body);
  const adminReports = async () =>
    (await request(t.app).get(`/api/v1/admin/getreports/${admin.id}`).set('Authorization', admin.auth)).body;
  const blocked = (blocker: string, blockedId: string) =>
    t.ctx.db.$count(memberBlocks, and(eq(memberBlocks.blockerId, blocker), eq(memberBlocks.blockedId, blockedId)));

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    [ada, ibrahim] = [await signInMember(t.app, '08031234501'), await signInMember(t.app, '08031234504')];
    chiamakaId = (await signInMember(t.app, '08031234503')).memberId;
    admin = await loginDemoAdmin(t);
  });
  afterAll(() => t.close());

  it("When a member reports a user, then it lands in the control centre's Users column and the member is blocked unless alsoBlock is false; the reported member is told nothing", async () => {
    const res = await report(ada, { kind: 'user', memberId: chiamakaId, reason: 'Asked for money on our first chat' });
    expect([res.status, res.body]).toEqual([
      201,
      { message: 'Thanks for telling us. Our team will review this report', blocked: true },
    ]);
    const users = (await adminReports()).users as {
      reason: string;
      reporter: { _id: string };
      reportedUser: { _id: string };
    }[];
    expect(users[0]).toMatchObject({
      reason: 'Asked for money on our first chat',
      reporter: { _id: ada.memberId },
      reportedUser: { _id: chiamakaId },
    });
    expect(await blocked(ada.memberId, chiamakaId)).toBe(1);
    expect(await t.ctx.db.$count(sql`member_notifications`, sql`member_id = ${chiamakaId}`)).toBe(0);

    // A message report names a message the server copies (member-chat/__tests__/chat-reports.test.ts); a quoted text alone is not one.
    const quiet = await report(ibrahim, { kind: 'user', memberId: chiamakaId, reason: 'Scam', alsoBlock: false });
    expect([quiet.status, quiet.body.blocked]).toEqual([201, false]);
    expect(await blocked(ibrahim.memberId, chiamakaId)).toBe(0);
  });

  it("When a member reports a photo, then the photo must be the reported member's; it lands in the Photos column", async () => {
    // A photo the reporter can see: its owner shows photos publicly and is visible to Ibrahim (no block either way).
    const [photo] = await t.ctx.db
      .select({ id: memberPhotos.id, memberId: memberPhotos.memberId })
      .from(memberPhotos)
      .innerJoin(members, eq(members.id, memberPhotos.memberId))
      .where(
        sql`${members.completedSignup} and not ${members.isBlocked} and not ${members.disabled} and ${members.id} <> ${ibrahim.memberId}
        and not exists (select 1 from member_blocks b where (b.blocker_id = ${ibrahim.memberId} and b.blocked_id = ${members.id}) or (b.blocker_id = ${members.id} and b.blocked_id = ${ibrahim.memberId}))
        and not ${memberPhotos.flagged}`,
      )
      .limit(1);
    await t.ctx.db.update(members).set({ photosPublic: true }).where(eq(members.id, photo!.memberId));
    const [other] = await t.ctx.db
      .select({ id: memberPhotos.id })
      .from(memberPhotos)
      .where(sql`${memberPhotos.memberId} <> ${photo!.memberId}`)
      .limit(1);
    const before = await t.ctx.db.$count(reports);
    for (const photoId of [other!.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await report(ibrahim, {
        kind: 'photo',
        memberId: photo!.memberId,
        photoId,
        reason: 'Not a real person',
      });
      expect([res.status, res.body]).toEqual([404, { error: 'Photo not found' }]);
    }
    expect(await t.ctx.db.$count(reports)).toBe(before);
    const res = await report(ibrahim, {
      kind: 'photo',
      memberId: photo!.memberId,
      photoId: photo!.id,
      reason: 'Not a real person',
      alsoBlock: false,
    });
    expect(res.status).toBe(201);
    expect((await adminReports()).photos[0]).toMatchObject({ reason: 'Not a real person', photo: { _id: photo!.id } });
  });

  it('When a report is malformed, then it answers 400 or 404 and nothing is written, not even a count', async () => {
    const before = [
      await t.ctx.db.$count(reports),
      await t.ctx.db.$count(memberBlocks),
      await t.ctx.db.$count(memberDailyCounts),
    ];
    for (const [body, status, error] of [
      [{ kind: 'user', memberId: chiamakaId }, 400, 'Tell us what happened'],
      [{ kind: 'user', memberId: chiamakaId, reason: '   ' }, 400, 'Tell us what happened'],
      [{ kind: 'spam', memberId: chiamakaId, reason: 'x' }, 400, 'kind must be one of user, photo, message'],
      [{ kind: 'photo', memberId: chiamakaId, reason: 'x' }, 400, 'Choose the photo you are reporting'],
      [{ kind: 'message', memberId: chiamakaId, reason: 'x' }, 400, 'Choose the message you are reporting'],
      [
        { kind: 'user', memberId: chiamakaId, reason: 'x'.repeat(501) },
        400,
        'The reason can be at most 500 characters',
      ],
      [{ kind: 'user', memberId: ibrahim.memberId, reason: 'x' }, 400, 'You cannot report yourself'],
      [{ kind: 'user', memberId: '00000000-0000-4000-8000-000000000000', reason: 'x' }, 404, 'Member not found'],
    ] as const) {
      const res = await report(ibrahim, body);
      expect([res.status, res.body.error]).toEqual([status, error]);
    }
    expect([
      await t.ctx.db.$count(reports),
      await t.ctx.db.$count(memberBlocks),
      await t.ctx.db.$count(memberDailyCounts),
    ]).toEqual(before);
  });

  it('When a member files a 21st report on one Lagos day, then it answers 429 with the next Lagos midnight and writes nothing', async () => {
    const tunde = await signInMember(t.app, '08031234502');
    for (let i = 0; i < 20; i++)
      expect(
        (await report(tunde, { kind: 'user', memberId: chiamakaId, reason: `Report ${i}`, alsoBlock: false })).status,
      ).toBe(201);
    const reportsBefore = await t.ctx.db.$count(reports);
    const res = await report(tunde, { kind: 'user', memberId: ibrahim.memberId, reason: 'One too many' });
    expect([res.status, res.body]).toEqual([
      429,
      {
        error: 'You have sent the most reports allowed today. Please try again tomorrow',
        resetsAt: '2026-11-24T23:00:00.000Z',
      },
    ]);
    expect(await t.ctx.db.$count(reports)).toBe(reportsBefore);
    expect(await blocked(tunde.memberId, ibrahim.memberId)).toBe(0);
    const [count] = await t.ctx.db
      .select()
      .from(memberDailyCounts)
      .where(eq(memberDailyCounts.memberId, tunde.memberId));
    expect(count).toMatchObject({ kind: 'report', day: '2026-11-24', used: 20 });
  });
});
