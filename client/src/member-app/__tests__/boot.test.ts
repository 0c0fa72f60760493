import { WEB_SESSION_HEADER, WEB_SESSION_PATH, WEB_SESSION_TURN_COOKIE } from '@blynd/shared';

type Boot = typeof import('../boot');
type Call = { url: string; init: RequestInit };

/**
 * A fetch answering the refresh with `token` (or 401 when null), plus `landing` when given (a server that knows
 * the option), and every GET with 200 `{ path }`.
 */
function fakeFetch(token: string | null, landing?: Record<string, unknown>) {
  const calls: Call[] = [];
  const answer = (status: number, body: unknown): Response => {
    const response = {
      ok: status < 400,
      status,
      json: () => Promise.resolve(body),
      clone: () => answer(status, body),
    };
    return response as unknown as Response;
  };
  const fetch = (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (url.endsWith('/refresh'))
      return Promise.resolve(
        token ? answer(200, { accessToken: token, ...(landing ? { landing } : {}) }) : answer(401, {}),
      );
    return Promise.resolve(answer(200, { path: url }));
  };
  return { calls, fetch };
}

async function freshBoot(token: string | null, landing?: Record<string, unknown>): Promise<Boot & { calls: Call[] }> {
  jest.resetModules();
  delete (globalThis as { __blyndMemberBoot?: unknown }).__blyndMemberBoot;
  const fake = fakeFetch(token, landing);
  (globalThis as { fetch?: unknown }).fetch = fake.fetch;
  const boot = await import('../boot');
  return { ...boot, calls: fake.calls };
}

/** The Response constructor the boot script builds a landing answer with (jsdom has none). */
class FakeResponse {
  readonly ok: boolean;
  readonly status: number;
  constructor(
    private readonly body: string,
    init: { status?: number } = {},
  ) {
    this.status = init.status ?? 200;
    this.ok = this.status < 400;
  }
  json() {
    return Promise.resolve(JSON.parse(this.body) as unknown);
  }
}
beforeEach(() => {
  (globalThis as { Response?: unknown }).Response = FakeResponse;
});
afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  delete (globalThis as { Response?: unknown }).Response;
});

describe('the /app boot script', () => {
  it('When it speaks for the session, then it uses the same path and header as the shared contract', async () => {
    const boot = await freshBoot(null);
    expect(boot.BOOT_SESSION_PATH).toBe(WEB_SESSION_PATH);
    expect(boot.BOOT_SESSION_HEADER).toBe(WEB_SESSION_HEADER);
    expect(boot.BOOT_TURN_COOKIE).toBe(WEB_SESSION_TURN_COOKIE);
  });

  it('When /app/discover opens and the server gives no landing data, then the refresh goes out at once and the landing data follows with its token, each taken once', async () => {
    const boot = await freshBoot('token-1');
    boot.startMemberBoot('/app/discover');
    const refresh = boot.takeEarlyRefresh();
    expect(refresh).toBeDefined();
    expect(boot.takeEarlyRefresh()).toBeUndefined();
    expect(boot.calls[0].url).toBe(`${WEB_SESSION_PATH}/refresh`);
    expect(boot.calls[0].init).toMatchObject({ method: 'POST', credentials: 'same-origin' });

    const discover = await boot.takePrefetched(boot.DISCOVER_FIRST_PAGE, 'token-1');
    expect(await discover!.json()).toEqual({ path: `${boot.APP_API}/discover?limit=20` });
    const get = boot.calls.find((call) => call.url.endsWith('/discover?limit=20'))!;
    expect((get.init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(await boot.takePrefetched(boot.DISCOVER_FIRST_PAGE, 'token-1')).toBeNull();
    expect(await boot.takePrefetched('/me/signup', 'token-1')).not.toBeNull();
    expect(await boot.takePrefetched('/discover/picks', 'token-1')).not.toBeNull();
  });

  it('When the caller holds another token, then the prefetched answer is not handed over', async () => {
    const boot = await freshBoot('token-1');
    boot.startMemberBoot('/app');
    expect(await boot.takePrefetched('/me/signup', 'token-2')).toBeNull();
    expect(await boot.takePrefetched(boot.DISCOVER_FIRST_PAGE, null)).toBeNull();
  });

  it('When there is no session, then only the refresh goes out and nothing is prefetched', async () => {
    const boot = await freshBoot(null);
    boot.startMemberBoot('/app/discover');
    expect(await boot.takePrefetched('/me/signup', 'anything')).toBeNull();
    expect(boot.calls.map((call) => call.url)).toEqual([`${WEB_SESSION_PATH}/refresh`]);
  });

  it('When the sign-in screen or a public page opens, then the sign-in screen only refreshes and a public page asks nothing', async () => {
    const signIn = await freshBoot('token-1');
    signIn.startMemberBoot('/app/sign-in');
    await Promise.resolve();
    expect(signIn.calls.map((call) => call.url)).toEqual([`${WEB_SESSION_PATH}/refresh`]);

    const home = await freshBoot('token-1');
    home.startMemberBoot('/');
    home.startMemberBoot('/application');
    expect(home.calls).toEqual([]);
    expect(home.takeEarlyRefresh()).toBeUndefined();
  });

  it('When another screen than discover opens, then its signup status is prefetched but not discover', async () => {
    const boot = await freshBoot('token-1');
    boot.startMemberBoot('/app/matches');
    expect(await boot.takePrefetched('/me/signup', 'token-1')).not.toBeNull();
    expect(await boot.takePrefetched(boot.DISCOVER_FIRST_PAGE, 'token-1')).toBeNull();
  });

  it('When /app/discover opens, then the refresh asks for the landing data and no GET follows when the answer holds it', async () => {
    const signup = { authStep: 11, next: null, livenessVerified: true };
    const discover = { items: [{ _id: 'm1' }], nextCursor: null };
    const picks = { items: [] };
    const boot = await freshBoot('token-1', { signup, discover, picks });
    boot.startMemberBoot('/app/discover');
    expect(boot.calls[0].init.body).toBe(JSON.stringify({ landing: 'discover' }));
    expect((boot.calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(await (await boot.takePrefetched(boot.DISCOVER_FIRST_PAGE, 'token-1'))!.json()).toEqual(discover);
    expect(await (await boot.takePrefetched('/me/signup', 'token-1'))!.json()).toEqual(signup);
    expect(await (await boot.takePrefetched('/discover/picks', 'token-1'))!.json()).toEqual(picks);
    expect(boot.calls.map((call) => call.url)).toEqual([`${WEB_SESSION_PATH}/refresh`]);
  });

  it('When the landing data leaves a part out (sign-up not finished), then that part is not fetched early', async () => {
    const boot = await freshBoot('token-1', { signup: { authStep: 4, next: 'gender', livenessVerified: false } });
    boot.startMemberBoot('/app/discover');
    expect(await boot.takePrefetched(boot.DISCOVER_FIRST_PAGE, 'token-1')).toBeNull();
    expect(await boot.takePrefetched('/me/signup', 'token-1')).not.toBeNull();
    expect(boot.calls.map((call) => call.url)).toEqual([`${WEB_SESSION_PATH}/refresh`]);
  });

  it('When another screen opens, then the refresh asks only for the sign-up status; the sign-in screen asks for nothing more', async () => {
    const boot = await freshBoot('token-1', { signup: { authStep: 11, next: null, livenessVerified: true } });
    boot.startMemberBoot('/app/chat');
    expect(boot.calls[0].init.body).toBe(JSON.stringify({ landing: 'app' }));
    const signIn = await freshBoot('token-1');
    signIn.startMemberBoot('/app/sign-in');
    expect(signIn.calls[0].init.body).toBeUndefined();
  });

  it('When the shell ran the inline copy, then the copy bundled with the app starts nothing and hands over what it started', async () => {
    const inline = await freshBoot('token-1');
    inline.startMemberBoot('/app/discover');
    jest.resetModules();
    const bundled = await import('../boot');
    bundled.startMemberBoot('/app/discover');
    expect(inline.calls.filter((call) => call.url.endsWith('/refresh'))).toHaveLength(1);
    expect(bundled.takeEarlyRefresh()).toBeDefined();
    expect(inline.takeEarlyRefresh()).toBeUndefined();
    expect(await bundled.takePrefetched('/me/signup', 'token-1')).not.toBeNull();
  });

  describe('a refresh an earlier page left unanswered (decision 0120)', () => {
    const OUT = 'blynd-web-refresh-out';
    const setTurn = (value: string) => (document.cookie = `${WEB_SESSION_TURN_COOKIE}=${value}; path=/`);
    const refreshes = (calls: Call[]) => calls.filter((call) => call.url.endsWith('/refresh'));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    afterEach(() => localStorage.clear());

    it('When no refresh is out, then it goes out at once, with keepalive, and is marked out until its answer is in', async () => {
      setTurn('t1');
      const boot = await freshBoot('token-1');
      boot.startMemberBoot('/app/discover');
      expect(refreshes(boot.calls)).toHaveLength(1);
      expect(refreshes(boot.calls)[0]!.init.keepalive).toBe(true);
      expect(JSON.parse(localStorage.getItem(OUT)!)).toEqual({ turn: 't1', at: expect.any(Number) });
      await boot.takeEarlyRefresh();
      await pause(0);
      expect(localStorage.getItem(OUT)).toBeNull();
    });

    it('When an earlier page left its refresh out, then this one waits until the turn cookie changes (its answer is in)', async () => {
      setTurn('t1');
      localStorage.setItem(OUT, JSON.stringify({ turn: 't1', at: Date.now() }));
      const boot = await freshBoot('token-1');
      boot.startMemberBoot('/app/discover');
      await pause(80);
      expect(refreshes(boot.calls)).toHaveLength(0);
      setTurn('t2');
      await pause(80);
      expect(refreshes(boot.calls)).toHaveLength(1);
      expect(localStorage.getItem(OUT)).toBeNull(); // its own answer came at once
    });

    it('When the earlier page had no session (no turn cookie), then nothing waits for its refresh', async () => {
      document.cookie = `${WEB_SESSION_TURN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
      localStorage.setItem(OUT, JSON.stringify({ turn: '', at: Date.now() }));
      const boot = await freshBoot(null);
      boot.startMemberBoot('/app/sign-in');
      expect(refreshes(boot.calls)).toHaveLength(1);
    });

    it('When the earlier refresh was sent over ten seconds ago, or the mark is unreadable, then nothing waits for it', async () => {
      setTurn('t1');
      localStorage.setItem(OUT, JSON.stringify({ turn: 't1', at: Date.now() - 10_001 }));
      const late = await freshBoot('token-1');
      late.startMemberBoot('/app/discover');
      expect(refreshes(late.calls)).toHaveLength(1);
      localStorage.setItem(OUT, '{not json');
      const garbled = await freshBoot('token-1');
      garbled.startMemberBoot('/app/discover');
      expect(refreshes(garbled.calls)).toHaveLength(1);
    });
  });
});
