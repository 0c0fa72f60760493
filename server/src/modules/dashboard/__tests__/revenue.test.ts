import request from 'supertest';
import { eq, isNull } from 'drizzle-orm';
import { MESSAGES, type RevenueResponse } from '@blynd/shared';
import { members, payments, plans } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

/** Revenue is money received: successful payments only, whatever happened to the plan later (decision 0055). */
describe('GET /api/v1/admin/revenue (Monetization)', () => {
  let t: TestApp;
  let s: Session;
  const now = new Date();
  const revenue = async (session = s) =>
    (await request(t.app).get('/api/v1/admin/revenue').set('Authorization', session.auth)).body as RevenueResponse;
  const dashboard = async (session = s) =>
    (await request(t.app).get(`/api/v1/admin/${session.id}`).set('Authorization', session.auth)).body;
  const paidSum = async () =>
    (await t.ctx.db.select().from(payments).where(eq(payments.status, 'success'))).reduce(
      (sum, p) => sum + p.amount,
      0,
    );
  const planNamed = (body: RevenueResponse, name: string) => body.plans.find((plan) => plan.plan === name)!;

  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    s = await loginDemoAdmin(t);
  });
  afterAll(() => t.close());

  it('When Monetization is read, then revenue is the sum of successful payments, per plan and in total, and pending or failed ones are left out', async () => {
    const [blaze] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Blaze'));
    const [member] = await t.ctx.db.select().from(members).limit(1);
    await t.ctx.db.insert(payments).values([
      {
        reference: 'T-PENDING',
        memberId: member.id,
        planId: blaze.id,
        planName: 'Blaze',
        billingType: 'monthly',
        amount: 99_000,
        email: 'x@example.com',
        status: 'pending',
      },
      {
        reference: 'T-FAILED',
        memberId: member.id,
        planId: blaze.id,
        planName: 'Blaze',
        billingType: 'monthly',
        amount: 77_000,
        email: 'x@example.com',
        status: 'failed',
      },
    ]);
    const body = await revenue();
    const successful = await t.ctx.db.select().from(payments).where(eq(payments.status, 'success'));
    expect(body.revenue).toBe(await paidSum());
    expect(body.revenue).toBeGreaterThan(0);
    expect(body.payments).toBe(successful.length);
    expect(planNamed(body, 'Blaze').revenue).toBe(
      successful.filter((p) => p.planId === blaze.id).reduce((sum, p) => sum + p.amount, 0),
    );
    expect(body.plans.reduce((sum, plan) => sum + plan.revenue, 0)).toBe(body.revenue);
    expect(body.manualActivations).toEqual({ count: 0, listValue: 0 });
  });

  it('When a plan with members is retired, then its revenue, its subscribers and their Premium stay counted', async () => {
    const before = await revenue();
    const premiumBefore = (await dashboard()).userAnalytics.premiumCount;
    const blazeBefore = planNamed(before, 'Blaze');
    expect(blazeBefore.subscribers).toBeGreaterThan(0);
    expect(blazeBefore.revenue).toBeGreaterThan(0);

    const retired = await request(t.app)
      .patch(`/api/v1/admin/plans/${blazeBefore._id}`)
      .set('Authorization', s.auth)
      .send({ retired: true });
    expect(retired.status).toBe(200);

    const after = await revenue();
    expect(after.revenue).toBe(before.revenue);
    expect(planNamed(after, 'Blaze')).toEqual({ ...blazeBefore, retired: true });
    const analytics = (await dashboard()).userAnalytics;
    expect(analytics.premiumCount).toBe(premiumBefore);
    expect(analytics.tiers.find((tier: { plan: string }) => tier.plan === 'Blaze')).toMatchObject({
      subscribers: blazeBefore.subscribers,
      retired: true,
    });
  });

  it('When an admin activates Premium by hand, then it is counted apart as a manual activation and never as revenue', async () => {
    const before = await revenue();
    const [free] = await t.ctx.db.select().from(members).where(isNull(members.premiumUntil)).limit(1);
    const activated = await request(t.app)
      .post('/api/v1/admin/activateSubscription')
      .set('Authorization', s.auth)
      .send({ userId: free.id, plan: 'Spark', billingType: 'monthly' });
    expect(activated.status).toBe(200);
    expect(activated.body.subscription.amount).toBeGreaterThan(0);

    const after = await revenue();
    expect(after.revenue).toBe(before.revenue);
    expect(after.payments).toBe(before.payments);
    expect(after.manualActivations).toEqual({
      count: before.manualActivations.count + 1,
      listValue: before.manualActivations.listValue + activated.body.subscription.amount,
    });
    expect(planNamed(after, 'Spark')).toMatchObject({
      revenue: planNamed(before, 'Spark').revenue,
      manualActivations: planNamed(before, 'Spark').manualActivations + 1,
      subscribers: planNamed(before, 'Spark').subscribers + 1,
    });
  });

  it('When Support asks for revenue, then 403, and its dashboard carries no money', async () => {
    const support = await createAdminSession(t, 'Support');
    const refused = await request(t.app).get('/api/v1/admin/revenue').set('Authorization', support.auth);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: MESSAGES.forbidden });
    const body = await dashboard(support);
    expect(body.userAnalytics.numberOfUsers).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toMatch(/revenue|amount/i);
  });
});
