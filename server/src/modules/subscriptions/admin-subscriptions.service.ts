import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type ActivateSubscriptionResponse,
  type AdminSubscription,
  type BillingCycle,
  type EarningStatus,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { getUserById } from '../admin-members/admin-members.service';
import { getMember, type MemberRow } from '../admin-members/members.service';
import { settledOrThrow, verifyPayment } from '../payments/verification';
import { checkPurchase, PURCHASE_REFUSALS } from '../plans/check-purchase';
import { badgeOfferFor, planNamed } from '../plans/plans.service';
import { activateSubscription, subscriptionByReference, type SubscriptionRow } from '../activation/activation.service';

export const ALREADY_ACTIVATED = 'This payment was already activated; nothing was changed';

type ByPlan = { plan: string; billingType: BillingCycle; includeBadge: boolean };
type ActivationRequest = { userId: string; reference?: string | null } & Partial<ByPlan>;
type Activated = { activated: boolean; subscription?: SubscriptionRow };

const toAdminSubscription = (row: SubscriptionRow): AdminSubscription => ({
  _id: row.id,
  // Null only for an account deleted since (the row stays for revenue figures).
  userId: row.memberId ?? '',
  plan: row.planName,
  billingType: row.billingType as BillingCycle,
  badge: (row.badge as EarningStatus | null) ?? null,
  amount: row.amount,
  reference: row.reference,
  source: row.source,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

/**
 * Manual activation (docs/domain-rules.md#premium-activation): by a Paystack reference, verified with the provider
 * and activated through the same idempotent path as the webhook; or by plan, cycle and optional badge,
 * under the buyer's purchase rule and priced by the server. Either way the subscription records the admin.
 */
export async function activateForMember(
  ctx: AppContext,
  input: ActivationRequest,
  actor: Actor,
): Promise<ActivateSubscriptionResponse> {
  const member = await getMember(ctx.db, input.userId);
  if (!member) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.userNotFound);
  const result = input.reference
    ? await byReference(ctx, member.id, input.reference, actor)
    : await byPlan(ctx, member, input, actor);

  await recordAudit(ctx.db, actor, {
    action: 'subscription.activate',
    targetType: 'member',
    targetId: member.id,
    details: {
      subscriptionId: result.subscription?.id,
      reference: result.subscription?.reference ?? input.reference,
      plan: result.subscription?.planName,
      activated: result.activated,
    },
  });
  const message =
    result.activated && result.subscription
      ? `${result.subscription.planName} (${result.subscription.billingType}) activated for ${member.firstName} until ${result.subscription.endsAt.toDateString()}`
      : ALREADY_ACTIVATED;
  return {
    message,
    subscription: result.subscription ? toAdminSubscription(result.subscription) : null,
    user: await getUserById(ctx.db, member.id, ctx.now()),
  };
}

async function byReference(ctx: AppContext, memberId: string, reference: string, actor: Actor): Promise<Activated> {
  const outcome = settledOrThrow(
    ctx,
    reference,
    await verifyPayment(ctx, reference, { memberId, kind: 'plan', source: 'admin', adminId: actor.adminId }),
  );
  return { activated: outcome.kind === 'activated', subscription: await subscriptionByReference(ctx, reference) };
}

async function byPlan(ctx: AppContext, member: MemberRow, input: ActivationRequest, actor: Actor): Promise<Activated> {
  const plan = await planNamed(ctx.db, input.plan ?? '');
  if (!plan) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.planNotFound);
  const cycle = input.billingType ?? 'monthly';
  const badge = input.includeBadge
    ? { offer: member.earningStatus ? await badgeOfferFor(ctx.db, member.earningStatus) : undefined }
    : null;
  const check = checkPurchase(member, plan, cycle, badge, ctx.now());
  if (check.kind === 'refused')
    throw new AppError(PURCHASE_REFUSALS[check.refusal].code, PURCHASE_REFUSALS[check.refusal].message);

  const outcome = await activateSubscription(ctx, {
    memberId: member.id,
    plan,
    billingType: cycle,
    badge: check.badge,
    amount: check.amount,
    reference: `ADMIN-${randomUUID()}`,
    source: 'admin',
    adminId: actor.adminId,
    // The Premium check above ran before the member row was locked; activation checks again under the lock.
    whenPremium: 'refuse',
  });
  if (outcome.kind === 'already-premium')
    throw new AppError(PURCHASE_REFUSALS['already-premium'].code, PURCHASE_REFUSALS['already-premium'].message);
  if (outcome.kind !== 'activated') throw new Error('a fresh manual reference cannot have been activated before');
  return { activated: true, subscription: outcome.subscription };
}
