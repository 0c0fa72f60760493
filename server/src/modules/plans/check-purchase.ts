import {
  isBadgeOffered,
  isFreePlan,
  MESSAGES,
  purchaseTotal,
  type BillingCycle,
  type EarningStatus,
} from '@blynd/shared';
import type { ErrorCode } from '../../lib/app-error';
import { isPremium } from '../../lib/premium';
import type { BadgeOfferRow, PlanRow } from './plans.repository';

export type Purchaser = {
  isBlocked: boolean;
  disabled: boolean;
  premiumUntil: Date | null;
  earningStatus: string | null;
};

/** The badge part of a purchase: none asked for, or the offer asked for (undefined when there is no such offer on sale). */
export type BadgeChoice = null | { offer: BadgeOfferRow | undefined };

export type PurchaseRefusal = 'blocked' | 'free-plan' | 'already-premium' | 'badge-not-offered';

export type PurchaseCheck =
  { kind: 'allowed'; amount: number; badge: EarningStatus | null } | { kind: 'refused'; refusal: PurchaseRefusal };

/**
 * The one purchase rule (docs/domain-rules.md#plans-and-pricing), for the buyer's payment start and an admin's manual activation
 * alike: who may buy, which badge goes with it, and what it costs. The server's price is the only price.
 */
export function checkPurchase(
  member: Purchaser,
  plan: PlanRow,
  cycle: BillingCycle,
  badge: BadgeChoice,
  now: Date,
): PurchaseCheck {
  if (member.isBlocked || member.disabled) return { kind: 'refused', refusal: 'blocked' };
  if (isFreePlan(plan)) return { kind: 'refused', refusal: 'free-plan' };
  if (isPremium(member.premiumUntil, now)) return { kind: 'refused', refusal: 'already-premium' };
  const earningStatus = member.earningStatus as EarningStatus | null;
  if (
    badge &&
    (!badge.offer ||
      !isBadgeOffered(
        { earningStatus: badge.offer.earningStatus as EarningStatus },
        { isPremium: false, earningStatus },
        cycle,
      ))
  ) {
    return { kind: 'refused', refusal: 'badge-not-offered' };
  }
  return { kind: 'allowed', amount: purchaseTotal(plan, cycle, badge?.offer), badge: badge ? earningStatus : null };
}

/** How every caller answers a refusal: one status per refusal, so the buyer and the control centre agree. */
export const PURCHASE_REFUSALS: Record<PurchaseRefusal, { code: ErrorCode; message: string }> = {
  blocked: { code: 'FORBIDDEN', message: MESSAGES.memberBlocked },
  'free-plan': { code: 'BAD_REQUEST', message: 'The Free plan needs no payment' },
  'already-premium': { code: 'CONFLICT', message: MESSAGES.alreadyPremium },
  'badge-not-offered': { code: 'BAD_REQUEST', message: 'This verification badge is not available for this purchase' },
};
