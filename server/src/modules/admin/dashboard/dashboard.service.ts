import { isFreePlan, PAGE_SIZE, type Admin, type DashboardResponse, type UserAnalytics } from '@blynd/shared';
import type { Db } from '../../../db/client';
import { withReplies, toSystemNotification } from '../inbox/inbox.service';
import { countContactMessages, countUnreadMessageNotifications, listContactMessages, listSystemNotifications } from '../inbox/inbox.repository';
import { withPhotos } from '../members/admin-user';
import { memberCounts, newestMembers, planTiers } from './analytics.repository';

const LATEST_NOTIFICATIONS = 5;
const RECENT_MEMBERS = 5;

/** Every figure comes from SQL aggregates; members are never loaded into memory to be counted. */
export async function getUserAnalytics(db: Db, now: Date): Promise<UserAnalytics> {
  const [counts, tiers, recent] = await Promise.all([memberCounts(db, now), planTiers(db, now), newestMembers(db, RECENT_MEMBERS)]);
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

export async function getDashboard(db: Db, admin: Admin, now: Date): Promise<DashboardResponse> {
  const [latestMessages, messageCounts, unreadNotifications, latestNotifications, userAnalytics] = await Promise.all([
    listContactMessages(db, PAGE_SIZE),
    countContactMessages(db),
    countUnreadMessageNotifications(db),
    listSystemNotifications(db, LATEST_NOTIFICATIONS),
    getUserAnalytics(db, now),
  ]);
  return {
    admin,
    ContactMessages: { messages: await withReplies(db, latestMessages), unreadCount: messageCounts.unread, total: messageCounts.total },
    systemtNotif: { unreadCount: unreadNotifications, latest: latestNotifications.map(toSystemNotification) },
    userAnalytics,
  };
}
