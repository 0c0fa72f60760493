import request from 'supertest';
import { startTestServer, type TestServer } from '../../../test-support/test-server';
import * as purchase from '../../../test-support/purchase';

// Seeding a fresh database takes a few seconds on a busy machine.

/**
 * The whole purchase over real HTTP with no Paystack key: the product talks to the sandbox at
 * PUBLIC_URL/sandbox/paystack exactly as it would to Paystack.
 */
describe('Premium purchase through the Paystack sandbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** Initiate, open the checkout page, press Pay: answers the reference and where the browser lands. */
  async function payThroughCheckout(buyer: purchase.Buyer, body: object) {
    const started = await purchase.initiate(server.url, buyer, body);
    expect(started.status).toBe(201);
    const { redirect, reference } = started.body as { redirect: string; reference: string };
    expect(redirect.startsWith(`${server.url}/sandbox/paystack/checkout/`)).toBe(true);
    const checkoutPath = new URL(redirect).pathname;
    const page = await request(server.url).get(checkoutPath);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Test payment — no real money moves');
    const paid = await request(server.url).post(`${checkoutPath}/pay`).type('form').send('');
    expect(paid.status).toBe(303);
    return { reference, landing: new URL(paid.headers.location), page };
  }

  it.each([
    { who: 'ada', plan: 'Spark', billingType: 'weekly', badge: null, amount: 2500, days: 7 },
    { who: 'chiamaka', plan: 'Blaze', billingType: 'monthly', badge: null, amount: 15000, days: 30 },
    { who: 'ibrahim', plan: 'Spark', billingType: 'monthly', badge: 'Investor', amount: 8000 + 5000, days: 30 },
    { who: 'ada', plan: 'Blaze', billingType: 'monthly', badge: 'Citizen', amount: 15000 + 3500, days: 30 },
  ] as const)(
    'When $who pays $plan $billingType (badge $badge) at the sandbox checkout, then Premium is active once with a receipt',
    async (c) => {
      const buyer = await purchase.confirmDetails(server.url, purchase.DEMO[c.who]);
      await purchase.makeFree(server.ctx, buyer.userId);
      const before = await purchase.purchaseState(server.ctx, buyer.userId);
      const startedAt = Date.now();

      const { reference, landing } = await payThroughCheckout(
        buyer,
        purchase.purchaseBody(buyer, {
          plan: c.plan,
          billingType: c.billingType,
          includeBadge: c.badge !== null,
          badge: c.badge,
          amount: c.amount,
        }),
      );
      expect(`${landing.origin}${landing.pathname}`).toBe(`${server.url}/payment-success`);
      expect(landing.searchParams.get('reference')).toBe(reference);
      expect(landing.searchParams.get('trxref')).toBe(reference);

      const verified = await purchase.verify(server.url, reference, buyer.token);
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({ plan: c.plan, billingType: c.billingType, badge: c.badge, amount: c.amount });

      const after = await purchase.purchaseState(server.ctx, buyer.userId);
      const subscription = after.subscriptions.find((s) => s.reference === reference)!;
      expect(subscription).toMatchObject({
        planName: c.plan,
        billingType: c.billingType,
        badge: c.badge,
        amount: c.amount,
        source: 'sandbox',
        adminId: null,
      });
      expect(after.subscriptions).toHaveLength(before.subscriptions.length + 1);
      expect(after.payments.find((p) => p.reference === reference)).toMatchObject({
        status: 'success',
        amount: c.amount,
      });
      const premiumMs = after.member.premiumUntil!.getTime() - startedAt;
      expect(premiumMs).toBeGreaterThan(c.days * purchase.DAY_MS - 60_000);
      expect(premiumMs).toBeLessThan(c.days * purchase.DAY_MS + 60_000);
      expect(after.member.earningVerified).toBe(c.badge !== null);
      const receipts = after.receipts.filter((m) => m.text.includes(reference));
      expect(receipts).toHaveLength(1);
      expect(receipts[0].subject).toContain('receipt');
      expect(receipts[0].text).toContain(c.billingType === 'monthly' ? 'Monthly' : 'Weekly');

      // The return page may be reloaded: the same summary, nothing activated twice.
      const again = await purchase.verify(server.url, reference, buyer.token);
      expect(again.body).toEqual(verified.body);
      expect((await purchase.purchaseState(server.ctx, buyer.userId)).subscriptions).toHaveLength(
        after.subscriptions.length,
      );
    },
  );

  it('When a token pack payer presses Cancel, then they go back to /tokens, not to the plans', async () => {
    const buyer = await purchase.confirmDetails(server.url, purchase.DEMO.ada);
    const { packs } = (await request(server.url).get('/api/v1/public/token-packs')).body as {
      packs: { _id: string }[];
    };
    const started = await request(server.url)
      .post('/api/v1/tokens/initiate-paystack-payment')
      .set('Authorization', `Bearer ${buyer.token}`)
      .send({ userId: buyer.userId, packId: packs[0]._id, email: buyer.email });
    expect(started.status).toBe(201);
    const cancelled = await request(server.url)
      .post(`${new URL(started.body.redirect).pathname}/cancel`)
      .type('form')
      .send('');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.location).toBe('/tokens?payment=cancelled');
  });

  it('When the payer presses Cancel, then they go back to /premium and verification fails without activation', async () => {
    const buyer = await purchase.confirmDetails(server.url, purchase.DEMO.chiamaka);
    await purchase.makeFree(server.ctx, buyer.userId);
    const started = await purchase.initiate(server.url, buyer, purchase.purchaseBody(buyer));
    const checkoutPath = new URL(started.body.redirect).pathname;
    const cancelled = await request(server.url).post(`${checkoutPath}/cancel`).type('form').send('');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.location).toBe('/premium?payment=cancelled');

    const verified = await purchase.verify(server.url, started.body.reference, buyer.token);
    expect(verified.status).toBe(400);
    expect(verified.body.error).toBe('The transaction was cancelled by the customer');
    const state = await purchase.purchaseState(server.ctx, buyer.userId);
    expect(state.member.premiumUntil).toBeNull();
    expect(state.payments.find((p) => p.reference === started.body.reference)?.status).toBe('abandoned');
    expect(state.subscriptions.some((s) => s.reference === started.body.reference)).toBe(false);
  });

  it('When the checkout page is served, then it has Pay and Cancel forms, its own stylesheet and no script', async () => {
    const buyer = await purchase.confirmDetails(server.url, purchase.DEMO.ibrahim);
    await purchase.makeFree(server.ctx, buyer.userId);
    const started = await purchase.initiate(
      server.url,
      buyer,
      purchase.purchaseBody(buyer, { plan: 'Blaze', amount: 4500 }),
    );
    const checkoutPath = new URL(started.body.redirect).pathname;
    const page = await request(server.url).get(checkoutPath);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.text).toContain(`action="${checkoutPath}/pay"`);
    expect(page.text).toContain(`action="${checkoutPath}/cancel"`);
    expect(page.text).toContain('₦4,500');
    expect(page.text).not.toMatch(/<script/i);
    const css = await request(server.url).get('/sandbox/paystack/checkout.css');
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/text\/css/);
    expect((await request(server.url).get('/sandbox/paystack/checkout/unknown-code')).status).toBe(404);
  });

  it('When a checkout is started with a callback to another site, then the sandbox refuses it (no open redirect on this domain)', async () => {
    // The sandbox key is a published default, so anyone could start a checkout on this site.
    const start = (callback_url: string) =>
      request(server.url)
        .post('/sandbox/paystack/transaction/initialize')
        .set('Authorization', `Bearer ${server.ctx.config.paystack.secretKey}`)
        .send({ email: 'victim@example.com', amount: 250000, callback_url });
    for (const elsewhere of [
      'https://evil.example/steal',
      `http://${new URL(server.url).hostname}.evil.example/payment-success`,
      'http://127.0.0.1:1/payment-success',
    ]) {
      const res = await start(elsewhere);
      expect({ elsewhere, status: res.status, body: res.body }).toEqual({
        elsewhere,
        status: 400,
        body: { status: false, message: 'callback_url must be on this site' },
      });
    }
    const own = await start(`${server.url}/payment-success`);
    expect(own.status).toBe(200);
    const paid = await request(server.url)
      .post(`${new URL(own.body.data.authorization_url).pathname}/pay`)
      .type('form')
      .send('');
    expect(new URL(paid.headers.location).origin).toBe(server.url);
  });

  it('When the sandbox API is called without the secret key, then it refuses like Paystack', async () => {
    const res = await request(server.url)
      .get('/sandbox/paystack/transaction/verify/ANY-REF')
      .set('Authorization', 'Bearer sk_test_wrong');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: false, message: 'Invalid key' });
    const unknown = await request(server.url)
      .get('/sandbox/paystack/transaction/verify/ANY-REF')
      .set('Authorization', `Bearer ${server.ctx.config.paystack.secretKey}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.status).toBe(false);
  });
});
