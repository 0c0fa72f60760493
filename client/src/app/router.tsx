import { createBrowserRouter, RouterProvider, type PatchRoutesOnNavigationFunction } from 'react-router';
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

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminRoutes });

export function AppRouter() {
  return <RouterProvider router={router} />;
}
