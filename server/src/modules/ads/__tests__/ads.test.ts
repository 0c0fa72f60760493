import request from 'supertest';
import { eq } from 'drizzle-orm';
import { adReservations, adSlotSets } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const valid = {
  email: 'ads@shop.example.com',
  fullname: 'Nkem Obi',
  phone: '08011112222',
  company: 'Nkem Shoes',
  slot: 'Explore users',
};
let ip = 0;
const post = (t: TestApp, body: object) =>
  request(t.app).post('/api/v1/public/reserveSpot').set('X-Forwarded-For', `10.1.0.${++ip}`).send(body);

describe('Public ads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When the ads are read, then the slot set has the spec field names and the demo availability', async () => {
    const res = await request(t.app).get('/api/v1/public/ads');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([
      '_id',
      'active',
      'chatSlot',
      'filterSlot',
      'friendRequestSlot',
      'mediaBuyer',
    ]);
    for (const key of ['filterSlot', 'friendRequestSlot', 'chatSlot']) {
      expect(Object.keys(res.body[key]).sort()).toEqual(['amount', 'available', 'imgUrl', 'link', 'visits']);
      expect(res.body[key].amount).toBe(15000);
    }
    expect(res.body.filterSlot.available).toBe(true);
    expect(res.body.chatSlot.available).toBe(false);
  });

  it('When a reservation is complete, then it is stored unhandled and answered with a message', async () => {
    const res = await post(t, valid);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/reservation/i);
    const [row] = await t.ctx.db.select().from(adReservations).where(eq(adReservations.company, 'Nkem Shoes'));
    expect(row).toMatchObject({ email: valid.email, slot: 'Explore users', handled: false });
  });

  it.each(['email', 'fullname', 'phone', 'company', 'slot'])(
    'When %s is missing, then 400 Please fill all fields and nothing is stored',
    async (field) => {
      const before = await t.ctx.db.$count(adReservations);
      const { [field]: _omitted, ...rest } = valid as Record<string, string>;
      const res = await post(t, rest);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'Please fill all fields' });
      expect(await t.ctx.db.$count(adReservations)).toBe(before);
    },
  );

  it('When the email or slot is not valid, then 400 with a clear error', async () => {
    expect((await post(t, { ...valid, email: 'not-an-email' })).body.error).toBe('Enter a valid email address');
    const badSlot = await post(t, { ...valid, slot: 'Homepage' });
    expect(badSlot.status).toBe(400);
    expect(badSlot.body.error).toMatch(/Explore users/);
  });

  it('When one address sends a sixth reservation within 10 minutes, then it is refused with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await request(t.app).post('/api/v1/public/reserveSpot').set('X-Forwarded-For', '10.9.9.9').send(valid)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('When the ads are read twice, then the second answer comes from memory and a matching ETag gets 304', async () => {
    const first = await request(t.app).get('/api/v1/public/ads');
    expect(first.headers.etag).toMatch(/^W\//);
    // Changed behind the admin API's back: the cached answer stands, so the database was not read again.
    await t.ctx.db.update(adSlotSets).set({ mediaBuyer: 'Not through the admin API' });
    const second = await request(t.app).get('/api/v1/public/ads');
    expect(second.body).toEqual(first.body);
    const unchanged = await request(t.app).get('/api/v1/public/ads').set('If-None-Match', first.headers.etag);
    expect(unchanged.status).toBe(304);
    await t.ctx.db.update(adSlotSets).set({ mediaBuyer: first.body.mediaBuyer });
  });
});
