import type { ComponentType } from 'react';
import type { AdminScreenKey } from '../../config/admin-screens';

type ScreenLoader = () => Promise<ComponentType>;

/**
 * The component of each screen of the table (config/admin-screens.ts), each its own chunk: the
 * dashboard's charts load only when the dashboard opens. Shared config may not import features, so
 * the table names a screen by key and this map, checked by the compiler against the table's keys,
 * supplies it.
 */
export const SCREEN_COMPONENTS: Record<AdminScreenKey, ScreenLoader> = {
  dashboard: () => import('../../features/dashboard/components/dashboard-screen').then((m) => m.DashboardScreen),
  messages: () => import('../../features/messages/components/messages-screen').then((m) => m.MessagesScreen),
  newSystemMessage: () => import('../../features/messages/components/new-system-message-screen').then((m) => m.NewSystemMessageScreen),
  cannedReplies: () => import('../../features/messages/components/canned-replies-screen').then((m) => m.CannedRepliesScreen),
  users: () => import('../../features/users/components/users-screen').then((m) => m.UsersScreen),
  authentications: () => import('../../features/authentications/components/authentications-screen').then((m) => m.AuthenticationsScreen),
  subscriptions: () => import('../../features/subscriptions/components/subscriptions-screen').then((m) => m.SubscriptionsScreen),
  reports: () => import('../../features/reports/components/reports-screen').then((m) => m.ReportsScreen),
  ads: () => import('../../features/ad-management/components/ads-screen').then((m) => m.AdsScreen),
  plans: () => import('../../features/plan-management/components/plans-screen').then((m) => m.PlansScreen),
  staff: () => import('../../features/staff/components/staff-screen').then((m) => m.StaffScreen),
  audit: () => import('../../features/audit/components/audit-screen').then((m) => m.AuditScreen),
  outbox: () => import('../../features/outbox/components/outbox-screen').then((m) => m.OutboxScreen),
};
