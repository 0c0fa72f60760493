import { WEB_SESSION_HEADER, webAccessTokenSchema, webSessionSchema, type WebSession } from '@blynd/shared';
import { ApiError, failureFrom, send } from '../../lib/http';

export const APP_API = '/api/v1/app';
const WEB = `${APP_API}/auth/web`;

/**
 * The member's access token, in memory only (docs/decisions/0099-member-web-session.md): a reload asks the
 * HttpOnly cookie for a new one. Nothing of the session is ever written to storage or a URL.
 */
let accessToken: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const currentAccessToken = () => accessToken;
export const onSessionChange = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export function setAccessToken(token: string | null) {
  accessToken = token;
  notify();
}

const cookieCall = async (path: string, body?: unknown, bearer?: string) => {
  const response = await send(`${WEB}/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      [WEB_SESSION_HEADER]: '1',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await failureFrom(response);
  return response.json() as Promise<unknown>;
};

export async function signInWithCode(challengeId: string, code: string): Promise<WebSession> {
  const session = webSessionSchema.parse(await cookieCall('session', { challengeId, code }));
  setAccessToken(session.accessToken);
  return session;
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time: concurrent 401s wait for the same rotation (a second would look like reuse). */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= cookieCall('refresh')
    .then((body) => webAccessTokenSchema.parse(body).accessToken)
    .catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 0) throw error;
      return null;
    })
    .then((token) => {
      setAccessToken(token);
      return token;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function signOut() {
  await cookieCall('logout').catch(() => undefined);
  setAccessToken(null);
}

export async function signOutEverywhere() {
  await cookieCall('logout-everywhere', undefined, accessToken ?? undefined);
  setAccessToken(null);
}
