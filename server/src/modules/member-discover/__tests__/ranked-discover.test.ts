import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { lagosDate, type MemberCard } from '@blynd/shared';
import {
  discoverExposures,
  discoverSnapshotMembers,
  discoverSnapshots,
  memberLikes,
  memberPasses,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { finishSignup, signInMember, type SignedInMember } from '../../../test-support/member-session';
import { insertCandidate, type CandidateSpec } from './discover-kit';

const APP = '/api/v1/app';
/** The viewer's own answers: every test's viewer says this much. */
const VIEWER_PROFILE = {
  interests: ['Books', 'Cooking', 'Travel', 'Jazz'],
  values: ['faith', 'family', 'honesty'],
  relationshipGoal: 'marriage',
};

describe('Discover ranked by compatibility, daily picks (decision 0091)', () => {
  let t: TestApp;
  const bearer = (m: SignedInMember) => ({ Authorization: `Bearer ${m.accessToken}` });
  const page = (m: SignedInMember, query: Record<string, string | number> = {}) =>
    request(t.app).get(`${APP}/discover`).query(query).set(bearer(m));
  async function walk(m: SignedInMember, limit: number, between?: () => Promise<void>): Promise<MemberCard[]> {
    const cards: MemberCard[] = [];
    let cursor: string | null = null;
    do {
      const res = await page(m, { limit, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      cards.push(...res.body.items);
      cursor = res.body.nextCursor;
      if (between) await between();
    } while (cursor);
    return cards;
  }
  let phone = 0;
  async function viewer(): Promise<SignedInMember> {
    phone += 1;
    const m = await signInMember(t.app, `0809100${String(phone).padStart(4, '0')}`);
    await finishSignup(t.app, m.accessToken, {
      dob: '1994-02-02',
      gender: 'Female',
      interestedIn: ['Male'],
      profile: VIEWER_PROFILE,
    });
    await t.ctx.db.execute('update members set discoverable = false');
    return m;
  }
  const candidate = (spec: CandidateSpec = {}) => insertCandidate(t.ctx.db, { dob: '1993-01-01', ...spec });
  const forgetSnapshots = async () => {
    await t.ctx.db.delete(discoverSnapshotMembers);
    await t.ctx.db.delete(discoverSnapshots);
    await t.ctx.db.delete(discoverExposures);
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(forgetSnapshots);

  it('When candidates fit the viewer differently, then discover shows the best fit first, scores fall down the page, and cards say what is shared', async () => {
    const v = await viewer();
    const twin = await candidate({ ...VIEWER_PROFILE });
    const close = await candidate({
      interests: ['Books', 'Jazz', 'Yoga'],
      values: ['family', 'honesty', 'ambition'],
      relationshipGoal: 'long-term',
    });
    const thin = await candidate({ interests: ['Books', 'Yoga', 'Art'], values: [], relationshipGoal: null });
    const far = await candidate({
      interests: ['Football', 'Gaming', 'Technology'],
      values: ['independence', 'adventure', 'ambition'],
      relationshipGoal: 'friendship-first',
    });
    const cards = (await page(v)).body.items as MemberCard[];
    expect(cards.map((c) => c._id)).toEqual([twin, close, thin, far]);
    const scores = cards.map((c) => c.compatibility.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(cards[0]!.compatibility).toEqual({
      score: 100,
      shared: { interests: VIEWER_PROFILE.interests, values: VIEWER_PROFILE.values, goal: 'marriage' },
    });
    expect(cards[1]).toMatchObject({
      relationshipGoal: 'long-term',
      values: ['family', 'honesty', 'ambition'],
      compatibility: { shared: { interests: ['Books', 'Jazz'], values: ['family', 'honesty'], goal: null } },
    });

    const picks = await request(t.app).get(`${APP}/discover/picks`).set(bearer(v));
    expect(picks.status).toBe(200);
    expect(picks.body.items.map((c: MemberCard) => c._id)).toEqual([twin, close, thin]);
  });

  it("When the viewer passes on most of the day's best fits, then the picks are still the three best who remain", async () => {
    const v = await viewer();
    // 24 best fits fill the picks' shortlist (3 picks × 8); the 6 weaker fits sit behind them.
    const best: string[] = [];
    for (let i = 0; i < 24; i++) best.push(await candidate({ ...VIEWER_PROFILE }));
    const weaker: string[] = [];
    for (let i = 0; i < 6; i++)
      weaker.push(
        await candidate({ interests: ['Books', 'Yoga', 'Art'], values: ['family'], relationshipGoal: 'long-term' }),
      );
    const picks = async () =>
      ((await request(t.app).get(`${APP}/discover/picks`).set(bearer(v))).body.items as MemberCard[]).map((c) => c._id);
    const first = await picks();
    expect(first).toHaveLength(3);
    expect(best).toEqual(expect.arrayContaining(first));

    const kept = best.find((id) => !first.includes(id))!;
    await t.ctx.db
      .insert(memberPasses)
      .values(best.filter((id) => id !== kept).map((passedId) => ({ passerId: v.memberId, passedId })));
    const snapshotOrder = (await walk(v, 50)).map((c) => c._id);
    const after = await picks();
    expect(after[0]).toBe(kept);
    expect(after.slice(1)).toEqual(snapshotOrder.filter((id) => weaker.includes(id)).slice(0, 2));
  });

  it('When a liker and a non-liker have identical profiles, then they get identical scores and the order without the like is the order with it', async () => {
    const v = await viewer();
    const spec = { interests: ['Books', 'Jazz', 'Art'], values: ['family'], relationshipGoal: 'long-term' };
    const ids: string[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(await candidate(i % 2 === 0 ? spec : { interests: ['Technology', 'Art', 'Yoga'] }));
    const before = await walk(v, 5);
    await forgetSnapshots();
    const likers = ids.filter((_, i) => i % 4 === 0);
    await t.ctx.db.insert(memberLikes).values(likers.map((likerId) => ({ likerId, likedId: v.memberId })));
    const after = await walk(v, 5);
    expect(after).toEqual(before);
    const [liker, nonLiker] = [after.find((c) => c._id === likers[0]), after.find((c) => c._id === ids[2])];
    const { _id: _a, firstName: _b, ...likerRest } = liker!;
    const { _id: _c, firstName: _d, ...nonLikerRest } = nonLiker!;
    expect(likerRest).toEqual(nonLikerRest);
    // The picks are read from the same snapshot: the same with or without likes.
    const picks = (await request(t.app).get(`${APP}/discover/picks`).set(bearer(v))).body;
    await forgetSnapshots();
    await t.ctx.db.delete(memberLikes).where(eq(memberLikes.likedId, v.memberId));
    expect((await request(t.app).get(`${APP}/discover/picks`).set(bearer(v))).body).toEqual(picks);
  });

  it('When profiles change and members join between pages, then the walk still shows every candidate of the snapshot once, in the snapshot order, and the newcomers after them', async () => {
    const v = await viewer();
    const ids: string[] = [];
    for (let i = 0; i < 23; i++)
      ids.push(
        await candidate({
          interests: i % 3 === 0 ? ['Books', 'Jazz', 'Art'] : ['Technology', 'Art', 'Yoga'],
          values: i % 5 === 0 ? ['faith'] : [],
        }),
      );
    const first = (await walk(v, 50)).map((c) => c._id);
    let edits = 0;
    const newcomers: string[] = [];
    const shuffleProfiles = async () => {
      edits += 1;
      // A later member's profile now fits the viewer perfectly, and a newcomer arrives: neither moves the pages;
      // the newcomers are met after the snapshot's members (late joiners, decision 0091).
      await t.ctx.db.execute(
        `update members set values = '["faith","family","honesty"]'::jsonb, relationship_goal = 'marriage' where id = '${ids[22 - edits]}'`,
      );
      newcomers.push(await candidate({ ...VIEWER_PROFILE }));
    };
    const paged = (await walk(v, 4, shuffleProfiles)).map((c) => c._id);
    expect(paged.slice(0, 23)).toEqual(first);
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.length).toBeGreaterThan(23);
    expect(paged.slice(23).every((id) => newcomers.includes(id))).toBe(true);

    const stale = await page(v, { cursor: Buffer.from(`2020-01-01T00:00:00.000000Z|${ids[0]}`).toString('base64url') });
    expect([stale.status, stale.body]).toEqual([400, { error: 'Invalid cursor' }]);
  });

  it('When a member was already on many first pages today, then a new viewer gets an equally compatible member first, and the first page is counted', async () => {
    const v = await viewer();
    const spec = { interests: ['Books', 'Jazz', 'Art'], values: ['family', 'faith'], relationshipGoal: 'marriage' };
    const [popular, quiet] = [await candidate(spec), await candidate(spec)];
    const today = lagosDate(t.ctx.now());
    await t.ctx.db.insert(discoverExposures).values({ day: today, memberId: popular, firstPages: 40 });
    const cards = (await page(v)).body.items as MemberCard[];
    expect(cards.map((c) => c._id)).toEqual([quiet, popular]);
    expect(cards[0]!.compatibility.score).toBe(cards[1]!.compatibility.score);
    const counts = await t.ctx.db.select().from(discoverExposures).where(eq(discoverExposures.day, today));
    expect(Object.fromEntries(counts.map((row) => [row.memberId, row.firstPages]))).toEqual({
      [popular]: 41,
      [quiet]: 1,
    });
    // Reading the first page again the same day counts nothing more.
    await page(v);
    expect(
      (
        await t.ctx.db
          .select()
          .from(discoverExposures)
          .where(and(eq(discoverExposures.day, today), eq(discoverExposures.memberId, quiet)))
      )[0]!.firstPages,
    ).toBe(1);
  });

  it('When a viewer has not finished sign-up, then picks answer 403; without a token 401', async () => {
    const m = await signInMember(t.app, '08091009999');
    expect((await request(t.app).get(`${APP}/discover/picks`).set(bearer(m))).status).toBe(403);
    expect((await request(t.app).get(`${APP}/discover/picks`)).status).toBe(401);
  });
});
