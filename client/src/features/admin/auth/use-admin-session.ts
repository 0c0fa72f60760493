import { useEffect, useSyncExternalStore } from 'react';
import { tokenExpiresAt } from '../lib/jwt';
import { adminSession, ADMIN_ID_KEY, ADMIN_TOKEN_KEY, type AdminSession } from '../lib/session';

export const useAdminSession = (): AdminSession | null => useSyncExternalStore(adminSession.subscribe, adminSession.get, adminSession.get);

// Timers longer than ~24.8 days overflow setTimeout; admin tokens live hours, but stay safe.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Keeps the session honest while the control centre is open: signs out when the token's expiry
 * passes, and follows sign-ins and sign-outs made in other tabs.
 */
export function useSessionWatch() {
  const session = useAdminSession();
  useEffect(() => {
    if (!session) return;
    const expiresAt = tokenExpiresAt(session.token);
    if (expiresAt === null) {
      adminSession.clear();
      return;
    }
    const timer = setTimeout(() => adminSession.reload(), Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - Date.now() + 500)));
    return () => clearTimeout(timer);
  }, [session]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ADMIN_ID_KEY || event.key === ADMIN_TOKEN_KEY) adminSession.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
