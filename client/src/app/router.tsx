import { createBrowserRouter, matchRoutes, RouterProvider, type DataRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { isAdminPath } from '../config/paths';
import { ROOT_ROUTE_ID, routes } from './routes';

let adminPatched = false;

/** Loads the control centre's routes on the first visit to /control/center; public visitors never download them. */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (adminPatched || !isAdminPath(path)) return;
  const { adminRoutes } = await import('./admin/routes');
  if (adminPatched) return;
  patch(ROOT_ROUTE_ID, adminRoutes);
  adminPatched = true;
};

/** Resolves the lazy page modules the path needs, before the router exists (hydration of prerendered HTML). */
export async function resolveLazyMatches(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
}

let router: DataRouter | undefined;

export function AppRouter() {
  router ??= createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });
  return <RouterProvider router={router} />;
}
