import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { AppProvider } from './app/provider';
import { ROOT_ROUTE_ID, routes } from './app/routes';
import { prerenderedMeta } from './lib/use-document-meta';

export type PrerenderedPage = { html: string; title: string; description: string };

/** Renders one public page to HTML at build time (client/scripts/prerender.mjs); the client hydrates it. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  return renderWith(routes, path);
}

/**
 * The member web app's first render at `path` before the session is known (the landing frame, see
 * member-app/guards.tsx), for the /app shell; the client patches the member routes in and hydrates it.
 */
export async function renderMemberFrame(path: string): Promise<string> {
  const { memberRoutes } = await import('./member-app/routes');
  const withMembers = routes.map((route): RouteObject =>
    route.id === ROOT_ROUTE_ID && !route.index
      ? { ...route, children: [...(route.children ?? []), ...memberRoutes] }
      : route,
  );
  return (await renderWith(withMembers, path)).html;
}

async function renderWith(routeList: RouteObject[], path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routeList);
  const context = await handler.query(new Request(`http://prerender.local${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  Object.assign(prerenderedMeta, { title: '', description: '' });
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, ...prerenderedMeta };
}
