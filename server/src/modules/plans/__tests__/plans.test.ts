import request from 'supertest';
import { plansResponseSchema } from '@blynd/shared';
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
});
