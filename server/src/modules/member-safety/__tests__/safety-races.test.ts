import request from 'supertest';
import { and, eq, or } from 'drizzle-orm';
import { memberBlocks, memberDailyCounts, memberLikes, memberMatches, reports } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';

// PGlite runs one query at a time, so two requests never interleave there: these races show only on a server.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

const APP = '/api/v1/app';

onServer('Blocks, reports and ad visits under concurrent requests (PostgreSQL server)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When 30 reports are posted at the same instant, then exactly 20 are filed and 10 refused with 429', async () => {
    const ada = await signInMember(t.app, '08031234501');
    const chiamaka = await signInMember(t.app, '08031234503');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request(t.app)
          .post(`${APP}/reports`)
          .set('Authorization', `Bearer ${ada.accessToken}`)
          .send({ kind: 'user', memberId: chiamaka.memberId, reason: `Report ${i}`, alsoBlock: false }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10);
    expect(await t.ctx.db.$count(reports, eq(reports.reporterId, ada.memberId))).toBe(20);
    const [count] = await t.ctx.db.select().from(memberDailyCounts).where(eq(memberDailyCounts.memberId, ada.memberId));
    expect(count!.used).toBe(20);
  });

  it('When two matched members block each other at the same instant, and one taps block five times, then every call succeeds with one row per blocker', async () => {
    const ibrahim = await signInMember(t.app, '08031234504');
    const tunde = await signInMember(t.app, '08031234502');
    const [low, high] = [ibrahim.memberId, tunde.memberId].sort() as [string, string];
    await t.ctx.db.insert(memberLikes).values([
      { likerId: low, likedId: high },
      { likerId: high, likedId: low },
    ]);
    await t.ctx.db.insert(memberMatches).values({ memberLowId: low, memberHighId: high });
    const blockBy = (token: string, memberId: string) =>
      request(t.app).post(`${APP}/blocks`).set('Authorization', `Bearer ${token}`).send({ memberId });
    const answers = await Promise.all([
      blockBy(tunde.accessToken, ibrahim.memberId),
      ...Array.from({ length: 5 }, () => blockBy(ibrahim.accessToken, tunde.memberId)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await t.ctx.db
      .select()
      .from(memberBlocks)
      .where(
        or(
          and(eq(memberBlocks.blockerId, low), eq(memberBlocks.blockedId, high)),
          and(eq(memberBlocks.blockerId, high), eq(memberBlocks.blockedId, low)),
        ),
      );
    expect(rows).toHaveLength(2);
    expect(
      (await t.ctx.db.select().from(memberMatches).where(eq(memberMatches.memberLowId, low)))[0]!.endedAt,
    ).toBeInstanceOf(Date);
    expect(await t.ctx.db.$count(memberLikes, or(eq(memberLikes.likerId, low), eq(memberLikes.likerId, high)))).toBe(0);
  });

  it('When a member opens the same ad ten times at once, then one visit is counted', async () => {
    const adminLogin = await request(t.app)
      .post('/api/v1/admin/adminlogin')
      .send({ email: 'admin@example.com', password: 'DemoAdmin!2026', passcode: '246810' });
    const auth = `Bearer ${adminLogin.body.token}`;
    await request(t.app).patch('/api/v1/admin/ads').set('Authorization', auth).send({ active: true });
    await request(t.app).patch('/api/v1/admin/ads/slots/chatSlot').set('Authorization', auth).send({
      available: true,
      imgUrl: 'https://ads.example.com/c.png',
      link: 'https://shop.example.com',
      resetVisits: true,
    });
    const kemiFree = await signInMember(t.app, '2348120000001');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.app).post(`${APP}/ads/chatSlot/visit`).set('Authorization', `Bearer ${kemiFree.accessToken}`),
      ),
    );
    expect(answers.map((a) => a.body.counted).filter(Boolean)).toHaveLength(1);
    const ads = await request(t.app).get('/api/v1/admin/ads').set('Authorization', auth);
    expect(ads.body.adSlotSet.chatSlot.visits).toBe(1);
  });
});
