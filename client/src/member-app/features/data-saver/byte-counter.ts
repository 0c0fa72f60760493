/**
 * What this browser session has downloaded, for the data saver's running count (decision record 0173): the
 * Resource Timing entries of the page itself and of every resource it loaded, API calls and photos included,
 * summed and kept in sessionStorage, so the count survives a reload or a move between screens in the same tab
 * and starts again in a new one.
 */

/** The part of a PerformanceResourceTiming (or PerformanceNavigationTiming) entry the count reads. */
export type TimingEntry = {
  name: string;
  transferSize?: number;
  encodedBodySize?: number;
  deliveryType?: string;
};

/**
 * The bytes an entry cost on the network: its transfer size (headers and body as received); a response served
 * from the HTTP cache costs nothing. Without a transfer size (a cross-origin answer that does not allow timing, an
 * older browser) its encoded body is the best measure there is. Object and data URLs were never downloaded.
 */
export function bytesOf(entry: TimingEntry): number {
  if (/^(blob|data):/.test(entry.name)) return 0;
  const transfer = entry.transferSize ?? 0;
  if (transfer > 0) return transfer;
  if (entry.deliveryType === 'cache') return 0;
  return Math.max(0, entry.encodedBodySize ?? 0);
}

export const SESSION_BYTES_KEY = 'blynd.sessionBytes';

/** Kept per tab: the bytes of earlier page loads in this session, and of the current one (its `timeOrigin`). */
type Kept = { earlier: number; origin: number; bytes: number };

const readKept = (storage: Pick<Storage, 'getItem'> | undefined): Kept | null => {
  try {
    const value = JSON.parse(storage?.getItem(SESSION_BYTES_KEY) ?? 'null') as Partial<Kept> | null;
    if (!value || ![value.earlier, value.origin, value.bytes].every((n) => typeof n === 'number' && n >= 0))
      return null;
    return value as Kept;
  } catch {
    return null; // unreadable: start again
  }
};

export type ByteCounter = {
  /** Counts entries; an entry seen before (the same name and start) is not counted twice. */
  add(entries: readonly (TimingEntry & { startTime?: number })[]): void;
  /** The session's bytes so far. */
  total(): number;
  subscribe(listener: () => void): () => void;
};

/**
 * A counter for one page load (`origin`: its performance.timeOrigin). What the storage holds for another page load
 * of the same session becomes `earlier`; what it holds for this one (the count restarted) is counted again from the
 * entries, which the browser keeps for the page.
 */
export function createByteCounter(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, origin: number) {
  const kept = readKept(storage);
  const earlier = !kept ? 0 : kept.origin === origin ? kept.earlier : kept.earlier + kept.bytes;
  let bytes = 0;
  const seen = new Set<string>();
  const listeners = new Set<() => void>();
  const counter: ByteCounter = {
    add(entries) {
      let added = 0;
      for (const entry of entries) {
        const id = `${entry.startTime ?? ''} ${entry.name}`;
        if (seen.has(id)) continue;
        seen.add(id);
        added += bytesOf(entry);
      }
      if (added === 0) return;
      bytes += added;
      try {
        storage?.setItem(SESSION_BYTES_KEY, JSON.stringify({ earlier, origin, bytes } satisfies Kept));
      } catch {
        // storage full or blocked: the count still runs for this page
      }
      for (const listener of listeners) listener();
    },
    total: () => earlier + bytes,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return counter;
}

/** "850 bytes", "48 KB", "1.2 MB": decimal units, as data plans are sold. */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${Math.round(bytes)} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`;
}
