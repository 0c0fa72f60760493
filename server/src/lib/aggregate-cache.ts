/** Keys of the aggregates that writes must invalidate. */
export const DASHBOARD_AGGREGATES_KEY = 'dashboard:aggregates';

export type AggregateCache = {
  /** The value under `key`: reused while fresh, served stale while one refresh runs, loaded anew when too old. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** The next `get` loads anew; a load already running when this is called is never stored. */
  invalidate(key: string): void;
};

type Entry = { value?: { data: unknown; loadedAt: number }; pending?: Promise<unknown>; generation: number };

export type AggregateCacheOptions = {
  /** Served as is for this long after loading. */
  freshMs?: number;
  /** Up to this age a stale value is served while a refresh runs in the background; older ones are waited for. */
  maxStaleMs?: number;
  /** Elapsed time, not the business clock: tests freeze that one. */
  clock?: () => number;
  onRefreshError?: (error: unknown) => void;
};

/**
 * Aggregates over a whole table (the dashboard's member counts) cost a full scan at a million rows, so
 * no request should wait for one except the first. Writes made through this instance invalidate at
 * once; `maxStaleMs` bounds what a write through another instance, or a new member signing up in the
 * app, can leave unseen.
 */
export function createAggregateCache(options: AggregateCacheOptions = {}): AggregateCache {
  const freshMs = options.freshMs ?? 10_000;
  const maxStaleMs = options.maxStaleMs ?? 60_000;
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<string, Entry>();

  const refresh = (entry: Entry, load: () => Promise<unknown>) => {
    if (entry.pending) return entry.pending;
    const generation = entry.generation;
    const startedAt = clock();
    const pending = load()
      .then((data) => {
        if (entry.generation === generation) entry.value = { data, loadedAt: startedAt };
        return data;
      })
      .finally(() => {
        if (entry.pending === pending) entry.pending = undefined;
      });
    entry.pending = pending;
    return pending;
  };

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key) ?? { generation: 0 };
      entries.set(key, entry);
      const age = entry.value ? clock() - entry.value.loadedAt : Infinity;
      if (entry.value && age <= freshMs) return entry.value.data as T;
      if (entry.value && age <= maxStaleMs) {
        refresh(entry, load).catch((error) => options.onRefreshError?.(error));
        return entry.value.data as T;
      }
      return (await refresh(entry, load)) as T;
    },
    invalidate(key) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.generation += 1;
      entry.value = undefined;
      entry.pending = undefined;
    },
  };
}
