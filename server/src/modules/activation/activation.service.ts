import {
  PREMIUM_DAYS,
  type BillingCycle,
  type EarningStatus,
  type PaymentSummary,
  type SubscriptionSource,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import { DASHBOARD_AGGREGATES_KEY } from '../../lib/aggregate-cache';
import { getMember } from '../admin-members/members.service';
import { isPremium } from '../../lib/premium';
import { receiptMail } from './receipt-mail';
import { languageOf } from '../notifications/member-language';
import {
  clearSubscriptionRefund,
  findSubscriptionByReference,
  insertSubscriptionOnce,
  lockMemberPremium,
  markSubscriptionRefunded,
  setPremium,
  type SubscriptionRow,
} from './activation.repository';

export type { SubscriptionRow };
export { forgetSubscriptionsOf } from './activation.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The subscription a payment reference activated, if any. */
export const subscriptionByReference = (ctx: AppContext, reference: string) =>
  findSubscriptionByReference(ctx.db, reference);

export type ActivationInput = {
  memberId: string;
  plan: { id: string; name: string };
  billingType: BillingCycle;
  badge: EarningStatus | null;
  /** Whole naira. */
  amount: number;
  reference: string;
  source: SubscriptionSource;
  adminId?: string | null;
  /**
   * What a running period means: `extend` (money already moved: the new period starts where the running
   * one ends, never lost) or `refuse` (a manual activation: Already Premium).
   */
  whenPremium: 'extend' | 'refuse';
  /**
   * Settles whatever paid for this activation inside the same transaction (the payments module claims its
   * pending row); false when another caller already settled it, and then nothing is changed.
   */
  claim?: (tx: DbTransaction) => Promise<boolean>;
  /** Where the receipt goes; the member's own address when not given. */
  receiptTo?: string;
};

export type ActivationOutcome =
  | { kind: 'activated'; subscription: SubscriptionRow }
  /** The payment or reference was already settled by another caller; nothing was changed. */
  | { kind: 'already-activated' }
  /** `whenPremium: 'refuse'` and a period is running; nothing was changed. */
  | { kind: 'already-premium' };

export const summaryOf = (row: {
  planName: string;
  billingType: string;
  badge: string | null;
  amount: number;
}): PaymentSummary => ({
  plan: row.planName,
  billingType: row.billingType as BillingCycle,
  badge: (row.badge as EarningStatus | null) ?? null,
  amount: row.amount,
});

/**
 * Makes a member Premium (docs/domain-rules.md#premium-activation) in one transaction: claims what paid for it, locks the member row,
 * records the subscription, extends premium_until and marks the earning status verified when a badge was
 * bought. The receipt is mailed after commit, by the one caller that activated.
 */
export async function activateSubscription(ctx: AppContext, input: ActivationInput): Promise<ActivationOutcome> {
  const now = ctx.now();
  const outcome = await ctx.db
    .transaction(async (tx): Promise<ActivationOutcome> => {
      if (input.claim && !(await input.claim(tx))) return { kind: 'already-activated' };
      const member = await lockMemberPremium(tx, input.memberId);
      if (!member) throw new Error(`activation for a member that does not exist (${input.memberId})`);
      const running = isPremium(member.premiumUntil, now);
      if (running && input.whenPremium === 'refuse') return { kind: 'already-premium' };
      const startsAt = running ? member.premiumUntil! : now;
      const endsAt = new Date(startsAt.getTime() + PREMIUM_DAYS[input.billingType] * DAY_MS);
      const subscription = await insertSubscriptionOnce(tx, {
        memberId: input.memberId,
        planId: input.plan.id,
        planName: input.plan.name,
        billingType: input.billingType,
        badge: input.badge,
        amount: input.amount,
        reference: input.reference,
        source: input.source,
        adminId: input.adminId ?? null,
        startsAt,
        endsAt,
      });
      // The reference is already someone's activation: roll back so the claim is undone too.
      if (!subscription) throw new ReferenceTaken();
      await setPremium(tx, input.memberId, endsAt, input.badge !== null);
      return { kind: 'activated', subscription };
    })
    .catch((error: unknown): ActivationOutcome => {
      if (error instanceof ReferenceTaken) return { kind: 'already-activated' };
      throw error;
    });
  if (outcome.kind !== 'activated') return outcome;

  ctx.aggregates.invalidate(DASHBOARD_AGGREGATES_KEY);
  const to = input.receiptTo || (await getMember(ctx.db, input.memberId))?.email;
  if (to) await sendReceipt(ctx, to, outcome.subscription, input.claim !== undefined);
  ctx.logger.info(
    { memberId: input.memberId, reference: input.reference, source: input.source },
    'subscription activated',
  );
  return outcome;
}

class ReferenceTaken extends Error {}

export type RefundedPeriod =
  | { kind: 'ended'; memberId: string | null; premiumUntil: Date | null }
  /** No subscription carries the reference, or it was refunded before: nothing changed. */
  | { kind: 'none' };

/**
 * Ends the Premium period a refunded purchase bought (decision 0144), inside the caller's transaction (which has
 * locked what paid for it): the subscription is marked refunded and the member's Premium end moves back by what was
 * left of that period, never before now. Periods bought before or after it keep their length, so Premium from
 * another channel is not lost.
 */
export async function refundPeriod(tx: DbTransaction, reference: string, now: Date): Promise<RefundedPeriod> {
  const subscription = await markSubscriptionRefunded(tx, reference, now);
  if (!subscription) return { kind: 'none' };
  if (!subscription.memberId) return { kind: 'ended', memberId: null, premiumUntil: null };
  const member = await lockMemberPremium(tx, subscription.memberId);
  if (!member?.premiumUntil) return { kind: 'ended', memberId: subscription.memberId, premiumUntil: null };
  const unused = Math.max(0, subscription.endsAt.getTime() - Math.max(subscription.startsAt.getTime(), now.getTime()));
  const premiumUntil = new Date(Math.max(now.getTime(), member.premiumUntil.getTime() - unused));
  await setPremium(tx, subscription.memberId, premiumUntil, false);
  return { kind: 'ended', memberId: subscription.memberId, premiumUntil };
}

export type RestoredPeriod =
  | { kind: 'restored'; memberId: string | null; premiumUntil: Date | null }
  /** No subscription carries the reference, or it is not refunded: nothing changed. */
  | { kind: 'none' };

/**
 * Undoes refundPeriod when the store reverses the refund (decision 0180), inside the caller's transaction: the
 * subscription is no longer refunded and the member gets back what is left of its period from now on (nothing
 * when it is over), added to the Premium they hold now, as a period bought then would have been.
 */
export async function restorePeriod(tx: DbTransaction, reference: string, now: Date): Promise<RestoredPeriod> {
  const subscription = await clearSubscriptionRefund(tx, reference);
  if (!subscription) return { kind: 'none' };
  if (!subscription.memberId) return { kind: 'restored', memberId: null, premiumUntil: null };
  const member = await lockMemberPremium(tx, subscription.memberId);
  const left = subscription.endsAt.getTime() - Math.max(subscription.startsAt.getTime(), now.getTime());
  if (!member || left <= 0)
    return { kind: 'restored', memberId: subscription.memberId, premiumUntil: member?.premiumUntil ?? null };
  const from = isPremium(member.premiumUntil, now) ? member.premiumUntil!.getTime() : now.getTime();
  const premiumUntil = new Date(from + left);
  await setPremium(tx, subscription.memberId, premiumUntil, false);
  return { kind: 'restored', memberId: subscription.memberId, premiumUntil };
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
        language: subscription.memberId ? await languageOf(ctx.db, subscription.memberId) : 'en',
      }),
    );
  } catch (error) {
    ctx.logger.error({ err: error, subscriptionId: subscription.id }, 'receipt mail could not be written');
  }
}
