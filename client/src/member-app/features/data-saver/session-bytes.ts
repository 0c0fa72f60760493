import { useSyncExternalStore } from 'react';
import { createByteCounter, type ByteCounter } from './byte-counter';

let counter: ByteCounter | null = null;

function sessionStore(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Starts counting this page load's downloads (once; the signed-in layout calls it): the navigation and every
 * resource so far (the observer's buffered entries), then each one as it completes.
 */
export function startByteCounter(): ByteCounter | null {
  if (counter) return counter;
  if (typeof performance === 'undefined' || typeof PerformanceObserver === 'undefined') return null;
  const started = createByteCounter(sessionStore(), performance.timeOrigin);
  counter = started;
  // The browser keeps 250 resource entries by default; the observer sees every one, this only keeps the buffer
  // from dropping those that arrive before it starts.
  performance.setResourceTimingBufferSize(2000);
  started.add(performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]);
  started.add(performance.getEntriesByType('resource') as PerformanceResourceTiming[]);
  try {
    const observer = new PerformanceObserver((list) => started.add(list.getEntries() as PerformanceResourceTiming[]));
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    // no resource timing here: the count shows the entries read above
  }
  return started;
}

const subscribe = (listener: () => void) => startByteCounter()?.subscribe(listener) ?? (() => undefined);
const total = () => counter?.total() ?? 0;

/** The bytes this session has downloaded so far, re-rendering as more arrive. Zero while hydrating. */
export function useSessionBytes(): number {
  return useSyncExternalStore(subscribe, total, () => 0);
}
