import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { RevenueChannel, RevenueResponse } from '@blynd/shared';
import { members, payments, plans, tokenPacks } from '../../../db/schema';
import { DASHBOARD_AGGREGATES_KEY } from '../../../lib/aggregate-cache';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';

/** Revenue by channel (decision 0156): where the money was paid, with store refunds and store fees shown apart. */
describe('GET /api/v1/admin/revenue by channel', () => {
  let t: TestApp;
  let s: Session;
  const revenue = async (session = s) =>
    (await request(t.app).get('/api/v1/admin/revenue').set('Authorization', session.auth)).body as RevenueResponse;
  const channel = (body: RevenueResponse, name: RevenueChannel['channel']) =>
    body.channels.find((row) => row.channel === name)!;

  beforeAll(async () => {
    t = await createTestApp({ env: { STORE_FEE_RATE_APPLE: '0.3', STORE_FEE_RATE_GOOGLE: '0.15' } });
    s = await loginDemoAdmin(t);
  });
  afterAll(() => t.close());

  it('When payments come from the website and both stores and a store refunds one, then each channel shows its gross, the refund and the fee apart, and the channels add up to Premium and token sales', async () => {
    const before = await revenue();
    expect(before.channels.map((row) => [row.channel, row.label])).toEqual([
      ['website', 'Website'],
      ['apple', 'App Store'],
      ['google', 'Google Play'],
    ]);
    expect(channel(before, 'apple')).toMatchObject({ payments: 0, gross: 0, fees: 0, net: 0, feeRate: 0.3 });

    const [spark] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Spark'));
    const [member] = await t.ctx.db.select().from(members).limit(1);
    const [popular] = await t.ctx.db.select().from(tokenPacks).where(eq(tokenPacks.name, 'Popular'));
    const paid = { memberId: member.id, email: 'x@example.com', status: 'success', paidAt: new Date() };
    const premium = { ...paid, planId: spark.id, planName: 'Spark', billingType: 'monthly' };
    await t.ctx.db.insert(payments).values([
      { ...premium, reference: 'W-1', amount: 5_000 },
      { ...premium, reference: 'apple:1', channel: 'apple', amount: 10_000 },
      { ...premium, reference: 'apple:2', channel: 'apple', amount: 10_000, refundedAt: new Date() },
      {
        ...paid,
        reference: 'google:GPA.1',
        channel: 'google',
        kind: 'tokens',
        tokenPackId: popular.id,
        planName: 'Popular',
        billingType: 'tokens',
        tokens: 550,
        amount: 4_000,
      },
      { ...premium, reference: 'google:GPA.2', channel: 'google', amount: 9_000, status: 'pending', paidAt: null },
    ]);

    // Written here straight into payments, so the plan figures' cache is told, as a settlement tells it.
    t.ctx.aggregates.invalidate(DASHBOARD_AGGREGATES_KEY);
    const after = await revenue();
    const website = channel(after, 'website');
    expect(website.gross - channel(before, 'website').gross).toBe(5_000);
    expect(website).toMatchObject({ feeRate: 0, fees: 0, refunds: 0, refunded: 0, net: website.gross });
    expect(channel(after, 'apple')).toEqual({
      channel: 'apple',
      label: 'App Store',
      payments: 2,
      gross: 20_000,
      refunds: 1,
      refunded: 10_000,
      feeRate: 0.3,
      fees: 3_000,
      net: 7_000,
    });
    expect(channel(after, 'google')).toEqual({
      channel: 'google',
      label: 'Google Play',
      payments: 1,
      gross: 4_000,
      refunds: 0,
      refunded: 0,
      feeRate: 0.15,
      fees: 600,
      net: 3_400,
    });
    // Premium (`revenue`, per plan) and token packs (`tokenSales`) together are every channel's gross.
    expect(after.channels.reduce((sum, row) => sum + row.gross, 0)).toBe(after.revenue + after.tokenSales.revenue);
    expect(after.channels.reduce((sum, row) => sum + row.payments, 0)).toBe(after.payments + after.tokenSales.payments);
  });

  it('When Support asks for revenue by channel, then 403', async () => {
    const support = await createAdminSession(t, 'Support');
    expect((await request(t.app).get('/api/v1/admin/revenue').set('Authorization', support.auth)).status).toBe(403);
  });
});
