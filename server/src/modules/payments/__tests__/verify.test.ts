import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { payments } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { startPaystackStandIn, type PaystackStandIn } from '../../../test-support/paystack-stand-in';
import * as purchase from '../../../test-support/purchase';

// Seeding a fresh database takes a few seconds on a busy machine.

const SECRET = 'sk_test_xxx';

describe('Provider failures and GET /api/v1/subscriptions/verify-payment/:reference', () => {
  let paystack: PaystackStandIn;
  let t: TestApp;
  let ada: purchase.Buyer;
  let chiamaka: purchase.Buyer;
  let ibrahim: purchase.Buyer;

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET, slowMs: 1_500 });
    t = await createTestApp({
      env: paystack.env(300),
    });
    ada = await purchase.confirmDetails(t.app, purchase.DEMO.ada);
    chiamaka = await purchase.confirmDetails(t.app, purchase.DEMO.chiamaka);
    ibrahim = await purchase.confirmDetails(t.app, purchase.DEMO.ibrahim);
  });
  afterEach(() => {
    paystack.mode.initialize = 'ok';
    paystack.mode.verify = 'ok';
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  async function start(buyer: purchase.Buyer, overrides = {}) {
    await purchase.makeFree(t.ctx, buyer.userId);
    const res = await purchase.initiate(t.app, buyer, purchase.purchaseBody(buyer, overrides));
    expect(res.status).toBe(201);
    return res.body.reference as string;
  }

  describe('when Paystack fails at initiate', () => {
    it.each([
      ['unreachable', 'down'],
      ['slower than the timeout', 'slow'],
      ['answering garbage', 'garbage'],
      ['refusing the key', 'refuse'],
      ['failing with 500', 'error'],
    ] as const)('When Paystack is %s, then 502 and the pending row is marked failed', async (_name, mode) => {
      paystack.mode.initialize = mode;
      const before = await purchase.purchaseState(t.ctx, ibrahim.userId);
      const res = await purchase.initiate(t.app, ibrahim, purchase.purchaseBody(ibrahim));
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'We had an issue starting your payment' });
      const after = await purchase.purchaseState(t.ctx, ibrahim.userId);
      expect(after.payments).toHaveLength(before.payments.length + 1);
      const row = after.payments.find((p) => !before.payments.some((b) => b.id === p.id))!;
      expect(row.status).toBe('failed');
      expect(row.failureReason).toContain('initialize');
    });

    it('When Paystack recovers, then the next attempt starts normally', async () => {
      paystack.mode.initialize = 'down';
      expect((await purchase.initiate(t.app, ibrahim, purchase.purchaseBody(ibrahim))).status).toBe(502);
      paystack.mode.initialize = 'ok';
      const res = await purchase.initiate(t.app, ibrahim, purchase.purchaseBody(ibrahim));
      expect(res.status).toBe(201);
      expect(res.body.redirect).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    });
  });

  describe('verify', () => {
    it('When Paystack reports success with the right amount, then Premium is activated and re-verifying answers the same summary', async () => {
      const reference = await start(chiamaka, { plan: 'Blaze', billingType: 'monthly', amount: 15000 });
      paystack.pay(reference);
      const res = await purchase.verify(t.app, reference, chiamaka.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ plan: 'Blaze', billingType: 'monthly', badge: null, amount: 15000 });
      const again = await purchase.verify(t.app, reference, chiamaka.token);
      expect(again.body).toEqual(res.body);
      const state = await purchase.purchaseState(t.ctx, chiamaka.userId);
      expect(state.subscriptions.filter((s) => s.reference === reference)).toEqual([
        expect.objectContaining({ source: 'paystack' }),
      ]);
      // The second verify did not even need the provider.
      expect(paystack.verifyCalls.filter((r) => r === reference)).toHaveLength(1);
    });

    it.each([
      ['a smaller amount', { amount: 100_000 }, 'Payment verification failed', 'failed'],
      ['another currency', { currency: 'USD' }, 'Payment verification failed', 'failed'],
      [
        'abandoned',
        { status: 'abandoned', gateway_response: 'The transaction was not completed' },
        'The transaction was not completed',
        'abandoned',
      ],
      ['failed', { status: 'failed', gateway_response: 'Declined' }, 'Declined', 'failed'],
      ['failed without a reason', { status: 'failed', gateway_response: '' }, 'Payment verification failed', 'failed'],
      ['still processing', { status: 'ongoing', gateway_response: '' }, 'Payment verification failed', 'pending'],
    ] as const)('When Paystack reports %s, then 400 and no activation', async (_name, change, error, rowStatus) => {
      const reference = await start(ada);
      paystack.pay(reference);
      paystack.settle(reference, change);
      const res = await purchase.verify(t.app, reference, ada.token);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(error);
      const state = await purchase.purchaseState(t.ctx, ada.userId);
      expect(state.member.premiumUntil).toBeNull();
      expect(state.subscriptions.some((s) => s.reference === reference)).toBe(false);
      expect(state.payments.find((p) => p.reference === reference)?.status).toBe(rowStatus);
    });

    it('When the payer abandoned and later paid on the same checkout, then verifying again activates', async () => {
      const reference = await start(chiamaka);
      expect((await purchase.verify(t.app, reference, chiamaka.token)).status).toBe(400);
      paystack.pay(reference);
      const res = await purchase.verify(t.app, reference, chiamaka.token);
      expect(res.status).toBe(200);
      expect((await purchase.purchaseState(t.ctx, chiamaka.userId)).member.premiumUntil).not.toBeNull();
    });

    it('When Paystack is down at verify, then 502 without activation, and once it recovers the payment activates', async () => {
      const reference = await start(chiamaka);
      paystack.pay(reference);
      for (const mode of ['down', 'slow', 'garbage', 'error'] as const) {
        paystack.mode.verify = mode;
        const res = await purchase.verify(t.app, reference, chiamaka.token);
        expect(res.status).toBe(502);
        expect(res.body.error).toMatch(/could not reach the payment provider/);
      }
      let state = await purchase.purchaseState(t.ctx, chiamaka.userId);
      expect(state.member.premiumUntil).toBeNull();
      expect(state.payments.find((p) => p.reference === reference)?.status).toBe('pending');

      paystack.mode.verify = 'ok';
      expect((await purchase.verify(t.app, reference, chiamaka.token)).status).toBe(200);
      state = await purchase.purchaseState(t.ctx, chiamaka.userId);
      expect(state.member.premiumUntil).not.toBeNull();
      expect(state.subscriptions.filter((s) => s.reference === reference)).toHaveLength(1);
    });

    it('When another member verifies the reference, then 404 and nothing is activated', async () => {
      const reference = await start(ada);
      paystack.pay(reference);
      const res = await purchase.verify(t.app, reference, chiamaka.token);
      expect(res.status).toBe(404);
      expect((await purchase.purchaseState(t.ctx, ada.userId)).member.premiumUntil).toBeNull();
      expect(paystack.verifyCalls).not.toContain(reference);
    });

    it('When the reference is unknown or malformed, then 404 or 400', async () => {
      expect((await purchase.verify(t.app, 'BLY-NOPE-0000', ada.token)).status).toBe(404);
      expect((await purchase.verify(t.app, 'bad ref!', ada.token)).status).toBe(400);
    });

    it('When the token is missing or expired, then 401', async () => {
      const reference = await start(chiamaka);
      const expired = jwt.sign(
        { sub: chiamaka.userId, typ: 'payment', exp: Math.floor(Date.now() / 1000) - 1 },
        t.ctx.config.jwtSecret,
      );
      expect((await purchase.verify(t.app, reference, expired)).status).toBe(401);
      expect((await purchase.verify(t.app, reference, '')).status).toBe(401);
      const [row] = await t.ctx.db.select().from(payments).where(eq(payments.reference, reference));
      expect(row.status).toBe('pending');
    });
  });
});
