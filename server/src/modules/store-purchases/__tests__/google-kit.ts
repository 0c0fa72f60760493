import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { plans, storeTransactions, tokenPacks, tokenPostings } from '../../../db/schema';
import { quickMember, type Member } from '../../../test-support/social-kit';
import { startGooglePlayStandIn, type GooglePlayStandIn } from '../../../test-support/google-play-stand-in';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../test-support/test-app';
import { upsertStoreProduct } from '../../store-products/store-products.repository';

export const PACK_PRODUCT = 'ng.blynd.tokens.starter';
export const WEEKLY_PRODUCT = 'ng.blynd.premium.weekly';

/** A plan and a token pack of its own, mapped to Google product ids as the control centre would. */
export async function mapGoogleProducts(t: TestApp) {
  const [plan] = await t.ctx.db
    .insert(plans)
    .values({ name: 'Premium', weeklyPrice: 2500, monthlyPrice: 8000, features: ['More'], sortOrder: 1 })
    .returning();
  const [pack] = await t.ctx.db.insert(tokenPacks).values({ name: 'Starter', tokens: 100, price: 1000 }).returning();
  await upsertStoreProduct(t.ctx.db, {
    store: 'google',
    productId: PACK_PRODUCT,
    kind: 'tokens',
    tokenPackId: pack!.id,
  });
  await upsertStoreProduct(t.ctx.db, {
    store: 'google',
    productId: WEEKLY_PRODUCT,
    kind: 'premium',
    planId: plan!.id,
    cycle: 'weekly',
  });
  return { plan: plan!, pack: pack! };
}

/** A test app selling through its own Play stand-in, the products mapped; `close` stops both. */
export type GoogleStoreApp = TestApp & { play: GooglePlayStandIn };

/** `options.env` is added to the stand-in's configuration. */
export async function startGoogleStoreApp(
  options: Pick<TestAppOptions, 'env' | 'connectionTimeoutMs'> = {},
): Promise<GoogleStoreApp> {
  const play = await startGooglePlayStandIn();
  const t = await createTestApp({ ...options, seed: false, env: { ...play.env, ...options.env } });
  await mapGoogleProducts(t);
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
