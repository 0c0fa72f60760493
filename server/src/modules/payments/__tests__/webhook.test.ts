import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../../../app';
import { loadConfig } from '../../../config/env';
import { mailOutbox, payments, subscriptions } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { reconcilePendingPayments } from '../reconcile';
import { startPaystackStandIn, type PaystackStandIn } from '../../../test-support/paystack-stand-in';
import {
  DEMO,
  chargeSuccess,
  confirmDetails,
  initiate,
  makeFree,
  purchaseBody,
  purchaseState,
  sendWebhook,
  verify,
  type Buyer,
} from '../../../test-support/purchase';

// Seeding a fresh database takes a few seconds on a busy machine.

const SECRET = 'sk_test_xxx';
const MINUTE = 60 * 1000;

describe('POST /api/v1/subscriptions/paystack-webhook, concurrency and reconciliation', () => {
  let paystack: PaystackStandIn;
  let t: TestApp;
  let clock = 0;
  let ada: Buyer;
  let chiamaka: Buyer;
  let ibrahim: Buyer;

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
    t = await createTestApp({
      // Generous: 40 racing calls on a busy machine must not read as a provider outage (no test here waits on it).
      env: paystack.env(3000),
      now: () => new Date(Date.now() + clock),
    });
    [ada, chiamaka, ibrahim] = await Promise.all([
      confirmDetails(t.app, DEMO.ada),
      confirmDetails(t.app, DEMO.chiamaka),
      confirmDetails(t.app, DEMO.ibrahim),
    ]);
  });
  afterEach(() => {
    clock = 0;
    paystack.mode.verify = 'ok';
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  async function paidAtProvider(buyer: Buyer, overrides = {}) {
    await makeFree(t.ctx, buyer.userId);
    const res = await initiate(t.app, buyer, purchaseBody(buyer, overrides));
    expect(res.status).toBe(201);
    const reference = res.body.reference as string;
    paystack.pay(reference);
    return { reference, amountKobo: paystack.transaction(reference)!.amount };
  }

  describe('signature', () => {
    it('When the signature is wrong, missing or for another body, then 401 and nothing changes', async () => {
      const { reference, amountKobo } = await paidAtProvider(ada);
      const event = chargeSuccess(reference, amountKobo);
      const otherBody = JSON.stringify({ ...event, extra: 1 });
      const { signPaystackBody } = await import('../../../lib/paystack-client');
      for (const signature of [
        '0'.repeat(128),
        'abc',
        '',
        signPaystackBody(otherBody, SECRET),
        signPaystackBody(JSON.stringify(event), 'sk_test_other'),
      ]) {
        const res = await sendWebhook(t.app, event, SECRET, signature);
        expect(res.status).toBe(401);
      }
      const unsigned = await request(t.app).post('/api/v1/subscriptions/paystack-webhook').send(event);
      expect(unsigned.status).toBe(401);
      const state = await purchaseState(t.ctx, ada.userId);
      expect(state.member.premiumUntil).toBeNull();
      expect(state.payments.find((p) => p.reference === reference)?.status).toBe('pending');
    });

    it('When the body is tampered after signing, then 401', async () => {
      const { reference, amountKobo } = await paidAtProvider(ada);
      const body = JSON.stringify(chargeSuccess(reference, amountKobo));
      const { signPaystackBody } = await import('../../../lib/paystack-client');
      const res = await request(t.app)
        .post('/api/v1/subscriptions/paystack-webhook')
        .set('Content-Type', 'application/json')
        .set('x-paystack-signature', signPaystackBody(body, SECRET))
        .send(body.replace(`"amount":${amountKobo}`, `"amount":${amountKobo + 1}`));
      expect(res.status).toBe(401);
    });
  });

  it('When a signed charge.success arrives, then the reference is re-verified with Paystack and activated with source paystack', async () => {
    const { reference, amountKobo } = await paidAtProvider(chiamaka);
    const calls = paystack.verifyCalls.length;
    const res = await sendWebhook(t.app, chargeSuccess(reference, amountKobo), SECRET);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('activated');
    expect(paystack.verifyCalls.length).toBe(calls + 1);
    const state = await purchaseState(t.ctx, chiamaka.userId);
    expect(state.subscriptions.filter((s) => s.reference === reference)).toEqual([
      expect.objectContaining({ source: 'paystack', planName: 'Spark' }),
    ]);
  });

  it('When a signed charge.success claims success Paystack does not confirm, then it is acknowledged and nothing activates', async () => {
    await makeFree(t.ctx, ada.userId);
    const res = await initiate(t.app, ada, purchaseBody(ada));
    const reference = res.body.reference as string;
    const hook = await sendWebhook(t.app, chargeSuccess(reference, 250_000), SECRET);
    expect(hook.status).toBe(200);
    expect(hook.body.outcome).toBe('ignored');
    expect((await purchaseState(t.ctx, ada.userId)).member.premiumUntil).toBeNull();
  });

  it.each([
    ['an unknown event', { event: 'transfer.success', data: { reference: 'X' } }],
    [
      'a charge for a reference that is not ours',
      { event: 'charge.success', data: { reference: 'SOMEONE-ELSES-REF' } },
    ],
    ['an event without data', { event: 'charge.success' }],
  ])('When %s arrives signed, then 200 and it is ignored', async (_name, event) => {
    const res = await sendWebhook(t.app, event, SECRET);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
  });

  it('When Paystack cannot be reached to re-verify, then 502 so Paystack retries, and the retry activates', async () => {
    const { reference, amountKobo } = await paidAtProvider(ibrahim);
    paystack.mode.verify = 'down';
    expect((await sendWebhook(t.app, chargeSuccess(reference, amountKobo), SECRET)).status).toBe(502);
    paystack.mode.verify = 'ok';
    expect((await sendWebhook(t.app, chargeSuccess(reference, amountKobo), SECRET)).body.outcome).toBe('activated');
  });

  it('When the database fails, then 5xx so Paystack retries', async () => {
    const broken = new Proxy(t.ctx.db, {
      get: () => () => {
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
      },
    });
    const app = createApp({ ...t.ctx, db: broken });
    const res = await sendWebhook(app, chargeSuccess('BLY-ANY-REF', 250_000), SECRET);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body.error).toBeDefined();
  });

  describe('idempotent activation', () => {
    it('When 20 verifies and 20 webhooks race for one reference, then it activates exactly once', async () => {
      const { reference, amountKobo } = await paidAtProvider(ada, {
        plan: 'Spark',
        billingType: 'monthly',
        includeBadge: true,
        badge: 'Citizen',
        amount: 11500,
      });
      const event = chargeSuccess(reference, amountKobo);
      const results = await Promise.all([
        ...Array.from({ length: 20 }, () => verify(t.app, reference, ada.token)),
        ...Array.from({ length: 20 }, () => sendWebhook(t.app, event, SECRET)),
      ]);
      const verifies = results.slice(0, 20);
      const hooks = results.slice(20);
      for (const res of verifies) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ plan: 'Spark', billingType: 'monthly', badge: 'Citizen', amount: 11500 });
      }
      for (const res of hooks) expect(res.status).toBe(200);
      const activations = hooks.filter((res) => res.body.outcome === 'activated').length;
      expect(activations).toBeLessThanOrEqual(1);

      const rows = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.reference, reference));
      expect(rows).toHaveLength(1);
      const receipts = (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO.ada.email))).filter((m) =>
        m.text.includes(reference),
      );
      expect(receipts).toHaveLength(1);
      const state = await purchaseState(t.ctx, ada.userId);
      // premium_until was set by that one activation: exactly the subscription's end.
      expect(state.member.premiumUntil!.getTime()).toBe(rows[0].endsAt.getTime());
      expect(state.member.earningVerified).toBe(true);
    });

    it('When the webhook arrives before the payer returns, then the return page shows the same summary', async () => {
      const { reference, amountKobo } = await paidAtProvider(chiamaka, { plan: 'Blaze', amount: 4500 });
      expect((await sendWebhook(t.app, chargeSuccess(reference, amountKobo), SECRET)).body.outcome).toBe('activated');
      const res = await verify(t.app, reference, chiamaka.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ plan: 'Blaze', billingType: 'weekly', badge: null, amount: 4500 });
      expect(await t.ctx.db.$count(subscriptions, eq(subscriptions.reference, reference))).toBe(1);
    });

    it('When the payer returns before the webhook, then the late webhook changes nothing', async () => {
      const { reference, amountKobo } = await paidAtProvider(chiamaka, { plan: 'Blaze', amount: 4500 });
      expect((await verify(t.app, reference, chiamaka.token)).status).toBe(200);
      const premiumUntil = (await purchaseState(t.ctx, chiamaka.userId)).member.premiumUntil;
      const hook = await sendWebhook(t.app, chargeSuccess(reference, amountKobo), SECRET);
      expect(hook.status).toBe(200);
      expect(hook.body.outcome).toBe('already-activated');
      const state = await purchaseState(t.ctx, chiamaka.userId);
      expect(state.member.premiumUntil).toEqual(premiumUntil);
      expect(state.subscriptions.filter((s) => s.reference === reference)).toHaveLength(1);
      expect(state.receipts.filter((m) => m.text.includes(reference))).toHaveLength(1);
    });
  });

  describe('reconciliation', () => {
    it('When both the return and the webhook were lost, then reconciliation activates the payment after 15 minutes', async () => {
      const { reference } = await paidAtProvider(ibrahim, { plan: 'Spark', amount: 2500 });
      let report = await reconcilePendingPayments(t.ctx);
      expect(report.activated).toBe(0);
      expect((await purchaseState(t.ctx, ibrahim.userId)).member.premiumUntil).toBeNull();

      clock = 16 * MINUTE;
      report = await reconcilePendingPayments(t.ctx);
      // Payments paid but left unsettled by earlier tests in this file are caught up too.
      expect(report.activated).toBeGreaterThanOrEqual(1);
      const state = await purchaseState(t.ctx, ibrahim.userId);
      expect(state.member.premiumUntil).not.toBeNull();
      expect(state.subscriptions.filter((s) => s.reference === reference)).toHaveLength(1);
      expect(state.receipts.filter((m) => m.text.includes(reference))).toHaveLength(1);

      // Running it again finds nothing left to do for that payment.
      report = await reconcilePendingPayments(t.ctx);
      expect(report.activated).toBe(0);
    });

    it('When a stale payment was never paid, then reconciliation records it as abandoned and activates nothing', async () => {
      await makeFree(t.ctx, ibrahim.userId);
      const res = await initiate(t.app, ibrahim, purchaseBody(ibrahim));
      clock = 16 * MINUTE;
      const report = await reconcilePendingPayments(t.ctx);
      expect(report.notPaid).toBeGreaterThanOrEqual(1);
      const [row] = await t.ctx.db.select().from(payments).where(eq(payments.reference, res.body.reference));
      expect(row.status).toBe('abandoned');
      expect((await purchaseState(t.ctx, ibrahim.userId)).member.premiumUntil).toBeNull();
    });
  });

  describe('mounting', () => {
    it('When a Paystack key is configured, then no sandbox is served', async () => {
      expect((await request(t.app).get('/sandbox/paystack/checkout.css')).status).toBe(404);
    });

    it('When running in production, then no sandbox is served even without a key', async () => {
      const base = loadConfig({ NODE_ENV: 'test', PGLITE_DIR: 'memory://' });
      const production = { ...base, isProduction: true, paystack: { ...base.paystack, sandbox: true } };
      const app = createApp({ ...t.ctx, config: production });
      expect((await request(app).get('/sandbox/paystack/checkout.css')).status).toBe(404);
      expect((await request(app).post('/sandbox/paystack/transaction/initialize').send({})).status).toBe(404);
    });

    it('When the API docs are read, then the three payment endpoints are documented', async () => {
      const res = await request(t.app).get('/api/docs/openapi.json');
      expect(res.status).toBe(200);
      for (const path of [
        '/api/v1/subscriptions/initiate-paystack-payment',
        '/api/v1/subscriptions/verify-payment/{reference}',
        '/api/v1/subscriptions/paystack-webhook',
      ]) {
        expect(res.body.paths[path]).toBeDefined();
      }
      expect(Object.keys(res.body.paths).some((p: string) => p.startsWith('/sandbox'))).toBe(false);
    });
  });
});
