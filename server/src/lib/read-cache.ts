import { createHash } from 'node:crypto';
import type { Response } from 'express';

/** A response body serialized once, with the weak ETag that names it. */
export type CachedBody = { body: string; etag: string };

export type ReadCache = {
  /** The cached body under `key`, loading (once, however many requests wait) when missing or expired. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody>;
  invalidate(key: string): void;
};

/** Keys of the public reads that admin writes must invalidate. */
export const PUBLIC_PLANS_KEY = 'public:plans';
export const PUBLIC_ADS_KEY = 'public:ads';

/**
 * Public reads that change only through admin writes, kept in memory. Writes on this instance
 * invalidate at once; the short TTL bounds how long a write made through another instance goes unseen.
 */
export function createReadCache(options: { ttlMs?: number; now?: () => number } = {}): ReadCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<CachedBody>; expiresAt: number }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const entry = { value: load().then(serialize), expiresAt: now() + ttlMs };
      entries.set(key, entry);
      // A failed load is not cached; an invalidated one is no longer in the map to be replaced by.
      entry.value.catch(() => entries.get(key) === entry && entries.delete(key));
      return entry.value;
    },
    invalidate(key) {
      entries.delete(key);
    },
  };
}

function serialize(value: unknown): CachedBody {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** Sends a cached JSON body; Express answers 304 itself when If-None-Match names the ETag set here. */
export function sendCachedJson(res: Response, cached: CachedBody) {
  res.set('ETag', cached.etag).type('application/json').send(cached.body);
}
