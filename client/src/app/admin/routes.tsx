import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { LoginScreen } from '../../features/admin/auth/components/login-screen';
import { adminPaths } from '../../features/admin/lib/admin-paths';
import { AdminLayout, type AdminRouteHandle } from './admin-layout';
import { AdminNotFound } from './admin-not-found';
import { AdminRoot } from './admin-root';
import { GuestOnly, RequireAdmin } from './guards';

/** Each screen is its own chunk: the dashboard's charts load only when the dashboard opens. */
const screen = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, handle?: AdminRouteHandle) => ({
  lazy: async () => ({ Component: pick(await load()) }),
  handle,
});

const dashboard = () => screen(() => import('../../features/admin/dashboard/components/dashboard-screen'), (m) => m.DashboardScreen, { area: 'dashboard' });

/**
 * The control centre (SPEC §2), patched into the router on the first visit to /control/center
 * (app/router.tsx), so public visitors never download it. The session guard sits once, on /app.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.root,
    element: <AdminRoot />,
    children: [
      { index: true, element: <Navigate to={adminPaths.app} replace /> },
      {
        path: 'auth/login',
        element: (
          <GuestOnly>
            <LoginScreen />
          </GuestOnly>
        ),
      },
      { path: 'auth/*', element: <Navigate to={adminPaths.login} replace /> },
      {
        path: 'app',
        element: (
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        ),
        children: [
          { index: true, ...dashboard() },
          { path: 'dashboard', ...dashboard() },
          { path: 'messages', ...screen(() => import('../../features/admin/messages/components/messages-screen'), (m) => m.MessagesScreen, { area: 'inbox' }) },
          {
            path: 'newsystemmessage',
            ...screen(() => import('../../features/admin/messages/components/new-system-message-screen'), (m) => m.NewSystemMessageScreen, { area: 'systemMessages' }),
          },
          { path: 'users', ...screen(() => import('../../features/admin/users/components/users-screen'), (m) => m.UsersScreen, { area: 'membersRead' }) },
          {
            path: 'authentications',
            ...screen(() => import('../../features/admin/authentications/components/authentications-screen'), (m) => m.AuthenticationsScreen, { area: 'authenticationsRead' }),
          },
          {
            path: 'subscriptions',
            ...screen(() => import('../../features/admin/subscriptions/components/subscriptions-screen'), (m) => m.SubscriptionsScreen, { area: 'subscriptions' }),
          },
          { path: 'reports', ...screen(() => import('../../features/admin/reports/components/reports-screen'), (m) => m.ReportsScreen, { area: 'reports' }) },
          { path: 'ads', ...screen(() => import('../../features/admin/ads/components/ads-screen'), (m) => m.AdsScreen, { area: 'ads' }) },
          { path: 'plans', ...screen(() => import('../../features/admin/plans/components/plans-screen'), (m) => m.PlansScreen, { area: 'plans' }) },
          { path: 'staff', ...screen(() => import('../../features/admin/staff/components/staff-screen'), (m) => m.StaffScreen, { area: 'staff' }) },
          { path: 'audit', ...screen(() => import('../../features/admin/audit/components/audit-screen'), (m) => m.AuditScreen, { area: 'audit' }) },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
      { path: '*', element: <Navigate to={adminPaths.app} replace /> },
    ],
  },
];
