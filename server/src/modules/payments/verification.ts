import {
  MESSAGES,
  type BillingCycle,
  type EarningStatus,
  type PaymentSummary,
  type SubscriptionSource,
  type TokenPaymentSummary,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PaystackUnavailableError } from '../../lib/paystack-client';
import {
  activateSubscription,
  subscriptionByReference,
  summaryOf,
  type SubscriptionRow,
} from '../activation/activation.service';
import { creditTokenPayment, tokenPaymentSummary } from '../tokens/token-credit';
import { claimPaymentSuccess, findPaymentByReference, markPaymentUnsuccessful } from './payments.repository';
import { checkTransaction } from './transaction-check';

export const PAYMENT_NOT_FOUND = 'No payment found with this reference';
export const PROVIDER_UNREACHABLE =
  'We could not reach the payment provider to confirm your payment, please try again shortly';

/** What verifying a payment reference came to; each caller maps it to HTTP or to a log line. */
export type VerificationOutcome =
  | { kind: 'activated'; summary: PaymentSummary; subscription: SubscriptionRow }
  /** Settled before (by this or another caller): the same summary, nothing changed. */
  | { kind: 'already-active'; summary: PaymentSummary; subscription?: SubscriptionRow }
  /** A token pack (decision 0095): `activated` when this call credited it, `already-active` when settled before. */
  | { kind: 'activated' | 'already-active'; summary: TokenPaymentSummary; subscription?: undefined }
  /** `message` may be shown to the payer; `reason` is for logs. */
  | { kind: 'not-paid'; message: string; reason: string }
  /** No such payment, or not the given member's. */
  | { kind: 'unknown-reference' }
  | { kind: 'provider-down'; reason: string };

export type SettledVerification = Extract<VerificationOutcome, { kind: 'activated' | 'already-active' }>;

/**
 * The one map from a failed verification to HTTP, for the payer's verify call and the admin's activation by
 * reference: not paid 400 with the provider's message, unknown 404, provider unreachable 502 (logged).
 */
export function settledOrThrow(ctx: AppContext, reference: string, outcome: VerificationOutcome): SettledVerification {
  switch (outcome.kind) {
    case 'activated':
    case 'already-active':
      return outcome;
    case 'not-paid':
      throw new AppError('BAD_REQUEST', outcome.message, outcome.reason);
    case 'unknown-reference':
      throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
    case 'provider-down':
      ctx.logger.warn({ reference, reason: outcome.reason }, 'paystack verify failed');
      throw new AppError('BAD_GATEWAY', PROVIDER_UNREACHABLE, outcome.reason);
  }
}

export type VerifyOptions = {
  /** Only this member's payment counts (the payer's return page, an admin acting for one member). */
  memberId?: string;
  /** `admin` when an admin activates by reference; otherwise the provider the payment went through. */
  source?: SubscriptionSource;
  adminId?: string | null;
};

/** Subscriptions paid through the local sandbox are told apart from real ones. */
export const paymentSource = (ctx: Pick<AppContext, 'config'>): SubscriptionSource =>
  ctx.config.paystack.sandbox ? 'sandbox' : 'paystack';

/**
 * Verifies a payment reference with Paystack (docs/domain-rules.md#payments, step 2) and activates it once if it was paid:
 * the one path of the return page, the webhook, reconciliation and an admin's activation by reference.
 */
export async function verifyPayment(
  ctx: AppContext,
  reference: string,
  options: VerifyOptions = {},
): Promise<VerificationOutcome> {
  const payment = await findPaymentByReference(ctx.db, reference);
  // A payment without a member belongs to a deleted account: kept for accounting, never activated again.
  if (!payment || !payment.memberId || (options.memberId !== undefined && payment.memberId !== options.memberId))
    return { kind: 'unknown-reference' };
  // An admin activates Premium by reference; a token pack's reference is not a plan payment.
  if (payment.kind === 'tokens' && options.source === 'admin') return { kind: 'unknown-reference' };
  if (payment.status === 'success')
    return payment.kind === 'tokens'
      ? { kind: 'already-active', summary: await tokenPaymentSummary(ctx, payment.memberId, tokenPackOf(payment)) }
      : alreadyActive(ctx, payment);
  const memberId = payment.memberId;

  let transaction;
  try {
    transaction = await ctx.paystack.verify(payment.reference);
  } catch (error) {
    if (!(error instanceof PaystackUnavailableError)) throw error;
    // Paystack answers 400/404 for a reference it never saw: nothing was paid.
    if (error.httpStatus === 400 || error.httpStatus === 404)
      return { kind: 'not-paid', message: MESSAGES.paymentVerificationFailed, reason: error.reason };
    return { kind: 'provider-down', reason: error.reason };
  }

  const check = checkTransaction(payment, transaction, ctx.now());
  if (check.kind === 'unpaid') {
    if (check.record) await markPaymentUnsuccessful(ctx.db, payment.id, check.record, check.reason);
    if (check.record === 'failed' && /mismatch/.test(check.reason)) {
      ctx.logger.error(
        { reference, reason: check.reason },
        'paid transaction does not match the payment: not activated',
      );
    }
    return { kind: 'not-paid', message: check.message, reason: check.reason };
  }

  // The conditional update that makes settling idempotent: of any number of callers one claims the row.
  const claim = async (tx: DbTransaction) => (await claimPaymentSuccess(tx, payment.id, check.paidAt)) !== undefined;
  if (payment.kind === 'tokens') {
    const credit = await creditTokenPayment(ctx, {
      memberId,
      ...tokenPackOf(payment),
      reference: payment.reference,
      claim,
    });
    return { kind: credit.kind === 'credited' ? 'activated' : 'already-active', summary: credit.summary };
  }
  const activation = await activateSubscription(ctx, {
    memberId,
    plan: { id: payment.planId!, name: payment.planName },
    billingType: payment.billingType as BillingCycle,
    badge: (payment.badge as EarningStatus | null) ?? null,
    amount: payment.amount,
    reference: payment.reference,
    source: options.source ?? paymentSource(ctx),
    adminId: options.adminId ?? null,
    whenPremium: 'extend',
    claim,
    receiptTo: payment.email,
  });
  if (activation.kind === 'activated')
    return { kind: 'activated', summary: summaryOf(activation.subscription), subscription: activation.subscription };
  return alreadyActive(ctx, payment);
}

const tokenPackOf = (payment: PaymentRow) => ({
  pack: payment.planName,
  tokens: payment.tokens ?? 0,
  amount: payment.amount,
});

async function alreadyActive(
  ctx: AppContext,
  payment: { reference: string; planName: string; billingType: string; badge: string | null; amount: number },
): Promise<VerificationOutcome> {
  const subscription = await subscriptionByReference(ctx, payment.reference);
  return { kind: 'already-active', summary: summaryOf(subscription ?? payment), subscription };
}
