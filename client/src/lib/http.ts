import { MESSAGES } from '@blynd/shared';

/** An API failure carrying the text meant for a person (the server's `error`, or ours). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The whole answer, for the few refusals that carry more than their text (chat's "Are you sure?" nudge). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach Blynd. Check your connection and try again.';

export type Query = Record<string, string | number | boolean | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Empty and undefined values are left out. */
  query?: Query;
  signal?: AbortSignal;
};

export const errorMessage = (error: unknown, fallback: string = MESSAGES.internalError) =>
  error instanceof ApiError || (error instanceof Error && error.message) ? error.message : fallback;

/** `path?a=1&b=2`, leaving out empty and undefined values. */
export function withQuery(path: string, query?: Query): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== '');
  return entries.length
    ? `${path}?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`
    : path;
}

/** The server's `{ error }` text, else the generic one. */
export async function failureFrom(response: Response): Promise<ApiError> {
  const data: unknown = await response.json().catch(() => null);
  const serverMessage =
    data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string'
      ? (data as { error: string }).error
      : '';
  return new ApiError(serverMessage || MESSAGES.internalError, response.status, data ?? undefined);
}

/** Fetch that turns a failure to reach the server into an ApiError (an abort stays an abort). */
export async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    // Public reads are cacheable by a CDN for a minute (decision 0028); the browser still asks each time
    // (a 304 when unchanged), so a visitor never sees an older price than the server or CDN holds.
    return await fetch(url, { cache: 'no-cache', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}

/** JSON in, JSON out, no time-out. Throws ApiError with a message fit to show. */
export async function requestJson(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, headers = {}, query, signal } = options;
  const response = await send(withQuery(path, query), {
    method,
    signal,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await failureFrom(response);
  return response.json().catch(() => null);
}
