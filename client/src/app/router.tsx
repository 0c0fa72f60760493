import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type DataRouter,
  type PatchRoutesOnNavigationFunction,
} from 'react-router';
import { isAdminPath, isMemberAppPath } from '../config/paths';
import { ROOT_ROUTE_ID, routes } from './routes';

let adminPatched = false;
let memberPatched = false;

/**
 * Loads the control centre's routes on the first visit to /control/center, and the member web app's on
 * the first visit to /app; public visitors download neither.
 */
export const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!adminPatched && isAdminPath(path)) {
    const { adminRoutes } = await import('./admin/routes');
    if (adminPatched) return;
    patch(ROOT_ROUTE_ID, adminRoutes);
    adminPatched = true;
  }
  if (!memberPatched && isMemberAppPath(path)) {
    const { memberRoutes } = await import('../member-app/routes');
    if (memberPatched) return;
    patch(ROOT_ROUTE_ID, memberRoutes);
    memberPatched = true;
  }
};

/**
 * Before hydrating a prerendered /app page (client/scripts/prerender.mjs): the member routes in place, as the
 * first navigation would patch them, so the router starts with the screen's route already matched.
 */
export async function patchMemberRoutesNow(pathname: string) {
  if (memberPatched || !isMemberAppPath(pathname)) return;
  const { memberRoutes } = await import('../member-app/routes');
  if (memberPatched) return;
  const root = routes.find((route) => route.id === ROOT_ROUTE_ID)!;
  root.children = [...(root.children ?? []), ...memberRoutes];
  memberPatched = true;
}

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
