import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';

/** A response body encoded once, with the weak ETag that names it and its length as the header sends it. */
export type CachedBody = { body: Buffer; etag: string; contentLength: string };

export type ReadCache = {
  /** The cached body under `key`, loading (once, however many requests wait) when missing or expired. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody>;
  /** The cached body under `key` when it is loaded and fresh, without waiting for anything. */
  peek(key: string): CachedBody | undefined;
  invalidate(key: string): void;
};

/** Keys of the public reads that admin writes must invalidate. */
export const PUBLIC_PLANS_KEY = 'public:plans';
export const PUBLIC_ADS_KEY = 'public:ads';

type Entry = { value: Promise<CachedBody>; loaded?: CachedBody; expiresAt: number };

/**
 * Public reads that change only through admin writes, kept in memory. Writes on this instance
 * invalidate at once; the short TTL bounds how long a write made through another instance goes unseen.
 */
export function createReadCache(options: { ttlMs?: number; now?: () => number } = {}): ReadCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const fresh = (key: string) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > now() ? entry : undefined;
  };
  return {
    get(key, load) {
      const hit = fresh(key);
      if (hit) return hit.value;
      const entry: Entry = { value: load().then(serialize), expiresAt: now() + ttlMs };
      entries.set(key, entry);
      // A failed load is not cached; an invalidated one is no longer in the map to be replaced by.
      entry.value.then(
        (body) => void (entry.loaded = body),
        () => entries.get(key) === entry && entries.delete(key),
      );
      return entry.value;
    },
    peek: (key) => fresh(key)?.loaded,
    invalidate(key) {
      entries.delete(key);
    },
  };
}

function serialize(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  return {
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    contentLength: String(body.length),
  };
}

/**
 * Public reads (plans, ads) may be kept by browsers and a CDN for a minute and served stale for five
 * more while one revalidates with the ETag; an admin edit reaches every visitor within six minutes
 * (decision 0028).
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Sends a cached JSON body. A conditional request goes through `res.send`, so Express's own freshness
 * rules answer 304 when If-None-Match names the ETag set here; any other is written as it is, with the
 * length worked out when the body was cached. The headers are set as they are sent: `res.type` and
 * `res.set` would look up and parse the type each time.
 */
export function sendCachedJson(res: Response, cached: CachedBody) {
  res.setHeader('ETag', cached.etag);
  res.setHeader('Cache-Control', PUBLIC_READ_CACHE_CONTROL);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const { headers } = res.req;
  if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined || res.statusCode !== 200)
    return void res.send(cached.body);
  res.setHeader('Content-Length', cached.contentLength);
  res.end(cached.body);
}

/** A GET handler answering from the cache; a fresh body is sent at once, without a promise to wait on. */
export function cachedJsonRoute(cache: ReadCache, key: string, load: () => Promise<unknown>): RequestHandler {
  return (_req, res, next) => {
    const loaded = cache.peek(key);
    if (loaded) return sendCachedJson(res, loaded);
    cache.get(key, load).then((cached) => sendCachedJson(res, cached), next);
  };
}

/**
 * Answers GETs of these exact URLs (no query) ahead of the API's middleware, which a cached read does not
 * need: it has no body to parse and no text that reaches the database. Anything else about such a
 * request (a query string, a body) sends it on through the whole stack to the same route, unchanged.
 */
export function exactGetRoutes(routes: Record<string, RequestHandler>): RequestHandler {
  const byUrl = new Map(Object.entries(routes));
  return (req, res, next) => {
    const route = byUrl.get(req.url);
    if (route === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return next();
    route(req, res, next);
  };
}
