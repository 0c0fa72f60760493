import request from 'supertest';
import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema';
import { APP, createSocialApp, like, quickMember, type Member } from '../../../test-support/social-kit';

describe('GET /matches/:id: one match, as the matches list shows it', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  const matchOf = (viewer: Member, id: string) =>
    request(t.app).get(`${APP}/matches/${id}`).set('Authorization', viewer.auth);
  const notFound = { error: 'Match not found' };
  async function matchUp(a: Member, b: Member): Promise<string> {
    await like(t, a, b.memberId).expect(200);
    const back = await like(t, b, a.memberId).expect(200);
    return back.body.match._id as string;
  }

  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(() => t.close());

  it('when either side of a match opens it, then it is the same item as in their matches list, photo exchange included', async () => {
    const ada = await quickMember(t, '08062340001', false);
    const bola = await quickMember(t, '08062340002', false);
    const matchId = await matchUp(ada, bola);
    await request(t.app).post(`${APP}/matches/${matchId}/photo-request`).set('Authorization', ada.auth).expect(201);
    for (const [viewer, other] of [
      [ada, bola],
      [bola, ada],
    ] as const) {
      const one = await matchOf(viewer, matchId);
      expect(one.status).toBe(200);
      const list = (await request(t.app).get(`${APP}/matches`).set('Authorization', viewer.auth)).body.items;
      expect(list).toEqual([one.body]);
      expect(one.body).toMatchObject({
        _id: matchId,
        member: { _id: other.memberId },
        photoRequest: { state: 'pending', askedByMe: viewer === ada },
      });
    }
  });

  it('when the match is unknown, not a UUID, someone else’s or ended, then the answer is the same 404', async () => {
    const ada = await quickMember(t, '08062340003', false);
    const bola = await quickMember(t, '08062340004', false);
    const cyril = await quickMember(t, '08062340005', false);
    const matchId = await matchUp(ada, bola);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope'])
      expect([(await matchOf(ada, id)).status, (await matchOf(ada, id)).body]).toEqual([404, notFound]);
    expect([(await matchOf(cyril, matchId)).status, (await matchOf(cyril, matchId)).body]).toEqual([404, notFound]);
    await request(t.app).delete(`${APP}/matches/${matchId}`).set('Authorization', bola.auth).expect(200);
    for (const viewer of [ada, bola]) expect((await matchOf(viewer, matchId)).status).toBe(404);
  });

  it('when one side blocks the other, then the match is gone for both (404)', async () => {
    const ada = await quickMember(t, '08062340006', false);
    const bola = await quickMember(t, '08062340007', false);
    const matchId = await matchUp(ada, bola);
    expect((await matchOf(ada, matchId)).status).toBe(200);
    await request(t.app)
      .post(`${APP}/blocks`)
      .set('Authorization', bola.auth)
      .send({ memberId: ada.memberId })
      .expect(200);
    for (const viewer of [ada, bola])
      expect([(await matchOf(viewer, matchId)).status, (await matchOf(viewer, matchId)).body]).toEqual([404, notFound]);
  });

  it('when the partner is disabled by the control centre, then the match is 404 to the other while the partner is hidden', async () => {
    const ada = await quickMember(t, '08062340008', false);
    const bola = await quickMember(t, '08062340009', false);
    const matchId = await matchUp(ada, bola);
    await t.ctx.db.update(members).set({ disabled: true }).where(eq(members.id, bola.memberId));
    expect((await matchOf(ada, matchId)).status).toBe(404);
    await t.ctx.db.update(members).set({ disabled: false }).where(eq(members.id, bola.memberId));
    expect((await matchOf(ada, matchId)).status).toBe(200);
  });
});
