import { eq, like } from 'drizzle-orm';
import request from 'supertest';
import { ConfigError, loadConfig } from '../../../config/env';
import { members, payments, subscriptions, tokenPostings } from '../../../db/schema';
import { createAppleStandIn, type AppleStandIn } from '../../../test-support/apple-store-stand-in';
import { PRODUCTION_ENV } from '../../../test-support/production-env';
import { createTestApp } from '../../../test-support/test-app';
import { owedTokensOf, spendOnAuction } from '../../tokens/ledger/ledger.service';
import { verifyLedger } from '../../tokens/ledger/verify-ledger';
import * as appStore from './apple-kit';

const DAY = 24 * 60 * 60 * 1000;

describe('App Store purchases', () => {
  let t: appStore.AppleStoreApp;
  let stranger: AppleStandIn;

  beforeAll(async () => {
    t = await appStore.startAppleStoreApp();
    stranger = createAppleStandIn({ name: 'Someone Else' });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    stranger.close();
  });

  const postingsOf = (transactionId: string) =>
    t.ctx.db
      .select()
      .from(tokenPostings)
      .where(like(tokenPostings.idempotencyKey, `%apple:${transactionId}`));

  it('When a member posts a signed token pack purchase twice, then it is credited once under apple:<transactionId>', async () => {
    const member = await appStore.newMember(t);
    const signed = t.apple.signTransaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    const { transactionId } = JSON.parse(Buffer.from(signed.split('.')[1]!, 'base64url').toString()) as {
      transactionId: string;
    };
    const first = await appStore.postApplePurchase(t, member, signed);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'credited', kind: 'tokens', store: 'apple', tokens: 100, balance: 100 });
    const again = await appStore.postApplePurchase(t, member, signed);
    expect(again.body).toMatchObject({ status: 'already-credited', balance: 100 });
    expect((await postingsOf(transactionId)).map((row) => row.idempotencyKey)).toEqual([`apple:${transactionId}`]);
    const [payment] = await t.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.reference, `apple:${transactionId}`));
    expect(payment).toMatchObject({ channel: 'apple', status: 'success', kind: 'tokens', amount: 1500 });
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When a member buys a weekly Premium subscription, then Premium runs seven days on the same subscriptions', async () => {
    const member = await appStore.newMember(t);
    const expiresDate = Date.now() + 7 * DAY;
    const signed = t.apple.signTransaction({
      productId: appStore.APPLE_WEEKLY,
      type: 'Auto-Renewable Subscription',
      expiresDate,
      appAccountToken: member.memberId,
    });
    const res = await appStore.postApplePurchase(t, member, signed);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'credited',
      kind: 'premium',
      plan: 'Premium Apple',
      billingType: 'weekly',
    });
    expect(new Date(res.body.premiumUntil).getTime()).toBeGreaterThan(Date.now() + 6.9 * DAY);
    const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.memberId, member.memberId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'apple', billingType: 'weekly' });
  });

  it('When the signature is tampered with, the chain is not the configured root, the bundle id is another app or the transaction is from the sandbox, then 400 and nothing is credited', async () => {
    const member = await appStore.newMember(t);
    const genuine = t.apple.signTransaction({ productId: appStore.APPLE_PACK });
    const [head, , signature] = genuine.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...t.apple.transaction({ productId: appStore.APPLE_PACK }), quantity: 9 }),
    );
    const tampered = `${head}.${forgedBody.toString('base64url')}.${signature}`;
    const cases: [string, string][] = [
      [tampered, 'This purchase could not be verified with the App Store'],
      [
        stranger.signTransaction({ productId: appStore.APPLE_PACK }),
        'This purchase could not be verified with the App Store',
      ],
      [
        t.apple.signTransaction({ productId: appStore.APPLE_PACK, bundleId: 'com.other.app' }),
        'This purchase was made in another app',
      ],
      [
        t.apple.signTransaction({ productId: appStore.APPLE_PACK, environment: 'Sandbox' }),
        'This purchase was made in another App Store environment (a sandbox purchase is not accepted here)',
      ],
    ];
    for (const [signed, error] of cases) {
      const res = await appStore.postApplePurchase(t, member, signed);
      expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error } });
    }
    const bad = await appStore.postApplePurchase(t, member, 'not-a-jws');
    expect(bad.status).toBe(400);
    expect((await appStore.tokensOf(t, member)).balance).toBe(0);
  });

  it('When a purchase names another member in its app account token, or its product is not mapped, then it is refused and nothing is credited', async () => {
    const [buyer, other] = [await appStore.newMember(t), await appStore.newMember(t)];
    const signed = t.apple.signTransaction({ productId: appStore.APPLE_PACK, appAccountToken: buyer.memberId });
    const res = await appStore.postApplePurchase(t, other, signed);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 403,
      body: { error: 'This purchase belongs to another account' },
    });
    const unmapped = await appStore.postApplePurchase(
      t,
      buyer,
      t.apple.signTransaction({ productId: 'ng.blynd.unknown' }),
    );
    expect(unmapped.body).toEqual({ error: 'This product is not sold in the app' });
    expect((await appStore.tokensOf(t, other)).balance).toBe(0);
    expect((await appStore.tokensOf(t, buyer)).balance).toBe(0);
  });

  it('When a refund notification comes after the purchase and again, then one reversal; Premium ends', async () => {
    const member = await appStore.newMember(t);
    const fields = {
      productId: appStore.APPLE_WEEKLY,
      type: 'Auto-Renewable Subscription' as const,
      expiresDate: Date.now() + 7 * DAY,
      appAccountToken: member.memberId,
    };
    const info = t.apple.transaction(fields);
    expect((await appStore.postApplePurchase(t, member, t.apple.signTransaction(info))).status).toBe(200);
    const refund = t.apple.signNotification({ notificationType: 'REFUND' }, { ...info, revocationDate: Date.now() });
    const first = await appStore.postAppleNotification(t, refund);
    expect(first.body).toEqual({ received: true, outcome: 'reversed' });
    const second = await appStore.postAppleNotification(t, refund);
    expect(second.body).toEqual({ received: true, outcome: 'already-reversed' });
    const [row] = await t.ctx.db.select().from(members).where(eq(members.id, member.memberId));
    expect(row!.premiumUntil!.getTime()).toBeLessThanOrEqual(Date.now());
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.memberId));
    expect(subscription!.refundedAt).not.toBeNull();
    expect((await appStore.appleRows(t, info.transactionId))[0]).toMatchObject({ status: 'refunded' });
  });

  it('When the refund notification comes before the purchase call, then the call credits nothing (409)', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    const refund = t.apple.signNotification({ notificationType: 'REFUND' }, { ...info, revocationDate: Date.now() });
    expect((await appStore.postAppleNotification(t, refund)).body).toEqual({ received: true, outcome: 'recorded' });
    const res = await appStore.postApplePurchase(t, member, t.apple.signTransaction(info));
    expect({ status: res.status, body: res.body }).toEqual({
      status: 409,
      body: { error: 'This purchase was refunded' },
    });
    expect((await appStore.postAppleNotification(t, refund)).body.outcome).toBe('already-reversed');
    expect(await postingsOf(info.transactionId)).toHaveLength(0);
    expect((await appStore.tokensOf(t, member)).balance).toBe(0);
  });

  it('When tokens already spent are refunded, then they become owed, the balance stays at zero and the next purchase settles the debt; the ledger check stays clean', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    await appStore.postApplePurchase(t, member, t.apple.signTransaction(info));
    await t.ctx.db.transaction((tx) => spendOnAuction(tx, member.memberId, 60, `test-auction-${info.transactionId}`));
    expect((await appStore.tokensOf(t, member)).available).toBe(40);

    const refund = t.apple.signNotification({ notificationType: 'REFUND' }, { ...info, revocationDate: Date.now() });
    expect((await appStore.postAppleNotification(t, refund)).body.outcome).toBe('reversed');
    expect(await appStore.tokensOf(t, member)).toEqual({ balance: 0, held: 0, available: 0, owed: 60 });
    expect(await owedTokensOf(t.ctx.db, member.memberId)).toBe(60);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);

    const next = t.apple.signTransaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    const res = await appStore.postApplePurchase(t, member, next);
    expect(res.body).toMatchObject({ status: 'credited', tokens: 100, balance: 40 });
    expect(await owedTokensOf(t.ctx.db, member.memberId)).toBe(0);
    expect(await appStore.tokensOf(t, member)).toEqual({ balance: 40, held: 0, available: 40 });
    const history = await request(t.app).get('/api/v1/app/tokens/history').set('Authorization', member.auth);
    expect(history.body.items.map((entry: { kind: string; amount: number }) => [entry.kind, entry.amount])).toEqual([
      ['settle', -60],
      ['purchase', 100],
      ['refund', -40],
      ['spend', -60],
      ['purchase', 100],
    ]);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When the purchase notification names the member by app account token, then it credits once with the app call', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    const note = t.apple.signNotification({ notificationType: 'ONE_TIME_CHARGE' }, info);
    expect((await appStore.postAppleNotification(t, note)).body.outcome).toBe('credited');
    expect((await appStore.postApplePurchase(t, member, t.apple.signTransaction(info))).body.status).toBe(
      'already-credited',
    );
    expect((await appStore.postAppleNotification(t, note)).body.outcome).toBe('already-credited');
    expect(await postingsOf(info.transactionId)).toHaveLength(1);
  });

  it('When a notification is not signed by the configured chain, then 400 and nothing changes', async () => {
    const member = await appStore.newMember(t);
    const info = stranger.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    const res = await appStore.postAppleNotification(
      t,
      stranger.signNotification({ notificationType: 'ONE_TIME_CHARGE' }, info),
    );
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { error: 'Not a notification signed by the App Store for this app' },
    });
    expect((await appStore.tokensOf(t, member)).balance).toBe(0);
  });
});

describe('App Store configuration', () => {
  let apple: AppleStandIn;
  beforeAll(() => {
    apple = createAppleStandIn();
  });
  afterAll(() => apple.close());

  it('When the App Store is not configured, then both routes answer 503 with an error', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const member = await appStore.newMember(t);
      const res = await appStore.postApplePurchase(t, member, apple.signTransaction());
      expect({ status: res.status, body: res.body }).toEqual({
        status: 503,
        body: { error: 'App Store purchases are not available' },
      });
      expect((await appStore.postAppleNotification(t, 'a.b.c')).status).toBe(503);
    } finally {
      await t.close();
    }
  });

  it('When production is given a generated root or the sandbox, then it refuses to start and says why', () => {
    const production = { ...PRODUCTION_ENV, ...appStore.appleEnv(apple, 'Sandbox') };
    let problems: string[] = [];
    try {
      loadConfig(production);
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^APPLE_ROOT_CA_PATHS: .* is not one of Apple's root certificates/),
        expect.stringMatching(/^APPLE_ENVIRONMENT: must be Production in production/),
      ]),
    );
  });

  it('When an App Store setting is given without the others, then the configuration says which are missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', APPLE_BUNDLE_ID: 'ng.blynd.app' })).toThrow(
      /APPLE_ROOT_CA_PATHS: is required to sell through the App Store/,
    );
  });
});
