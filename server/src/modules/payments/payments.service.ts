import { randomBytes } from 'node:crypto';
import {
  MESSAGES,
  isBadgeOffered,
  isFreePlan,
  purchaseTotal,
  type EarningStatus,
  type InitiatePaymentInput,
  type InitiatePaymentResponse,
  type PaymentSummary,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { PaystackUnavailableError, toKobo } from '../../lib/paystack-client';
import { findMemberById } from '../members/members.repository';
import { isPremium } from '../members/premium';
import { findActiveBadgeOffer, findActivePlanByName } from '../plans/plans.repository';
import { activateByReference } from '../subscriptions/subscriptions.service';
import { insertPendingPayment, markPaymentUnsuccessful } from './payments.repository';
import { paymentSource, paystackFor } from './paystack';

export const PAYMENT_ERRORS = {
  planNotFound: 'Choose a valid plan',
  freePlan: 'The Free plan needs no payment',
  badgeNotOffered: 'This verification badge is not available for this purchase',
  emailMismatch: 'The email does not match the one on your account',
} as const;

/** Unguessable and unique; the shape Paystack accepts (letters, digits, - . =). */
export const newPaymentReference = () => `BLY-${Date.now().toString(36).toUpperCase()}-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * Starts a purchase (DESIGN §4.3 step 1): every rule is checked and every price computed here, then a
 * pending payment is stored and Paystack is asked for a checkout page. Nothing is stored on a refusal.
 */
export async function initiatePayment(ctx: AppContext, tokenMemberId: string, input: InitiatePaymentInput): Promise<InitiatePaymentResponse> {
  if (input.userId !== tokenMemberId) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const member = await findMemberById(ctx.db, tokenMemberId);
  if (!member) throw new AppError('NOT_FOUND', MESSAGES.memberNotFound);
  if (member.isBlocked || member.disabled) throw new AppError('FORBIDDEN', MESSAGES.memberBlocked);

  const plan = await findActivePlanByName(ctx.db, input.plan);
  if (!plan) throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.planNotFound);
  if (isFreePlan(plan)) throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.freePlan);
  if (isPremium(member.premiumUntil, ctx.now())) throw new AppError('CONFLICT', MESSAGES.alreadyPremium);

  const earningStatus = member.earningStatus as EarningStatus;
  const badge = input.includeBadge && input.badge ? await findActiveBadgeOffer(ctx.db, input.badge) : undefined;
  if (input.includeBadge && (!badge || !isBadgeOffered({ earningStatus: badge.earningStatus as EarningStatus }, { isPremium: false, earningStatus }, input.billingType))) {
    throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.badgeNotOffered);
  }
  // The confirm step shows the address masked; the payer types it in full and it must be theirs.
  if (member.email && member.email.trim().toLowerCase() !== input.email.toLowerCase()) {
    throw new AppError('BAD_REQUEST', PAYMENT_ERRORS.emailMismatch);
  }
  const amount = purchaseTotal(plan, input.billingType, badge);
  if (amount !== input.amount) throw new AppError('BAD_REQUEST', MESSAGES.amountMismatch);

  const payment = await insertPendingPayment(ctx.db, {
    reference: newPaymentReference(),
    memberId: member.id,
    planId: plan.id,
    planName: plan.name,
    billingType: input.billingType,
    badge: badge ? (badge.earningStatus as EarningStatus) : null,
    amount,
    currency: 'NGN',
    email: member.email ?? input.email,
  });

  try {
    const checkout = await paystackFor(ctx).initialize({
      email: payment.email,
      amountKobo: toKobo(amount),
      currency: 'NGN',
      reference: payment.reference,
      callbackUrl: `${ctx.config.publicUrl}/payment-success`,
      metadata: {
        memberId: member.id,
        planId: plan.id,
        plan: plan.name,
        billingType: input.billingType,
        badge: payment.badge,
        custom_fields: [
          { display_name: 'Plan', variable_name: 'plan', value: `${plan.name} (${input.billingType})` },
          ...(payment.badge ? [{ display_name: 'Verification badge', variable_name: 'badge', value: payment.badge }] : []),
        ],
      },
    });
    if (checkout.reference !== payment.reference) throw new PaystackUnavailableError(`initialize: answered for reference ${checkout.reference}`);
    return { redirect: checkout.authorizationUrl, reference: payment.reference };
  } catch (error) {
    const reason = error instanceof PaystackUnavailableError ? error.reason : 'unexpected error';
    await markPaymentUnsuccessful(ctx.db, payment.id, 'failed', reason);
    ctx.logger.warn({ reference: payment.reference, reason }, 'payment could not be started');
    throw new AppError('BAD_GATEWAY', MESSAGES.paymentStartFailed, error);
  }
}

/** The return page (DESIGN §4.3 step 2): the payer's own reference, checked with Paystack, activated once. */
export async function verifyPayment(ctx: AppContext, tokenMemberId: string, reference: string): Promise<PaymentSummary> {
  const result = await activateByReference(ctx, reference, { source: paymentSource(ctx), memberId: tokenMemberId });
  return result.summary;
}
