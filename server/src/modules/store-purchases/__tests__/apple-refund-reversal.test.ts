import { eq, like } from 'drizzle-orm';
import request from 'supertest';
import { members, payments, subscriptions, tokenPostings } from '../../../db/schema';
import { owedTokensOf, spendOnAuction } from '../../tokens/ledger/ledger.service';
import { verifyLedger } from '../../tokens/ledger/verify-ledger';
import * as appStore from './apple-kit';

const DAY = 24 * 60 * 60 * 1000;

/** REFUND_REVERSED (decision 0180): the App Store takes a refund back, so what the refund took is given back once. */
describe('App Store refund reversals', () => {
  let t: appStore.AppleStoreApp;

  beforeAll(async () => {
    t = await appStore.startAppleStoreApp();
  }, 120_000);
  afterAll(() => t.close());

  const keysOf = async (transactionId: string) =>
    (
      await t.ctx.db
        .select()
        .from(tokenPostings)
        .where(like(tokenPostings.idempotencyKey, `%apple:${transactionId}%`))
    )
      .map((row) => row.idempotencyKey)
      .filter((key) => key.endsWith(`apple:${transactionId}`) || key.includes(`apple:${transactionId}:`))
      .sort();
  const outcomeOf = async (signedPayload: string) =>
    (await appStore.postAppleNotification(t, signedPayload)).body.outcome;
  const paymentOf = async (transactionId: string) =>
    (
      await t.ctx.db
        .select()
        .from(payments)
        .where(eq(payments.reference, `apple:${transactionId}`))
    )[0]!;

  it('When spent tokens are refunded and the refund is reversed, then the debt is settled and the rest credited once, as if never refunded; twice changes nothing', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    expect((await appStore.postApplePurchase(t, member, t.apple.signTransaction(info))).status).toBe(200);
    await t.ctx.db.transaction((tx) => spendOnAuction(tx, member.memberId, 60, `test-auction-${info.transactionId}`));
    const refund = t.apple.signNotification({ notificationType: 'REFUND' }, { ...info, revocationDate: Date.now() });
    expect(await outcomeOf(refund)).toBe('reversed');
    expect(await appStore.tokensOf(t, member)).toEqual({ balance: 0, held: 0, available: 0, owed: 60 });

    const reversal = t.apple.signNotification({ notificationType: 'REFUND_REVERSED' }, info);
    expect(await outcomeOf(reversal)).toBe('restored');
    expect(await outcomeOf(reversal)).toBe('already-restored');
    // Apple sending the old refund again (its retry) is not a new refund.
    expect(await outcomeOf(refund)).toBe('already-reversed');

    expect(await appStore.tokensOf(t, member)).toEqual({ balance: 40, held: 0, available: 40 });
    expect(await owedTokensOf(t.ctx.db, member.memberId)).toBe(0);
    const id = info.transactionId;
    expect(await keysOf(id)).toEqual(
      [
        `apple:${id}`,
        `refund:apple:${id}`,
        `owed:apple:${id}`,
        `apple:${id}:refund-reversed`,
        `settle:apple:${id}:refund-reversed`,
      ].sort(),
    );
    expect((await appStore.appleRows(t, id))[0]).toMatchObject({
      status: 'credited',
      refundedAt: null,
      refundReversals: 1,
    });
    expect(await paymentOf(id)).toMatchObject({ status: 'success', refundedAt: null });
    const again = await appStore.postApplePurchase(t, member, t.apple.signTransaction(info));
    expect(again.body).toMatchObject({ status: 'already-credited', balance: 40 });
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When a reversed refund is followed by a new refund, then that one is reversed under its own keys', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    await appStore.postApplePurchase(t, member, t.apple.signTransaction(info));
    const firstRefundAt = Date.now();
    const first = t.apple.signNotification({ notificationType: 'REFUND' }, { ...info, revocationDate: firstRefundAt });
    expect(await outcomeOf(first)).toBe('reversed');
    expect(await outcomeOf(t.apple.signNotification({ notificationType: 'REFUND_REVERSED' }, info))).toBe('restored');
    const later = { ...info, revocationDate: firstRefundAt + 60_000 };
    expect(await outcomeOf(t.apple.signNotification({ notificationType: 'REFUND' }, later))).toBe('reversed');
    expect(await appStore.tokensOf(t, member)).toEqual({ balance: 0, held: 0, available: 0 });
    expect(await keysOf(info.transactionId)).toContain(`refund:apple:${info.transactionId}:refund-2`);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When a Premium refund is reversed, then Premium runs again to the end of its period and the payment counts as paid', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({
      productId: appStore.APPLE_WEEKLY,
      type: 'Auto-Renewable Subscription',
      expiresDate: Date.now() + 7 * DAY,
      appAccountToken: member.memberId,
    });
    expect((await appStore.postApplePurchase(t, member, t.apple.signTransaction(info))).status).toBe(200);
    const refund = t.apple.signNotification({ notificationType: 'REFUND' }, { ...info, revocationDate: Date.now() });
    expect(await outcomeOf(refund)).toBe('reversed');
    const premiumUntil = async () =>
      (await t.ctx.db.select().from(members).where(eq(members.id, member.memberId)))[0]!.premiumUntil!.getTime();
    expect(await premiumUntil()).toBeLessThanOrEqual(Date.now());

    const reversal = t.apple.signNotification({ notificationType: 'REFUND_REVERSED' }, info);
    expect(await outcomeOf(reversal)).toBe('restored');
    expect(await outcomeOf(reversal)).toBe('already-restored');
    const until = await premiumUntil();
    expect(until).toBeGreaterThan(Date.now() + 6.9 * DAY);
    expect(until).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    const me = await request(t.app).get('/api/v1/app/me').set('Authorization', member.auth);
    expect(me.body).toMatchObject({ isPremium: true });
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, member.memberId));
    expect(subscription!.refundedAt).toBeNull();
    expect(await paymentOf(info.transactionId)).toMatchObject({ status: 'success', refundedAt: null });
  });

  it('When a refund recorded before the app reported the purchase is reversed, then the purchase is credited once', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    const refund = t.apple.signNotification({ notificationType: 'REFUND' }, { ...info, revocationDate: Date.now() });
    expect(await outcomeOf(refund)).toBe('recorded');
    expect((await appStore.postApplePurchase(t, member, t.apple.signTransaction(info))).status).toBe(409);

    const reversal = t.apple.signNotification({ notificationType: 'REFUND_REVERSED' }, info);
    expect(await outcomeOf(reversal)).toBe('credited');
    expect(await outcomeOf(reversal)).toBe('already-restored');
    const call = await appStore.postApplePurchase(t, member, t.apple.signTransaction(info));
    expect(call.body).toMatchObject({ status: 'already-credited', balance: 100 });
    expect(await keysOf(info.transactionId)).toEqual([`apple:${info.transactionId}`]);
    expect(await paymentOf(info.transactionId)).toMatchObject({ status: 'success', refundedAt: null });
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });

  it('When the reversal arrives before its refund, then the late refund is not acted on', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    await appStore.postApplePurchase(t, member, t.apple.signTransaction(info));
    const refund = t.apple.signNotification(
      { notificationType: 'REFUND' },
      { ...info, revocationDate: Date.now() - 1 },
    );
    expect(await outcomeOf(t.apple.signNotification({ notificationType: 'REFUND_REVERSED' }, info))).toBe(
      'not-refunded',
    );
    expect(await outcomeOf(refund)).toBe('already-reversed');
    expect(await appStore.tokensOf(t, member)).toEqual({ balance: 100, held: 0, available: 100 });
    expect(await keysOf(info.transactionId)).toEqual([`apple:${info.transactionId}`]);
  });

  it('When a reversal names a transaction never seen, then it is credited like a purchase, once', async () => {
    const member = await appStore.newMember(t);
    const info = t.apple.transaction({ productId: appStore.APPLE_PACK, appAccountToken: member.memberId });
    const reversal = t.apple.signNotification({ notificationType: 'REFUND_REVERSED' }, info);
    expect(await outcomeOf(reversal)).toBe('credited');
    expect(await outcomeOf(reversal)).toBe('already-restored');
    expect((await appStore.tokensOf(t, member)).balance).toBe(100);
    expect((await verifyLedger(t.ctx)).ok).toBe(true);
  });
});
