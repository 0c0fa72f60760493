import {
  isFreePlan,
  type AdminBadgeOffer,
  type AdminPlan,
  type AdminPlansResponse,
  type BadgeActionResponse,
  type CreateBadgeOfferInput,
  type CreatePlanInput,
  type PlanActionResponse,
  type UpdateBadgeOfferInput,
  type UpdatePlanInput,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.writer';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  findBadgeOffer,
  findPlan,
  insertBadgeOffer,
  insertPlan,
  listBadgeOffers,
  listPlans,
  updateBadgeOfferRow,
  updatePlanRow,
  type BadgeOfferRow,
  type PlanRow,
} from './plans.repository';
import { toBadgeOffer, toPlan } from './plans.service';

export const PLAN_RULES = {
  freeFixed: 'The Free plan cannot be renamed, priced or retired',
  paidNeedsPrice: 'A paid plan needs a weekly and a monthly price above 0',
  freeName: 'Only the Free plan can be called Free',
  /** Names are unique whatever their case: a buyer's plan name must resolve to exactly one plan. */
  nameTaken: 'A plan with this name already exists',
  badgeExists: 'A badge offer for this earning status already exists; edit it instead',
} as const;

const toAdminPlan = (row: PlanRow): AdminPlan => ({
  ...toPlan(row),
  sortOrder: row.sortOrder,
  retired: row.retired,
  isFree: isFreePlan(row),
});
const toAdminBadge = (row: BadgeOfferRow): AdminBadgeOffer => ({ ...toBadgeOffer(row), retired: row.retired });

export async function getCatalogue(db: Db): Promise<AdminPlansResponse> {
  const [plans, badges] = await Promise.all([
    listPlans(db, { includeRetired: true }),
    listBadgeOffers(db, { includeRetired: true }),
  ]);
  return { plans: plans.map(toAdminPlan), badges: badges.map(toAdminBadge) };
}

const conflictOnDuplicate = (message: string) => (error: unknown) => {
  throw isUniqueViolation(error) ? new AppError('CONFLICT', message) : error;
};

export async function createPlan(ctx: AppContext, input: CreatePlanInput, actor: Actor): Promise<PlanActionResponse> {
  if (input.name.trim().toLowerCase() === 'free') throw new AppError('CONFLICT', PLAN_RULES.nameTaken);
  if (input.weeklyPrice <= 0 || input.monthlyPrice <= 0) throw new AppError('BAD_REQUEST', PLAN_RULES.paidNeedsPrice);
  if (await findPlan(ctx.db, input.name, { includeRetired: true }))
    throw new AppError('CONFLICT', PLAN_RULES.nameTaken);
  const row = await ctx.db
    .transaction(async (tx) => {
      const plan = await insertPlan(tx, { ...input, sortOrder: input.sortOrder ?? 100 });
      await recordAudit(tx, actor, {
        action: 'plan.create',
        targetType: 'plan',
        targetId: plan.id,
        details: { ...input },
      });
      return plan;
    })
    .catch(conflictOnDuplicate(PLAN_RULES.nameTaken));
  return { message: `Plan ${row.name} created`, plan: toAdminPlan(row) };
}

/** Edits prices, features, name, order, or retires/restores a plan. Free keeps its name and price and stays. */
export async function updatePlan(
  ctx: AppContext,
  planId: string,
  input: UpdatePlanInput,
  actor: Actor,
): Promise<PlanActionResponse> {
  const plan = await findPlan(ctx.db, planId, { includeRetired: true });
  if (!plan) throw new AppError('NOT_FOUND', 'Plan not found');
  if (isFreePlan(plan)) {
    const renamed = input.name !== undefined && input.name !== plan.name;
    const priced = (input.weeklyPrice ?? 0) !== 0 || (input.monthlyPrice ?? 0) !== 0;
    if (renamed || priced || input.retired === true) throw new AppError('CONFLICT', PLAN_RULES.freeFixed);
  } else {
    if (input.name !== undefined && input.name.trim().toLowerCase() === 'free')
      throw new AppError('BAD_REQUEST', PLAN_RULES.freeName);
    if (input.weeklyPrice === 0 || input.monthlyPrice === 0)
      throw new AppError('BAD_REQUEST', PLAN_RULES.paidNeedsPrice);
  }
  const row = await ctx.db
    .transaction(async (tx) => {
      const updated = await updatePlanRow(tx, planId, input);
      await recordAudit(tx, actor, {
        action: 'plan.update',
        targetType: 'plan',
        targetId: planId,
        details: { ...input },
      });
      return updated;
    })
    .catch(conflictOnDuplicate(PLAN_RULES.nameTaken));
  const message =
    input.retired === true
      ? `Plan ${row.name} retired`
      : input.retired === false
        ? `Plan ${row.name} restored`
        : `Plan ${row.name} saved`;
  return { message, plan: toAdminPlan(row) };
}

export async function createBadgeOffer(
  ctx: AppContext,
  input: CreateBadgeOfferInput,
  actor: Actor,
): Promise<BadgeActionResponse> {
  const row = await ctx.db
    .transaction(async (tx) => {
      const badge = await insertBadgeOffer(tx, input);
      await recordAudit(tx, actor, {
        action: 'badge.create',
        targetType: 'badge_offer',
        targetId: badge.id,
        details: { ...input },
      });
      return badge;
    })
    .catch(conflictOnDuplicate(PLAN_RULES.badgeExists));
  return { message: `${row.earningStatus} badge offer created`, badge: toAdminBadge(row) };
}

export async function updateBadgeOffer(
  ctx: AppContext,
  badgeId: string,
  input: UpdateBadgeOfferInput,
  actor: Actor,
): Promise<BadgeActionResponse> {
  const row = await ctx.db.transaction(async (tx) => {
    if (!(await findBadgeOffer(tx, badgeId, { includeRetired: true })))
      throw new AppError('NOT_FOUND', 'Badge offer not found');
    const updated = await updateBadgeOfferRow(tx, badgeId, input);
    await recordAudit(tx, actor, {
      action: 'badge.update',
      targetType: 'badge_offer',
      targetId: badgeId,
      details: { ...input },
    });
    return updated;
  });
  const message =
    input.retired === true ? `${row.earningStatus} badge offer retired` : `${row.earningStatus} badge offer saved`;
  return { message, badge: toAdminBadge(row) };
}
