import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES, isBadgeOffered, isFreePlan, MESSAGES, purchaseTotal, type ActivateSubscriptionResponse, type AdminSubscription,
  type BillingCycle, type EarningStatus,
} from '@blynd/shared';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../../middleware/admin-auth';
import { findMemberById } from '../../members/members.repository';
import { isPremium } from '../../members/premium';
import { findActiveBadgeOffer } from '../../plans/plans.repository';
import { activateByReference, activateSubscription, type ActivationResult } from '../../subscriptions/subscriptions.service';
import { recordAudit } from '../audit/audit.writer';
import { getUserById } from '../members/admin-members.service';
import { findActivePlanByNameOrId } from './admin-subscriptions.repository';

export const SUBSCRIPTION_RULES = {
  blocked: 'This user is blocked; unblock them before activating a subscription',
  freePlan: 'The Free plan needs no activation',
  badgeNotOffered: "The badge is offered only with a monthly plan and only for the user's own earning status",
} as const;

type ByPlan = { plan: string; billingType: BillingCycle; includeBadge: boolean };
type ActivationRequest = { userId: string; reference?: string | null } & Partial<ByPlan>;

const toAdminSubscription = (result: ActivationResult): AdminSubscription => ({
  _id: result.subscription.id,
  // Null only for an account deleted since (the row stays for revenue figures).
  userId: result.subscription.memberId ?? '',
  plan: result.subscription.planName,
  billingType: result.subscription.billingType as BillingCycle,
  badge: (result.subscription.badge as EarningStatus | null) ?? null,
  amount: result.subscription.amount,
  reference: result.subscription.reference,
  source: result.subscription.source,
  startsAt: result.subscription.startsAt.toISOString(),
  endsAt: result.subscription.endsAt.toISOString(),
});

/**
 * Manual activation (SPEC §4 admin subscription mode): by a Paystack reference, verified with the provider
 * and activated through the same idempotent path as the webhook; or by plan, cycle and optional badge,
 * priced by the server. Either way the subscription records the admin.
 */
export async function activateForMember(ctx: AppContext, input: ActivationRequest, actor: Actor): Promise<ActivateSubscriptionResponse> {
  const member = await findMemberById(ctx.db, input.userId);
  if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);

  let result: ActivationResult;
  if (input.reference) {
    result = await activateByReference(ctx, input.reference, { source: 'admin', adminId: actor.adminId, memberId: member.id });
  } else {
    if (member.isBlocked || member.disabled) throw new AppError('CONFLICT', SUBSCRIPTION_RULES.blocked);
    const now = ctx.now();
    if (isPremium(member.premiumUntil, now)) throw new AppError('CONFLICT', MESSAGES.alreadyPremium);
    const plan = await findActivePlanByNameOrId(ctx.db, input.plan ?? '');
    if (!plan) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.planNotFound);
    if (isFreePlan(plan)) throw new AppError('BAD_REQUEST', SUBSCRIPTION_RULES.freePlan);
    const cycle = input.billingType ?? 'monthly';
    const earningStatus = member.earningStatus as EarningStatus;
    const badge = input.includeBadge ? await findActiveBadgeOffer(ctx.db, earningStatus) : undefined;
    if (input.includeBadge && (!badge || !isBadgeOffered({ earningStatus: badge.earningStatus as EarningStatus }, { isPremium: false, earningStatus }, cycle))) {
      throw new AppError('BAD_REQUEST', SUBSCRIPTION_RULES.badgeNotOffered);
    }
    result = await activateSubscription(ctx, {
      memberId: member.id,
      planId: plan.id,
      billingType: cycle,
      badge: badge ? earningStatus : null,
      amount: purchaseTotal(plan, cycle, badge),
      reference: `ADMIN-${randomUUID()}`,
      source: 'admin',
      adminId: actor.adminId,
    });
  }

  await recordAudit(ctx.db, actor, {
    action: 'subscription.activate',
    targetType: 'member',
    targetId: member.id,
    details: { subscriptionId: result.subscription.id, reference: result.subscription.reference, plan: result.subscription.planName, activated: result.activated },
  });
  const message = result.activated
    ? `${result.subscription.planName} (${result.subscription.billingType}) activated for ${member.firstName} until ${result.premiumUntil.toDateString()}`
    : 'This payment was already activated; nothing was changed';
  return { message, subscription: toAdminSubscription(result), user: await getUserById(ctx.db, member.id, ctx.now()) };
}
