import { isFreePlan, type Admin, type DashboardResponse, type UserAnalytics } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { DASHBOARD_AGGREGATES_KEY } from '../../lib/aggregate-cache';
import { inboxOverview } from '../contact/inbox.service';
import { withPhotos } from '../members/admin-user';
import { openReportCounts } from '../reports/reports.service';
import { memberCounts, newestMembers, planTiers } from './analytics.repository';

const LATEST_NOTIFICATIONS = 5;
const RECENT_MEMBERS = 5;

/**
 * Member counts and plan tiers are SQL aggregates over whole tables (members are never loaded into
 * memory to be counted), kept in the aggregate cache: activations and plan edits invalidate them.
 */
async function loadAggregates(db: Db, now: Date) {
  const [counts, tiers] = await Promise.all([memberCounts(db, now), planTiers(db, now)]);
  return { counts, tiers };
}

export async function getUserAnalytics(ctx: AppContext): Promise<UserAnalytics> {
  const { db } = ctx;
  const now = ctx.now();
  const [{ counts, tiers }, recent] = await Promise.all([
    ctx.aggregates.get(DASHBOARD_AGGREGATES_KEY, () => loadAggregates(db, now)),
    newestMembers(db, RECENT_MEMBERS),
  ]);
  return {
    ...counts,
    tiers: tiers.map((tier) => ({
      _id: tier.id,
      plan: tier.name,
      cost: tier.monthlyPrice,
      weeklyCost: tier.weeklyPrice,
      // Everyone who is not Premium is on Free.
      subscribers: isFreePlan(tier) ? counts.numberOfUsers - counts.premiumCount : tier.subscribers,
      revenue: tier.revenue,
    })),
    last5users: await withPhotos(db, recent, now),
  };
}

export async function getDashboard(ctx: AppContext, admin: Admin): Promise<DashboardResponse> {
  const { db } = ctx;
  const [inbox, userAnalytics, openReports] = await Promise.all([inboxOverview(db, LATEST_NOTIFICATIONS), getUserAnalytics(ctx), openReportCounts(db)]);
  return { admin, ...inbox, userAnalytics, openReports };
}
