import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import { CREDENTIAL_HEADERS, REDACTED_CENSOR, type Logger } from '../lib/logger';

declare module 'http' {
  interface IncomingMessage {
    /** The app logger bound to this request's id, for anything logged while handling it. */
    readonly log: Logger;
  }
}

/** The request's id, sent back in this header: the caller's own when it is sane, else a new UUID. */
const REQUEST_ID_HEADER = 'x-request-id';

const SANE_REQUEST_ID = /^[\w-]{1,64}$/;
/** Probes that would drown the log. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz']);

/**
 * Query parameters whose values are logged: paging and ids. Any other value (the phone and date of
 * birth of confirmdetails, search text, whatever a later route takes) is written as [redacted], so a
 * new route cannot leak personal data into the access log by forgetting to list itself (docs/domain-rules.md#security-rules).
 */
const LOGGED_QUERY_VALUES = new Set(['page', 'offset', 'adminId', 'actor', 'action', 'handled', 'app-version']);
/** Admin paths whose last segment is a phone number or search text. */
const PII_PATH = /^(\/api\/v1\/admin\/(?:searchnames|getsingleUser|getsingleAuth))\/[^?]*/i;

/** The URL as logged: personal data in the path or query replaced by [redacted]. */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.startsWith('/api/v1/admin/')) path = path.replace(PII_PATH, `$1/${REDACTED_CENSOR}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq === -1 || LOGGED_QUERY_VALUES.has(name) ? pair : `${name}=${REDACTED_CENSOR}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/**
 * Logs every request of `app` (see `requestLogger`) and gives each request a `req.log` bound to its id.
 * `req.log` is a getter on the app's request prototype that reads the id back from the response header:
 * the child logger is built only for the few requests that log something of their own, and nothing is
 * added to each request object (adding a property to a request showed up in profiles as well).
 */
export function logRequests(app: Express, logger: Logger) {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request) {
      return logger.child({ reqId: this.res?.getHeader(REQUEST_ID_HEADER) });
    },
  });
  app.use(requestLogger(logger));
}

/**
 * One line per request when its response closes: id, method, URL, client address, request headers
 * (credentials redacted), status and time; 4xx and aborted responses at warn, 5xx at error.
 *
 * Written here rather than with pino-http, which serializes the request into a child logger and every
 * response header into the line on every request: on the cached public reads that was about a third of
 * the server's CPU. The response headers are left out; they are the same security headers every time.
 */
function requestLogger(logger: Logger): RequestHandler {
  // The line holds only the fields below and its headers are redacted here, so it skips the logger's
  // path redaction, which copies the objects it walks and was a third of the cost of each line.
  const accessLog = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const started = Date.now();
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, id);
    if (UNLOGGED_PATHS.has(req.url)) return next();

    const { remoteAddress, remotePort } = req.socket;
    // `on` rather than `once`: the response is used once, and `once` allocates a wrapper per request.
    res.on('close', () => {
      const { statusCode } = res;
      const line = {
        reqId: id,
        req: {
          method: req.method,
          url: loggedUrl(req.originalUrl),
          remoteAddress,
          remotePort,
          headers: withoutCredentials(req.headers),
        },
        res: { statusCode },
        responseTime: Date.now() - started,
      };
      if (!res.writableFinished) accessLog.warn(line, 'request aborted');
      else if (statusCode >= 500) accessLog.error(line, 'request errored');
      else if (statusCode >= 400) accessLog.warn(line, 'request completed');
      else accessLog.info(line, 'request completed');
    });
    next();
  };
}

function withoutCredentials(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  if (!CREDENTIAL_HEADERS.some((name) => headers[name] !== undefined)) return headers;
  const copy = { ...headers };
  for (const name of CREDENTIAL_HEADERS) if (copy[name] !== undefined) copy[name] = REDACTED_CENSOR;
  return copy;
}
