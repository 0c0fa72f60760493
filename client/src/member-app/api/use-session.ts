import { useEffect, useSyncExternalStore } from 'react';
import { currentAccessToken, onSessionChange, refreshAccessToken, setAccessToken } from './session';

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

/** The session the /app shell's landing answer brought (api/landing.ts), known before the app's first render. */
export function adoptSession(token: string) {
  checked = true;
  setAccessToken(token);
}

/**
 * On the first visit (or a reload) the cookie is asked once for an access token; nothing is read from storage.
 * Hydration reads the same state as later renders (on the server it is always 'checking'): a session adopted
 * before the first render is rendered at once, so the page the shell painted is hydrated, not replaced.
 */
export function useSession(): SessionState {
  const value = useSyncExternalStore(subscribe, state, state);
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
