import request from 'supertest';
import { eq } from 'drizzle-orm';
import { CLIENT_APP_VERSION } from '@blynd/shared';
import { tokenPacks } from '../../../db/schema';
import { signInMember } from '../../../test-support/member-session';
import { startPaystackStandIn, type PaystackStandIn } from '../../../test-support/paystack-stand-in';
import { DEMO, confirmDetails, initiate, makeFree, purchaseBody, verify } from '../../../test-support/purchase';
import { APP } from '../../../test-support/social-kit';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

const SECRET = 'sk_test_website_in_apps';
const DAY = 24 * 60 * 60 * 1000;

/**
 * The website keeps selling through Paystack, and what it sells is the member's in the apps too (decisions 0144,
 * 0156): Premium shows in `GET /me`, tokens in `GET /tokens`, read from the same subscriptions and ledger.
 */
describe('website purchases in the apps', () => {
  let paystack: PaystackStandIn;
  let t: TestApp;

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
    t = await createTestApp({
      env: paystack.env(3000),
    });
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  it('When a member buys Premium and a token pack on the website, then the app shows them Premium until the paid end and the tokens', async () => {
    const buyer = await confirmDetails(t.app, DEMO.ada);
    await makeFree(t.ctx, buyer.userId);
    const member = await signInMember(t.app, DEMO.ada.phone);
    expect(member.memberId).toBe(buyer.userId);
    const app = (path: string) =>
      request(t.app).get(`${APP}${path}`).set('Authorization', `Bearer ${member.accessToken}`);
    const before = await app('/me');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ isPremium: false, premiumUntil: null });
    const tokensBefore = (await app('/tokens')).body.available as number;

    const premium = await initiate(t.app, buyer, purchaseBody(buyer, { plan: 'Spark', billingType: 'weekly' }));
    expect(premium.status).toBe(201);
    paystack.pay(premium.body.reference);
    expect((await verify(t.app, premium.body.reference, buyer.token)).status).toBe(200);

    const after = await app('/me');
    expect(after.body.isPremium).toBe(true);
    const until = Date.parse(after.body.premiumUntil);
    expect(until).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY + 60_000);

    const [popular] = await t.ctx.db.select().from(tokenPacks).where(eq(tokenPacks.name, 'Popular'));
    const pack = await request(t.app)
      .post('/api/v1/tokens/initiate-paystack-payment')
      .set('Authorization', `Bearer ${buyer.token}`)
      .set('app-version', CLIENT_APP_VERSION)
      .send({ userId: buyer.userId, packId: popular.id, email: buyer.email });
    expect(pack.status).toBe(201);
    paystack.pay(pack.body.reference);
    expect((await verify(t.app, pack.body.reference, buyer.token)).status).toBe(200);
    expect((await app('/tokens')).body.available).toBe(tokensBefore + 550);
  });
});
