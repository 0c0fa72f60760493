import type { Request, RequestHandler } from 'express';
import { requestDuration } from '../../lib/metrics';

/** Mount paths are static today; a segment that looks like an id or a number is hidden all the same. */
const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[\w-]{20,})$/i;
const patterns = new Map<string, string>();
const MOST_PATTERNS = 2000;

function patternOf(baseUrl: string, path: unknown): string {
  const key = `${baseUrl}\u0000${String(path)}`;
  let pattern = patterns.get(key);
  if (pattern === undefined) {
    const base = baseUrl
      .split('/')
      .map((segment) => (ID_SEGMENT.test(segment) ? ':param' : segment))
      .join('/');
    pattern = `${base}${String(path)}`;
    if (patterns.size < MOST_PATTERNS) patterns.set(key, pattern);
  }
  return pattern;
}

const ROUTE = Symbol('route');
const BASE_URL = Symbol('route base URL');
type Timed = Request & { [ROUTE]?: { path?: unknown }; [BASE_URL]?: string };
const watched = new WeakSet<object>();

/**
 * Express sets `req.route` when its router picks a route, while `req.baseUrl` is still that router's mount path; a
 * route whose handler throws has left its router (and `req.baseUrl` with it) by the time the error is answered. An
 * accessor on the app's request prototype (once, not per request) keeps both from that moment.
 */
function watchRoutes(req: Request) {
  const proto = Object.getPrototypeOf(req) as object;
  if (watched.has(proto)) return;
  watched.add(proto);
  Object.defineProperty(proto, 'route', {
    configurable: true,
    get(this: Timed) {
      return this[ROUTE];
    },
    set(this: Timed, value: { path?: unknown } | undefined) {
      this[ROUTE] = value;
      this[BASE_URL] = this.baseUrl;
    },
  });
}

/**
 * Times every request and labels it with the route pattern that answered it (`/api/v1/app/matches/:id/messages`),
 * never the path: ids are personal data and without bound. `fixedPaths` are answered without a route (app.ts
 * answers the cached public reads before the routers); anything else without a route (static files, unknown API
 * paths) is `unmatched`.
 */
export const requestLatency = (fixedPaths: readonly string[]): RequestHandler => {
  const fixed = new Set(fixedPaths);
  return (req, res, next) => {
    watchRoutes(req);
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const timed = req as Timed;
      const route = timed[ROUTE];
      const label = route ? patternOf(timed[BASE_URL] ?? '', route.path) : fixed.has(req.path) ? req.path : 'unmatched';
      requestDuration.observe(
        { method: req.method, route: label, status: res.writableFinished ? String(res.statusCode) : 'aborted' },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
    });
    next();
  };
};
