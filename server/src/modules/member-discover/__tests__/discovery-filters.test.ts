import request from 'supertest';
import { eq } from 'drizzle-orm';
import { DISCOVER_COUNT_CAP, lagosDate, type MemberCard } from '@blynd/shared';
import { members } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { finishSignup, signInMember, type SignedInMember } from '../../../test-support/member-session';
import { lgaCentre } from '../../places/places.service';
import { birthdayBoundary, discoverCount } from '../discover.service';
import { insertCandidate } from './discover-kit';
import { destination } from './sphere';

const APP = '/api/v1/app';
type Fields = {
  place?: { state: string; lga: string };
  religion?: string;
  kids?: { has: boolean; wants: string };
  languages?: string[];
  preferences?: Record<string, unknown>;
};

describe('Discovery filters', () => {
  let t: TestApp;
  const today = lagosDate(new Date());
  const bearer = (m: SignedInMember) => ({ Authorization: `Bearer ${m.accessToken}` });
  const wantsWomen = { genders: ['female'], ageMin: 18, ageMax: 99 };
  let phone = 0;

  async function viewer(): Promise<SignedInMember> {
    phone += 1;
    const m = await signInMember(t.app, `0809100${String(phone).padStart(4, '0')}`);
    await finishSignup(t.app, m.accessToken, {
      dob: birthdayBoundary(today, 30),
      gender: 'Female',
      interestedIn: ['Male'],
    });
    return m;
  }
  const patchMe = (m: SignedInMember, body: object) => request(t.app).patch(`${APP}/me`).set(bearer(m)).send(body);
  const prefs = (extra: object) => ({ genders: ['Male'], ageMin: 18, ageMax: 99, ...extra });

  /** A man who wants women, with the discovery fields given (written as PATCH /me would store them). */
  async function candidate(fields: Fields = {}) {
    const id = await insertCandidate(t.ctx.db, { preferences: { ...wantsWomen, ...(fields.preferences ?? {}) } });
    const centre = fields.place ? lgaCentre(fields.place.state, fields.place.lga)! : undefined;
    await t.ctx.db
      .update(members)
      .set({
        placeState: fields.place?.state ?? null,
        placeLga: fields.place?.lga ?? null,
        placeLat: centre?.lat ?? null,
        placeLng: centre?.lng ?? null,
        religion: fields.religion ?? null,
        kidsHas: fields.kids?.has ?? null,
        kidsWants: fields.kids?.wants ?? null,
        languages: fields.languages ?? [],
      })
      .where(eq(members.id, id));
    return id;
  }

  async function walk(m: SignedInMember, limit = 2): Promise<MemberCard[]> {
    const cards: MemberCard[] = [];
    let cursor: string | null | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const res = await request(t.app)
        .get(`${APP}/discover`)
        .query({ limit, ...(cursor ? { cursor } : {}) })
        .set(bearer(m));
      expect(res.status).toBe(200);
      cards.push(...res.body.items);
      cursor = res.body.nextCursor;
      if (!cursor) return cards;
    }
    throw new Error('discover never ended');
  }
  const ids = async (m: SignedInMember) => (await walk(m)).map((card) => card._id).sort();
  const count = async (m: SignedInMember) => {
    const res = await request(t.app).get(`${APP}/discover/count`).set(bearer(m));
    expect(res.status).toBe(200);
    if (res.body.count < DISCOVER_COUNT_CAP) expect(res.body.more).toBe(false);
    return res.body.count as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.ctx.db.execute('update members set discoverable = false');
  });

  it('When a member sets place, religion, kids, languages and height, then GET /me answers them and an unknown LGA is a 400', async () => {
    const m = await viewer();
    const fields = {
      place: { state: 'Lagos', lga: 'Ikeja' },
      religion: 'christian',
      kids: { has: false, wants: 'yes' },
      languages: ['Yoruba', 'English'],
      height: 168,
    };
    const res = await patchMe(m, fields);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...fields, state: 'Lagos' });
    const unknown = await patchMe(m, { place: { state: 'Lagos', lga: 'Municipal Area Council' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'Choose a local government area of that state' });
    expect((await patchMe(m, { place: { state: 'Atlantis', lga: 'Ikeja' } })).status).toBe(400);
    expect((await patchMe(m, { height: 20 })).status).toBe(400);
    expect((await patchMe(m, { religion: 'pastafarian' })).status).toBe(400);
    expect((await request(t.app).get(`${APP}/me`).set(bearer(m))).body.place).toEqual(fields.place);
  });

  it('When preferences are set with and without dealbreakers, then GET /me answers each and keeps the ones left out', async () => {
    const m = await viewer();
    await patchMe(m, { place: { state: 'Abuja', lga: 'Municipal Area Council' } });
    const set = await patchMe(m, {
      preferences: prefs({
        ageMin: { value: 25, dealbreaker: false },
        ageMax: { value: 40, dealbreaker: false },
        distanceKm: { value: 50, dealbreaker: true },
        religions: { value: ['christian', 'muslim'], dealbreaker: false },
      }),
    });
    expect(set.status).toBe(200);
    expect(set.body.preferences).toEqual({
      genders: ['Male'],
      ageMin: 25,
      ageMax: 40,
      ageDealbreaker: false,
      distanceKm: { value: 50, dealbreaker: true },
      religions: { value: ['christian', 'muslim'], dealbreaker: false },
      kids: null,
      languages: null,
    });
    const again = await patchMe(m, { preferences: prefs({ languages: { value: ['Hausa'], dealbreaker: true } }) });
    expect(again.body.preferences).toMatchObject({
      ageDealbreaker: true,
      distanceKm: { value: 50, dealbreaker: true },
      languages: { value: ['Hausa'], dealbreaker: true },
    });
    const cleared = await patchMe(m, { preferences: prefs({ distanceKm: null }) });
    expect(cleared.body.preferences.distanceKm).toBeNull();
    const noPlace = await viewer();
    const refused = await patchMe(noPlace, { preferences: prefs({ distanceKm: { value: 20, dealbreaker: true } }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Set your place before a distance' });
  });

  it('When the viewer makes each field a dealbreaker, then discover and its count leave out whoever misses it, and a mere preference leaves everyone in', async () => {
    const m = await viewer();
    await patchMe(m, {
      place: { state: 'Lagos', lga: 'Ikeja' },
      religion: 'muslim',
      kids: { has: false, wants: 'yes' },
    });
    const near = await candidate({
      place: { state: 'Lagos', lga: 'Surulere' },
      religion: 'muslim',
      kids: { has: false, wants: 'yes' },
      languages: ['Yoruba'],
    });
    const far = await candidate({
      place: { state: 'Borno', lga: 'Maiduguri' },
      religion: 'christian',
      kids: { has: true, wants: 'no' },
      languages: ['Hausa'],
    });
    const unknown = await candidate({});
    expect(await ids(m)).toEqual([near, far, unknown].sort());
    expect(await count(m)).toBe(3);
    const cases: [string, object][] = [
      ['distanceKm', { value: 50 }],
      ['religions', { value: ['muslim'] }],
      ['kids', { value: { has: false, wants: ['yes', 'not-sure'] } }],
      ['languages', { value: ['Yoruba', 'Igbo'] }],
    ];
    for (const [key, preference] of cases) {
      await patchMe(m, { preferences: prefs({ [key]: { ...preference, dealbreaker: true } }) });
      expect({ key, ids: await ids(m) }).toEqual({ key, ids: [near] });
      expect(await count(m)).toBe(1);
      await patchMe(m, { preferences: prefs({ [key]: { ...preference, dealbreaker: false } }) });
      expect({ key, ids: await ids(m) }).toEqual({ key, ids: [near, far, unknown].sort() });
      expect(await count(m)).toBe(3);
      await patchMe(m, { preferences: prefs({ [key]: null }) });
    }
  });

  it('When a candidate makes each field a dealbreaker, then a viewer who misses it does not see them (two-way)', async () => {
    const m = await viewer();
    await patchMe(m, {
      place: { state: 'Lagos', lga: 'Ikeja' },
      religion: 'christian',
      kids: { has: true, wants: 'no' },
      languages: ['Igbo'],
    });
    const open = await candidate({ place: { state: 'Lagos', lga: 'Ikeja' } });
    const excluding = [
      await candidate({ preferences: { religions: { value: ['muslim'], dealbreaker: true } } }),
      await candidate({ preferences: { languages: { value: ['Hausa'], dealbreaker: true } } }),
      await candidate({ preferences: { kids: { value: { has: false }, dealbreaker: true } } }),
      await candidate({
        place: { state: 'Sokoto', lga: 'Sokoto North' },
        preferences: { distanceKm: { value: 100, dealbreaker: true } },
      }),
    ];
    const accepting = [
      await candidate({ preferences: { religions: { value: ['christian'], dealbreaker: true } } }),
      await candidate({ preferences: { languages: { value: ['Igbo'], dealbreaker: true } } }),
      await candidate({ preferences: { kids: { value: { has: true, wants: ['no'] }, dealbreaker: true } } }),
      await candidate({
        place: { state: 'Lagos', lga: 'Kosofe' },
        preferences: { distanceKm: { value: 100, dealbreaker: true } },
      }),
      await candidate({ preferences: { religions: { value: ['muslim'], dealbreaker: false } } }),
    ];
    const seen = await ids(m);
    expect(seen).toEqual([open, ...accepting].sort());
    for (const id of excluding) expect(seen).not.toContain(id);
    expect(await count(m)).toBe(accepting.length + 1);
  });

  it('When a preference only ranks, then the member who meets it ranks above the one who does not, and cards show the distance rounded', async () => {
    const m = await viewer();
    await patchMe(m, { place: { state: 'Lagos', lga: 'Ikeja' } });
    const missing = await candidate({ place: { state: 'Lagos', lga: 'Ikeja' }, religion: 'christian' });
    const meeting = await candidate({ place: { state: 'Ogun', lga: 'Abeokuta South' }, religion: 'muslim' });
    await patchMe(m, { preferences: prefs({ religions: { value: ['muslim'], dealbreaker: false } }) });
    const cards = await walk(m, 10);
    expect(cards.map((card) => card._id)).toEqual([meeting, missing]);
    expect(cards[0]!.compatibility.score).toBeGreaterThan(cards[1]!.compatibility.score);
    expect(cards[1]!.distance).toEqual({ km: 5, text: 'about 5 km' });
    expect(cards[0]!.distance!.text).toMatch(/^about \d+0 km$/);
    expect(cards[0]!.religion).toBe('muslim');
  });

  it('When the list is paged to its end, then the count said beforehand equals the members listed, with likes and passes applied', async () => {
    const m = await viewer();
    const all = [];
    for (let i = 0; i < 7; i++) all.push(await candidate({ religion: i % 2 ? 'muslim' : 'christian' }));
    await patchMe(m, { preferences: prefs({ religions: { value: ['christian'], dealbreaker: true } }) });
    expect(await count(m)).toBe((await walk(m, 2)).length);
    expect(await count(m)).toBe(4);
    await request(t.app).post(`${APP}/discover/${all[0]}/pass`).set(bearer(m));
    expect(await count(m)).toBe(3);
    expect((await walk(m, 1)).length).toBe(3);
  });

  it('When the distance is a dealbreaker, then members just inside it are listed and counted in every direction and those just beyond it are not', async () => {
    const m = await viewer();
    await patchMe(m, { place: { state: 'Lagos', lga: 'Ikeja' } });
    const centre = lgaCentre('Lagos', 'Ikeja')!;
    await patchMe(m, { preferences: prefs({ distanceKm: { value: 50, dealbreaker: true } }) });
    const near: string[] = [];
    for (let bearing = 0; bearing < 360; bearing += 45) {
      for (const km of [49.9, 50.2]) {
        // An area centre of its own, km away (places are whole: state, LGA and centre together).
        const id = await candidate({ place: { state: 'Lagos', lga: 'Ikeja' } });
        const point = destination(centre, km, bearing);
        await t.ctx.db.update(members).set({ placeLat: point.lat, placeLng: point.lng }).where(eq(members.id, id));
        if (km < 50) near.push(id);
      }
    }
    expect(await ids(m)).toEqual(near.sort());
    expect(await count(m)).toBe(near.length);
  });

  it('When a dealbreaker allows several religions, then discover and its count keep each of them and no other', async () => {
    const m = await viewer();
    const kept = [await candidate({ religion: 'christian' }), await candidate({ religion: 'muslim' })];
    await candidate({ religion: 'traditional' });
    await candidate({});
    await patchMe(m, { preferences: prefs({ religions: { value: ['christian', 'muslim'], dealbreaker: true } }) });
    expect(await ids(m)).toEqual(kept.sort());
    expect(await count(m)).toBe(2);
  });

  it('When a non-binary member looks, then discover and its count hold exactly the members of each gender who accept non-binary members', async () => {
    phone += 1;
    const m = await signInMember(t.app, `0809100${String(phone).padStart(4, '0')}`);
    await finishSignup(t.app, m.accessToken, {
      dob: birthdayBoundary(today, 30),
      gender: 'Non-Binary',
      interestedIn: ['Male', 'Female', 'Non-Binary'],
    });
    const everyone = ['male', 'female', 'non-binary'];
    const accepting = [
      await insertCandidate(t.ctx.db, { gender: 'male', preferences: { ...wantsWomen, genders: everyone } }),
      await insertCandidate(t.ctx.db, { gender: 'female', preferences: { ...wantsWomen, genders: ['non-binary'] } }),
      await insertCandidate(t.ctx.db, { gender: 'non-binary', interestedIn: ['non-binary'] }),
      // Neither preferences nor interests: nobody excluded.
      await insertCandidate(t.ctx.db, { gender: 'female', interestedIn: [] }),
    ];
    await insertCandidate(t.ctx.db, { gender: 'male', preferences: wantsWomen });
    await insertCandidate(t.ctx.db, { gender: 'female', preferences: { ...wantsWomen, genders: ['male'] } });
    await insertCandidate(t.ctx.db, { gender: 'non-binary', interestedIn: ['female'] });
    expect(await ids(m)).toEqual(accepting.sort());
    expect(await count(m)).toBe(accepting.length);
  });

  it('When more members are left than the count goes to, then it stops at its cap and says there are more', async () => {
    const m = await viewer();
    for (let i = 0; i < 3; i++) await candidate({ religion: 'christian' });
    expect(await discoverCount(t.ctx, m.memberId, false, 2)).toEqual({ count: 2, more: true });
    expect(await discoverCount(t.ctx, m.memberId, false, 3)).toEqual({ count: 3, more: false });
  });

  it('When another member likes a Free viewer, then nothing in the count, the order or the scores changes', async () => {
    const m = await viewer();
    for (let i = 0; i < 5; i++) await candidate({ religion: 'christian', languages: ['English'] });
    const before = { count: await count(m), cards: await walk(m, 10) };
    const liker = await candidate({ religion: 'christian' });
    await t.ctx.db.execute('update members set discoverable = false where id = ' + `'${liker}'`);
    const me = await request(t.app).get(`${APP}/me`).set(bearer(m));
    await t.ctx.db.execute(`insert into member_likes (liker_id, liked_id) values ('${liker}', '${me.body._id}')`);
    await t.ctx.db.execute('update members set discoverable = true where id = ' + `'${liker}'`);
    // The liker is discoverable again; leave them out of the comparison: only the others must not move.
    const after = (await walk(m, 10)).filter((card) => card._id !== liker);
    expect(after.map((card) => [card._id, card.compatibility.score])).toEqual(
      before.cards.map((card) => [card._id, card.compatibility.score]),
    );
    expect(await count(m)).toBe(before.count + 1);
  });
});
