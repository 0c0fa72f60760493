/**
 * Recently served photo files kept in memory, least recently used out first, up to `maxBytes` (decision 0093).
 * Storage keys are random and a file never changes under its key, so a cached copy is never stale; the
 * visibility check runs before every lookup, so the cache decides nothing about who sees what.
 */
export type PhotoBytesCache = {
  get(key: string, load: () => Promise<Buffer | undefined>): Promise<Buffer | undefined>;
};

export function createPhotoBytesCache(maxBytes: number, maxFileBytes = 2 * 1024 * 1024): PhotoBytesCache {
  const entries = new Map<string, Buffer>();
  let total = 0;
  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const bytes = await load();
      if (!bytes || bytes.length > maxFileBytes || entries.has(key)) return bytes;
      entries.set(key, bytes);
      total += bytes.length;
      for (const [oldest, value] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= value.length;
      }
      return bytes;
    },
  };
}
