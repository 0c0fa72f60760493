import { eq } from 'drizzle-orm';
import request from 'supertest';
import { storeTransactions } from '../../../db/schema';
import { createAppleStandIn, type AppleStandIn } from '../../../test-support/apple-store-stand-in';
import { quickMember, type Member } from '../../../test-support/social-kit';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../test-support/test-app';
import { mapStoreProducts, PACK_PRODUCT, WEEKLY_PRODUCT } from './store-products-kit';

export { PACK_PRODUCT as APPLE_PACK, WEEKLY_PRODUCT as APPLE_WEEKLY };

/** The configuration that points the App Store channel at a stand-in. */
export const appleEnv = (apple: AppleStandIn, environment: 'Production' | 'Sandbox' = 'Production') => ({
  APPLE_BUNDLE_ID: apple.bundleId,
  APPLE_APP_APPLE_ID: String(apple.appAppleId),
  APPLE_ENVIRONMENT: environment,
  APPLE_ROOT_CA_PATHS: apple.rootPath,
});

/** A test app selling through its own App Store stand-in, the products mapped; `close` stops both. */
export type AppleStoreApp = TestApp & { apple: AppleStandIn };

export async function startAppleStoreApp(
  options: Pick<TestAppOptions, 'connectionTimeoutMs'> = {},
): Promise<AppleStoreApp> {
  const apple = createAppleStandIn();
  const t = await createTestApp({ ...options, seed: false, env: appleEnv(apple) });
  await mapStoreProducts(t, 'apple', 'Premium Apple');
  return {
    ...t,
    apple,
    close: async () => {
      await t.close();
      apple.close();
    },
  };
}

/** An app in this process, or another instance's URL. */
type Target = { app: TestApp['app'] | string };

let phones = 0;
export const newMember = (t: TestApp) =>
  quickMember(t, `0807${String(Date.now() % 1000).padStart(3, '0')}${String(++phones).padStart(4, '0')}`, false);

export const postApplePurchase = (t: Target, member: Member, signedTransaction: string) =>
  request(t.app).post('/api/v1/app/purchases/apple').set('Authorization', member.auth).send({ signedTransaction });

export const postAppleNotification = (t: Target, signedPayload: string) =>
  request(t.app).post('/api/v1/webhooks/apple').send({ signedPayload });

export async function tokensOf(t: Target, member: Member) {
  const res = await request(t.app).get('/api/v1/app/tokens').set('Authorization', member.auth);
  return res.body as { balance: number; held: number; available: number };
}

export const appleRows = (t: TestApp, transactionId: string) =>
  t.ctx.db.select().from(storeTransactions).where(eq(storeTransactions.storeTransactionId, transactionId));
