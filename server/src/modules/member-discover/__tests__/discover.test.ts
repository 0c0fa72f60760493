import request from 'supertest';
import { and, eq } from 'drizzle-orm';
import { lagosDate, type MemberCard } from '@blynd/shared';
import { memberBlocks, memberLikes, memberMatches, memberPasses } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { finishSignup, signInMember, type SignedInMember } from '../../../test-support/member-session';
import { birthdayBoundary } from '../discover.service';
import { insertCandidate } from './discover-kit';

const APP = '/api/v1/app';

describe('Discover', () => {
  let t: TestApp;
  const today = lagosDate(new Date());
  /** A birthday that makes a member exactly `age` today; `plusDays` later makes them a day short of it. */
  const bornAged = (age: number, plusDays = 0) => {
    const boundary = new Date(`${birthdayBoundary(today, age)}T00:00:00Z`);
    return new Date(boundary.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);
  };
  const bearer = (m: SignedInMember) => ({ Authorization: `Bearer ${m.accessToken}` });
  const page = (m: SignedInMember, query: Record<string, string | number> = {}) =>
    request(t.app).get(`${APP}/discover`).query(query).set(bearer(m));

  async function walk(m: SignedInMember, limit: number): Promise<MemberCard[]> {
    const cards: MemberCard[] = [];
    let cursor: string | null | undefined;
    for (let pages = 0; pages < 200; pages++) {
      const res = await page(m, { limit, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBeLessThanOrEqual(limit);
      cards.push(...res.body.items);
      cursor = res.body.nextCursor;
      if (!cursor) return cards;
      expect(res.body.items).toHaveLength(limit);
    }
    throw new Error('discover never ended');
  }
  const idsOf = (cards: MemberCard[]) => cards.map((card) => card._id);

  let phone = 0;
  /** A member signed in and through sign-up over HTTP: a woman of 30 who wants men, unless told otherwise. */
  async function viewer(overrides: Parameters<typeof finishSignup>[2] = {}) {
    phone += 1;
    const m = await signInMember(t.app, `0809000${String(phone).padStart(4, '0')}`);
    await finishSignup(t.app, m.accessToken, {
      dob: bornAged(30, -40),
      gender: 'Female',
      interestedIn: ['Male'],
      ...overrides,
    });
    return m;
  }
  const setPreferences = (m: SignedInMember, preferences: object) =>
    request(t.app).patch(`${APP}/me`).set(bearer(m)).send({ preferences });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    // Each test starts with no other members visible: earlier candidates leave discover.
    await t.ctx.db.execute('update members set discoverable = false');
  });

  it('When preferences are set, then discover shows exactly the members both sides want, at the right ages, and nobody excluded for any other reason', async () => {
    const v = await viewer();
    await t.ctx.db.execute('update members set discoverable = false');
    expect((await setPreferences(v, { genders: ['Male', 'Non-Binary'], ageMin: 25, ageMax: 35 })).status).toBe(200);
    const db = t.ctx.db;
    const wantsWomen = { genders: ['female'], ageMin: 25, ageMax: 35 };
    const shown = {
      man30: await insertCandidate(db, { dob: bornAged(30, -3), preferences: wantsWomen }),
      man25Today: await insertCandidate(db, { dob: bornAged(25), preferences: wantsWomen }),
      man35LastDay: await insertCandidate(db, { dob: bornAged(36, 1), preferences: wantsWomen }),
      nonBinaryOpen: await insertCandidate(db, {
        gender: 'non-binary',
        dob: bornAged(27, -5),
        interestedIn: [],
        preferences: null,
      }),
      manNoPrefsWantsWomen: await insertCandidate(db, {
        dob: bornAged(31, -5),
        interestedIn: ['female'],
        preferences: null,
      }),
      likedTheViewer: await insertCandidate(db, { dob: bornAged(29, -5), preferences: wantsWomen }),
    };
    const hidden = {
      man24: await insertCandidate(db, { dob: bornAged(25, 1), preferences: wantsWomen }),
      man36: await insertCandidate(db, { dob: bornAged(36), preferences: wantsWomen }),
      wantsMen: await insertCandidate(db, {
        dob: bornAged(30, -3),
        preferences: { genders: ['male'], ageMin: 18, ageMax: 99 },
      }),
      wantsYounger: await insertCandidate(db, {
        dob: bornAged(30, -3),
        preferences: { genders: ['female'], ageMin: 18, ageMax: 28 },
      }),
      wantsOlder: await insertCandidate(db, {
        dob: bornAged(30, -3),
        preferences: { genders: ['female'], ageMin: 31, ageMax: 60 },
      }),
      nonBinaryWantsMen: await insertCandidate(db, {
        gender: 'non-binary',
        dob: bornAged(30, -3),
        interestedIn: ['male'],
        preferences: null,
      }),
      woman: await insertCandidate(db, {
        gender: 'female',
        dob: bornAged(30, -3),
        interestedIn: ['female'],
        preferences: null,
      }),
      notDiscoverable: await insertCandidate(db, { discoverable: false }),
      unfinished: await insertCandidate(db, { authStep: 10 }),
      adminBlocked: await insertCandidate(db, { isBlocked: true }),
      disabled: await insertCandidate(db, { disabled: true }),
      blockedByViewer: await insertCandidate(db),
      blockedTheViewer: await insertCandidate(db),
      likedByViewer: await insertCandidate(db),
      passedByViewer: await insertCandidate(db),
      matchEnded: await insertCandidate(db),
      matchActive: await insertCandidate(db),
    };
    await db.insert(memberBlocks).values([
      { blockerId: v.memberId, blockedId: hidden.blockedByViewer },
      { blockerId: hidden.blockedTheViewer, blockedId: v.memberId },
    ]);
    await db.insert(memberLikes).values([
      { likerId: v.memberId, likedId: hidden.likedByViewer },
      { likerId: shown.likedTheViewer, likedId: v.memberId },
    ]);
    await db.insert(memberPasses).values({ passerId: v.memberId, passedId: hidden.passedByViewer });
    const pair = (other: string) =>
      v.memberId < other
        ? { memberLowId: v.memberId, memberHighId: other }
        : { memberLowId: other, memberHighId: v.memberId };
    await db
      .insert(memberMatches)
      .values([{ ...pair(hidden.matchEnded), endedAt: new Date() }, pair(hidden.matchActive)]);

    const ids = idsOf(await walk(v, 50));
    expect(ids.sort()).toEqual(Object.values(shown).sort());
    expect(ids).not.toContain(v.memberId);
    const card = (await page(v)).body.items.find((c: MemberCard) => c._id === shown.man30);
    expect(card).toEqual({
      _id: shown.man30,
      firstName: expect.any(String),
      age: 30,
      state: 'Lagos',
      bio: 'A bio for discover.',
      interests: ['Books', 'Jazz', 'Yoga'],
      avatar: '/media/avatars/2.svg',
      relationshipGoal: null,
      values: [],
      prompts: [],
      compatibility: { score: 42, shared: { interests: ['Books'], values: [], goal: null } },
      verified: false,
      photos: { count: 0, placeholder: '', unlocked: false },
    });
  });

  it("When the viewer has no preferences, then interestedIn decides the genders and no age bound applies (the candidates' bounds still do)", async () => {
    const v = await viewer({ gender: 'Male', interestedIn: ['Female', 'Non-Binary'] });
    await t.ctx.db.execute('update members set discoverable = false');
    const db = t.ctx.db;
    const wantsMen = { genders: ['male'], ageMin: 18, ageMax: 99 };
    const woman60 = await insertCandidate(db, { gender: 'female', dob: bornAged(60, -10), preferences: wantsMen });
    const nonBinary19 = await insertCandidate(db, {
      gender: 'non-binary',
      dob: bornAged(19, -10),
      interestedIn: ['male'],
    });
    await insertCandidate(db, { gender: 'male', dob: bornAged(30, -10), interestedIn: ['male'] });
    await insertCandidate(db, {
      gender: 'female',
      dob: bornAged(40, -10),
      preferences: { genders: ['male'], ageMin: 35, ageMax: 50 },
    });
    expect(idsOf(await walk(v, 10)).sort()).toEqual([woman60, nonBinary19].sort());
  });

  it('When every page is walked, then each candidate shows exactly once, pages are full until the last, and the cursor is checked', async () => {
    const v = await viewer();
    await t.ctx.db.execute('update members set discoverable = false');
    const expected: string[] = [];
    for (let i = 0; i < 37; i++) expected.push(await insertCandidate(t.ctx.db, { dob: bornAged(24 + (i % 20), -1) }));
    for (const limit of [5, 7, 37, 50]) {
      const ids = idsOf(await walk(v, limit));
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...expected].sort());
    }
    expect((await page(v)).body.items).toHaveLength(20);

    for (const bad of [{ limit: 0 }, { limit: 51 }, { limit: 'ten' }, { limit: 2.5 }]) {
      const res = await page(v, bad);
      expect([res.status, res.body.error]).toEqual([400, 'limit must be a whole number from 1 to 50']);
    }
    for (const cursor of [
      'not-a-cursor',
      Buffer.from('{"p":"x","w":0,"a":"y"}').toString('base64url'),
      Buffer.from('{"p":1}').toString('base64url'),
    ]) {
      const res = await page(v, { cursor });
      expect([res.status, res.body]).toEqual([400, { error: 'Invalid cursor' }]);
    }
  });

  it("When some candidates like a Free viewer, then the viewer's discover order and content stay exactly the same", async () => {
    const v = await viewer();
    await t.ctx.db.execute('update members set discoverable = false');
    const candidates: string[] = [];
    for (let i = 0; i < 15; i++) candidates.push(await insertCandidate(t.ctx.db, { dob: bornAged(26 + i, -1) }));
    const before = await walk(v, 4);
    expect(before).toHaveLength(15);
    await t.ctx.db
      .insert(memberLikes)
      .values(candidates.filter((_, i) => i % 3 === 0).map((likerId) => ({ likerId, likedId: v.memberId })));
    expect(await walk(v, 4)).toEqual(before);
    expect((await page(v, { limit: 50 })).body).toEqual({ items: before, nextCursor: null });
  });

  it('When a member passes, then the candidate leaves discover; a repeat changes nothing; only the newest pass can be undone', async () => {
    const v = await viewer();
    await t.ctx.db.execute('update members set discoverable = false');
    const [a, b, c] = [
      await insertCandidate(t.ctx.db),
      await insertCandidate(t.ctx.db),
      await insertCandidate(t.ctx.db),
    ];
    const pass = (id: string) => request(t.app).post(`${APP}/discover/${id}/pass`).set(bearer(v));
    const undo = (id: string) => request(t.app).delete(`${APP}/passes/${id}`).set(bearer(v));

    expect((await pass(a)).body).toEqual({ passed: true });
    expect((await pass(b)).status).toBe(200);
    expect((await pass(b)).body).toEqual({ passed: true });
    expect(await t.ctx.db.$count(memberPasses, eq(memberPasses.passerId, v.memberId))).toBe(2);
    expect(idsOf(await walk(v, 10))).toEqual([c]);

    expect([(await undo(a)).status, (await undo(a)).body]).toEqual([
      409,
      { error: 'Only your latest pass can be undone' },
    ]);
    expect([(await undo(c)).status, (await undo(c)).body]).toEqual([404, { error: 'Pass not found' }]);
    expect((await undo('not-a-uuid')).status).toBe(404);
    expect((await undo(b)).body).toEqual({ message: 'Pass undone' });
    expect(idsOf(await walk(v, 10)).sort()).toEqual([b, c].sort());
    // b's pass is gone, so a's is now the newest.
    expect((await undo(a)).status).toBe(200);
    expect(await t.ctx.db.$count(memberPasses, eq(memberPasses.passerId, v.memberId))).toBe(0);

    await t.ctx.db.insert(memberBlocks).values({ blockerId: c, blockedId: v.memberId });
    for (const id of [c, v.memberId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await pass(id);
      expect([res.status, res.body]).toEqual([404, { error: 'Member not found' }]);
    }
    expect(
      await t.ctx.db.$count(memberPasses, and(eq(memberPasses.passerId, v.memberId), eq(memberPasses.passedId, c))),
    ).toBe(0);
  });

  it('When a member has not finished sign-up, then discover and passes answer 403 with the step', async () => {
    const m = await signInMember(t.app, '08090009999');
    const res = await page(m);
    expect([res.status, res.body]).toEqual([403, { error: 'Finish signing up first', authStep: 1 }]);
    expect((await request(t.app).get(`${APP}/discover`)).status).toBe(401);
  });
});
