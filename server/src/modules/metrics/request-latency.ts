import type { RequestHandler } from 'express';
import { requestDuration } from '../../lib/metrics';

/** Mount paths are static today; a segment that looks like an id or a number is hidden all the same. */
const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[\w-]{20,})$/i;
const patternOf = (baseUrl: string, path: unknown) =>
  `${baseUrl
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':param' : segment))
    .join('/')}${typeof path === 'string' ? path : String(path)}`;

/**
 * Times every request and labels it with the route pattern that answered it (`/api/v1/app/matches/:id/messages`),
 * never the path: ids are personal data and without bound. The pattern is taken when the router picks the route,
 * because a route whose handler throws has left its router (and req.baseUrl) by the time the error is answered.
 * `fixedPaths` are answered without a route (app.ts answers the cached public reads before the routers); anything
 * else without a route (static files, unknown paths) is `unmatched`.
 */
export const requestLatency = (fixedPaths: readonly string[]): RequestHandler => {
  const fixed = new Set(fixedPaths);
  return (req, res, next) => {
    const stop = requestDuration.startTimer();
    let route: unknown;
    let pattern: string | undefined;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set(value: { path?: unknown } | undefined) {
        route = value;
        if (value) pattern = patternOf(req.baseUrl, value.path);
      },
    });
    res.once('close', () => {
      stop({
        method: req.method,
        route: pattern ?? (fixed.has(req.path) ? req.path : 'unmatched'),
        status: res.writableFinished ? String(res.statusCode) : 'aborted',
      });
    });
    next();
  };
};
