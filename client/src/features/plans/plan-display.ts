import type { BillingCycle, Plan } from '@blynd/shared';

export const isPopularPlan = (plan: Pick<Plan, 'name'>) => plan.name.trim().toLowerCase() === 'spark';

export const buyLabel = (plan: Pick<Plan, 'name'>, cycle: BillingCycle) => `Buy ${plan.name} ${cycle}`;
