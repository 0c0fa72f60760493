import { MESSAGES, type SubscriptionSource } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PaystackUnavailableError } from '../../lib/paystack-client';
import { claimPaymentSuccess, findPaymentByReference, markPaymentUnsuccessful } from './payments.repository';
import type { PaymentKind, Settlement } from './settlement';
import { checkTransaction } from './transaction-check';

export const PAYMENT_NOT_FOUND = 'No payment found with this reference';
export const PROVIDER_UNREACHABLE =
  'We could not reach the payment provider to confirm your payment, please try again shortly';

/** What verifying a payment reference came to; each caller maps it to HTTP or to a log line. */
export type VerificationOutcome =
  /** Settled by this call (`activated`) or before, by this or another caller (`already-active`: nothing changed). */
  | Settlement
  /** `message` may be shown to the payer; `reason` is for logs. */
  | { kind: 'not-paid'; message: string; reason: string }
  /** No such payment, or not the given member's (or not of the given kind). */
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
  /** Only a payment for this kind of purchase counts (an admin activates Premium by reference, never a token pack). */
  kind?: PaymentKind;
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
  if (options.kind !== undefined && payment.kind !== options.kind) return { kind: 'unknown-reference' };
  const owned = { ...payment, memberId: payment.memberId };
  const settler = ctx.settlers[payment.kind];
  if (payment.status === 'success') return { kind: 'already-active', summary: await settler.settled(ctx, owned) };
  // A store payment not yet settled is its store's to settle (decision 0144): Paystack never saw it.
  if (payment.channel !== 'website') return { kind: 'unknown-reference' };

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
  return settler.settle(ctx, owned, claim, {
    source: options.source ?? paymentSource(ctx),
    adminId: options.adminId ?? null,
  });
}
