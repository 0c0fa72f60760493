import { eq } from 'drizzle-orm';
import { admins, members, plans } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { startPaystackStandIn, type PaystackStandIn } from '../../payments/__tests__/support/paystack-stand-in';
import { DAY_MS, DEMO, confirmDetails, initiate, makeFree, purchaseBody, purchaseState } from '../../payments/__tests__/support/purchase';
import { activateByReference, activateSubscription } from '../subscriptions.service';

// Seeding a fresh database takes a few seconds on a busy machine.
jest.setTimeout(60_000);

const SECRET = 'sk_test_xxx';

describe('activateSubscription and activateByReference (used by the control centre)', () => {
  let paystack: PaystackStandIn;
  let t: TestApp;
  let adminId: string;
  let spark: typeof plans.$inferSelect;

  beforeAll(async () => {
    paystack = await startPaystackStandIn(SECRET);
    t = await createTestApp({ env: { PAYSTACK_SECRET_KEY: SECRET, PAYSTACK_BASE_URL: paystack.url, PAYSTACK_TIMEOUT_MS: '500' } });
    [{ id: adminId }] = await t.ctx.db.select({ id: admins.id }).from(admins).limit(1);
    [spark] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Spark'));
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  const memberByPhone = async (phone: string) => (await t.ctx.db.select().from(members).where(eq(members.phone, phone)))[0];

  it('When an admin activates a plan by hand, then the subscription names the admin and the member gets a confirmation mail', async () => {
    const chiamaka = await memberByPhone('2348031234503');
    await makeFree(t.ctx, chiamaka.id);
    const result = await activateSubscription(t.ctx, {
      memberId: chiamaka.id, planId: spark.id, billingType: 'monthly', badge: 'Upstart', amount: 10000, reference: 'ADMIN-TEST-1', source: 'admin', adminId,
    });
    expect(result.activated).toBe(true);
    expect(result.subscription).toMatchObject({ source: 'admin', adminId, planName: 'Spark', badge: 'Upstart', amount: 10000, reference: 'ADMIN-TEST-1' });
    expect(result.summary).toEqual({ plan: 'Spark', billingType: 'monthly', badge: 'Upstart', amount: 10000 });
    const state = await purchaseState(t.ctx, chiamaka.id);
    expect(state.member.premiumUntil).toEqual(result.premiumUntil);
    expect(state.member.earningVerified).toBe(true);
    expect(state.receipts.filter((m) => m.text.includes('ADMIN-TEST-1'))).toEqual([expect.objectContaining({ subject: expect.stringContaining('activated') })]);
  });

  it('When the same reference is activated twice, then the second changes nothing and answers the first subscription', async () => {
    const chiamaka = await memberByPhone('2348031234503');
    const input = { memberId: chiamaka.id, planId: spark.id, billingType: 'weekly' as const, badge: null, amount: 2500, reference: 'ADMIN-TEST-2', source: 'admin' as const, adminId };
    const first = await activateSubscription(t.ctx, input);
    const second = await activateSubscription(t.ctx, input);
    expect(second.activated).toBe(false);
    expect(second.subscription.id).toBe(first.subscription.id);
    expect(second.premiumUntil).toEqual(first.premiumUntil);
    expect((await purchaseState(t.ctx, chiamaka.id)).subscriptions.filter((s) => s.reference === 'ADMIN-TEST-2')).toHaveLength(1);
  });

  it('When a period is still running, then a further activation starts where it ends instead of being lost', async () => {
    const ibrahim = await memberByPhone('2348031234504');
    await makeFree(t.ctx, ibrahim.id);
    const first = await activateSubscription(t.ctx, { memberId: ibrahim.id, planId: spark.id, billingType: 'weekly', badge: null, amount: 2500, reference: 'ADMIN-TEST-3', source: 'admin', adminId });
    const second = await activateSubscription(t.ctx, { memberId: ibrahim.id, planId: spark.id, billingType: 'weekly', badge: null, amount: 2500, reference: 'ADMIN-TEST-4', source: 'admin', adminId });
    expect(second.subscription.startsAt).toEqual(first.subscription.endsAt);
    expect(second.premiumUntil.getTime() - first.premiumUntil.getTime()).toBe(7 * DAY_MS);
  });

  it('When an admin activates a paid reference, then it is verified with Paystack and recorded with the admin', async () => {
    const ada = await confirmDetails(t.app, DEMO.ada);
    await makeFree(t.ctx, ada.userId);
    const started = await initiate(t.app, ada, purchaseBody(ada));
    const reference = started.body.reference as string;
    paystack.pay(reference);
    const result = await activateByReference(t.ctx, reference, { source: 'admin', adminId, memberId: ada.userId });
    expect(result.activated).toBe(true);
    expect(result.subscription).toMatchObject({ source: 'admin', adminId, reference, amount: 2500 });
    const again = await activateByReference(t.ctx, reference, { source: 'paystack' });
    expect(again.activated).toBe(false);
    expect(again.subscription.id).toBe(result.subscription.id);
  });

  it('When the reference is unknown, belongs to another member or was not paid, then nothing is activated', async () => {
    const ada = await confirmDetails(t.app, DEMO.ada);
    await makeFree(t.ctx, ada.userId);
    const started = await initiate(t.app, ada, purchaseBody(ada));
    const reference = started.body.reference as string;
    const chiamaka = await memberByPhone('2348031234503');
    const codeOf = (promise: Promise<unknown>) => promise.then(() => 'activated', (error: AppError) => error.code);
    expect(await codeOf(activateByReference(t.ctx, 'BLY-UNKNOWN', { source: 'admin', adminId }))).toBe('NOT_FOUND');
    expect(await codeOf(activateByReference(t.ctx, reference, { source: 'admin', adminId, memberId: chiamaka.id }))).toBe('NOT_FOUND');
    expect(await codeOf(activateByReference(t.ctx, reference, { source: 'admin', adminId }))).toBe('BAD_REQUEST');
    expect((await purchaseState(t.ctx, ada.userId)).member.premiumUntil).toBeNull();
  });
});
