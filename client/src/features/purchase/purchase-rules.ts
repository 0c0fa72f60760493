import {
  isBadgeOffered,
  type BadgeOffer,
  type BillingCycle,
  type ConfirmedDetails,
  planSchema,
  BILLING_CYCLES,
} from '@blynd/shared';
import type { PurchaseState } from '../../lib/pricing';

/** The badge this member may add, if any (docs/domain-rules.md#plans-and-pricing): not Premium, monthly, matching earning status. */
export const offeredBadge = (
  badges: readonly BadgeOffer[],
  member: Pick<ConfirmedDetails, 'isPremium' | 'earningStatus'>,
  cycle: BillingCycle,
): BadgeOffer | null => badges.find((badge) => isBadgeOffered(badge, member, cycle)) ?? null;

/** Router state is whatever history holds, so it is checked before the page trusts it. */
export function readPurchaseState(state: unknown): PurchaseState | null {
  if (!state || typeof state !== 'object') return null;
  const { plan, cycle } = state as { plan?: unknown; cycle?: unknown };
  const parsedPlan = planSchema.safeParse(plan);
  if (!parsedPlan.success || !BILLING_CYCLES.includes(cycle as BillingCycle)) return null;
  return { plan: parsedPlan.data, cycle: cycle as BillingCycle };
}

/** The masked address from confirm details is `a***@example.com`: first letter and domain must agree. */
export function matchesMaskedEmail(email: string, masked: string): boolean {
  if (!masked) return true;
  const typed = email.trim().toLowerCase();
  const mask = masked.toLowerCase();
  const at = mask.indexOf('@');
  const typedAt = typed.indexOf('@');
  if (at < 1 || typedAt < 1) return false;
  return typed[0] === mask[0] && typed.slice(typedAt) === mask.slice(at);
}

/** Phones are typed the local way (0803 123 4501); spaces and dashes are ignored. */
export const normalisePhone = (phone: string) => phone.replace(/[\s-]/g, '');
