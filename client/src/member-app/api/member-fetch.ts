import { MESSAGES } from '@blynd/shared';
import { ApiError, failureFrom, send, withQuery, type Query } from '../../lib/http';
import { APP_API, currentAccessToken, refreshAccessToken, setAccessToken } from './session';

export type MemberRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
};

/** A route this server does not have yet (the generic 404), as opposed to a thing that is not found. */
export const isMissingRoute = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.message === MESSAGES.notFound;

/** A member-API response with the raw Response, for callers that need bytes (photos) or headers. */
export async function memberResponse(path: string, init: RequestInit & { query?: Query } = {}): Promise<Response> {
  const attempt = (token: string | null) =>
    send(withQuery(`${APP_API}${path}`, init.query), {
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init.headers as Record<string, string>),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  let response = await attempt(currentAccessToken());
  if (response.status === 401) {
    const token = await refreshAccessToken();
    if (!token) {
      setAccessToken(null);
      throw new ApiError(MESSAGES.sessionExpired, 401);
    }
    response = await attempt(token);
  }
  if (!response.ok) throw await failureFrom(response);
  return response;
}

/** JSON to and from the member API with the in-memory access token; one refresh on 401. */
export async function memberApi<T = unknown>(path: string, options: MemberRequest = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = options;
  const response = await memberResponse(path, {
    method,
    signal,
    query,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (response.status === 204) return undefined as T;
  return (await response.json().catch(() => null)) as T;
}
