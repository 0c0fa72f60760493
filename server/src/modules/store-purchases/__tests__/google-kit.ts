import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { storeTransactions, tokenPostings } from '../../../db/schema';
import { quickMember, type Member } from '../../../test-support/social-kit';
import { startGooglePlayStandIn, type GooglePlayStandIn } from '../../../test-support/google-play-stand-in';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../test-support/test-app';
import { mapStoreProducts, PACK_PRODUCT, WEEKLY_PRODUCT } from './store-products-kit';

export { PACK_PRODUCT, WEEKLY_PRODUCT };

/** A test app selling through its own Play stand-in, the products mapped; `close` stops both. */
export type GoogleStoreApp = TestApp & { play: GooglePlayStandIn };

/** `options.env` is added to the stand-in's configuration. */
export async function startGoogleStoreApp(
  options: Pick<TestAppOptions, 'env' | 'connectionTimeoutMs'> = {},
): Promise<GoogleStoreApp> {
  const play = await startGooglePlayStandIn();
  const t = await createTestApp({ ...options, seed: false, env: { ...play.env, ...options.env } });
  await mapStoreProducts(t, 'google', 'Premium');
  return {
    ...t,
    play,
    close: async () => {
      await t.close();
      await play.close();
    },
  };
}

let phones = 0;
export const newMember = (t: TestApp) =>
  quickMember(t, `0809${String(Date.now() % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`, false);

export const purchaseToken = () => `stand-in.${randomBytes(24).toString('base64url')}`;

/** Pub/Sub's notification that a pack order was paid (a one-time product, type 1). */
export const packPurchased = (purchaseToken: string) => ({
  oneTimeProductNotification: { version: '1.0', notificationType: 1, purchaseToken, sku: PACK_PRODUCT },
});

/** Pub/Sub's notification of a change to a weekly Premium subscription (`notificationType` as Google numbers it). */
export const weeklySubscriptionChanged = (purchaseToken: string, notificationType: number) => ({
  subscriptionNotification: { version: '1.0', notificationType, purchaseToken, subscriptionId: WEEKLY_PRODUCT },
});

/** A new member with a token pack order the Play stand-in knows as paid, not yet posted to the app. */
export async function paidPackOrder(t: GoogleStoreApp) {
  const member = await newMember(t);
  const token = purchaseToken();
  const { orderId } = t.play.addProduct(token, {
    productId: PACK_PRODUCT,
    obfuscatedExternalAccountId: member.memberId,
  });
  return { member, token, orderId };
}

export const postGooglePurchase = (t: Pick<TestApp, 'app'>, member: Member, body: Record<string, unknown>) =>
  request(t.app).post('/api/v1/app/purchases/google').set('Authorization', member.auth).send(body);

export const pushNotification = (
  t: Pick<TestApp, 'app'>,
  play: GooglePlayStandIn,
  notification: Record<string, unknown>,
  token = play.pushToken(),
) =>
  request(t.app)
    .post('/api/v1/webhooks/google')
    .set('Authorization', `Bearer ${token}`)
    .send(play.pushBody(notification));

/** The member's available tokens as the app reads them. */
export async function availableTokens(t: Pick<TestApp, 'app'>, member: Member): Promise<number> {
  const res = await request(t.app).get('/api/v1/app/tokens').set('Authorization', member.auth);
  return res.body.available as number;
}

export const googleRows = (t: TestApp, orderId: string) =>
  t.ctx.db
    .select()
    .from(storeTransactions)
    .where(and(eq(storeTransactions.store, 'google'), eq(storeTransactions.storeTransactionId, orderId)));

export const postingsOf = (t: TestApp, key: string) =>
  t.ctx.db.select().from(tokenPostings).where(eq(tokenPostings.reference, key));
