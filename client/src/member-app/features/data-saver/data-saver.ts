import { useSyncExternalStore } from 'react';

/**
 * The data saver, kept per device in localStorage (default off): when on, /app loads no photo, avatar or media
 * until the member taps it (decision record 0173). The prerendered shell and the first render read it as off, so
 * hydration matches; the stored value applies right after.
 */
export const DATA_SAVER_KEY = 'blynd.dataSaver';

const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage blocked (private mode, policy): the saver stays off
  }
}

/** Whether the data saver is on on this device now. */
export function dataSaverOn(): boolean {
  return storage()?.getItem(DATA_SAVER_KEY) === 'on';
}

/** Turns the data saver on or off on this device; every screen using it re-renders. */
export function setDataSaver(on: boolean): void {
  const store = storage();
  try {
    if (on) store?.setItem(DATA_SAVER_KEY, 'on');
    else store?.removeItem(DATA_SAVER_KEY);
  } catch {
    // quota or blocked storage: nothing kept, nothing to tell
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DATA_SAVER_KEY || event.key === null) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The data saver's state, re-rendering when it changes (here or in another tab). Off while hydrating. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, () => false);
}
