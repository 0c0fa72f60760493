import { MESSAGES } from '@blynd/shared';
import { ApiError, failureFrom, send, withQuery, type Query } from '../../lib/http';
import { takePrefetched } from '../boot';
import { APP_API, currentAccessToken, memberLanguageHeaders, refreshAccessToken, setAccessToken } from './session';

export type MemberRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
};

/** A route this server does not have yet (the generic 404), as opposed to a thing that is not found. */
export const isMissingRoute = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.message === MESSAGES.notFound;

/**
 * A member-API response with the raw Response, for callers that need bytes (photos) or headers. A plain GET
 * the /app shell already made with the same token (boot.ts) is answered from that response, once.
 */
export async function memberResponse(path: string, init: RequestInit & { query?: Query } = {}): Promise<Response> {
  const target = withQuery(path, init.query);
  const attempt = (token: string | null) =>
    send(`${APP_API}${target}`, {
      ...init,
      headers: {
        Accept: 'application/json',
        ...memberLanguageHeaders(),
        ...(init.headers as Record<string, string>),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  const plainGet = (init.method ?? 'GET') === 'GET' && init.body === undefined;
  const token = currentAccessToken();
  let response = (plainGet && (await takePrefetched(target, token))) || (await attempt(token));
  if (response.status === 401) {
    const fresh = await refreshAccessToken();
    if (!fresh) {
      setAccessToken(null);
      throw new ApiError(MESSAGES.sessionExpired, 401);
    }
    response = await attempt(fresh);
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
