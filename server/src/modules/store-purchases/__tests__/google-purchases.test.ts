import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { drainJobs } from '../../../test-support/jobs';
import { verifyLedger } from '../../tokens/ledger/verify-ledger';
import { reverseVoidedGooglePurchases } from '../voided-purchases.job';
import { verifyGooglePurchase } from '../google-purchases.service';
import { GOOGLE_REFUSALS } from '../google-purchases.routes';
import { googleStoreOf } from '../google-store';
import * as google from './google-kit';

describe('Google Play purchases', () => {
  let t: google.GoogleStoreApp;

  beforeAll(async () => {
    t = await google.startGoogleStoreApp();
  }, 60_000);
  afterAll(() => t.close());

  it('When a member posts a paid token pack purchase twice, then it credits its tokens once and consumes it once', async () => {
    const { member, token, orderId } = await google.paidPackOrder(t);

    const first = await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT, purchaseToken: token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ kind: 'tokens', tokens: 100 });
    const again = await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT, purchaseToken: token });
    expect(again.status).toBe(200);

    expect(await google.availableTokens(t, member)).toBe(100);
    expect(await google.googleRows(t, orderId)).toHaveLength(1);
    expect(t.play.calls.filter((call) => call === `consume ${google.PACK_PRODUCT} ${token}`)).toHaveLength(1);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When a member posts a Premium subscription purchase twice, then one Premium period starts and it is acknowledged once', async () => {
    const member = await google.newMember(t);
    const token = google.purchaseToken();
    t.play.addSubscription(token, { productId: google.WEEKLY_PRODUCT });

    const res = await google.postGooglePurchase(t, member, { productId: google.WEEKLY_PRODUCT, purchaseToken: token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'premium' });
    await google.postGooglePurchase(t, member, { productId: google.WEEKLY_PRODUCT, purchaseToken: token });

    expect(res.body.premiumUntil).toEqual(expect.any(String));
    const me = await request(t.app).get('/api/v1/app/me').set('Authorization', member.auth);
    expect(new Date(me.body.premiumUntil).getTime()).toBeGreaterThan(Date.now());
    expect(me.body.premiumUntil).toBe(res.body.premiumUntil);
    expect(t.play.calls.filter((call) => call === `acknowledge ${google.WEEKLY_PRODUCT} ${token}`)).toHaveLength(1);
  });

  it.each([
    ['a token bought in another app', { packageName: 'com.someone.else' }, google.PACK_PRODUCT, 400, 'another app'],
    ['a pending purchase (cash not paid yet)', { purchaseState: 2 }, google.PACK_PRODUCT, 409, 'not complete'],
    ['a cancelled purchase', { purchaseState: 1 }, google.PACK_PRODUCT, 409, 'not complete'],
  ])(
    'When the purchase is %s, then it is refused with a clear error and nothing is credited',
    async (_what, change, productId, status, words) => {
      const member = await google.newMember(t);
      const token = google.purchaseToken();
      const { orderId } = t.play.addProduct(token, { productId: google.PACK_PRODUCT, ...change });

      const res = await google.postGooglePurchase(t, member, { productId, purchaseToken: token });
      expect(res.status).toBe(status);
      expect(res.body.error).toContain(words);
      expect(await google.availableTokens(t, member)).toBe(0);
      expect(await google.googleRows(t, orderId)).toHaveLength(0);
      expect(t.play.calls.some((call) => call.startsWith('consume') && call.endsWith(token))).toBe(false);
    },
  );

  it('When the product is not in the mapping, or the token is unknown to Google, or the body is wrong, then 400 and nothing is credited', async () => {
    const member = await google.newMember(t);
    const token = google.purchaseToken();
    t.play.addProduct(token, { productId: 'ng.blynd.tokens.unmapped' });
    const unmapped = await google.postGooglePurchase(t, member, {
      productId: 'ng.blynd.tokens.unmapped',
      purchaseToken: token,
    });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.error).toBe('This product is not sold in the app');
    const unknown = await google.postGooglePurchase(t, member, {
      productId: google.PACK_PRODUCT,
      purchaseToken: google.purchaseToken(),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Google Play does not know this purchase');
    const malformed = await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT });
    expect(malformed.status).toBe(400);
    expect(typeof malformed.body.error).toBe('string');
    expect(await google.availableTokens(t, member)).toBe(0);
  });

  it("When a member posts another member's purchase, then 403 and nothing is credited to either", async () => {
    const buyer = await google.newMember(t);
    const other = await google.newMember(t);
    const token = google.purchaseToken();
    t.play.addProduct(token, { productId: google.PACK_PRODUCT, obfuscatedExternalAccountId: buyer.memberId });

    const res = await google.postGooglePurchase(t, other, { productId: google.PACK_PRODUCT, purchaseToken: token });
    expect(res.status).toBe(403);
    expect(await google.availableTokens(t, other)).toBe(0);
    expect(await google.availableTokens(t, buyer)).toBe(0);
  });

  it.each([
    ['no token', undefined],
    ['a token for another audience', { audience: 'https://elsewhere.example/push' }],
    ['a token signed by a key Google does not publish', { signer: 'stranger' as const }],
    ['an expired token', { expiresInSeconds: -900 }],
    ['a token of another service account', { email: 'someone@evil.example' }],
  ])('When a notification comes with %s, then 401 and nothing is credited', async (_what, forged) => {
    const { member, token } = await google.paidPackOrder(t);
    const notification = google.packPurchased(token);

    const res = forged
      ? await google.pushNotification(t, t.play, notification, t.play.pushToken(forged))
      : await request(t.app).post('/api/v1/webhooks/google').send(t.play.pushBody(notification));
    expect(res.status).toBe(401);
    expect(typeof res.body.error).toBe('string');
    expect(await google.availableTokens(t, member)).toBe(0);
  });

  it('When the purchase notification arrives before the app reports it, then one credit and one consume for both', async () => {
    const { member, token, orderId } = await google.paidPackOrder(t);
    const notification = google.packPurchased(token);

    const pushed = await google.pushNotification(t, t.play, notification);
    expect(pushed.status).toBe(200);
    expect(pushed.body.outcome).toBe('credited');
    expect(
      (await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT, purchaseToken: token })).status,
    ).toBe(200);
    expect((await google.pushNotification(t, t.play, notification)).body.outcome).toBe('already-credited');

    expect(await google.availableTokens(t, member)).toBe(100);
    expect(await google.googleRows(t, orderId)).toHaveLength(1);
    expect(t.play.calls.filter((call) => call === `consume ${google.PACK_PRODUCT} ${token}`)).toHaveLength(1);
  });

  it.each([
    ['the notification first, then the list', ['push', 'list', 'push', 'list']],
    ['the list first, then the notification', ['list', 'push', 'list', 'push']],
  ])(
    'When a voided pack is reported by %s, twice each, then one reversal and the ledger stays clean',
    async (_order, steps) => {
      const { member, token, orderId } = await google.paidPackOrder(t);
      expect(
        (await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT, purchaseToken: token })).status,
      ).toBe(200);
      t.play.voidPurchase(token);

      const outcomes: string[] = [];
      for (const step of steps) {
        if (step === 'push') {
          const res = await google.pushNotification(t, t.play, {
            voidedPurchaseNotification: { purchaseToken: token, orderId, productType: 2, refundType: 1 },
          });
          expect(res.status).toBe(200);
          outcomes.push(res.body.outcome);
        } else {
          const run = await reverseVoidedGooglePurchases(t.ctx);
          outcomes.push(run.reversed > 0 ? 'reversed' : 'already-reversed');
        }
      }
      expect(outcomes.filter((o) => o === 'reversed')).toHaveLength(1);
      expect(await google.availableTokens(t, member)).toBe(0);
      const [row] = await google.googleRows(t, orderId);
      expect(row!.status).toBe('refunded');
      expect((await verifyLedger(t.ctx)).ok).toBe(true);
    },
  );

  it('When a refunded purchase is posted again, then nothing is credited again', async () => {
    const { member, token, orderId } = await google.paidPackOrder(t);
    await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT, purchaseToken: token });
    t.play.voidPurchase(token);
    await google.pushNotification(t, t.play, {
      voidedPurchaseNotification: { purchaseToken: token, orderId, productType: 2 },
    });

    const res = await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT, purchaseToken: token });
    expect(res.status).toBe(409);
    expect(await google.availableTokens(t, member)).toBe(0);
  });

  it("When sandboxes are not accepted (production), then a license tester's purchase is refused and nothing is credited", async () => {
    const member = await google.newMember(t);
    const token = google.purchaseToken();
    const { orderId } = t.play.addProduct(token, { productId: google.PACK_PRODUCT, purchaseType: 0 });
    const production = {
      ...t.ctx,
      config: { ...t.ctx.config, store: { ...t.ctx.config.store, acceptSandbox: false } },
    };

    const outcome = await verifyGooglePurchase(production, googleStoreOf(production)!, member.memberId, {
      productId: google.PACK_PRODUCT,
      purchaseToken: token,
    });
    expect(outcome).toEqual({ kind: 'refused', refusal: 'test-purchase' });
    expect(GOOGLE_REFUSALS['test-purchase']).toEqual({
      code: 'BAD_REQUEST',
      message: 'Test purchases are not accepted',
    });
    expect(await google.googleRows(t, orderId)).toHaveLength(0);
    expect(await google.availableTokens(t, member)).toBe(0);
  });

  it('When Google fails to take the consume right after the credit, then the member is credited and the job consumes it later, once', async () => {
    const { member, token } = await google.paidPackOrder(t);
    t.play.failFinishing = 1;

    const res = await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT, purchaseToken: token });
    expect(res.status).toBe(200);
    expect(await google.availableTokens(t, member)).toBe(100);
    expect(t.play.calls).not.toContain(`consume ${google.PACK_PRODUCT} ${token}`);
    await drainJobs(t.ctx);
    expect(t.play.calls.filter((call) => call === `consume ${google.PACK_PRODUCT} ${token}`)).toHaveLength(1);
    expect(t.play.purchase(token)).toMatchObject({ consumptionState: 1 });
  });

  it("When Google reports a renewal and later revokes the subscription, then the renewal's order is credited to the same member and the revocation reverses it once", async () => {
    const member = await google.newMember(t);
    const token = google.purchaseToken();
    const bought = t.play.addSubscription(token, { productId: google.WEEKLY_PRODUCT });
    expect(
      (await google.postGooglePurchase(t, member, { productId: google.WEEKLY_PRODUCT, purchaseToken: token })).status,
    ).toBe(200);
    const first = bought.orderId;
    bought.orderId = `${first}..0`;
    bought.expiryTime = new Date(Date.parse(bought.expiryTime) + 7 * 24 * 3600_000).toISOString();
    const renewal = google.weeklySubscriptionChanged(token, 2);

    expect((await google.pushNotification(t, t.play, renewal)).body.outcome).toBe('credited');
    expect((await google.pushNotification(t, t.play, renewal)).body.outcome).toBe('already-credited');
    const [renewed] = await google.googleRows(t, bought.orderId);
    expect(renewed).toMatchObject({ memberId: member.memberId, status: 'credited', kind: 'premium' });

    const revoked = google.weeklySubscriptionChanged(token, 12);
    expect((await google.pushNotification(t, t.play, revoked)).body.outcome).toBe('reversed');
    expect((await google.pushNotification(t, t.play, revoked)).body.outcome).toBe('already-reversed');
    expect((await google.googleRows(t, bought.orderId))[0]!.status).toBe('refunded');
    expect((await google.googleRows(t, first))[0]!.status).toBe('credited');
  });

  it('When the periodic job runs, then it reads the voided list through the durable queue', async () => {
    t.play.calls.length = 0;
    await t.ctx.jobs.send((await import('../voided-purchases.job')).googleVoidedPurchasesJob, {});
    await drainJobs(t.ctx);
    expect(t.play.calls).toContain('voided');
  });
});

describe('Google Play not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  }, 60_000);
  afterAll(() => t.close());

  it('When Google Play is not configured, then the purchase call and the webhook answer 503 with an error', async () => {
    const member = await google.newMember(t);
    const purchase = await google.postGooglePurchase(t, member, {
      productId: google.PACK_PRODUCT,
      purchaseToken: google.purchaseToken(),
    });
    expect(purchase.status).toBe(503);
    expect(purchase.body).toEqual({ error: 'Google Play purchases are not available' });
    const hook = await request(t.app)
      .post('/api/v1/webhooks/google')
      .send({ message: { data: '' } });
    expect(hook.status).toBe(503);
    expect(hook.body).toEqual({ error: 'Google Play purchases are not available' });
  });
});

describe('Google Play unreachable', () => {
  let t: google.GoogleStoreApp;
  beforeAll(async () => {
    // The token endpoint and the API on a port nothing listens on: Google down.
    t = await google.startGoogleStoreApp({
      env: { GOOGLE_PLAY_API_URL: 'http://127.0.0.1:9', GOOGLE_OAUTH_TOKEN_URL: 'http://127.0.0.1:9/token' },
    });
  }, 60_000);
  afterAll(() => t.close());

  it('When Google cannot be reached, then the purchase call answers 502 and records nothing, and a notification is left for Pub/Sub to push again', async () => {
    const { member, token, orderId } = await google.paidPackOrder(t);
    const res = await google.postGooglePurchase(t, member, { productId: google.PACK_PRODUCT, purchaseToken: token });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ error: 'Google Play could not be reached. Please try again.' });
    const pushed = await google.pushNotification(t, t.play, google.packPurchased(token));
    expect(pushed.status).toBe(502);
    expect(await google.googleRows(t, orderId)).toHaveLength(0);
  });
});
