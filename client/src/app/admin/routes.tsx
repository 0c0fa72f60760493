// First: the control centre's shared styles (loaded by AdminRoot) must precede every component's and screen's own.
import { AdminRoot } from './admin-root';
import { Navigate, type RouteObject } from 'react-router';
import { ADMIN_HOME_SCREEN, ADMIN_SCREENS, adminPaths } from '../../config/admin-screens';
import { paths } from '../../config/paths';
import { LoginScreen } from '../../features/admin-auth/components/login-screen';
import { AdminLayout, type AdminRouteHandle } from './admin-layout';
import { AdminNotFound } from './admin-not-found';
import { GuestOnly, RequireAdmin } from './guards';
import { loadScreen } from './screen-components';

type ScreenRow = (typeof ADMIN_SCREENS)[number];

/** A screen's route body: its component loaded on first visit, its area for the role check. */
const screenRoute = (screen: ScreenRow) => ({
  lazy: async () => ({ Component: await loadScreen(screen) }),
  handle: { area: screen.area } satisfies AdminRouteHandle,
});

const HOME = ADMIN_SCREENS.find((screen) => screen.key === ADMIN_HOME_SCREEN)!;

/** The app's screens, generated from the table: the index shows the home screen. */
export const screenRoutes: RouteObject[] = [
  { index: true, ...screenRoute(HOME) },
  ...ADMIN_SCREENS.map((screen) => ({ path: screen.segment, ...screenRoute(screen) })),
  { path: '*', element: <AdminNotFound /> },
];

/**
 * The control centre, patched into the router on the first visit to /control/center
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
        children: screenRoutes,
      },
      { path: '*', element: <Navigate to={adminPaths.app} replace /> },
    ],
  },
];
