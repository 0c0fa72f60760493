import { eq } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { MESSAGES } from '@blynd/shared';
import { members, payments } from '../../../db/schema';
import { signPaymentToken } from '../../../lib/tokens';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { startPaystackStandIn, type PaystackStandIn } from '../../../test-support/paystack-stand-in';
import { DEMO, confirmDetails, initiate, makeFree, purchaseBody, type Buyer } from '../../../test-support/purchase';

// Seeding a fresh database takes a few seconds on a busy machine.

const SECRET = 'sk_test_xxx';

describe('POST /api/v1/subscriptions/initiate-paystack-payment', () => {
  let paystack: PaystackStandIn;
  let t: TestApp;
  let ada: Buyer;
  let chiamaka: Buyer;

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
    t = await createTestApp({
      env: { ...paystack.env(500), MIN_APP_VERSION: '65' },
    });
    ada = await confirmDetails(t.app, DEMO.ada);
    chiamaka = await confirmDetails(t.app, DEMO.chiamaka);
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  const paymentCount = () => t.ctx.db.$count(payments);

  it('When Ada buys Blaze monthly with her Citizen badge, then Paystack is asked for 1,850,000 kobo in NGN with the callback and metadata', async () => {
    const res = await initiate(
      t.app,
      ada,
      purchaseBody(ada, { plan: 'Blaze', billingType: 'monthly', includeBadge: true, badge: 'Citizen', amount: 18500 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      redirect: expect.stringMatching(/^https:\/\/checkout\.paystack\.com\//),
      reference: expect.any(String),
    });
    const sent = paystack.initializeBodies.at(-1)!;
    expect(sent).toMatchObject({
      amount: 1_850_000,
      currency: 'NGN',
      email: 'ada.okafor@example.com',
      reference: res.body.reference,
      callback_url: 'http://127.0.0.1:3999/payment-success',
      metadata: {
        cancel_action: 'http://127.0.0.1:3999/premium?payment=cancelled',
        memberId: ada.userId,
        plan: 'Blaze',
        billingType: 'monthly',
        badge: 'Citizen',
      },
    });
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.reference, res.body.reference));
    expect(row).toMatchObject({
      status: 'pending',
      amount: 18500,
      currency: 'NGN',
      planName: 'Blaze',
      billingType: 'monthly',
      badge: 'Citizen',
      memberId: ada.userId,
    });
  });

  it('When two payments start, then each gets its own reference', async () => {
    const first = await initiate(t.app, chiamaka, purchaseBody(chiamaka));
    const second = await initiate(t.app, chiamaka, purchaseBody(chiamaka));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.reference).not.toBe(second.body.reference);
  });

  it('When the email is typed in another case, then it still matches the account', async () => {
    const res = await initiate(t.app, ada, purchaseBody(ada, { email: 'ADA.Okafor@Example.com' }));
    expect(res.status).toBe(201);
    expect(paystack.initializeBodies.at(-1)!.email).toBe('ada.okafor@example.com');
  });

  it('When the member has no email on file, then the typed email is used for the payment', async () => {
    const ibrahim = await confirmDetails(t.app, DEMO.ibrahim);
    await t.ctx.db.update(members).set({ email: null }).where(eq(members.id, ibrahim.userId));
    const res = await initiate(t.app, ibrahim, purchaseBody(ibrahim, { email: 'ibrahim.new@example.com' }));
    expect(res.status).toBe(201);
    expect(paystack.initializeBodies.at(-1)!.email).toBe('ibrahim.new@example.com');
  });

  it('When the plan name is typed in another case, then it resolves to that one plan and its price', async () => {
    const res = await initiate(t.app, chiamaka, purchaseBody(chiamaka, { plan: 'sPARK' }));
    expect(res.status).toBe(201);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.reference, res.body.reference));
    expect(row).toMatchObject({ planName: 'Spark', amount: 2500 });
  });

  it('When an older client sends an empty badge without including it, then the purchase is accepted without a badge', async () => {
    const res = await initiate(t.app, chiamaka, purchaseBody(chiamaka, { includeBadge: false, badge: '' as never }));
    expect(res.status).toBe(201);
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.reference, res.body.reference));
    expect(row).toMatchObject({ badge: null, amount: 2500 });
    // Including it still needs a real badge.
    const included = await initiate(
      t.app,
      chiamaka,
      purchaseBody(chiamaka, { billingType: 'monthly', includeBadge: true, badge: '' as never, amount: 8000 }),
    );
    expect(included.status).toBe(400);
    expect(included.body.error).toBe('Choose the badge to include');
  });

  describe('refusals: a clear error and nothing stored or sent to Paystack', () => {
    const refusals: [string, () => Promise<request.Response>, number, string | RegExp][] = [
      [
        'no token',
        () => request(t.app).post('/api/v1/subscriptions/initiate-paystack-payment').send(purchaseBody(ada)),
        401,
        'Authorization token required',
      ],
      [
        'a malformed token',
        () => initiate(t.app, ada, purchaseBody(ada), 'not-a-token'),
        401,
        'Invalid payment session',
      ],
      [
        'an expired token',
        () =>
          initiate(
            t.app,
            ada,
            purchaseBody(ada),
            jwt.sign(
              { sub: ada.userId, typ: 'payment', exp: Math.floor(Date.now() / 1000) - 60 },
              t.ctx.config.jwtSecret,
            ),
          ),
        401,
        'Invalid payment session',
      ],
      [
        'another member’s token',
        () => initiate(t.app, ada, purchaseBody(ada), chiamaka.token),
        403,
        'You are not allowed to do this',
      ],
      [
        'an unknown plan',
        () => initiate(t.app, ada, purchaseBody(ada, { plan: 'Platinum' })),
        400,
        'Choose a valid plan',
      ],
      [
        'the Free plan',
        () => initiate(t.app, ada, purchaseBody(ada, { plan: 'Free', amount: 1 })),
        400,
        'The Free plan needs no payment',
      ],
      [
        'a yearly cycle',
        () => initiate(t.app, ada, { ...purchaseBody(ada), billingType: 'yearly' }),
        400,
        'Billing type must be weekly or monthly',
      ],
      [
        'a badge on a weekly plan',
        () => initiate(t.app, ada, purchaseBody(ada, { includeBadge: true, badge: 'Citizen', amount: 6000 })),
        400,
        /badge is not available/,
      ],
      [
        'a badge of another earning status',
        () =>
          initiate(
            t.app,
            ada,
            purchaseBody(ada, { billingType: 'monthly', includeBadge: true, badge: 'Elite', amount: 16000 }),
          ),
        400,
        /badge is not available/,
      ],
      [
        'someone else’s email',
        () => initiate(t.app, ada, purchaseBody(ada, { email: 'someone@example.com' })),
        400,
        'The email does not match the one on your account',
      ],
      [
        'an amount below the price',
        () => initiate(t.app, ada, purchaseBody(ada, { amount: 100 })),
        400,
        'Amount does not match the selected plan',
      ],
      [
        'an amount without the badge price',
        () =>
          initiate(
            t.app,
            ada,
            purchaseBody(ada, { billingType: 'monthly', includeBadge: true, badge: 'Citizen', amount: 8000 }),
          ),
        400,
        'Amount does not match the selected plan',
      ],
      [
        'an amount in kobo',
        () => initiate(t.app, ada, purchaseBody(ada, { amount: 250000 })),
        400,
        'Amount does not match the selected plan',
      ],
      [
        'an app older than MIN_APP_VERSION',
        () => initiate(t.app, ada, purchaseBody(ada)).set('app-version', '64'),
        426,
        'Please update your app to continue',
      ],
      [
        'a form body',
        () =>
          request(t.app)
            .post('/api/v1/subscriptions/initiate-paystack-payment')
            .set('Authorization', `Bearer ${ada.token}`)
            .type('form')
            .send('plan=Spark'),
        415,
        /application\/json/,
      ],
    ];

    it.each(refusals)('When the request has %s, then it is refused', async (_name, send, status, error) => {
      const before = { rows: await paymentCount(), calls: paystack.initializeBodies.length };
      const res = await send();
      expect(res.status).toBe(status);
      expect(res.body.error).toEqual(typeof error === 'string' ? error : expect.stringMatching(error));
      expect(await paymentCount()).toBe(before.rows);
      expect(paystack.initializeBodies.length).toBe(before.calls);
    });

    it('When a Premium member tries to buy again, then 409 Already Premium', async () => {
      const tunde = await confirmDetails(t.app, DEMO.tunde);
      const before = await paymentCount();
      const res = await initiate(t.app, tunde, purchaseBody(tunde));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('Already Premium');
      expect(await paymentCount()).toBe(before);
    });

    it('When a blocked member still holds a token, then 403 with the same refusal an admin gets', async () => {
      const [kemi] = await t.ctx.db.select().from(members).where(eq(members.phone, '2348031234505'));
      const buyer = { userId: kemi.id, token: signPaymentToken(kemi.id, t.ctx.config.jwtSecret), email: kemi.email! };
      const res = await initiate(t.app, buyer, purchaseBody(buyer));
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(MESSAGES.memberBlocked);
    });
  });

  it('When the email and the amount are both wrong, then the answer is about the amount: it never tells an email guess before the price', async () => {
    const res = await initiate(t.app, ada, purchaseBody(ada, { email: 'guess@example.com', amount: 1 }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Amount does not match the selected plan');
  });

  it('When someone holding a payment token guesses the email again and again, then the sixth try within the hour is refused with 429, even with the right email', async () => {
    const fresh = await createTestApp({
      env: paystack.env(500),
    });
    try {
      const buyer = await confirmDetails(fresh.app, DEMO.chiamaka);
      await makeFree(fresh.ctx, buyer.userId);
      const stored = await fresh.ctx.db.$count(payments);
      // Other refusals are not guesses and do not count.
      for (let i = 0; i < 3; i++)
        expect((await initiate(fresh.app, buyer, purchaseBody(buyer, { amount: 1 }))).status).toBe(400);
      for (let i = 0; i < 5; i++) {
        const res = await initiate(fresh.app, buyer, purchaseBody(buyer, { email: `guess${i}@example.com` }));
        expect(res.body.error).toBe('The email does not match the one on your account');
      }
      const right = await initiate(fresh.app, buyer, purchaseBody(buyer));
      expect(right.status).toBe(429);
      expect(right.body.error).toMatch(/too many/i);
      expect(await fresh.ctx.db.$count(payments)).toBe(stored);
    } finally {
      await fresh.close();
    }
  });

  it('When a member starts payments over and over, then the eleventh within 15 minutes is refused with 429', async () => {
    const fresh = await createTestApp({
      env: paystack.env(500),
    });
    try {
      const buyer = await confirmDetails(fresh.app, DEMO.chiamaka);
      await makeFree(fresh.ctx, buyer.userId);
      // Refusals do not use up the budget.
      for (let i = 0; i < 3; i++)
        expect((await initiate(fresh.app, buyer, purchaseBody(buyer, { amount: 1 }))).status).toBe(400);
      for (let i = 0; i < 10; i++) expect((await initiate(fresh.app, buyer, purchaseBody(buyer))).status).toBe(201);
      const limited = await initiate(fresh.app, buyer, purchaseBody(buyer));
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatch(/too many/i);
    } finally {
      await fresh.close();
    }
  });
});
