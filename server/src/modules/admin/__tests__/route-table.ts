import type { Router } from 'express';
import type { AdminArea } from '@blynd/shared';

export type AdminRoute = { method: string; path: string; area: AdminArea | undefined };

type Layer = {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: { area?: AdminArea } }[] };
  handle: { stack?: Layer[] };
};

/** Every route of the admin router, walked from Express's own stack (nested routers included). */
export function adminRouteTable(router: Router): AdminRoute[] {
  const routes: AdminRoute[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const area = layer.route.stack.map((l) => l.handle.area).find(Boolean);
        for (const method of Object.keys(layer.route.methods)) routes.push({ method, path: layer.route.path, area });
      } else if (layer.handle.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return routes;
}

/** A concrete URL for a route path: parameters filled, optional segments dropped. */
export function concretePath(path: string, values: Record<string, string>): string {
  return `/api/v1/admin${path.replace(/\{[^}]*\}/g, '').replace(/:(\w+)/g, (_m, name: string) => values[name] ?? '00000000-0000-4000-8000-000000000000')}`;
}
