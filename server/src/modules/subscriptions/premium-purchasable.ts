import {
  initiatePaymentSchema,
  MESSAGES,
  type BillingCycle,
  type EarningStatus,
  type InitiatePaymentInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { activateSubscription, subscriptionByReference, summaryOf } from '../activation/activation.service';
import type { Purchasable } from '../payments/purchasable';
import type { PaymentSettler, SettleablePayment } from '../payments/settlement';
import { checkPurchase, PURCHASE_REFUSALS, type PurchaseRefusal } from '../plans/check-purchase';
import { badgeOfferFor, planNamed } from '../plans/plans.service';

export type PremiumRefusal = PurchaseRefusal | 'plan-not-found' | 'amount-mismatch';

const alreadySettled = async (ctx: AppContext, payment: SettleablePayment) =>
  summaryOf((await subscriptionByReference(ctx, payment.reference)) ?? payment);

/** A paid Premium reference activates the plan it paid for, once (docs/domain-rules.md#premium-activation). */
const premiumSettler: PaymentSettler = {
  async settle(ctx, payment, claim, { source, adminId }) {
    const activation = await activateSubscription(ctx, {
      memberId: payment.memberId,
      plan: { id: payment.planId!, name: payment.planName },
      billingType: payment.billingType as BillingCycle,
      badge: (payment.badge as EarningStatus | null) ?? null,
      amount: payment.amount,
      reference: payment.reference,
      source,
      adminId,
      whenPremium: 'extend',
      claim,
      receiptTo: payment.email,
    });
    if (activation.kind === 'activated') return { kind: 'activated', summary: summaryOf(activation.subscription) };
    return { kind: 'already-active', summary: await alreadySettled(ctx, payment) };
  },
  settled: alreadySettled,
};

/**
 * Premium through the website (docs/domain-rules.md#payments): priced by the one purchase rule; the amount the
 * payer saw must be the server's.
 */
export const premiumPurchasable: Purchasable<InitiatePaymentInput, PremiumRefusal> = {
  kind: 'plan',
  input: initiatePaymentSchema,
  // Paystack sends a payer who presses Cancel here; /premium then says the payment was cancelled.
  cancelPath: '/premium',
  limitPrefix: 'payment',
  async price(ctx, member, input) {
    const plan = await planNamed(ctx.db, input.plan);
    if (!plan) return { kind: 'refused', refusal: 'plan-not-found' };
    const badge = input.includeBadge && input.badge ? { offer: await badgeOfferFor(ctx.db, input.badge) } : null;
    const check = checkPurchase(member, plan, input.billingType, badge, ctx.now());
    if (check.kind === 'refused') return check;
    if (check.amount !== input.amount) return { kind: 'refused', refusal: 'amount-mismatch' };
    return {
      kind: 'priced',
      payment: {
        planId: plan.id,
        planName: plan.name,
        billingType: input.billingType,
        badge: check.badge,
        amount: check.amount,
      },
      metadata: {
        planId: plan.id,
        plan: plan.name,
        billingType: input.billingType,
        badge: check.badge,
        custom_fields: [
          { display_name: 'Plan', variable_name: 'plan', value: `${plan.name} (${input.billingType})` },
          ...(check.badge ? [{ display_name: 'Verification badge', variable_name: 'badge', value: check.badge }] : []),
        ],
      },
    };
  },
  refusals: {
    ...PURCHASE_REFUSALS,
    'plan-not-found': { code: 'BAD_REQUEST', message: 'Choose a valid plan' },
    'amount-mismatch': { code: 'BAD_REQUEST', message: MESSAGES.amountMismatch },
  },
  settler: premiumSettler,
};
