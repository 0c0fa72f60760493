import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/routes';
import { prerenderedMeta } from './lib/use-document-meta';

export type PrerenderedPage = { html: string; title: string; description: string };

/** Renders one public page to HTML at build time (client/scripts/prerender.mjs); the client hydrates it. */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
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
