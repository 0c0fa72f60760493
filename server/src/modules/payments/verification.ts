import { MESSAGES, type BillingCycle, type EarningStatus, type PaymentSummary, type SubscriptionSource } from '@blynd/shared';
import type { AppContext } from '../../context';
import { PaystackUnavailableError } from '../../lib/paystack-client';
import { findSubscriptionByReference, type SubscriptionRow } from '../subscriptions/activation/activation.repository';
import { activateSubscription, summaryOf } from '../subscriptions/activation/activation.service';
import { claimPaymentSuccess, findPaymentByReference, markPaymentUnsuccessful } from './payments.repository';
import { checkTransaction } from './transaction-check';

export const PAYMENT_NOT_FOUND = 'No payment found with this reference';
export const PROVIDER_UNREACHABLE = 'We could not reach the payment provider to confirm your payment, please try again shortly';

/** What verifying a payment reference came to; each caller maps it to HTTP or to a log line. */
export type VerificationOutcome =
  | { kind: 'activated'; summary: PaymentSummary; subscription: SubscriptionRow }
  /** Settled before (by this or another caller): the same summary, nothing changed. */
  | { kind: 'already-active'; summary: PaymentSummary; subscription?: SubscriptionRow }
  /** `message` may be shown to the payer; `reason` is for logs. */
  | { kind: 'not-paid'; message: string; reason: string }
  /** No such payment, or not the given member's. */
  | { kind: 'unknown-reference' }
  | { kind: 'provider-down'; reason: string };

export type VerifyOptions = {
  /** Only this member's payment counts (the payer's return page, an admin acting for one member). */
  memberId?: string;
  /** `admin` when an admin activates by reference; otherwise the provider the payment went through. */
  source?: SubscriptionSource;
  adminId?: string | null;
};

/** Subscriptions paid through the local sandbox are told apart from real ones. */
export const paymentSource = (ctx: Pick<AppContext, 'config'>): SubscriptionSource => (ctx.config.paystack.sandbox ? 'sandbox' : 'paystack');

/**
 * Verifies a payment reference with Paystack (DESIGN §4.3 step 2) and activates it once if it was paid:
 * the one path of the return page, the webhook, reconciliation and an admin's activation by reference.
 */
export async function verifyPayment(ctx: AppContext, reference: string, options: VerifyOptions = {}): Promise<VerificationOutcome> {
  const payment = await findPaymentByReference(ctx.db, reference);
  // A payment without a member belongs to a deleted account: kept for accounting, never activated again.
  if (!payment || !payment.memberId || (options.memberId !== undefined && payment.memberId !== options.memberId)) return { kind: 'unknown-reference' };
  if (payment.status === 'success') return alreadyActive(ctx, payment);
  const memberId = payment.memberId;

  let transaction;
  try {
    transaction = await ctx.paystack.verify(payment.reference);
  } catch (error) {
    if (!(error instanceof PaystackUnavailableError)) throw error;
    // Paystack answers 400/404 for a reference it never saw: nothing was paid.
    if (error.httpStatus === 400 || error.httpStatus === 404) return { kind: 'not-paid', message: MESSAGES.paymentVerificationFailed, reason: error.reason };
    return { kind: 'provider-down', reason: error.reason };
  }

  const check = checkTransaction(payment, transaction, ctx.now());
  if (check.kind === 'unpaid') {
    if (check.record) await markPaymentUnsuccessful(ctx.db, payment.id, check.record, check.reason);
    if (check.record === 'failed' && /mismatch/.test(check.reason)) {
      ctx.logger.error({ reference, reason: check.reason }, 'paid transaction does not match the payment: not activated');
    }
    return { kind: 'not-paid', message: check.message, reason: check.reason };
  }

  const activation = await activateSubscription(ctx, {
    memberId,
    plan: { id: payment.planId, name: payment.planName },
    billingType: payment.billingType as BillingCycle,
    badge: (payment.badge as EarningStatus | null) ?? null,
    amount: payment.amount,
    reference: payment.reference,
    source: options.source ?? paymentSource(ctx),
    adminId: options.adminId ?? null,
    whenPremium: 'extend',
    // The conditional update that makes activation idempotent: of any number of callers one claims the row.
    claim: async (tx) => (await claimPaymentSuccess(tx, payment.id, check.paidAt)) !== undefined,
    receiptTo: payment.email,
  });
  if (activation.kind === 'activated') return { kind: 'activated', summary: summaryOf(activation.subscription), subscription: activation.subscription };
  return alreadyActive(ctx, payment);
}

async function alreadyActive(ctx: AppContext, payment: { reference: string; planName: string; billingType: string; badge: string | null; amount: number }): Promise<VerificationOutcome> {
  const subscription = await findSubscriptionByReference(ctx.db, payment.reference);
  return { kind: 'already-active', summary: summaryOf(subscription ?? payment), subscription };
}
