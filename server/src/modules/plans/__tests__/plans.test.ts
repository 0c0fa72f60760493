import request from 'supertest';
import { eq } from 'drizzle-orm';
import { plansResponseSchema } from '@blynd/shared';
import { plans } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

describe('GET /api/v1/public/plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('When plans are read, then Free, Spark and the paid plans come with features and all four badges', async () => {
    const res = await request(t.app).get('/api/v1/public/plans');
    expect(res.status).toBe(200);
    const body = plansResponseSchema.parse(res.body);
    expect(body.plans.map((p) => p.name)).toEqual(['Free', 'Spark', 'Blaze']);
    expect(body.plans[0]).toMatchObject({ weeklyPrice: 0, monthlyPrice: 0 });
    expect(body.plans.find((p) => p.name === 'Spark')).toMatchObject({ weeklyPrice: 2500, monthlyPrice: 8000 });
    body.plans.forEach((plan) => expect(plan.features.length).toBeGreaterThanOrEqual(3));
    expect(body.verificationBadge.map((b) => b.earningStatus)).toEqual(['Upstart', 'Citizen', 'Investor', 'Elite']);
    body.verificationBadge.forEach((badge) => expect(badge.price).toBeGreaterThan(0));
  });

  it('When plans are read twice, then the second answer comes from memory with the same weak ETag', async () => {
    const first = await request(t.app).get('/api/v1/public/plans');
    expect(first.headers.etag).toMatch(/^W\//);
    // A change made behind the admin API's back is not seen: the second read did not query the database.
    await t.ctx.db.update(plans).set({ monthlyPrice: 1 }).where(eq(plans.name, 'Spark'));
    try {
      const second = await request(t.app).get('/api/v1/public/plans');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body).toEqual(first.body);
    } finally {
      await t.ctx.db.update(plans).set({ monthlyPrice: 8000 }).where(eq(plans.name, 'Spark'));
    }
  });

  it('When If-None-Match names the current ETag, then 304 with no body; a stale one gets the full answer', async () => {
    const { headers } = await request(t.app).get('/api/v1/public/plans');
    const unchanged = await request(t.app).get('/api/v1/public/plans').set('If-None-Match', headers.etag);
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    const stale = await request(t.app).get('/api/v1/public/plans').set('If-None-Match', 'W/"stale"');
    expect(stale.status).toBe(200);
    expect(plansResponseSchema.parse(stale.body).plans.length).toBeGreaterThan(0);
  });
});
