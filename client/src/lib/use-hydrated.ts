import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from then on. A prerendered form keeps its submit
 * button disabled until then: clicked earlier, the browser would submit it natively, putting its fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
