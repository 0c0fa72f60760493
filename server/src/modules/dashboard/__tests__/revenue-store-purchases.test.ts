import request from 'supertest';
import type { RevenueResponse } from '@blynd/shared';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';
import * as google from '../../store-purchases/__tests__/google-kit';

/** Revenue by channel after real store purchases and a refund (decisions 0144, 0156), against the Play stand-in. */
describe('revenue by channel after Google Play purchases', () => {
  let t: google.GoogleStoreApp;
  let admin: Session;

  beforeAll(async () => {
    t = await google.startGoogleStoreApp({ env: { STORE_FEE_RATE_GOOGLE: '0.15' } });
    admin = await createAdminSession(t, 'Admin');
  }, 60_000);
  afterAll(() => t.close());

  it('When two packs and a week of Premium are bought on Google Play and one pack is refunded, then Google Play shows three payments, the refund and the fee apart', async () => {
    const buyPack = async () => {
      const { member, token, orderId } = await google.paidPackOrder(t);
      expect(
        (await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT, purchaseToken: token })).status,
      ).toBe(200);
      return { token, orderId };
    };
    const refunded = await buyPack();
    await buyPack();
    const member = await google.newMember(t);
    const weekly = google.purchaseToken();
    t.play.addSubscription(weekly, { productId: google.WEEKLY_PRODUCT });
    expect(
      (await google.postGooglePurchase(t, member, { productId: google.WEEKLY_PRODUCT, purchaseToken: weekly })).status,
    ).toBe(200);
    t.play.voidPurchase(refunded.token);
    const voided = await google.pushNotification(t, t.play, {
      voidedPurchaseNotification: { purchaseToken: refunded.token, orderId: refunded.orderId, productType: 2 },
    });
    expect(voided.status).toBe(200);

    const res = await request(t.app).get('/api/v1/admin/revenue').set('Authorization', admin.auth);
    expect(res.status).toBe(200);
    const body = res.body as RevenueResponse;
    // No naira price from the stand-in: each payment is counted at the website's price of the same thing (decision
    // 0144): the pack 1,000, a week of Premium 2,500.
    expect(body.channels.find((row) => row.channel === 'google')).toEqual({
      channel: 'google',
      label: 'Google Play',
      payments: 3,
      gross: 4_500,
      refunds: 1,
      refunded: 1_000,
      feeRate: 0.15,
      fees: 525,
      net: 2_975,
    });
    expect(body.channels.find((row) => row.channel === 'website')).toMatchObject({ payments: 0, gross: 0 });
    expect(body.channels.find((row) => row.channel === 'apple')).toMatchObject({ payments: 0, gross: 0 });
    expect(body.tokenSales).toMatchObject({ payments: 2, revenue: 2_000 });
    expect(body.revenue).toBe(2_500);
  });
});
