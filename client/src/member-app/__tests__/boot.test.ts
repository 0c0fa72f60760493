import { WEB_SESSION_HEADER, WEB_SESSION_PATH } from '@blynd/shared';

type Boot = typeof import('../boot');
type Call = { url: string; init: RequestInit };

/** A fetch answering the refresh with `token` (or 401 when null) and every GET with 200 `{ path }`. */
function fakeFetch(token: string | null) {
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
    if (url.endsWith('/refresh')) return Promise.resolve(token ? answer(200, { accessToken: token }) : answer(401, {}));
    return Promise.resolve(answer(200, { path: url }));
  };
  return { calls, fetch };
}

async function freshBoot(token: string | null): Promise<Boot & { calls: Call[] }> {
  jest.resetModules();
  const fake = fakeFetch(token);
  (globalThis as { fetch?: unknown }).fetch = fake.fetch;
  const boot = await import('../boot');
  return { ...boot, calls: fake.calls };
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('the /app boot script', () => {
  it('When it speaks for the session, then it uses the same path and header as the shared contract', async () => {
    const boot = await freshBoot(null);
    expect(boot.BOOT_SESSION_PATH).toBe(WEB_SESSION_PATH);
    expect(boot.BOOT_SESSION_HEADER).toBe(WEB_SESSION_HEADER);
  });

  it('When /app/discover opens, then the refresh goes out at once and the landing data follows with its token, each taken once', async () => {
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
});
