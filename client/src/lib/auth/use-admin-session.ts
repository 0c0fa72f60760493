import { MESSAGES } from '@blynd/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { notifyError } from '../toast';
import { REFRESH_AHEAD_MS, refreshAdminSession } from './session-api';
import { accessExpiresAt, adminSession, ADMIN_SESSION_KEYS, type AdminSession } from './session';

export const useAdminSession = (): AdminSession | null =>
  useSyncExternalStore(adminSession.subscribe, adminSession.get, adminSession.get);

// Timers longer than ~24.8 days overflow setTimeout; admin tokens live hours, but stay safe.
const MAX_TIMER_MS = 2 ** 31 - 1;
const later = (ms: number) => Math.min(MAX_TIMER_MS, Math.max(0, ms));

/**
 * Keeps the session honest while the control centre is open: refreshes a short access token shortly
 * before it expires (when the server gave a refresh token), else signs out when the token's expiry
 * passes; and follows sign-ins, refreshes and sign-outs made in other tabs.
 */
export function useSessionWatch() {
  const session = useAdminSession();
  useEffect(() => {
    if (!session) return;
    const expiresAt = accessExpiresAt(session);
    if (expiresAt === null) {
      adminSession.clear();
      return;
    }
    if (!session.refreshToken) {
      const timer = setTimeout(() => adminSession.reload(), later(expiresAt - Date.now() + 500));
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(
      () => {
        refreshAdminSession(session.token).then(
          (ok) => {
            if (ok || !adminSession.get()) return;
            adminSession.clear();
            notifyError(MESSAGES.sessionExpired, { id: 'admin-session-ended' });
          },
          () => undefined, // offline: the next call refreshes before it is sent
        );
      },
      later(expiresAt - Date.now() - REFRESH_AHEAD_MS),
    );
    return () => clearTimeout(timer);
  }, [session]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || ADMIN_SESSION_KEYS.includes(event.key)) adminSession.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
