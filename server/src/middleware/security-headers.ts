import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

type HeaderChange = { name: string; value?: string };

/**
 * Helmet's security headers, worked out once. Helmet runs a dozen middlewares per request that each set
 * one header whose value never changes; here helmet runs once against a recording response at start-up
 * and every request gets the recorded headers in one step. Only static options may be used: a CSP
 * directive given as a function (a nonce per request) would be frozen at its first value, so it is refused.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const directives =
    typeof options.contentSecurityPolicy === 'object' ? (options.contentSecurityPolicy.directives ?? {}) : {};
  for (const [name, value] of Object.entries(directives)) {
    if (typeof value === 'function' || (Array.isArray(value) && value.some((entry) => typeof entry === 'function'))) {
      throw new Error(`securityHeaders: the CSP directive ${name} is computed per request; use helmet itself for it`);
    }
  }
  const changes = recordHelmet(options);
  const set = changes.filter((change): change is Required<HeaderChange> => change.value !== undefined);
  const removed = changes.filter((change) => change.value === undefined).map((change) => change.name);
  return (_req, res, next) => {
    for (let i = 0; i < set.length; i += 1) res.setHeader(set[i].name, set[i].value);
    for (let i = 0; i < removed.length; i += 1) res.removeHeader(removed[i]);
    next();
  };
}

function recordHelmet(options: HelmetOptions): HeaderChange[] {
  const changes: HeaderChange[] = [];
  const res = {
    setHeader: (name: string, value: string) => void changes.push({ name, value: String(value) }),
    removeHeader: (name: string) => void changes.push({ name }),
  } as unknown as ServerResponse;
  let finished = false;
  helmet(options)({} as IncomingMessage, res, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('securityHeaders: helmet did not finish synchronously');
  return changes;
}
