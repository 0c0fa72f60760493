import { MESSAGES } from '@blynd/shared';

/** An API failure carrying the text meant for a person (the server's `error`, or ours). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach Blynd. Check your connection and try again.';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  signal?: AbortSignal;
};

/** JSON in, JSON out, no time-out (SPEC §7). Throws ApiError with a message fit to show. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, query, signal } = options;
  const url = query ? `${path}?${new URLSearchParams(query).toString()}` : path;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      signal,
      // Public reads are cacheable by a CDN for a minute (decision 0028); the browser still asks each time
      // (a 304 when unchanged), so a visitor never sees an older price than the server or CDN holds.
      cache: 'no-cache',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage =
      data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string'
        ? (data as { error: string }).error
        : '';
    throw new ApiError(serverMessage || MESSAGES.internalError, response.status);
  }
  return data as T;
}

export const errorMessage = (error: unknown, fallback: string = MESSAGES.internalError) =>
  error instanceof ApiError || (error instanceof Error && error.message) ? error.message : fallback;
