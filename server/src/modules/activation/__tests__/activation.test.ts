import { eq } from 'drizzle-orm';
import { admins, members, plans } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { startPaystackStandIn, type PaystackStandIn } from '../../../test-support/paystack-stand-in';
import * as purchase from '../../../test-support/purchase';
import { verifyPayment } from '../../payments/verification';
import { activateSubscription, type ActivationInput } from '../activation.service';

// Seeding a fresh database takes a few seconds on a busy machine.

const SECRET = 'sk_test_xxx';

describe('activateSubscription and verifyPayment (used by the control centre)', () => {
  let paystack: PaystackStandIn;
  let t: TestApp;
  let adminId: string;
  let spark: typeof plans.$inferSelect;

  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
    t = await createTestApp({
      env: paystack.env(500),
    });
    [{ id: adminId }] = await t.ctx.db.select({ id: admins.id }).from(admins).limit(1);
    [spark] = await t.ctx.db.select().from(plans).where(eq(plans.name, 'Spark'));
  });
  afterAll(async () => {
    await t.close();
    await paystack.close();
  });

  const byHand = (memberId: string, reference: string, more: Partial<ActivationInput> = {}): ActivationInput => ({
    memberId,
    plan: { id: spark.id, name: spark.name },
    billingType: 'weekly',
    badge: null,
    amount: 2500,
    reference,
    source: 'admin',
    adminId,
    whenPremium: 'extend',
    ...more,
  });
  const activated = (outcome: Awaited<ReturnType<typeof activateSubscription>>) => {
    if (outcome.kind !== 'activated') throw new Error(`expected an activation, got ${outcome.kind}`);
    return outcome.subscription;
  };

  const memberByPhone = async (phone: string) =>
    (await t.ctx.db.select().from(members).where(eq(members.phone, phone)))[0];

  it('When an admin activates a plan by hand, then the subscription names the admin and the member gets a confirmation mail', async () => {
    const chiamaka = await memberByPhone('2348031234503');
    await purchase.makeFree(t.ctx, chiamaka.id);
    const subscription = activated(
      await activateSubscription(
        t.ctx,
        byHand(chiamaka.id, 'ADMIN-TEST-1', { billingType: 'monthly', badge: 'Upstart', amount: 10000 }),
      ),
    );
    expect(subscription).toMatchObject({
      source: 'admin',
      adminId,
      planName: 'Spark',
      badge: 'Upstart',
      amount: 10000,
      reference: 'ADMIN-TEST-1',
    });
    const state = await purchase.purchaseState(t.ctx, chiamaka.id);
    expect(state.member.premiumUntil).toEqual(subscription.endsAt);
    expect(state.member.earningVerified).toBe(true);
    expect(state.receipts.filter((m) => m.text.includes('ADMIN-TEST-1'))).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('activated') }),
    ]);
  });

  it('When the same reference is activated twice, then the second changes nothing', async () => {
    const chiamaka = await memberByPhone('2348031234503');
    const first = activated(await activateSubscription(t.ctx, byHand(chiamaka.id, 'ADMIN-TEST-2')));
    const premiumUntil = (await purchase.purchaseState(t.ctx, chiamaka.id)).member.premiumUntil;
    expect(await activateSubscription(t.ctx, byHand(chiamaka.id, 'ADMIN-TEST-2'))).toEqual({
      kind: 'already-activated',
    });
    expect((await purchase.purchaseState(t.ctx, chiamaka.id)).member.premiumUntil).toEqual(premiumUntil);
    expect(premiumUntil).toEqual(first.endsAt);
    expect(
      (await purchase.purchaseState(t.ctx, chiamaka.id)).subscriptions.filter((s) => s.reference === 'ADMIN-TEST-2'),
    ).toHaveLength(1);
  });

  it('When a period is still running, then a further activation starts where it ends instead of being lost', async () => {
    const ibrahim = await memberByPhone('2348031234504');
    await purchase.makeFree(t.ctx, ibrahim.id);
    const first = activated(await activateSubscription(t.ctx, byHand(ibrahim.id, 'ADMIN-TEST-3')));
    const second = activated(await activateSubscription(t.ctx, byHand(ibrahim.id, 'ADMIN-TEST-4')));
    expect(second.startsAt).toEqual(first.endsAt);
    expect(second.endsAt.getTime() - first.endsAt.getTime()).toBe(7 * purchase.DAY_MS);
  });

  it('When a period is still running and the activation is by hand, then it is refused and nothing changes', async () => {
    const ibrahim = await memberByPhone('2348031234504');
    const before = await purchase.purchaseState(t.ctx, ibrahim.id);
    expect(await activateSubscription(t.ctx, byHand(ibrahim.id, 'ADMIN-TEST-5', { whenPremium: 'refuse' }))).toEqual({
      kind: 'already-premium',
    });
    const after = await purchase.purchaseState(t.ctx, ibrahim.id);
    expect(after.member.premiumUntil).toEqual(before.member.premiumUntil);
    expect(after.subscriptions).toHaveLength(before.subscriptions.length);
  });

  it('When an admin activates a paid reference, then it is verified with Paystack and recorded with the admin', async () => {
    const ada = await purchase.confirmDetails(t.app, purchase.DEMO.ada);
    await purchase.makeFree(t.ctx, ada.userId);
    const started = await purchase.initiate(t.app, ada, purchase.purchaseBody(ada));
    const reference = started.body.reference as string;
    paystack.pay(reference);
    const result = await verifyPayment(t.ctx, reference, { source: 'admin', adminId, memberId: ada.userId });
    expect(result).toMatchObject({ kind: 'activated', summary: { plan: 'Spark', amount: 2500 } });
    const recorded = (await purchase.purchaseState(t.ctx, ada.userId)).subscriptions.filter(
      (s) => s.reference === reference,
    );
    expect(recorded).toMatchObject([{ source: 'admin', adminId, reference, amount: 2500 }]);
    const again = await verifyPayment(t.ctx, reference);
    expect(again).toMatchObject({
      kind: 'already-active',
      summary: { plan: 'Spark', billingType: 'weekly', badge: null, amount: 2500 },
    });
    expect(
      (await purchase.purchaseState(t.ctx, ada.userId)).subscriptions.filter((s) => s.reference === reference),
    ).toEqual(recorded);
  });

  it('When the reference is unknown, belongs to another member or was not paid, then nothing is activated', async () => {
    const ada = await purchase.confirmDetails(t.app, purchase.DEMO.ada);
    await purchase.makeFree(t.ctx, ada.userId);
    const started = await purchase.initiate(t.app, ada, purchase.purchaseBody(ada));
    const reference = started.body.reference as string;
    const chiamaka = await memberByPhone('2348031234503');
    const kindOf = async (promise: ReturnType<typeof verifyPayment>) => (await promise).kind;
    expect(await kindOf(verifyPayment(t.ctx, 'BLY-UNKNOWN', { source: 'admin', adminId }))).toBe('unknown-reference');
    expect(await kindOf(verifyPayment(t.ctx, reference, { source: 'admin', adminId, memberId: chiamaka.id }))).toBe(
      'unknown-reference',
    );
    expect(await kindOf(verifyPayment(t.ctx, reference, { source: 'admin', adminId }))).toBe('not-paid');
    expect((await purchase.purchaseState(t.ctx, ada.userId)).member.premiumUntil).toBeNull();
  });
});
