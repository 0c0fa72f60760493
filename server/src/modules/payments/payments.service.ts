import { randomBytes } from 'node:crypto';
import type { EarningStatus, InitiatePaymentInput, InitiatePaymentResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import { PaystackUnavailableError, toKobo } from '../../lib/paystack-client';
import { getMember } from '../admin-members/members.service';
import { checkPurchase, type PurchaseRefusal } from '../plans/check-purchase';
import { badgeOfferFor, planNamed } from '../plans/plans.service';
import { insertPendingPayment, markPaymentUnsuccessful, type NewPayment } from './payments.repository';

/** Why a start was refused; the route answers each (the purchase rule's refusals included). */
export type StartRefusal =
  PurchaseRefusal | 'not-own-account' | 'member-not-found' | 'plan-not-found' | 'amount-mismatch' | 'email-mismatch';

/** What opening a Paystack checkout came to. */
export type CheckoutOutcome = ({ kind: 'started' } & InitiatePaymentResponse) | { kind: 'provider-down' };

export type StartOutcome = CheckoutOutcome | { kind: 'refused'; refusal: StartRefusal };

/** Unguessable and unique; the shape Paystack accepts (letters, digits, - . =). */
export const newPaymentReference = () =>
  `BLY-${Date.now().toString(36).toUpperCase()}-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * Starts a purchase (docs/domain-rules.md#payments, step 1): the purchase rule decides and prices, then a pending payment is
 * stored and Paystack is asked for a checkout page. Nothing is stored on a refusal.
 */
export async function startPayment(
  ctx: AppContext,
  tokenMemberId: string,
  input: InitiatePaymentInput,
): Promise<StartOutcome> {
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
  // Last, so an answer never tells whether an email guess was right before everything else is;
  // the route also limits wrong guesses per member. The confirm step shows the address masked; the payer
  // types it in full and it must be theirs.
  if (member.email && member.email.trim().toLowerCase() !== input.email.toLowerCase()) return refuse('email-mismatch');

  const boughtBadge = check.badge;
  return openCheckout(
    ctx,
    {
      reference: newPaymentReference(),
      memberId: member.id,
      planId: plan.id,
      planName: plan.name,
      billingType: input.billingType,
      badge: boughtBadge,
      amount: check.amount,
      currency: 'NGN',
      email: member.email ?? input.email,
    },
    {
      // Paystack sends a payer who presses Cancel here; /premium then says the payment was cancelled.
      cancel_action: `${ctx.config.publicUrl}/premium?payment=cancelled`,
      memberId: member.id,
      planId: plan.id,
      plan: plan.name,
      billingType: input.billingType,
      badge: boughtBadge,
      custom_fields: [
        { display_name: 'Plan', variable_name: 'plan', value: `${plan.name} (${input.billingType})` },
        ...(boughtBadge
          ? [{ display_name: 'Verification badge', variable_name: 'badge', value: boughtBadge as EarningStatus }]
          : []),
      ],
    },
  );
}

/**
 * Stores a pending payment (a plan or a token pack) and asks Paystack for its checkout page. A provider
 * failure keeps the row as `failed` with its reason and answers provider-down.
 */
export async function openCheckout(
  ctx: AppContext,
  values: Omit<NewPayment, 'status'>,
  metadata: Record<string, unknown>,
): Promise<CheckoutOutcome> {
  const payment = await insertPendingPayment(ctx.db, values);
  try {
    const checkout = await ctx.paystack.initialize({
      email: payment.email,
      amountKobo: toKobo(payment.amount),
      currency: 'NGN',
      reference: payment.reference,
      callbackUrl: `${ctx.config.publicUrl}/payment-success`,
      metadata,
    });
    if (checkout.reference !== payment.reference)
      throw new PaystackUnavailableError(`initialize: answered for reference ${checkout.reference}`);
    return { kind: 'started', redirect: checkout.authorizationUrl, reference: payment.reference };
  } catch (error) {
    const reason = error instanceof PaystackUnavailableError ? error.reason : 'unexpected error';
    await markPaymentUnsuccessful(ctx.db, payment.id, 'failed', reason);
    ctx.logger.warn({ reference: payment.reference, reason }, 'payment could not be started');
    return { kind: 'provider-down' };
  }
}
