import type { WebSession } from '@blynd/shared';
import { ApiError, failureFrom, NETWORK_ERROR_MESSAGE, send } from '../../lib/http';
import { APP_API, BOOT_SESSION_HEADER as WEB_SESSION_HEADER, oneRefreshAtATime, takeEarlyRefresh } from '../boot';
import { storedLanguage } from '../../i18n/stored-language';

export { APP_API };
const WEB = `${APP_API}/auth/web`;

/**
 * Every member-API call says which language the member reads (decision 0183), so the server answers its errors
 * in it. The language /app shows is the one it keeps (applyLanguage stores each change); none kept, no header,
 * and the server uses the account's.
 */
export function memberLanguageHeaders(): Record<string, string> {
  const language = storedLanguage();
  return language ? { 'Accept-Language': language } : {};
}

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

const cookieSend = (path: string, body?: unknown, bearer?: string) =>
  send(`${WEB}/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    // Finished even when the page is left meanwhile, so the browser keeps the cookie it sets (decision 0120).
    keepalive: true,
    headers: {
      Accept: 'application/json',
      ...memberLanguageHeaders(),
      [WEB_SESSION_HEADER]: '1',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });

const answerOf = async (response: Response) => {
  if (!response.ok) throw await failureFrom(response);
  return response.json() as Promise<unknown>;
};

const cookieCall = async (path: string, body?: unknown, bearer?: string) =>
  answerOf(await cookieSend(path, body, bearer));

/**
 * `parse` is webSessionSchema.parse, passed in by the sign-in screen: the schemas (and zod) load with that
 * screen, not with every signed-in visit.
 */
export async function signInWithCode(
  challengeId: string,
  code: string,
  parse: (body: unknown) => WebSession,
): Promise<WebSession> {
  const session = parse(await cookieCall('session', { challengeId, code }));
  setAccessToken(session.accessToken);
  return session;
}

/** webAccessTokenSchema's check, by hand (see signInWithCode). */
function accessTokenOf(body: unknown): string {
  const token = (body as { accessToken?: unknown } | null)?.accessToken;
  if (typeof token !== 'string') throw new Error('The refresh answer holds no access token');
  return token;
}

let refreshing: Promise<string | null> | null = null;

/**
 * One refresh at a time: concurrent 401s wait for the same rotation (a second would look like reuse), and other
 * tabs' refreshes wait for this one's new cookie (oneRefreshAtATime). The first one takes the refresh the /app
 * shell started before React (boot.ts), failing alike when the server could not be reached (not asked again: the
 * server may have rotated the cookie already).
 */
export function refreshAccessToken(): Promise<string | null> {
  if (refreshing) return refreshing;
  const early = takeEarlyRefresh()?.catch(() => {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  });
  refreshing = (early ?? oneRefreshAtATime(() => cookieSend('refresh')))
    .then(answerOf)
    .then(accessTokenOf)
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
