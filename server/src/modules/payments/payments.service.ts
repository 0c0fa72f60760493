import { randomBytes } from 'node:crypto';
import type { EarningStatus, InitiatePaymentInput, InitiatePaymentResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import { PaystackUnavailableError, toKobo } from '../../lib/paystack-client';
import { getMember } from '../members/members.service';
import { checkPurchase, type PurchaseRefusal } from '../plans/check-purchase';
import { badgeOfferFor, planNamed } from '../plans/plans.service';
import { insertPendingPayment, markPaymentUnsuccessful } from './payments.repository';

/** Why a start was refused; the route answers each (the purchase rule's refusals included). */
export type StartRefusal = PurchaseRefusal | 'not-own-account' | 'member-not-found' | 'plan-not-found' | 'amount-mismatch' | 'email-mismatch';

export type StartOutcome =
  | ({ kind: 'started' } & InitiatePaymentResponse)
  | { kind: 'refused'; refusal: StartRefusal }
  | { kind: 'provider-down' };

/** Unguessable and unique; the shape Paystack accepts (letters, digits, - . =). */
export const newPaymentReference = () => `BLY-${Date.now().toString(36).toUpperCase()}-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * Starts a purchase (DESIGN §4.3 step 1): the purchase rule decides and prices, then a pending payment is
 * stored and Paystack is asked for a checkout page. Nothing is stored on a refusal.
 */
export async function startPayment(ctx: AppContext, tokenMemberId: string, input: InitiatePaymentInput): Promise<StartOutcome> {
  const refuse = (refusal: StartRefusal): StartOutcome => ({ kind: 'refused', refusal });
  if (input.userId !== tokenMemberId) return refuse('not-own-account');
  const member = await getMember(ctx.db, tokenMemberId);
  if (!member) return refuse('member-not-found');
  const plan = await planNamed(ctx.db, input.plan);
  if (!plan) return refuse('plan-not-found');
  const badge = input.includeBadge && input.badge ? { offer: await badgeOfferFor(ctx.db, input.badge) } : null;
  const check = checkPurchase(member, plan, input.billingType, badge, ctx.now());
  if (check.kind === 'refused') return refuse(check.refusal);
  if (check.amount !== input.amount) return refuse('amount-mismatch');
  // Last, so an answer never tells whether an email guess was right before everything else is (issue 11 item 7);
  // the route also limits wrong guesses per member. The confirm step shows the address masked; the payer
  // types it in full and it must be theirs.
  if (member.email && member.email.trim().toLowerCase() !== input.email.toLowerCase()) return refuse('email-mismatch');

  const payment = await insertPendingPayment(ctx.db, {
    reference: newPaymentReference(),
    memberId: member.id,
    planId: plan.id,
    planName: plan.name,
    billingType: input.billingType,
    badge: check.badge,
    amount: check.amount,
    currency: 'NGN',
    email: member.email ?? input.email,
  });

  try {
    const checkout = await ctx.paystack.initialize({
      email: payment.email,
      amountKobo: toKobo(check.amount),
      currency: 'NGN',
      reference: payment.reference,
      callbackUrl: `${ctx.config.publicUrl}/payment-success`,
      metadata: {
        // Paystack sends a payer who presses Cancel here; /premium then says the payment was cancelled.
        cancel_action: `${ctx.config.publicUrl}/premium?payment=cancelled`,
        memberId: member.id,
        planId: plan.id,
        plan: plan.name,
        billingType: input.billingType,
        badge: payment.badge,
        custom_fields: [
          { display_name: 'Plan', variable_name: 'plan', value: `${plan.name} (${input.billingType})` },
          ...(payment.badge ? [{ display_name: 'Verification badge', variable_name: 'badge', value: payment.badge as EarningStatus }] : []),
        ],
      },
    });
    if (checkout.reference !== payment.reference) throw new PaystackUnavailableError(`initialize: answered for reference ${checkout.reference}`);
    return { kind: 'started', redirect: checkout.authorizationUrl, reference: payment.reference };
  } catch (error) {
    const reason = error instanceof PaystackUnavailableError ? error.reason : 'unexpected error';
    await markPaymentUnsuccessful(ctx.db, payment.id, 'failed', reason);
    ctx.logger.warn({ reference: payment.reference, reason }, 'payment could not be started');
    return { kind: 'provider-down' };
  }
}
