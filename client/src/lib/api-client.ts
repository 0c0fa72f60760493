import { MESSAGES } from '@blynd/shared';
import type { z } from 'zod';
import { isRefreshDue, refreshAdminSession } from './auth/session-api';
import { adminSession } from './auth/session';
import { ApiError, failureFrom, requestJson, send, withQuery, type Query, type RequestOptions } from './http';
import { notifyError } from './toast';

export { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from './http';

type ApiOptions = RequestOptions & {
  /** Sends the admin session's bearer token, refreshing it when due or once on 'Session Expired'. */
  auth?: boolean;
};

const SESSION_ENDED = new Set<string>([MESSAGES.authTokenRequired, MESSAGES.sessionExpired]);
const isSessionEnded = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 401 && SESSION_ENDED.has(error.message);

/**
 * 'Authorization token required' or 'Session Expired' from any call ends the session.
 * Clearing the store is enough: the protected layout listens to it and sends the admin to login.
 */
function endSessionOnAuthError(error: unknown) {
  if (!isSessionEnded(error) || !adminSession.get()) return;
  adminSession.clear();
  notifyError(error.message, { id: 'admin-session-ended' });
}

const bearer = (): Record<string, string> => {
  const session = adminSession.get();
  return session ? { Authorization: `Bearer ${session.token}` } : {};
};

/**
 * Runs an authorised call: refreshes a token about to expire first; on a 401 'Session Expired'
 * refreshes once (shared by concurrent calls) and retries once; ends the session when that fails.
 */
async function withAdminAuth<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  try {
    if (isRefreshDue(adminSession.get()) && !(await refreshAdminSession()))
      throw new ApiError(MESSAGES.sessionExpired, 401);
    const sentToken = adminSession.get()?.token;
    try {
      return await call(bearer());
    } catch (error) {
      const canRetry =
        isSessionEnded(error) && error.message === MESSAGES.sessionExpired && !!adminSession.get()?.refreshToken;
      if (!canRetry || !(await refreshAdminSession(sentToken))) throw error;
      return await call(bearer());
    }
  } catch (error) {
    endSessionOnAuthError(error);
    throw error;
  }
}

/** The client's one API call: JSON in and out, the answer checked against `schema` when given. */
export async function api<T>(path: string, options?: ApiOptions): Promise<T>;
export async function api<S extends z.ZodType>(path: string, options: ApiOptions & { schema: S }): Promise<z.output<S>>;
export async function api(
  path: string,
  { auth, schema, ...options }: ApiOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const data = auth
    ? await withAdminAuth((headers) => requestJson(path, { ...options, headers: { ...options.headers, ...headers } }))
    : await requestJson(path, options);
  return schema ? schema.parse(data) : data;
}

/** A control-centre call: the admin's bearer token attached, the answer checked against the shared schema. */
export const adminApi = <S extends z.ZodType>(
  path: string,
  schema: S,
  request: RequestOptions = {},
): Promise<z.output<S>> => api(path, { ...request, schema, auth: true });

/**
 * A control-centre file upload: multipart/form-data (the browser sets the boundary), the admin's bearer token
 * attached, the answer checked against the shared schema.
 */
export async function adminUpload<S extends z.ZodType>(path: string, schema: S, form: FormData): Promise<z.output<S>> {
  const response = await withAdminAuth(async (headers) => {
    const answer = await send(path, {
      method: 'POST',
      headers: { Accept: 'application/json', ...headers },
      body: form,
    });
    if (!answer.ok) throw await failureFrom(answer);
    return answer;
  });
  return schema.parse(await response.json());
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
export async function adminDownload(path: string, fallbackName: string, query?: Query): Promise<string> {
  const response = await withAdminAuth(async (headers) => {
    const answer = await send(withQuery(path, query), { headers: { Accept: 'text/csv', ...headers } });
    if (!answer.ok) throw await failureFrom(answer);
    return answer;
  });
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
