import { formatNaira, isFreePlan, planPrice, type BillingCycle, type Plan } from '@blynd/shared';

export const CYCLE_SUFFIX: Record<BillingCycle, string> = { weekly: '/wk', monthly: '/mo' };
export const CYCLE_NAME: Record<BillingCycle, string> = { weekly: 'Weekly', monthly: 'Monthly' };

/** 'Free' for a free plan or a zero price, else naira with the cycle suffix: ₦8,000 /wk. */
export function planPriceLabel(plan: Plan, cycle: BillingCycle): { amount: string; suffix: string } {
  const price = planPrice(plan, cycle);
  if (isFreePlan(plan) || price === 0) return { amount: 'Free', suffix: '' };
  return { amount: formatNaira(price), suffix: CYCLE_SUFFIX[cycle] };
}

/** What /premium hands to /purchase-plan in router state. */
export type PurchaseState = { plan: Plan; cycle: BillingCycle };
