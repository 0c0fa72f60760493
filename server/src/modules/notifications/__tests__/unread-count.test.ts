import request from 'supertest';
import { systemNotifications } from '../../../db/schema';
import { APP, createSocialApp, feedOf, like, quickMember, type Member } from '../../../test-support/social-kit';

describe('GET /notifications/unread-count: the feed badge', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  let ada: Member;
  let bola: Member;
  const unread = async (member: Member) => {
    const res = await request(t.app).get(`${APP}/notifications/unread-count`).set('Authorization', member.auth);
    expect(res.status).toBe(200);
    return res.body;
  };
  const markRead = (member: Member, body: object) =>
    request(t.app).post(`${APP}/notifications/read`).set('Authorization', member.auth).send(body).expect(200);

  beforeAll(async () => {
    t = await createSocialApp();
    ada = await quickMember(t, '08063450001', false);
    bola = await quickMember(t, '08063450002', false);
  });
  afterAll(() => t.close());

  it('when feed entries and announcements arrive and are read, then the count follows exactly the unread entries of the feed', async () => {
    expect(await unread(bola)).toEqual({ count: 0 });
    await like(t, ada, bola.memberId).expect(200);
    await t.ctx.db
      .insert(systemNotifications)
      .values({ title: 'Hello', message: 'An announcement', category: 'announcement' });
    // A contact message is not an announcement and never reaches the feed.
    await t.ctx.db
      .insert(systemNotifications)
      .values({ title: 'Contact', message: 'Not for members', category: 'message' });
    const feed = (await request(t.app).get(`${APP}/notifications`).set('Authorization', bola.auth)).body.items as {
      _id: string;
      kind: string;
      read: boolean;
    }[];
    expect(feed.map((item) => item.kind).sort()).toEqual(['announcement', 'like']);
    expect(await unread(bola)).toEqual({ count: 2 });
    expect(await unread(ada)).toEqual({ count: 1 });

    await markRead(bola, { ids: [feed.find((item) => item.kind === 'like')!._id] });
    expect(await unread(bola)).toEqual({ count: 1 });
    await markRead(bola, { ids: [feed.find((item) => item.kind === 'announcement')!._id] });
    expect(await unread(bola)).toEqual({ count: 0 });
    // Ada's read of the announcement is her own.
    expect(await unread(ada)).toEqual({ count: 1 });

    await like(t, bola, ada.memberId).expect(200);
    expect(await unread(ada)).toEqual({ count: 2 });
    expect((await feedOf(t, ada)).length).toBe(2);
    await markRead(ada, { all: true });
    expect(await unread(ada)).toEqual({ count: 0 });
  });

  it('when called without a token, then 401', async () => {
    expect((await request(t.app).get(`${APP}/notifications/unread-count`)).status).toBe(401);
  });
});
