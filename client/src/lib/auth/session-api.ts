import { ADMIN_API_BASE } from '@blynd/shared';
import { z } from 'zod';
import { ApiError, requestJson } from '../http';
import { adminSession, type AdminSession } from './session';

/** Refresh this long before the access token's expiry, so no call meets an expired token. */
export const REFRESH_AHEAD_MS = 60_000;

/** POST /refresh answers a new access token and a new (rotated) refresh token. */
const refreshAnswerSchema = z.object({ token: z.string(), refreshToken: z.string(), expiresAt: z.string() });

/** An ISO time from the server as ms since the epoch; undefined when it cannot be read. */
const parseExpiry = (iso: string | undefined) => {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? ms : undefined;
};

/** The session a login answer starts: with the refresh pair when the server sends one (decision 0030). */
export function sessionFromLogin(answer: {
  adminId: string;
  token: string;
  refreshToken?: string;
  expiresAt?: string;
}): AdminSession {
  if (!answer.refreshToken) return { adminId: answer.adminId, token: answer.token };
  return {
    adminId: answer.adminId,
    token: answer.token,
    refreshToken: answer.refreshToken,
    expiresAt: parseExpiry(answer.expiresAt),
  };
}

/** Whether the session's access token is due for a refresh (it can refresh and expires within the margin). */
export function isRefreshDue(session: AdminSession | null, now: number = Date.now()): boolean {
  return !!session?.refreshToken && (session.expiresAt ?? 0) - now <= REFRESH_AHEAD_MS;
}

let inFlight: Promise<boolean> | null = null;

/**
 * Swaps the refresh token for a new pair, once for everyone: concurrent callers share one request
 * (the server rotates the refresh token, so a second request with the old one would be refused).
 * `staleToken` is the access token a caller saw fail: when the session already holds another, a
 * refresh has happened meanwhile and there is nothing to do. Answers whether a usable session
 * remains; on a refusal the caller ends the session (and says so). A network failure throws and
 * keeps the session, so a later call can try again.
 */
export function refreshAdminSession(staleToken?: string): Promise<boolean> {
  if (inFlight) return inFlight;
  const session = adminSession.get();
  if (!session?.refreshToken) return Promise.resolve(false);
  if (staleToken !== undefined && session.token !== staleToken) return Promise.resolve(true);
  inFlight = (async () => {
    try {
      const answer = refreshAnswerSchema.parse(
        await requestJson(`${ADMIN_API_BASE}/refresh`, {
          method: 'POST',
          body: { refreshToken: session.refreshToken },
        }),
      );
      adminSession.start({
        adminId: session.adminId,
        token: answer.token,
        refreshToken: answer.refreshToken,
        expiresAt: parseExpiry(answer.expiresAt),
      });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) throw error;
      console.warn('Admin session refresh refused');
      return false;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Signs out on the server (best effort: an unreachable or older server does not keep anyone signed in), then here. */
export async function logoutAdmin(): Promise<void> {
  const session = adminSession.get();
  if (session) {
    await requestJson(`${ADMIN_API_BASE}/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}` },
    }).catch(() => undefined);
  }
  adminSession.clear();
}
