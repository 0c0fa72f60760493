import request from 'supertest';
import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { signInMember } from '../../../test-support/member-session';
import { APP, createSocialApp, quickMember, uploadPhoto, type Member } from '../../../test-support/social-kit';

describe('GET /members/:memberId: one member card, only where the visibility rule allows', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  const cardOf = (viewer: Member, memberId: string) =>
    request(t.app).get(`${APP}/members/${memberId}`).set('Authorization', viewer.auth);
  const notFound = { error: 'Member not found' };

  beforeAll(async () => {
    t = await createSocialApp();
    ada = await quickMember(t, '08061230001', false);
    bola = await quickMember(t, '08061230002', false);
  });
  afterAll(() => t.close());

  it('when a member opens a visible member, then the card comes as lists show it, photos as a placeholder until unlocked', async () => {
    await uploadPhoto(t, bola);
    const res = await cardOf(ada, bola.memberId);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatchObject({
      _id: bola.memberId,
      firstName: 'Q0002',
      bio: 'Quick member',
      state: 'Lagos',
      photos: { count: 1, unlocked: false },
    });
    expect(res.body.photos.ids).toBeUndefined();
    expect(res.body.compatibility).toEqual(expect.objectContaining({ score: expect.any(Number) }));

    await t.ctx.db.update(members).set({ photosPublic: true }).where(eq(members.id, bola.memberId));
    expect((await cardOf(ada, bola.memberId)).body.photos).toMatchObject({
      count: 1,
      unlocked: true,
      ids: [expect.any(String)],
    });
  });

  it('when the id is unknown, not a UUID, or a member who has not finished sign-up, then the answer is the same 404', async () => {
    const unfinished = await signInMember(t.app, '08061230003');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', unfinished.memberId]) {
      const res = await cardOf(ada, id);
      expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 404, body: notFound });
    }
  });

  it('when either member blocked the other, then neither can open the other (404), and after the unblock both can again', async () => {
    const cyril = await quickMember(t, '08061230004', false);
    expect(
      (await request(t.app).post(`${APP}/blocks`).set('Authorization', cyril.auth).send({ memberId: ada.memberId }))
        .status,
    ).toBe(200);
    for (const [viewer, other] of [
      [ada, cyril],
      [cyril, ada],
    ] as const) {
      const res = await cardOf(viewer, other.memberId);
      expect([res.status, res.body]).toEqual([404, notFound]);
    }
    expect((await request(t.app).delete(`${APP}/blocks/${ada.memberId}`).set('Authorization', cyril.auth)).status).toBe(
      200,
    );
    expect((await cardOf(ada, cyril.memberId)).status).toBe(200);
  });

  it('when the control centre blocks or disables a member, then their card is 404 to others', async () => {
    const dayo = await quickMember(t, '08061230005', false);
    const efe = await quickMember(t, '08061230006', false);
    await t.ctx.db.update(members).set({ isBlocked: true }).where(eq(members.id, dayo.memberId));
    await t.ctx.db.update(members).set({ disabled: true }).where(eq(members.id, efe.memberId));
    expect([(await cardOf(ada, dayo.memberId)).status, (await cardOf(ada, efe.memberId)).status]).toEqual([404, 404]);
  });

  it('when the caller has not finished sign-up, then the route answers 403 with its authStep, like every route that needs it', async () => {
    const newcomer = await signInMember(t.app, '08061230007');
    const res = await request(t.app)
      .get(`${APP}/members/${ada.memberId}`)
      .set('Authorization', `Bearer ${newcomer.accessToken}`);
    expect([res.status, res.body]).toEqual([403, { error: 'Finish signing up first', authStep: 1 }]);
  });
});
