import {
  isFreePlan,
  PAYMENT_CHANNEL_LABELS,
  PAYMENT_CHANNELS,
  type Admin,
  type DashboardResponse,
  type RevenueChannel,
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
import { channelTotals, memberCounts, newestMembers, planFigures, tokenSalesTotals } from './analytics.repository';

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

/**
 * Each channel's money, all three always (decision 0156). A store keeps its configured share of each sale it did not
 * refund (a refund returns the store's share too); the website's card fees are Paystack's and not modelled here.
 */
async function revenueByChannel(ctx: AppContext): Promise<RevenueChannel[]> {
  const totals = new Map((await channelTotals(ctx.db)).map((row) => [row.channel, row]));
  return PAYMENT_CHANNELS.map((channel) => {
    const row = totals.get(channel) ?? { payments: 0, gross: 0, refunds: 0, refunded: 0 };
    const feeRate = channel === 'website' ? 0 : ctx.config.store.feeRates[channel];
    const fees = Math.round((row.gross - row.refunded) * feeRate);
    return {
      channel,
      label: PAYMENT_CHANNEL_LABELS[channel],
      payments: row.payments,
      gross: row.gross,
      refunds: row.refunds,
      refunded: row.refunded,
      feeRate,
      fees,
      net: row.gross - row.refunded - fees,
    };
  });
}

/** Monetization: money received (successful payments only) and, apart, activations nobody paid for (decision 0055). */
export async function getRevenue(ctx: AppContext): Promise<RevenueResponse> {
  const [{ plans }, tokenSales, channels] = await Promise.all([
    aggregates(ctx),
    tokenSalesTotals(ctx.db),
    revenueByChannel(ctx),
  ]);
  const listed = plans.filter(shown);
  return {
    tokenSales,
    channels,
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
