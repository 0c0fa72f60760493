/**
 * The data saver's stored switch, without React, so the /app/discover shell's inline script can read it too
 * (decision record 0173). Kept per device in localStorage; off by default and wherever storage is blocked.
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
  try {
    return storage()?.getItem(DATA_SAVER_KEY) === 'on';
  } catch {
    return false;
  }
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

/** Calls `listener` when the switch changes, here or in another tab of the same device. */
export function subscribeDataSaver(listener: () => void) {
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
