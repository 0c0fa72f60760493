import request from 'supertest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { DEMO_LOGIN } from '../modules/admin/__tests__/admin-kit';

describe('Cache-Control of answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When admin calls answer (tokens, member data, refusals), then none may be stored', async () => {
    const login = await request(t.app).post('/api/v1/admin/adminlogin').send(DEMO_LOGIN);
    expect(login.status).toBe(200);
    const answers = [
      login,
      await request(t.app)
        .get(`/api/v1/admin/getsingleUser/2348031234501`)
        .set('Authorization', `Bearer ${login.body.token}`),
      await request(t.app).post('/api/v1/admin/refresh').send({ refreshToken: login.body.refreshToken }),
      await request(t.app).get('/api/v1/admin/staff'),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 401]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('When confirm details and payment calls answer, then none may be stored', async () => {
    const confirmed = await request(t.app)
      .get('/api/v1/public/confirmdetails')
      .query({ phone: '08031234501', dob: '1995-04-12' })
      .set('X-Forwarded-For', '10.9.0.1');
    const wrong = await request(t.app)
      .get('/api/v1/public/confirmdetails')
      .query({ phone: '08031234501', dob: '1995-04-13' })
      .set('X-Forwarded-For', '10.9.0.2');
    const payment = await request(t.app)
      .post('/api/v1/subscriptions/initiate-paystack-payment')
      .set('Authorization', `Bearer ${confirmed.body.token}`)
      .set('app-version', '65')
      .send({});
    expect([confirmed.status, wrong.status, payment.status]).toEqual([200, 400, 400]);
    for (const res of [confirmed, wrong, payment]) expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/v1/public/plans', '/api/v1/public/ads'])(
    'When %s answers, then a CDN may keep it with stale-while-revalidate, and its ETag still answers 304',
    async (path) => {
      const first = await request(t.app).get(path);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      expect(first.headers.etag).toBeTruthy();
      const again = await request(t.app).get(path).set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    },
  );
});
