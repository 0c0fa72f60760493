import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { Router } from 'express';
import type { AppContext } from '../../context';

export const CLIENT_DIST = resolve(__dirname, '..', '..', '..', '..', 'client', 'dist');

/** Paths the client router knows; anything else gets the app's own 404 page with a 404 status. */
const KNOWN_PATHS = new Set([
  '/', '/safety', '/faqs', '/advertise', '/support', '/premium', '/get', '/useragreement',
  '/privacypolicy', '/child-safety', '/purchase-plan', '/payment-success',
]);
const isKnownPath = (path: string) => KNOWN_PATHS.has(path.replace(/\/+$/, '') || '/') || path.startsWith('/control/center');

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Serves the built client with the site configuration placed in a meta tag (no inline script under the CSP). */
export function siteRoutes(ctx: AppContext, clientDist = CLIENT_DIST) {
  const router = Router();
  const indexFile = join(clientDist, 'index.html');
  if (!existsSync(indexFile)) {
    ctx.logger.warn({ clientDist }, 'client build not found: run `npm run build -w client` to serve the website');
    return router;
  }
  const configMeta = `<meta name="site-config" content="${escapeAttribute(JSON.stringify(ctx.config.site))}">`;
  const indexHtml = readFileSync(indexFile, 'utf8').replace('<!--site-config-->', configMeta);

  router.use('/assets', express.static(join(clientDist, 'assets'), { immutable: true, maxAge: '1y', index: false }));
  router.use(express.static(clientDist, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.status(isKnownPath(req.path) ? 200 : 404).type('html').send(indexHtml);
  });
  return router;
}
