import request from 'supertest';
import type { RevenueResponse } from '@blynd/shared';
import { startGooglePlayStandIn, type GooglePlayStandIn } from '../../../test-support/google-play-stand-in';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createAdminSession, type Session } from '../../admin/__tests__/admin-kit';
import {
  mapGoogleProducts,
  newMember,
  PACK_PRODUCT,
  postGooglePurchase,
  purchaseToken,
  pushNotification,
  WEEKLY_PRODUCT,
} from '../../store-purchases/__tests__/google-kit';

/** Revenue by channel after real store purchases and a refund (decisions 0144, 0156), against the Play stand-in. */
describe('revenue by channel after Google Play purchases', () => {
  let play: GooglePlayStandIn;
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    play = await startGooglePlayStandIn();
    t = await createTestApp({ seed: false, env: { ...play.env, STORE_FEE_RATE_GOOGLE: '0.15' } });
    await mapGoogleProducts(t);
    admin = await createAdminSession(t, 'Admin');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await play.close();
  });

  it('When two packs and a week of Premium are bought on Google Play and one pack is refunded, then Google Play shows three payments, the refund and the fee apart', async () => {
    const buyPack = async () => {
      const member = await newMember(t);
      const token = purchaseToken();
      const { orderId } = play.addProduct(token, {
        productId: PACK_PRODUCT,
        obfuscatedExternalAccountId: member.memberId,
      });
      expect((await postGooglePurchase(t, member, { productId: PACK_PRODUCT, purchaseToken: token })).status).toBe(200);
      return { token, orderId };
    };
    const refunded = await buyPack();
    await buyPack();
    const member = await newMember(t);
    const weekly = purchaseToken();
    play.addSubscription(weekly, { productId: WEEKLY_PRODUCT });
    expect((await postGooglePurchase(t, member, { productId: WEEKLY_PRODUCT, purchaseToken: weekly })).status).toBe(
      200,
    );
    play.voidPurchase(refunded.token);
    const voided = await pushNotification(t, play, {
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
