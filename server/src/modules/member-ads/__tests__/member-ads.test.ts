import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { signInMember, type SignedInMember } from '../../../test-support/member-session';
import { loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

const APP = '/api/v1/app';

describe('Ads in the apps', () => {
  let t: TestApp;
  let ada: SignedInMember;
  let tunde: SignedInMember;
  let admin: Session;
  let offsetMs = 0;
  const bearer = (m: SignedInMember) => ({ Authorization: `Bearer ${m.accessToken}` });
  const ads = (m: SignedInMember) => request(t.app).get(`${APP}/ads`).set(bearer(m));
  const visit = (m: SignedInMember, slot: string) => request(t.app).post(`${APP}/ads/${slot}/visit`).set(bearer(m));
  const adminApi = (method: 'get' | 'patch', path: string) =>
    request(t.app)[method](`/api/v1/admin${path}`).set('Authorization', admin.auth);
  const visitsOf = async (slot: string) => (await adminApi('get', '/ads')).body.adSlotSet[slot].visits as number;

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
    [ada, tunde] = [await signInMember(t.app, '08031234501'), await signInMember(t.app, '08031234502')];
    admin = await loginDemoAdmin(t);
    await adminApi('patch', '/ads').send({ active: true });
    await adminApi('patch', '/ads/slots/filterSlot').send({
      available: true,
      imgUrl: 'https://ads.example.com/filter.png',
      link: 'https://shop.example.com/a',
      resetVisits: true,
    });
    await adminApi('patch', '/ads/slots/chatSlot').send({
      available: false,
      imgUrl: 'https://ads.example.com/chat.png',
      link: 'https://shop.example.com/c',
    });
    await adminApi('patch', '/ads/slots/friendRequestSlot').send({
      available: true,
      imgUrl: 'https://ads.example.com/friends.png',
      link: 'https://shop.example.com/f',
      resetVisits: true,
    });
  });
  afterAll(() => t.close());

  it('When a Free member asks for ads, then only live slots of the active set are listed; Premium gets none; an inactive set shows none', async () => {
    const res = await ads(ada);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      items: [
        { key: 'filterSlot', imgUrl: 'https://ads.example.com/filter.png', link: 'https://shop.example.com/a' },
        { key: 'friendRequestSlot', imgUrl: 'https://ads.example.com/friends.png', link: 'https://shop.example.com/f' },
      ],
    });
    expect((await ads(tunde)).body).toEqual({ items: [] });
    await adminApi('patch', '/ads').send({ active: false });
    expect((await ads(ada)).body).toEqual({ items: [] });
    expect((await visit(ada, 'filterSlot')).status).toBe(404);
    await adminApi('patch', '/ads').send({ active: true });
  });

  it("When a member visits an ad, then the control centre's Ads screen counts it, once per member, slot and minute", async () => {
    expect((await visit(ada, 'filterSlot')).body).toEqual({ counted: true });
    expect((await visit(ada, 'filterSlot')).body).toEqual({ counted: false });
    expect((await visit(tunde, 'filterSlot')).body).toEqual({ counted: true });
    expect((await visit(ada, 'friendRequestSlot')).body).toEqual({ counted: true });
    expect(await visitsOf('filterSlot')).toBe(2);
    expect(await visitsOf('friendRequestSlot')).toBe(1);
    offsetMs += 61_000;
    expect((await visit(ada, 'filterSlot')).body).toEqual({ counted: true });
    expect(await visitsOf('filterSlot')).toBe(3);

    for (const slot of ['chatSlot', 'nowhere', 'FILTERSLOT']) {
      const res = await visit(ada, slot);
      expect([res.status, res.body]).toEqual([404, { error: 'Ad not found' }]);
    }
    expect(await visitsOf('chatSlot')).toBe(0);
  });
});
