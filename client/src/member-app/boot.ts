/**
 * The member web app's first requests, started before React, the router and the screen chunks have
 * loaded. The /app shell (client/scripts/prerender.mjs) loads this module on its own, async, beside the
 * main bundle: it asks the HttpOnly cookie for an access token at once and, with that token, fetches what
 * the landing screen needs (the signup status; on /app/discover the first page and the daily picks).
 * session.ts and member-fetch.ts take each response once, as if they had made the call themselves.
 *
 * Nothing is stored: the token lives in this module's memory only until session.ts takes the refresh
 * response (docs/decisions/0099-member-web-session.md), and a prefetched answer is only ever handed to a
 * caller holding the same token. Answers not taken soon are dropped.
 */
export const APP_API = '/api/v1/app';
/**
 * WEB_SESSION_PATH and WEB_SESSION_HEADER of @blynd/shared, written out: importing them would make this
 * script wait for the chunk holding the shared schemas (and zod). A unit test keeps them equal.
 */
export const BOOT_SESSION_PATH = `${APP_API}/auth/web`;
export const BOOT_SESSION_HEADER = 'x-blynd-web';

/** Prefetched answers are fresh enough for the screen that mounts right after the session is restored. */
const FRESH_MS = 20_000;

type Prefetched = { token: string; response: Response } | null;

let started = false;
let refresh: Promise<Response> | undefined;
const prefetched = new Map<string, Promise<Prefetched>>();
let startedAt = 0;

/** Screens that land signed in: everything under /app but the sign-in screen. */
const wantsSession = (pathname: string) => /^\/app(\/|$)/.test(pathname);
const signedInScreen = (pathname: string) => wantsSession(pathname) && !/^\/app\/sign-in\/?$/.test(pathname);
/** /app redirects to discover. */
const discoverScreen = (pathname: string) => /^\/app\/?$|^\/app\/discover\/?$/.test(pathname);

/** The GETs a landing screen needs, by the path member-fetch.ts asks for (query included). */
export const DISCOVER_FIRST_PAGE = '/discover?limit=20';
const prefetchesFor = (pathname: string) => [
  ...(signedInScreen(pathname) ? ['/me/signup'] : []),
  ...(discoverScreen(pathname) ? [DISCOVER_FIRST_PAGE, '/discover/picks'] : []),
];

export function startMemberBoot(pathname: string) {
  if (started || !wantsSession(pathname)) return;
  started = true;
  startedAt = Date.now();
  refresh = fetch(`${BOOT_SESSION_PATH}/refresh`, {
    method: 'POST',
    credentials: 'same-origin',
    cache: 'no-cache',
    // Ahead of the preloaded chunks queued on the same few connections.
    priority: 'high',
    headers: { Accept: 'application/json', [BOOT_SESSION_HEADER]: '1' },
  });
  const paths = prefetchesFor(pathname);
  if (!paths.length) return;
  const token = refresh
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((body: unknown) => {
      const value = (body as { accessToken?: unknown } | null)?.accessToken;
      return typeof value === 'string' && value ? value : null;
    })
    .catch(() => null);
  for (const path of paths)
    prefetched.set(
      path,
      token.then((value) =>
        value
          ? fetch(`${APP_API}${path}`, {
              cache: 'no-cache',
              priority: 'high',
              headers: { Accept: 'application/json', Authorization: `Bearer ${value}` },
            }).then(
              (response) => ({ token: value, response }),
              () => null,
            )
          : null,
      ),
    );
}

/**
 * The refresh the shell started, once and while recent (its access token would soon expire); the cookie it
 * rotated is already stored, so a caller that gets nothing simply refreshes again.
 */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  const early = refresh;
  refresh = undefined;
  return Date.now() - startedAt > FRESH_MS ? undefined : early;
}

/**
 * The prefetched answer for `path`, once, when it was fetched with `token`, is recent and is not a 401;
 * otherwise null and the caller asks the server itself.
 */
export async function takePrefetched(path: string, token: string | null): Promise<Response | null> {
  const early = prefetched.get(path);
  if (!early) return null;
  prefetched.delete(path);
  if (!token || Date.now() - startedAt > FRESH_MS) return null;
  const answer = await early;
  if (!answer || answer.token !== token || answer.response.status === 401) return null;
  return answer.response;
}

if (typeof window !== 'undefined') startMemberBoot(window.location.pathname);
