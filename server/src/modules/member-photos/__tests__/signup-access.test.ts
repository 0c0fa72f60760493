import request from 'supertest';
import { eq } from 'drizzle-orm';
import { members, memberPhotos, systemNotifications } from '../../../db/schema';
import { signInMember } from '../../../test-support/member-session';
import { APP, createSocialApp, png, quickMember, uploadPhoto, type Member } from '../../../test-support/social-kit';

describe('A member still signing up: own photo bytes, no feed, nothing of anyone else', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let newcomer: { memberId: string; auth: string };
  let ada: Member;

  beforeAll(async () => {
    t = await createSocialApp();
    const signed = await signInMember(t.app, '08065670001');
    newcomer = { memberId: signed.memberId, auth: `Bearer ${signed.accessToken}` };
    ada = await quickMember(t, '08065670002', false);
  });
  afterAll(() => t.close());

  it('when a member in sign-up opens their own photo, then the bytes come in both sizes, a flagged one too', async () => {
    const upload = await request(t.app)
      .post(`${APP}/me/photos`)
      .set('Authorization', newcomer.auth)
      .attach('photo', await png('#aa3366'), 'p.png');
    expect(upload.status).toBe(201);
    for (const size of ['full', 'thumb']) {
      const res = await request(t.app)
        .get(`${APP}/photos/${upload.body._id}`)
        .query({ size })
        .set('Authorization', newcomer.auth);
      expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        200,
        'image/jpeg',
        'private, no-store',
      ]);
      expect(res.body.length).toBeGreaterThan(100);
    }
    await t.ctx.db.update(memberPhotos).set({ flagged: true }).where(eq(memberPhotos.id, upload.body._id));
    expect(
      (await request(t.app).get(`${APP}/photos/${upload.body._id}`).set('Authorization', newcomer.auth)).status,
    ).toBe(200);
  });

  it("when a member in sign-up asks for someone else's photo, then 404 even where a finished member would see it", async () => {
    const photoId = await uploadPhoto(t, ada);
    await t.ctx.db.update(members).set({ photosPublic: true }).where(eq(members.id, ada.memberId));
    const other = await quickMember(t, '08065670003', false);
    expect((await request(t.app).get(`${APP}/photos/${photoId}`).set('Authorization', other.auth)).status).toBe(200);
    const res = await request(t.app).get(`${APP}/photos/${photoId}`).set('Authorization', newcomer.auth);
    expect([res.status, res.body]).toEqual([404, { error: 'Photo not found' }]);
  });

  it('when a member in sign-up reads the feed, then 403 with their authStep, as every route outside the sign-up list (decision 0125)', async () => {
    await t.ctx.db
      .insert(systemNotifications)
      .values({ title: 'Welcome', message: 'Hello from the team', category: 'announcement' });
    for (const [method, path] of [
      ['get', '/notifications'],
      ['get', '/notifications/unread-count'],
      ['post', '/notifications/read'],
    ] as const) {
      const res = await request(t.app)[method](`${APP}${path}`).set('Authorization', newcomer.auth).send({ all: true });
      expect([path, res.status, res.body.error]).toEqual([path, 403, 'Finish signing up first']);
    }
  });

  it('when a member in sign-up calls a route that shows other members, then it is still 403 with their authStep', async () => {
    const res = await request(t.app).get(`${APP}/matches`).set('Authorization', newcomer.auth);
    expect([res.status, res.body]).toEqual([403, { error: 'Finish signing up first', authStep: 1 }]);
  });
});
