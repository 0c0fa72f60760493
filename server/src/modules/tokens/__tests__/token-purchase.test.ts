import request from 'supertest';
import { CLIENT_APP_VERSION } from '@blynd/shared';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { startPaystackStandIn, type PaystackStandIn } from '../../../test-support/paystack-stand-in';
import { DEMO, chargeSuccess, confirmDetails, sendWebhook, verify, type Buyer } from '../../../test-support/purchase';
import { createAdminSession, loginDemoAdmin, type Session } from '../../admin/__tests__/admin-kit';
import { reconcilePendingPayments } from '../../payments/reconcile';
import { verifyLedger } from '../ledger/verify-ledger';

const SECRET = 'sk_test_tokens';
const MINUTE = 60 * 1000;

const initiateTokens = (t: TestApp, buyer: Buyer, body: object) =>
  request(t.app)
    .post('/api/v1/tokens/initiate-paystack-payment')
    .set('Authorization', `Bearer ${buyer.token}`)
    .set('app-version', CLIENT_APP_VERSION)
    .send(body);

describe('token packs and their purchase on the website', () => {
  let paystack: PaystackStandIn;
  let t: TestApp;
  let admin: Session;
  let clock = 0;
  let ada: Buyer;
  let packId: string;

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
    t = await createTestApp({
      env: paystack.env(3000),
      now: () => new Date(Date.now() + clock),
    });
    admin = await loginDemoAdmin(t);
    ada = await confirmDetails(t.app, DEMO.ada);
    const created = await request(t.app)
      .post('/api/v1/admin/token-packs')
      .set('Authorization', admin.auth)
      .send({ name: 'Test Stack', tokens: 750, price: 6000 });
    expect(created.status).toBe(201);
    packId = created.body._id;
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  it('When an admin creates, renames and retires a pack, then the public list follows and Support may read but not write', async () => {
    const dup = await request(t.app)
      .post('/api/v1/admin/token-packs')
      .set('Authorization', admin.auth)
      .send({ name: 'test stack', tokens: 10, price: 100 });
    expect(dup.status).toBe(409);
    const extra = await request(t.app)
      .post('/api/v1/admin/token-packs')
      .set('Authorization', admin.auth)
      .send({ name: 'Gone Soon', tokens: 10, price: 100 });
    const retired = await request(t.app)
      .patch(`/api/v1/admin/token-packs/${extra.body._id}`)
      .set('Authorization', admin.auth)
      .send({ active: false });
    expect(retired.body).toMatchObject({ name: 'Gone Soon', active: false });
    const shown = await request(t.app).get('/api/v1/public/token-packs');
    expect(shown.body.packs.map((p: { name: string }) => p.name)).toContain('Test Stack');
    expect(shown.body.packs.map((p: { name: string }) => p.name)).not.toContain('Gone Soon');

    const support = await createAdminSession(t, 'Support');
    expect((await request(t.app).get('/api/v1/admin/token-packs').set('Authorization', support.auth)).status).toBe(200);
    expect(
      (
        await request(t.app)
          .post('/api/v1/admin/token-packs')
          .set('Authorization', support.auth)
          .send({ name: 'Nope', tokens: 1, price: 1 })
      ).status,
    ).toBe(403);
    expect(
      (
        await request(t.app)
          .post('/api/v1/admin/tokens/grant')
          .set('Authorization', support.auth)
          .send({ memberId: ada.userId, tokens: 5, reason: 'no way' })
      ).status,
    ).toBe(403);
  });

  it('When a pack is paid, then verify answers the tokens and the new balance, and a second verify or webhook credits nothing more', async () => {
    const started = await initiateTokens(t, ada, { userId: ada.userId, packId, email: ada.email });
    expect(started.status).toBe(201);
    expect(started.body.redirect).toMatch(/^https?:\/\//);
    paystack.pay(started.body.reference);
    const first = await verify(t.app, started.body.reference, ada.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      kind: 'tokens',
      pack: 'Test Stack',
      tokens: 750,
      amount: 6000,
      balance: expect.any(Number),
    });
    const balance = first.body.balance;
    const again = await verify(t.app, started.body.reference, ada.token);
    expect(again.body).toEqual(first.body);
    const hook = await sendWebhook(t.app, chargeSuccess(started.body.reference, 600000), SECRET);
    expect(hook.body.outcome).toBe('already-activated');
    const member = await request(t.app).get(`/api/v1/admin/tokens/${ada.userId}`).set('Authorization', admin.auth);
    expect(member.body).toMatchObject({ balance, available: balance, held: 0 });
    expect(member.body.items[0]).toMatchObject({ amount: 750, kind: 'purchase', reference: started.body.reference });
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When the amount is not for sale or the pack is off sale, then the start is refused and nothing is stored', async () => {
    expect(
      (
        await initiateTokens(t, ada, {
          userId: ada.userId,
          packId: '00000000-0000-4000-8000-000000000000',
          email: ada.email,
        })
      ).status,
    ).toBe(400);
    expect(
      (await initiateTokens(t, ada, { userId: ada.userId, packId, email: 'someone.else@example.com' })).status,
    ).toBe(400);
    expect((await initiateTokens(t, ada, { userId: ada.userId, packId, email: ada.email, amount: 1 })).status).toBe(
      400,
    );
  });

  it('When the return page and the webhook are both lost, then reconciliation credits the pack once', async () => {
    const started = await initiateTokens(t, ada, { userId: ada.userId, packId, email: ada.email });
    paystack.pay(started.body.reference);
    const before = (await request(t.app).get(`/api/v1/admin/tokens/${ada.userId}`).set('Authorization', admin.auth))
      .body.balance;
    clock = 20 * MINUTE;
    await reconcilePendingPayments(t.ctx);
    await reconcilePendingPayments(t.ctx);
    clock = 0;
    const after = (await request(t.app).get(`/api/v1/admin/tokens/${ada.userId}`).set('Authorization', admin.auth)).body
      .balance;
    expect(after - before).toBe(750);
  });

  it('When an admin grants tokens with a reason, then the member has them, the audit log says so, and revenue does not count them', async () => {
    const revenueBefore = (await request(t.app).get('/api/v1/admin/revenue').set('Authorization', admin.auth)).body;
    const granted = await request(t.app)
      .post('/api/v1/admin/tokens/grant')
      .set('Authorization', admin.auth)
      .send({ memberId: ada.userId, tokens: 100, reason: 'Apology for an outage' });
    expect(granted.status).toBe(201);
    expect(granted.body.message).toBe('Tokens granted');
    const audit = await request(t.app)
      .get('/api/v1/admin/audit')
      .query({ action: 'tokens.grant' })
      .set('Authorization', admin.auth);
    expect(audit.body.entries.length).toBeGreaterThan(0);
    const revenueAfter = (await request(t.app).get('/api/v1/admin/revenue').set('Authorization', admin.auth)).body;
    expect(revenueAfter.tokenSales).toEqual(revenueBefore.tokenSales);
    expect(revenueAfter.tokenSales.tokens).toBe(1500);
    expect(
      (
        await request(t.app)
          .post('/api/v1/admin/tokens/grant')
          .set('Authorization', admin.auth)
          .send({ memberId: '00000000-0000-4000-8000-000000000000', tokens: 1, reason: 'nobody' })
      ).status,
    ).toBe(404);
  });
});

// PGlite runs one query at a time: the race runs on the PostgreSQL server only.
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

onServer('token payment credited once under concurrency (PostgreSQL server)', () => {
  let paystack: PaystackStandIn;
  let t: TestApp;
  let admin: Session;

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
    t = await createTestApp({
      env: paystack.env(5000),
    });
    admin = await loginDemoAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  it('When 10 verifies and 10 webhooks of one token payment race, then the pack is credited exactly once', async () => {
    const buyer = await confirmDetails(t.app, DEMO.ibrahim);
    const pack = await request(t.app)
      .post('/api/v1/admin/token-packs')
      .set('Authorization', admin.auth)
      .send({ name: 'Race Pack', tokens: 500, price: 4000 });
    const started = await initiateTokens(t, buyer, { userId: buyer.userId, packId: pack.body._id, email: buyer.email });
    paystack.pay(started.body.reference);
    const before = (await request(t.app).get(`/api/v1/admin/tokens/${buyer.userId}`).set('Authorization', admin.auth))
      .body.balance;
    const calls = [
      ...Array.from({ length: 10 }, () => verify(t.app, started.body.reference, buyer.token)),
      ...Array.from({ length: 10 }, () => sendWebhook(t.app, chargeSuccess(started.body.reference, 400000), SECRET)),
    ];
    const answers = await Promise.all(calls);
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(
      answers.filter((res) => res.body.outcome === 'activated').length +
        answers.filter((res) => res.body.kind === 'tokens').length,
    ).toBeGreaterThanOrEqual(10);
    const after = await request(t.app).get(`/api/v1/admin/tokens/${buyer.userId}`).set('Authorization', admin.auth);
    expect(after.body.balance - before).toBe(500);
    expect(after.body.items.filter((e: { kind: string }) => e.kind === 'purchase')).toHaveLength(1);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });
});
