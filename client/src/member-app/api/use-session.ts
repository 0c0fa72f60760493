import { useEffect, useSyncExternalStore } from 'react';
import { currentAccessToken, onSessionChange, refreshAccessToken } from './session';

export type SessionState = 'checking' | 'signed-in' | 'signed-out';

let checked = false;
let checking: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

const state = (): SessionState => (currentAccessToken() ? 'signed-in' : checked ? 'signed-out' : 'checking');
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const off = onSessionChange(listener);
  return () => {
    listeners.delete(listener);
    off();
  };
};

/** On the first visit (or a reload) the cookie is asked once for an access token; nothing is read from storage. */
export function useSession(): SessionState {
  const value = useSyncExternalStore(subscribe, state, () => 'checking' as const);
  useEffect(() => {
    if (checked || checking) return;
    checking = refreshAccessToken()
      .catch(() => null)
      .finally(() => {
        checked = true;
        checking = null;
        listeners.forEach((listener) => listener());
      });
  }, []);
  return value;
}
