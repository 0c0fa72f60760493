import request from 'supertest';
import { eq } from 'drizzle-orm';
import { BLYNDMOJIS, INTERESTS } from '@blynd/shared';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember } from '../../../test-support/member-session';
import { memberPhotos, members } from '../../../db/schema';
import { openMember, setPhotoState, uploadUnscreened } from '../../../test-support/photo-states';

const APP = '/api/v1/app';

describe('Own profile', () => {
  let t: TestApp;
  let token: string;
  let memberId: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-24T10:00:00Z') });
    ({ accessToken: token, memberId } = await signInMember(t.app, '08041110001'));
  });
  afterAll(() => t.close());

  const patch = (body: object) => request(t.app).patch(`${APP}/me`).set('Authorization', `Bearer ${token}`).send(body);
  const get = (path: string) => request(t.app).get(`${APP}${path}`).set('Authorization', `Bearer ${token}`);

  it('When the catalogues are read, then interests and blyndmojis are lists the profile accepts', async () => {
    expect((await get('/interests')).body).toEqual({ interests: [...INTERESTS] });
    const { blyndmojis } = (await get('/blyndmojis')).body as { blyndmojis: string[] };
    expect(blyndmojis).toEqual([...BLYNDMOJIS]);
    expect((await request(t.app).get(blyndmojis[0]!)).headers['content-type']).toContain('image/svg+xml');
    expect((await patch({ avatar: blyndmojis[4] })).body.avatar).toBe(blyndmojis[4]);
    expect((await patch({ avatar: 'https://evil.example/x.png' })).status).toBe(400);
  });

  it('When an income is given, then the earning status follows the income bands', async () => {
    const cases: [number, string][] = [
      [50_000, 'Upstart'],
      [749_999, 'Upstart'],
      [750_000, 'Citizen'],
      [2_500_000, 'Investor'],
      [5_000_000, 'Elite'],
      [80_000_000, 'Elite'],
    ];
    for (const [income, status] of cases)
      expect((await patch({ income })).body).toMatchObject({ income, earningStatus: status });
    for (const income of [49_999, 120_000.5, '900000', -1]) {
      const res = await patch({ income });
      expect(res.status).toBe(400);
    }
    expect((await get('/me')).body.income).toBe(80_000_000);
  });

  it('When a verified earner changes band, then it is refused; within the band it is saved', async () => {
    await t.ctx.db.update(members).set({ earningVerified: true }).where(eq(members.id, memberId));
    expect((await patch({ income: 1_000_000 })).status).toBe(409);
    expect((await patch({ income: 6_000_000 })).body.earningStatus).toBe('Elite');
    await t.ctx.db.update(members).set({ earningVerified: false }).where(eq(members.id, memberId));
  });

  it('When bio, interests, state, settings and preferences are patched, then GET /me shows them; bad values change nothing', async () => {
    const good = {
      bio: 'x'.repeat(500),
      interests: ['Books', 'Jazz', 'Yoga'],
      state: 'Kano',
      region: 'North West',
      photosPublic: true,
      discoverable: false,
      preferences: { genders: ['Female', 'Non-Binary'], ageMin: 25, ageMax: 40 },
    };
    expect((await patch(good)).status).toBe(200);
    expect((await get('/me')).body).toMatchObject(good);
    for (const bad of [
      { bio: 'x'.repeat(501) },
      // Bios are shown to every member: contact details wait for a chat (decision 0150).
      { bio: 'Call me on 0803 123 4567 or find me on IG @ada.lagos' },
      { interests: ['Books', 'Jazz'] },
      { interests: Array(11).fill('Books') },
      { interests: ['Books', 'Jazz', 'Knitting'] },
      { state: 'Texas' },
      { preferences: { genders: ['Female'], ageMin: 40, ageMax: 25 } },
      { preferences: { genders: [], ageMin: 20, ageMax: 25 } },
      { isPremium: true },
      {},
    ]) {
      const res = await patch(bad);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    expect((await get('/me')).body).toMatchObject(good);
  });

  it('When the member has photos, then GET /me lists their ids with their screening; premium comes from premiumUntil', async () => {
    const [photo] = await t.ctx.db
      .insert(memberPhotos)
      .values({ memberId, url: '/media/photos/x.svg', publicId: 'x' })
      .returning();
    await t.ctx.db
      .update(members)
      .set({ premiumUntil: new Date('2026-12-01T00:00:00Z') })
      .where(eq(members.id, memberId));
    const me = (await get('/me')).body;
    expect(me.photos).toEqual([
      {
        _id: photo!.id,
        position: 0,
        placeholder: '',
        status: 'checking',
        reason: null,
        faceMatch: null,
        appealedAt: null,
        flagged: false,
        createdAt: expect.any(String),
      },
    ]);
    expect(me).toMatchObject({ isPremium: true, premiumUntil: '2026-12-01T00:00:00.000Z', earningVerified: false });
    expect(JSON.stringify(me)).not.toContain('/media/photos/');
  });

  it('When own photos are checking, approved, held, or rejected and appealed, then GET /me shows each one’s status, reason, face match and appeal as GET /me/photos does, and another member is shown the approved one alone', async () => {
    const ada = await openMember(t, '08041110021');
    const bola = await openMember(t, '08041110022');
    const ids: string[] = [];
    for (const colour of ['#aa3333', '#33aa33', '#3333aa', '#aaaa33']) ids.push(await uploadUnscreened(t, ada, colour));
    const [checking, approved, held, rejected] = ids as [string, string, string, string];
    await setPhotoState(t, approved, { status: 'approved', faceMatch: 'match' });
    await setPhotoState(t, held, { status: 'held', reason: 'not-you', faceMatch: 'mismatch' });
    await setPhotoState(t, rejected, { status: 'rejected', reason: 'nudity', faceMatch: 'match' });
    const getAs = (member: typeof ada) => (path: string) =>
      request(t.app).get(`${APP}${path}`).set('Authorization', member.auth);
    expect(
      (await request(t.app).post(`${APP}/me/photos/${rejected}/appeal`).set('Authorization', ada.auth)).status,
    ).toBe(200);

    const own = (await getAs(ada)('/me')).body.photos as Record<string, unknown>[];
    const common = { placeholder: expect.any(String), flagged: false, createdAt: expect.any(String) };
    expect(own).toEqual([
      { ...common, _id: checking, position: 0, status: 'checking', reason: null, faceMatch: null, appealedAt: null },
      { ...common, _id: approved, position: 1, status: 'approved', reason: null, faceMatch: 'match', appealedAt: null },
      { ...common, _id: held, position: 2, status: 'held', reason: 'not-you', faceMatch: 'mismatch', appealedAt: null },
      {
        ...common,
        _id: rejected,
        position: 3,
        status: 'rejected',
        reason: 'nudity',
        faceMatch: 'match',
        appealedAt: expect.any(String),
      },
    ]);
    const listed = (await getAs(ada)('/me/photos')).body.items as Record<string, unknown>[];
    expect(own.map(({ flagged: _flagged, createdAt: _createdAt, ...photo }) => photo)).toEqual(listed);

    // Others: the approved photo alone is counted, and no other photo's bytes are sent (decision 0147).
    const card = (await getAs(bola)(`/members/${ada.memberId}`)).body as { photos: { count: number } };
    expect(card.photos.count).toBe(1);
    for (const id of [checking, held, rejected]) expect((await getAs(bola)(`/photos/${id}`)).status).toBe(404);
    expect(JSON.stringify(card)).not.toMatch(new RegExp([checking, held, rejected].join('|')));
  });

  it('When an app older than MIN_APP_VERSION calls, then 426', async () => {
    const old = await createTestApp({ seed: false, env: { MIN_APP_VERSION: '60' } });
    try {
      const res = await request(old.app)
        .post(`${APP}/auth/otp/request`)
        .set('app-version', '59')
        .send({ phone: '08041110002' });
      expect(res.status).toBe(426);
      expect(
        (await request(old.app).post(`${APP}/auth/otp/request`).set('app-version', '65').send({ phone: '08041110002' }))
          .status,
      ).toBe(200);
    } finally {
      await old.close();
    }
  });
});
