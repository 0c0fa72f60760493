import type { BadgeOffer, Plan } from '../schemas/plans';
import type { BillingCycle, EarningStatus } from './constants';

export const isFreePlan = (plan: Pick<Plan, 'name' | 'weeklyPrice' | 'monthlyPrice'>) =>
  plan.name.trim().toLowerCase() === 'free' || (plan.weeklyPrice === 0 && plan.monthlyPrice === 0);

export const planPrice = (plan: Pick<Plan, 'weeklyPrice' | 'monthlyPrice'>, cycle: BillingCycle) =>
  cycle === 'weekly' ? plan.weeklyPrice : plan.monthlyPrice;

/** The badge rule (docs/domain-rules.md#plans-and-pricing): not Premium, monthly cycle, and the badge matches the member's status. */
export const isBadgeOffered = (
  badge: Pick<BadgeOffer, 'earningStatus'>,
  member: { isPremium: boolean; earningStatus: EarningStatus | null },
  cycle: BillingCycle,
) => !member.isPremium && cycle === 'monthly' && badge.earningStatus === member.earningStatus;

export const purchaseTotal = (
  plan: Pick<Plan, 'weeklyPrice' | 'monthlyPrice'>,
  cycle: BillingCycle,
  badge?: Pick<BadgeOffer, 'price'> | null,
) => planPrice(plan, cycle) + (badge ? badge.price : 0);

export const formatNaira = (amount: number) => `₦${amount.toLocaleString('en-NG', { maximumFractionDigits: 0 })}`;

export const maskEmail = (email: string) => {
  const at = email.indexOf('@');
  if (at < 1) return '';
  return `${email[0]}***${email.slice(at)}`;
};
