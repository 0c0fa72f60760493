import { eq } from 'drizzle-orm';
import { MESSAGES, PREMIUM_DAYS, type BillingCycle, type EarningStatus, type PaymentSummary, type SubscriptionSource } from '@blynd/shared';
import type { AppContext } from '../../context';
import { plans } from '../../db/schema';
import { DASHBOARD_AGGREGATES_KEY } from '../../lib/aggregate-cache';
import { AppError } from '../../lib/app-error';
import { PaystackUnavailableError } from '../../lib/paystack-client';
import { findMemberById } from '../members/members.repository';
import { claimPaymentSuccess, findPaymentByReference, markPaymentUnsuccessful } from '../payments/payments.repository';
import { paystackFor } from '../payments/paystack';
import { checkTransaction } from '../payments/transaction-check';
import { receiptMail } from './receipt-mail';
import { findSubscriptionByReference, insertSubscriptionOnce, lockPeriodStart, setPremium, type SubscriptionRow } from './subscriptions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export const PAYMENT_NOT_FOUND = 'No payment found with this reference';
export const PROVIDER_UNREACHABLE = 'We could not reach the payment provider to confirm your payment, please try again shortly';

export type ActivationInput = {
  memberId: string;
  planId: string;
  billingType: BillingCycle;
  badge: EarningStatus | null;
  /** Whole naira. */
  amount: number;
  reference: string | null;
  source: SubscriptionSource;
  adminId?: string | null;
  /** The pending payment this activation settles; it is moved to success exactly once. */
  paymentId?: string;
  /** When the provider says the money moved; defaults to now. */
  paidAt?: Date;
};

export type ActivationResult = {
  /** false: someone else already activated this payment/reference; nothing was changed. */
  activated: boolean;
  subscription: SubscriptionRow;
  premiumUntil: Date;
  summary: PaymentSummary;
};

export const summaryOf = (row: Pick<SubscriptionRow, 'planName' | 'billingType' | 'badge' | 'amount'>): PaymentSummary => ({
  plan: row.planName,
  billingType: row.billingType as BillingCycle,
  badge: (row.badge as EarningStatus | null) ?? null,
  amount: row.amount,
});

/**
 * Makes a member Premium (DESIGN §4.2) in one transaction: settles the pending payment (conditional
 * update, exactly one caller wins), records the subscription, extends premium_until and marks the
 * earning status verified when a badge was bought. The receipt is mailed after commit, by the winner only.
 */
export async function activateSubscription(ctx: AppContext, input: ActivationInput): Promise<ActivationResult> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    let payerEmail: string | undefined;
    let planName: string | undefined;
    if (input.paymentId) {
      const claimed = await claimPaymentSuccess(tx, input.paymentId, input.paidAt ?? now);
      if (!claimed) return { activated: false as const };
      payerEmail = claimed.email;
      planName = claimed.planName;
    }
    const [plan] = await tx.select({ name: plans.name }).from(plans).where(eq(plans.id, input.planId)).limit(1);
    if (!plan) throw new AppError('NOT_FOUND', 'Plan not found');
    const startsAt = await lockPeriodStart(tx, input.memberId, now);
    if (!startsAt) throw new AppError('NOT_FOUND', MESSAGES.memberNotFound);
    const endsAt = new Date(startsAt.getTime() + PREMIUM_DAYS[input.billingType] * DAY_MS);
    const subscription = await insertSubscriptionOnce(tx, {
      memberId: input.memberId,
      planId: input.planId,
      planName: planName ?? plan.name,
      billingType: input.billingType,
      badge: input.badge,
      amount: input.amount,
      reference: input.reference,
      source: input.source,
      adminId: input.adminId ?? null,
      startsAt,
      endsAt,
    });
    // A reference already used by another activation: roll back so the payment claim is undone too.
    if (!subscription) throw new DuplicateReference();
    await setPremium(tx, input.memberId, endsAt, input.badge !== null);
    return { activated: true as const, subscription, payerEmail };
  }).catch((error) => {
    if (error instanceof DuplicateReference) return { activated: false as const };
    throw error;
  });

  if (!outcome.activated) return existingActivation(ctx, input.memberId, input.reference);
  ctx.aggregates.invalidate(DASHBOARD_AGGREGATES_KEY);

  const { subscription } = outcome;
  const to = outcome.payerEmail || (await findMemberById(ctx.db, input.memberId))?.email;
  if (to) await sendReceipt(ctx, to, subscription, input.paymentId !== undefined);
  ctx.logger.info({ memberId: input.memberId, reference: input.reference, source: input.source }, 'subscription activated');
  return { activated: true, subscription, premiumUntil: subscription.endsAt, summary: summaryOf(subscription) };
}

/**
 * Verifies a payment reference with Paystack and activates it if it was paid: the path shared by the
 * return page, the webhook, reconciliation and an admin's manual activation by reference code.
 * Throws 404 (unknown reference, or not `memberId`'s), 400 (not paid) or 502 (provider unreachable).
 */
export async function activateByReference(
  ctx: AppContext,
  reference: string,
  options: { source: SubscriptionSource; adminId?: string | null; memberId?: string },
): Promise<ActivationResult> {
  const payment = await findPaymentByReference(ctx.db, reference);
  // A payment without a member belongs to a deleted account: kept for accounting, never activated again.
  if (!payment || !payment.memberId || (options.memberId !== undefined && payment.memberId !== options.memberId)) {
    throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
  }
  const memberId = payment.memberId;
  if (payment.status === 'success') return existingActivation(ctx, memberId, payment.reference);

  let transaction;
  try {
    transaction = await paystackFor(ctx).verify(payment.reference);
  } catch (error) {
    if (!(error instanceof PaystackUnavailableError)) throw error;
    // Paystack answers 400/404 for a reference it never saw: nothing was paid.
    if (error.httpStatus === 400 || error.httpStatus === 404) throw new AppError('BAD_REQUEST', MESSAGES.paymentVerificationFailed, error.reason);
    ctx.logger.warn({ reference, reason: error.reason }, 'paystack verify failed');
    throw new AppError('BAD_GATEWAY', PROVIDER_UNREACHABLE, error.reason);
  }

  const outcome = checkTransaction(payment, transaction, ctx.now());
  if (outcome.kind === 'unpaid') {
    if (outcome.record) await markPaymentUnsuccessful(ctx.db, payment.id, outcome.record, outcome.reason);
    if (outcome.record === 'failed' && /mismatch/.test(outcome.reason)) {
      ctx.logger.error({ reference, reason: outcome.reason }, 'paid transaction does not match the payment: not activated');
    }
    throw new AppError('BAD_REQUEST', outcome.message, outcome.reason);
  }

  return activateSubscription(ctx, {
    memberId,
    planId: payment.planId,
    billingType: payment.billingType as BillingCycle,
    badge: (payment.badge as EarningStatus | null) ?? null,
    amount: payment.amount,
    reference: payment.reference,
    source: options.source,
    adminId: options.adminId ?? null,
    paymentId: payment.id,
    paidAt: outcome.paidAt,
  });
}

class DuplicateReference extends Error {}

/** The answer for a reference someone already activated: the same summary, nothing changed. */
async function existingActivation(ctx: AppContext, memberId: string, reference: string | null): Promise<ActivationResult> {
  const subscription = reference ? await findSubscriptionByReference(ctx.db, reference) : undefined;
  if (!subscription) throw new AppError('CONFLICT', 'This payment was already processed');
  const member = await findMemberById(ctx.db, memberId);
  return { activated: false, subscription, premiumUntil: member?.premiumUntil ?? subscription.endsAt, summary: summaryOf(subscription) };
}

/** A receipt that cannot be written must not undo a payment that went through; it is logged instead. */
async function sendReceipt(ctx: AppContext, to: string, subscription: SubscriptionRow, paid: boolean) {
  try {
    await ctx.mailer.send(
      receiptMail({
        ...summaryOf(subscription),
        to,
        productName: ctx.config.site.productName,
        reference: subscription.reference,
        premiumUntil: subscription.endsAt,
        paid,
      }),
    );
  } catch (error) {
    ctx.logger.error({ err: error, subscriptionId: subscription.id }, 'receipt mail could not be written');
  }
}
