import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { memberBlocks, members, reports } from '../../../db/schema';
import { APP, createSocialApp, signedUpMember, type Member } from '../../../test-support/social-kit';
import { signInMember } from '../../../test-support/member-session';

/** Sensitive changes need a code sent for that very change; a deletion keeps what protects others (decision 0079). */
describe('Sensitive account changes and what a deletion keeps', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let member: Member;
  let victim: Member;

  const as = (m: { auth: string }) => ({ Authorization: m.auth });
  const askCode = (m: Member, body: object) => request(t.app).post(`${APP}/me/confirmations`).set(as(m)).send(body);
  const latestCode = async (phone: string) =>
    (await request(t.app).get(`${APP}/sandbox/sms/latest`).query({ phone })).body.code as string;
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await createSocialApp();
    member = await signedUpMember(t, '08061880001', { firstName: 'Mover', gender: 'Male' });
    victim = await signedUpMember(t, '08061880002', { firstName: 'Victim' });
  });
  afterAll(() => t.close());

  it('When DELETE /me comes without a code, or with a wrong one, then nothing is deleted; the fifth wrong code says the tries are used up', async () => {
    const bare = await request(t.app).delete(`${APP}/me`).set(as(member));
    expect([bare.status, bare.body]).toEqual([
      403,
      { error: 'Confirm this change with the code we send to your phone' },
    ]);
    const sent = await askCode(member, { action: 'delete-account' });
    expect([sent.status, sent.body]).toEqual([
      201,
      { action: 'delete-account', sentTo: '*********0001', expiresIn: 600 },
    ]);
    const code = await latestCode('08061880001');
    const deleteWith = async (confirmationCode: string) =>
      (await request(t.app).delete(`${APP}/me`).set(as(member)).send({ confirmationCode })).body.error;
    for (let i = 1; i <= 4; i++) expect(await deleteWith(wrong(code))).toBe('Wrong code, please try again');
    expect(await deleteWith(wrong(code))).toBe('Wrong code. You have used all your tries; request a new code');
    expect((await request(t.app).delete(`${APP}/me`).set(as(member)).send({ confirmationCode: code })).status).toBe(
      400,
    );
    expect(await t.ctx.db.$count(members, eq(members.id, member.memberId))).toBe(1);
  });

  it('When the gender changes after sign-up, then it needs a change-gender code; a delete-account code does not do', async () => {
    const change = (confirmationCode?: string) =>
      request(t.app)
        .put(`${APP}/me/signup/gender`)
        .set(as(member))
        .send({ gender: 'Female', interestedIn: ['Male'], ...(confirmationCode ? { confirmationCode } : {}) });
    expect((await change()).status).toBe(403);
    await askCode(member, { action: 'delete-account' });
    expect((await change(await latestCode('08061880001'))).status).toBe(400);
    await askCode(member, { action: 'change-gender' });
    expect((await change(await latestCode('08061880001'))).status).toBe(200);
    expect(
      (await t.ctx.db.select({ gender: members.gender }).from(members).where(eq(members.id, member.memberId)))[0]!
        .gender,
    ).toBe('female');
  });

  it('When the phone changes, then the code goes to the new number, the sign-in must be recent, and a number in use is refused', async () => {
    expect((await askCode(member, { action: 'change-phone', phone: '08061880002' })).status).toBe(201);
    const taken = await request(t.app)
      .put(`${APP}/me/phone`)
      .set(as(member))
      .send({ phone: '08061880002', confirmationCode: await latestCode('08061880002') });
    expect([taken.status, taken.body]).toEqual([409, { error: 'This phone number belongs to another account' }]);
    expect((await askCode(member, { action: 'change-phone', phone: '+234 806 188 0009' })).status).toBe(201);
    const moved = await request(t.app)
      .put(`${APP}/me/phone`)
      .set(as(member))
      .send({ phone: '08061880009', confirmationCode: await latestCode('08061880009') });
    expect([moved.status, moved.body.phone]).toEqual([200, '2348061880009']);
    // A session older than 15 minutes cannot move the account, even with a code.
    // Another member, since this one has used the hour's five codes; the session's age alone must decide.
    const settled = await signedUpMember(t, '08061880011', { firstName: 'Settled' });
    const realNow = t.ctx.now;
    t.ctx.now = () => new Date(Date.now() + 16 * 60 * 1000);
    try {
      await askCode(settled, { action: 'change-phone', phone: '08061880010' });
      const stale = await request(t.app)
        .put(`${APP}/me/phone`)
        .set(as(settled))
        .send({ phone: '08061880010', confirmationCode: await latestCode('08061880010') });
      expect([stale.status, stale.body]).toEqual([403, { error: 'Sign in again to change your phone number' }]);
    } finally {
      t.ctx.now = realNow;
    }
  });

  it('When a reported and blocked member deletes the account and the phone signs up again, then the block and the report come back and the account is marked re-registered', async () => {
    const cheat = await signedUpMember(t, '08061880003', { firstName: 'Cheat' });
    await request(t.app)
      .post(`${APP}/reports`)
      .set(as(victim))
      .send({ kind: 'user', memberId: cheat.memberId, reason: 'Asked for money' })
      .expect(201);
    await askCode(cheat, { action: 'delete-account' });
    const deleted = await request(t.app)
      .delete(`${APP}/me`)
      .set(as(cheat))
      .send({ confirmationCode: await latestCode('08061880003') });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatch(/blocks and reports made against it are kept/);
    expect(await t.ctx.db.$count(members, eq(members.id, cheat.memberId))).toBe(0);

    // The sign-in limiters keep real time: a minute later the phone may ask for a code again.
    const realNow = Date.now.bind(Date);
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 61_000);
    const again = await signInMember(t.app, '08061880003').finally(() => clock.mockRestore());
    expect(again.isNew).toBe(true);
    expect(
      await t.ctx.db.$count(
        memberBlocks,
        and(eq(memberBlocks.blockerId, victim.memberId), eq(memberBlocks.blockedId, again.memberId)),
      ),
    ).toBe(1);
    expect(
      (
        await t.ctx.db
          .select({ reason: reports.reason })
          .from(reports)
          .where(eq(reports.reportedMemberId, again.memberId))
      ).map((r) => r.reason),
    ).toEqual(['Asked for money']);
    expect(
      (await t.ctx.db.select({ at: members.reRegisteredAt }).from(members).where(eq(members.id, again.memberId)))[0]!
        .at,
    ).toBeInstanceOf(Date);
    const phoneHashes = await t.ctx.db.execute(`select phone_hash from deleted_phone_records`);
    expect(JSON.stringify(phoneHashes)).not.toContain('8061880003');
  });
});
