/**
 * The member web app's first requests, started before React, the router and the screen chunks have
 * loaded. The /app shells (client/scripts/prerender.mjs) carry this module inline, compiled to a plain script
 * the CSP allows by its hash, so it runs while the HTML is parsed: it asks the HttpOnly cookie for an access
 * token at once and, in the same request, for what the landing screen needs (the signup status; on
 * /app/discover also the first page and the daily picks: `landing` of POST /auth/web/refresh). session.ts and
 * member-fetch.ts take each answer once, as if they had made the call themselves. A server that leaves a part
 * out of the refresh answer (or knows no `landing`) is asked for it here with the new token.
 *
 * The inline copy and the copy bundled with the app share one state object on the global scope (the bundled
 * copy starts nothing when the inline one ran; in development, with no inline copy, it starts the requests
 * when first imported). Nothing is stored: the token lives in that object only until session.ts takes the
 * refresh response (docs/decisions/0099-member-web-session.md), and a prefetched answer is only ever handed
 * to a caller holding the same token. Answers not taken soon are dropped.
 */
export const APP_API = '/api/v1/app';
/**
 * WEB_SESSION_PATH and WEB_SESSION_HEADER of @blynd/shared, written out: importing them would pull the shared
 * schemas (and zod) into the inline script. A unit test keeps them equal.
 */
export const BOOT_SESSION_PATH = `${APP_API}/auth/web`;
export const BOOT_SESSION_HEADER = 'x-blynd-web';

/** Prefetched answers are fresh enough for the screen that mounts right after the session is restored. */
const FRESH_MS = 20_000;

type Prefetched = { token: string; response: Response } | null;
/** What the /app/discover shell's inline script painted discover from (discover-first-paint.ts). */
export type LandingPaint = { token: string; signup: unknown; discover: unknown; picks: unknown };
type BootState = {
  startedAt: number;
  refresh?: Promise<Response>;
  prefetched: Map<string, Promise<Prefetched>>;
  /** The refresh answer's body, when a landing screen asked for data with it. */
  answer?: Promise<RefreshBody>;
  painted?: LandingPaint;
  /** Set when the app renders its first screen: from then on only React changes the page. */
  appStarted?: boolean;
  /** Settles once the shell's first paint of discover is done or given up; the entry (main.tsx) waits for it. */
  firstPaint?: Promise<void>;
};

/**
 * The member chunks the shell names (client/scripts/prerender.mjs writes the list before this script). They are
 * preloaded only once the refresh has been sent: on HTTP/1.1 a browser opens six connections a host, and
 * preloads the HTML named took them all before this script ran, so the refresh waited for a free one.
 */
const PRELOADS = '__blyndShellPreloads';
function preloadShellModules() {
  const scope = globalThis as typeof globalThis & { [PRELOADS]?: string[] };
  const modules = scope[PRELOADS];
  delete scope[PRELOADS];
  if (!Array.isArray(modules) || typeof document === 'undefined') return;
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    document.head.appendChild(link);
  }
}

/** Where the inline copy leaves its state for the bundled copy. */
const SLOT = '__blyndMemberBoot';
const shared = () => globalThis as typeof globalThis & { [SLOT]?: BootState };

/** Screens that land signed in: everything under /app but the sign-in screen. */
const wantsSession = (pathname: string) => /^\/app(\/|$)/.test(pathname);
const signedInScreen = (pathname: string) => wantsSession(pathname) && !/^\/app\/sign-in\/?$/.test(pathname);
/** /app redirects to discover. */
const discoverScreen = (pathname: string) => /^\/app\/?$|^\/app\/discover\/?$/.test(pathname);

/** The GETs a landing screen needs, by the path member-fetch.ts asks for (query included). */
export const DISCOVER_FIRST_PAGE = '/discover?limit=20';
const SIGNUP = '/me/signup';
const PICKS = '/discover/picks';
const prefetchesFor = (pathname: string) => [
  ...(signedInScreen(pathname) ? [SIGNUP] : []),
  ...(discoverScreen(pathname) ? [DISCOVER_FIRST_PAGE, PICKS] : []),
];
/** Which part of the refresh answer's `landing` answers which GET. */
const LANDING_PART: Record<string, string> = {
  [SIGNUP]: 'signup',
  [DISCOVER_FIRST_PAGE]: 'discover',
  [PICKS]: 'picks',
};

export type RefreshBody = { accessToken?: unknown; landing?: Record<string, unknown> } | null;

const tokenOf = (body: RefreshBody) =>
  typeof body?.accessToken === 'string' && body.accessToken ? body.accessToken : null;

const json = (value: unknown) =>
  new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * WEB_SESSION_TURN_COOKIE of @blynd/shared (a unit test keeps them equal): a random value the server changes with
 * every answer that sets or clears the session cookie, readable here (decision 0120).
 */
export const BOOT_TURN_COOKIE = 'blynd_member_turn';
/** In localStorage while a refresh is out: `{ turn, at }`, the turn cookie then and when it was sent. No secret. */
const REFRESH_OUT = 'blynd-web-refresh-out';
/** How long a refresh waits for one an earlier page sent and was left before its answer. */
const EARLIER_REFRESH_MS = 10_000;

const turnNow = () =>
  (typeof document === 'undefined' ? '' : document.cookie)
    .split('; ')
    .find((pair) => pair.startsWith(`${BOOT_TURN_COOKIE}=`))
    ?.slice(BOOT_TURN_COOKIE.length + 1) ?? '';

function refreshOutStore(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled: nothing to wait for, as before
  }
}

function refreshOut(store: Storage | undefined): { turn?: unknown; at?: unknown } | null {
  try {
    return JSON.parse(store?.getItem(REFRESH_OUT) ?? 'null') as { turn?: unknown; at?: unknown } | null;
  } catch {
    return null;
  }
}

/**
 * A refresh sent by a page that is gone (reloaded, or a tab closed) before its answer: the refreshes are sent with
 * keepalive, so the browser still takes that answer and its new cookie. Until then the cookie is the rotated one,
 * a reuse that would end the session: this resolves once the turn cookie has changed (the answer is in: a refused
 * refresh clears it), or after EARLIER_REFRESH_MS. Undefined when no refresh is out.
 */
function earlierRefreshAnswered(store: Storage | undefined): Promise<void> | undefined {
  const out = refreshOut(store);
  // No turn then: no session was known to that page (signed out, or a cookie older than the turn cookie).
  const pending = () => !!out?.turn && turnNow() === out.turn && Date.now() - Number(out.at) < EARLIER_REFRESH_MS;
  if (!pending()) return undefined;
  return new Promise((done) => {
    const check = () => (pending() ? setTimeout(check, 20) : done());
    check();
  });
}

/** Marks the refresh out for the page after this one, until its answer (and so its cookie) is in. */
function markedOut(refresh: () => Promise<Response>, store: Storage | undefined): Promise<Response> {
  try {
    store?.setItem(REFRESH_OUT, JSON.stringify({ turn: turnNow(), at: Date.now() }));
  } catch {
    // storage full or refused: this refresh is simply not waited for
  }
  const clear = () => store?.removeItem(REFRESH_OUT);
  const sent = refresh();
  sent.then(clear, clear);
  return sent;
}

/**
 * Runs a cookie refresh while holding a lock every tab of this origin shares (the Web Locks API), and keeps it until
 * the answer, with its new cookie, is in: tabs that load together (a restored window) would otherwise all present
 * the same cookie, and every rotation after the first reads as a reuse, which ends the session (decision 0119).
 * A page's lock ends with the page, so a refresh a page left unanswered is waited for by its mark (decision 0120).
 */
export function oneRefreshAtATime(refresh: () => Promise<Response>): Promise<Response> {
  const run = () => {
    const store = refreshOutStore();
    const earlier = earlierRefreshAnswered(store);
    return earlier ? earlier.then(() => markedOut(refresh, store)) : markedOut(refresh, store);
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  // request() resolves to the callback's result, a Response here; its typing nests the promise.
  return locks.request('blynd-web-session-refresh', run).then((answer) => answer);
}

export function startMemberBoot(pathname: string) {
  const scope = shared();
  if (scope[SLOT] || !wantsSession(pathname)) return;
  const state: BootState = { startedAt: Date.now(), prefetched: new Map() };
  scope[SLOT] = state;
  const paths = prefetchesFor(pathname);
  const landing = discoverScreen(pathname) ? 'discover' : paths.length ? 'app' : undefined;
  state.refresh = oneRefreshAtATime(() => {
    const sent = fetch(`${BOOT_SESSION_PATH}/refresh`, {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-cache',
      // A reload does not abort it: the browser still stores the rotated cookie (decision 0120).
      keepalive: true,
      // Ahead of the preloaded chunks queued on the same few connections.
      priority: 'high',
      headers: {
        Accept: 'application/json',
        [BOOT_SESSION_HEADER]: '1',
        ...(landing ? { 'Content-Type': 'application/json' } : {}),
      },
      body: landing ? JSON.stringify({ landing }) : undefined,
    });
    // Once the refresh is sent (the lock is granted a moment after the call), so it never queues behind them.
    preloadShellModules();
    return sent;
  });
  if (!paths.length) return;
  const answer: Promise<RefreshBody> = state.refresh
    .then((response) => (response.ok ? (response.clone().json() as Promise<RefreshBody>) : null))
    .catch(() => null);
  state.answer = answer;
  for (const path of paths)
    state.prefetched.set(
      path,
      answer.then((body) => {
        const token = tokenOf(body);
        if (!token) return null;
        const given = body?.landing;
        if (given && typeof given === 'object') {
          // The server knew the option: a part it left out (sign-up not finished, an error) is the screen's to ask.
          const part = given[LANDING_PART[path]];
          return part === undefined ? null : { token, response: json(part) };
        }
        return fetch(`${APP_API}${path}`, {
          cache: 'no-cache',
          priority: 'high',
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        }).then(
          (response) => ({ token, response }),
          () => null,
        );
      }),
    );
}

/**
 * The refresh the shell started, once and while recent (its access token would soon expire); the cookie it
 * rotated is already stored, so a caller that gets nothing simply refreshes again.
 */
export function takeEarlyRefresh(): Promise<Response> | undefined {
  const state = shared()[SLOT];
  const early = state?.refresh;
  if (!state || !early) return undefined;
  state.refresh = undefined;
  return Date.now() - state.startedAt > FRESH_MS ? undefined : early;
}

/**
 * The prefetched answer for `path`, once, when it was fetched with `token`, is recent and is not a 401;
 * otherwise null and the caller asks the server itself.
 */
export async function takePrefetched(path: string, token: string | null): Promise<Response | null> {
  const state = shared()[SLOT];
  const early = state?.prefetched.get(path);
  if (!state || !early) return null;
  state.prefetched.delete(path);
  if (!token || Date.now() - state.startedAt > FRESH_MS) return null;
  const answer = await early;
  if (!answer || answer.token !== token || answer.response.status === 401) return null;
  return answer.response;
}

/** The refresh answer's body as the boot script parsed it, for the first paint of discover (discover-first-paint.ts). */
export const landingAnswer = (): Promise<RefreshBody> | undefined => shared()[SLOT]?.answer;

/**
 * Called by the first paint before it changes the page: false once the app has rendered (the page is React's
 * then). Otherwise records what was painted, for the app to render the same (takeLandingPaint).
 */
export function claimFirstPaint(paint: LandingPaint): boolean {
  const state = shared()[SLOT];
  if (!state || state.appStarted) return false;
  state.painted = paint;
  return true;
}

/** The entry (main.tsx) runs the app once `painting` has settled: its first long task must not delay that paint. */
export function holdAppFor(painting: Promise<void>) {
  const state = shared()[SLOT];
  if (state) state.firstPaint = painting;
}

/**
 * For the app's first render (member-root.tsx): what the shell painted from the landing answer, once. The app
 * renders from it, so React adopts the painted page as it is, and the refresh and the prefetched answers it came
 * from are dropped (nothing takes them a second time). Null when nothing was painted; either way, the shell's
 * script paints nothing after this.
 */
export function takeLandingPaint(): LandingPaint | null {
  const state = shared()[SLOT];
  if (!state) return null;
  state.appStarted = true;
  // The parsed answer holds the access token: from here on only session.ts keeps it.
  state.answer = undefined;
  const paint = state.painted ?? null;
  if (!paint) return null;
  state.painted = undefined;
  state.refresh = undefined;
  state.prefetched.clear();
  return paint;
}

if (typeof window !== 'undefined') startMemberBoot(window.location.pathname);
