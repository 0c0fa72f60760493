import { join, resolve } from 'node:path';
import { Router, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppContext } from '../../context';
import { robotsTxt, sitemapXml, webManifest } from './site-meta';
import { loadSitePages, withScriptSources, type Encoding, type SitePage } from './site-pages';

export const CLIENT_DIST = resolve(__dirname, '..', '..', '..', '..', 'client', 'dist');

/** Paths the client router knows; anything else gets the app's own 404 page with a 404 status. */
const KNOWN_PATHS = new Set([
  '/',
  '/safety',
  '/faqs',
  '/advertise',
  '/support',
  '/premium',
  '/get',
  '/useragreement',
  '/privacypolicy',
  '/child-safety',
  '/purchase-plan',
  '/payment-success',
  '/tokens',
  '/auctions',
]);
/** The control centre and the member web app: client-rendered, so every path under them gets the shell. */
const paths = { signIn: '/app/sign-in', discover: '/app/discover' } as const;
const isMemberApp = (path: string) => path === '/app' || path.startsWith('/app/');
const isClientApp = (path: string) => path.startsWith('/control/center') || isMemberApp(path);
const normalise = (path: string) => path.replace(/\/+$/, '') || '/';
/** The public site in Nigerian Pidgin has every page under /pcm (decision 0174): /pcm/purchase-plan is known too. */
const isKnownPath = (path: string) => KNOWN_PATHS.has(path.replace(/^\/pcm(?=\/|$)/, '') || '/');

const preferredEncoding = (req: Request): Encoding => {
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  return encoding === 'br' || encoding === 'gzip' ? encoding : 'identity';
};

function sendPage(req: Request, res: Response, page: SitePage, status: number) {
  const encoding = preferredEncoding(req);
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // HTML names the hashed assets of the current build, so it is always revalidated.
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  // A page with an inline script (the /app shells' boot script) allows exactly that script, by its hash.
  const policy = res.getHeader('Content-Security-Policy');
  if (page.scriptSources.length && typeof policy === 'string')
    res.setHeader('Content-Security-Policy', withScriptSources(policy, page.scriptSources));
  res.end(req.method === 'HEAD' ? undefined : page.body(encoding));
}

/**
 * Serves the built client: prerendered pages and the app shell with the site configuration filled in
 * (decision 0003), hashed assets precompressed (Brotli or gzip by Accept-Encoding) and cached for a
 * year, never a source map (decision 0035).
 */
export function siteRoutes(ctx: AppContext, clientDist = CLIENT_DIST) {
  const router = Router();
  const site = loadSitePages(clientDist, ctx.config);
  if (!site) {
    ctx.logger.warn({ clientDist }, 'client build not found: run `npm run build -w client` to serve the website');
    return router;
  }
  const { pages, shell, memberShell, memberDiscoverShell, memberSignInShell } = site;
  const memberShellFor = (path: string) =>
    path === paths.signIn
      ? memberSignInShell
      : path === '/app' || path === paths.discover
        ? memberDiscoverShell
        : memberShell;

  router.get(
    '/robots.txt',
    (_req, res) => void res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(ctx.config)),
  );
  router.get(
    '/sitemap.xml',
    (_req, res) =>
      void res
        .type('application/xml')
        .set('Cache-Control', 'public, max-age=3600')
        .send(sitemapXml(ctx.config, [...pages.keys()])),
  );
  router.get(
    '/manifest.webmanifest',
    (_req, res) =>
      void res
        .type('application/manifest+json')
        .set('Cache-Control', 'public, max-age=3600')
        .send(JSON.stringify(webManifest(ctx.config))),
  );
  // Older builds shipped maps; a stray one on disk must still not be served.
  router.get(/\.map$/, (_req, _res, next) => next('router'));

  const staticOptions = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false as const };
  router.use(
    '/assets',
    expressStaticGzip(join(clientDist, 'assets'), {
      ...staticOptions,
      serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: true },
    }),
  );
  router.use(expressStaticGzip(clientDist, { ...staticOptions, serveStatic: { index: false, maxAge: '1h' } }));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    const path = normalise(req.path);
    const page = pages.get(path);
    if (page) return sendPage(req, res, page, 200);
    if (isMemberApp(path)) return sendPage(req, res, memberShellFor(path), 200);
    sendPage(req, res, shell, isKnownPath(path) || isClientApp(path) ? 200 : 404);
  });
  return router;
}
