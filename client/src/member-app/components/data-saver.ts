import { useSyncExternalStore } from 'react';
import { dataSaverOn, subscribeDataSaver } from './data-saver-store';

export { DATA_SAVER_KEY, dataSaverOn, setDataSaver } from './data-saver-store';

/**
 * The data saver (decision record 0173), kept per device in localStorage, default off: when on, /app loads no
 * photo, avatar or media until the member taps it. Here, in the member app's shared layer, so that every feature
 * and component may read it (features/data-saver/data-saver.ts is the same, for the app layer). Re-renders when it changes (here or in another tab). The
 * prerendered shell and the render that hydrates it read it as off, so hydration matches; the stored value
 * applies right after, so a component that may load bytes in an effect should also check `dataSaverOn()` there.
 */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribeDataSaver, dataSaverOn, () => false);
}
