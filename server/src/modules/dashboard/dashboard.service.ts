import {
  isFreePlan,
  type Admin,
  type DashboardResponse,
  type RevenueResponse,
  type UserAnalytics,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { DASHBOARD_AGGREGATES_KEY } from '../../lib/aggregate-cache';
import { inboxOverview } from '../contact/inbox.service';
import { systemMessagesOverview } from '../system-messages/system-messages.service';
import { withPhotos } from '../admin-members/admin-user';
import { openReportCounts } from '../reports/reports.service';
import { moderationStats } from '../moderation/moderation.service';
import { memberCounts, newestMembers, planFigures, tokenSalesTotals } from './analytics.repository';

const LATEST_NOTIFICATIONS = 5;
const RECENT_MEMBERS = 5;

/**
 * Member counts and plan figures are SQL aggregates over whole tables (members are never loaded into
 * memory to be counted), kept in the aggregate cache: activations and plan edits invalidate them.
 */
async function loadAggregates(db: Db, now: Date) {
  const [counts, figures] = await Promise.all([memberCounts(db, now), planFigures(db, now)]);
  // Everyone who is not Premium is on Free.
  const plans = figures.map((plan) => ({
    ...plan,
    isFree: isFreePlan(plan),
    subscribers: isFreePlan(plan) ? counts.numberOfUsers - counts.premiumCount : plan.subscribers,
  }));
  return { counts, plans };
}

const aggregates = (ctx: AppContext) =>
  ctx.aggregates.get(DASHBOARD_AGGREGATES_KEY, () => loadAggregates(ctx.db, ctx.now()));

/** A retired plan still shows while members are on it or money was received for it. */
const shown = (plan: { retired: boolean; subscribers: number; payments: number; manualActivations: number }) =>
  !plan.retired || plan.subscribers > 0 || plan.payments > 0 || plan.manualActivations > 0;

export async function getUserAnalytics(ctx: AppContext): Promise<UserAnalytics> {
  const [{ counts, plans }, recent] = await Promise.all([aggregates(ctx), newestMembers(ctx.db, RECENT_MEMBERS)]);
  return {
    ...counts,
    tiers: plans
      .filter((plan) => !plan.retired || plan.subscribers > 0)
      .map((plan) => ({
        _id: plan.id,
        plan: plan.name,
        cost: plan.monthlyPrice,
        weeklyCost: plan.weeklyPrice,
        subscribers: plan.subscribers,
        retired: plan.retired,
      })),
    last5users: await withPhotos(ctx.db, recent, ctx.now()),
  };
}

export async function getDashboard(ctx: AppContext, admin: Admin): Promise<DashboardResponse> {
  const { db } = ctx;
  const [inbox, systemMessages, userAnalytics, openReports, moderation] = await Promise.all([
    inboxOverview(db),
    systemMessagesOverview(db, LATEST_NOTIFICATIONS),
    getUserAnalytics(ctx),
    openReportCounts(db),
    moderationStats(ctx),
  ]);
  return { admin, ...inbox, ...systemMessages, userAnalytics, openReports, moderation };
}

/** Monetization: money received (successful payments only) and, apart, activations nobody paid for (decision 0055). */
export async function getRevenue(ctx: AppContext): Promise<RevenueResponse> {
  const [{ plans }, tokenSales] = await Promise.all([aggregates(ctx), tokenSalesTotals(ctx.db)]);
  const listed = plans.filter(shown);
  return {
    tokenSales,
    revenue: plans.reduce((sum, plan) => sum + plan.revenue, 0),
    payments: plans.reduce((sum, plan) => sum + plan.payments, 0),
    manualActivations: {
      count: plans.reduce((sum, plan) => sum + plan.manualActivations, 0),
      listValue: plans.reduce((sum, plan) => sum + plan.listValue, 0),
    },
    plans: listed.map((plan) => ({
      _id: plan.id,
      plan: plan.name,
      cost: plan.monthlyPrice,
      weeklyCost: plan.weeklyPrice,
      retired: plan.retired,
      isFree: plan.isFree,
      subscribers: plan.subscribers,
      payments: plan.payments,
      revenue: plan.revenue,
      manualActivations: plan.manualActivations,
    })),
  };
}
