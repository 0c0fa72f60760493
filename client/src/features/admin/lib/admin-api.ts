import { MESSAGES } from '@blynd/shared';
import type { z } from 'zod';
import { api, ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { adminSession } from './session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type AdminRequest = { method?: Method; body?: unknown; query?: Record<string, string | number | boolean | undefined>; signal?: AbortSignal };

const SESSION_ENDED = new Set<string>([MESSAGES.authTokenRequired, MESSAGES.sessionExpired]);

type SessionEndedListener = (message: string) => void;
let onSessionEnded: SessionEndedListener = () => undefined;

/** The control centre registers how to tell the admin their session ended (a toast). */
export const setSessionEndedListener = (listener: SessionEndedListener) => {
  onSessionEnded = listener;
};

/**
 * SPEC §4/§8: 'Authorization token required' or 'Session Expired' from any call ends the session.
 * Clearing the store is enough: the protected layout listens to it and sends the admin to login.
 */
export function endSessionOnAuthError(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && SESSION_ENDED.has(error.message) && adminSession.get()) {
    adminSession.clear();
    onSessionEnded(error.message);
  }
}

const authHeader = (): Record<string, string> => {
  const session = adminSession.get();
  return session ? { Authorization: `Bearer ${session.token}` } : {};
};

const cleanQuery = (query: AdminRequest['query']) => {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
};

/** An admin call: bearer token attached, the answer checked against the shared schema. */
export async function adminApi<S extends z.ZodType>(path: string, schema: S, request: AdminRequest = {}): Promise<z.output<S>> {
  try {
    const data = await api<unknown>(path, {
      method: request.method,
      body: request.body,
      query: cleanQuery(request.query),
      signal: request.signal,
      headers: authHeader(),
    });
    return schema.parse(data);
  } catch (error) {
    endSessionOnAuthError(error);
    throw error;
  }
}

/** The admin id of the signed-in session; calls that name it in a path or body read it here. */
export function currentAdminId(): string {
  const session = adminSession.get();
  if (!session) throw new ApiError(MESSAGES.authTokenRequired, 401);
  return session.adminId;
}

const fileNameFrom = (disposition: string | null, fallback: string) => {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
};

/**
 * Downloads a server export with the bearer token (a plain link cannot carry it) and hands it to the
 * browser as a file. Returns the file name used.
 */
export async function adminDownload(path: string, fallbackName: string, query?: AdminRequest['query']): Promise<string> {
  const search = cleanQuery(query);
  const url = search ? `${path}?${new URLSearchParams(search).toString()}` : path;
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'text/csv', ...authHeader() } });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    const message = data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string' ? (data as { error: string }).error : MESSAGES.internalError;
    const error = new ApiError(message, response.status);
    endSessionOnAuthError(error);
    throw error;
  }
  const blob = await response.blob();
  const name = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the object URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
