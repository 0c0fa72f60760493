import request from 'supertest';
import { members, payments, plans, tokenPacks } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

describe('GET /api/v1/public/payment-receipts/:reference', () => {
  let t: TestApp;
  const REFERENCE = 'BLY-RECEIPT-0F3A9C2B7D1E4455';

  beforeAll(async () => {
    t = await createTestApp();
    const [member] = await t.ctx.db.select().from(members).limit(1);
    const [plan] = await t.ctx.db.select().from(plans).limit(1);
    await t.ctx.db.insert(payments).values([
      {
        reference: REFERENCE,
        memberId: member.id,
        planId: plan.id,
        planName: plan.name,
        billingType: 'monthly',
        badge: null,
        amount: plan.monthlyPrice,
        email: 'payer@example.com',
        status: 'success',
        failureReason: null,
        paidAt: new Date(),
      },
      {
        reference: 'BLY-RECEIPT-PENDING-00000001',
        memberId: member.id,
        planId: plan.id,
        planName: plan.name,
        billingType: 'weekly',
        amount: plan.weeklyPrice,
        email: 'payer@example.com',
        status: 'pending',
      },
    ]);
  });
  afterAll(() => t.close());

  it('When a paid reference is looked up, then plan, cycle, badge, amount and status arrive and nothing about the payer', async () => {
    const res = await request(t.app).get(`/api/v1/public/payment-receipts/${REFERENCE}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const [plan] = await t.ctx.db.select().from(plans).limit(1);
    expect(res.body).toEqual({
      reference: REFERENCE,
      plan: plan.name,
      billingType: 'monthly',
      badge: null,
      amount: plan.monthlyPrice,
      status: 'success',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/payer@example\.com|memberId|email/);
  });

  it('When a token pack reference is looked up, then the pack, its tokens, amount and status arrive and nothing about the payer', async () => {
    const [member] = await t.ctx.db.select().from(members).limit(1);
    const [pack] = await t.ctx.db.select().from(tokenPacks).limit(1);
    const reference = 'BLY-RECEIPT-TOKENS-7C1D2E3F40';
    await t.ctx.db.insert(payments).values({
      reference,
      kind: 'tokens',
      memberId: member.id,
      planId: null,
      planName: pack.name,
      billingType: 'tokens',
      tokenPackId: pack.id,
      tokens: pack.tokens,
      amount: pack.price,
      email: 'payer@example.com',
      status: 'success',
      paidAt: new Date(),
    });
    const res = await request(t.app).get(`/api/v1/public/payment-receipts/${reference}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      kind: 'tokens',
      reference,
      pack: pack.name,
      tokens: pack.tokens,
      amount: pack.price,
      status: 'success',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/payer@example\.com|memberId|email|balance/);
  });

  it('When a reference is still pending, then its status says so', async () => {
    const res = await request(t.app).get('/api/v1/public/payment-receipts/BLY-RECEIPT-PENDING-00000001');
    expect(res.body).toMatchObject({ status: 'pending', billingType: 'weekly' });
  });

  it('When a reference is unknown or malformed, then 404 or 400 with a message', async () => {
    const unknown = await request(t.app).get('/api/v1/public/payment-receipts/BLY-NOPE-123456');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Payment not found' });
    const bad = await request(t.app).get('/api/v1/public/payment-receipts/%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Invalid payment reference');
  });

  it('When one address guesses references, then it is stopped with 429 after thirty lookups', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await request(t.app)
        .get(`/api/v1/public/payment-receipts/BLY-GUESS-${String(i).padStart(6, '0')}`)
        .set('X-Forwarded-For', '203.0.113.9');
      statuses.push(res.status);
    }
    // Earlier tests in this file spent a few lookups from the default address, not from this one.
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});
