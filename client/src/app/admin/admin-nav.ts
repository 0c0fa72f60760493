import type { AdminArea } from '@blynd/shared';
import { adminPaths } from '../../features/admin/lib/admin-paths';

export type AdminNavItem = { label: string; to: string; area: AdminArea };

/** The sidebar's links, in the order staff use them; each shows only to roles that may use the screen. */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', to: adminPaths.dashboard, area: 'dashboard' },
  { label: 'Messages', to: adminPaths.messages, area: 'inbox' },
  { label: 'Users', to: adminPaths.users, area: 'membersRead' },
  { label: 'Authentications', to: adminPaths.authentications, area: 'authenticationsRead' },
  { label: 'Subscriptions', to: adminPaths.subscriptions, area: 'subscriptions' },
  { label: 'Reports', to: adminPaths.reports, area: 'reports' },
  { label: 'Ads', to: adminPaths.ads, area: 'ads' },
  { label: 'Plans', to: adminPaths.plans, area: 'plans' },
  { label: 'Staff', to: adminPaths.staff, area: 'staff' },
  { label: 'Audit log', to: adminPaths.audit, area: 'audit' },
];
