import request from 'supertest';
import { APP, createSocialApp, quickMember } from '../../../test-support/social-kit';

describe('Discover and members who join later the same day', () => {
  let t: Awaited<ReturnType<typeof createSocialApp>>;
  beforeAll(async () => {
    t = await createSocialApp();
  });
  afterAll(() => t.close());

  const everyoneIn = async (auth: string) => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page: request.Response = await request(t.app)
        .get(`${APP}/discover`)
        .query(cursor ? { cursor } : {})
        .set('Authorization', auth);
      expect(page.status).toBe(200);
      ids.push(...page.body.items.map((card: { _id: string }) => card._id));
      cursor = page.body.nextCursor;
    } while (cursor);
    return ids;
  };

  it("When a member finishes signing up after the viewer's snapshot of the day was built, then the viewer meets them that day, once, at the end", async () => {
    const viewer = await quickMember(t, '08067770001');
    const early = await quickMember(t, '08067770002');
    expect(await everyoneIn(viewer.auth)).toEqual([early.memberId]);
    const late = await quickMember(t, '08067770003');
    expect(await everyoneIn(viewer.auth)).toEqual([early.memberId, late.memberId]);
    expect(await everyoneIn(viewer.auth)).toEqual([early.memberId, late.memberId]);
  });
});
