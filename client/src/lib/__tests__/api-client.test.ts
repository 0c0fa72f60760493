import '../../test-support/polyfills';
import { MESSAGES } from '@blynd/shared';
import { toast } from 'sonner';
import { z } from 'zod';
import { adminApi, api, NETWORK_ERROR_MESSAGE } from '../api-client';
import { adminSession } from '../auth/session';
import { logoutAdmin, sessionFromLogin } from '../auth/session-api';
import { tokenExpiringIn } from '../auth/__tests__/token-fixtures';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

type Reply = { status?: number; body?: unknown; raw?: string };
type Call = { url: string; method: string; auth: string | undefined; body: unknown };

/** A fetch stand-in that answers by path and records every call (url, method, bearer, body). */
function serve(handler: (call: Call) => Reply | Promise<Reply>) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call = {
      url,
      method: init.method ?? 'GET',
      auth: headers.Authorization,
      body: init.body ? JSON.parse(init.body as string) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    const status = reply.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => (reply.raw !== undefined ? JSON.parse(reply.raw) : reply.body),
    } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

const soon = () => new Date(Date.now() + 15 * 60_000).toISOString();
const expired = { status: 401, body: { error: MESSAGES.sessionExpired } };

describe('the API client', () => {
  const token = tokenExpiringIn(3600);

  beforeEach(() => {
    jest.clearAllMocks();
    localStorage.clear();
    adminSession.reload();
  });

  describe('with today’s session (no refresh token)', () => {
    beforeEach(() => adminSession.start({ adminId: 'admin-1', token }));

    it('When an authorised call is made, then the admin token goes as a bearer header, empty query values are left out and the answer is checked', async () => {
      const calls = serve(() => ({ body: { ok: true, extra: 1 } }));
      await expect(
        adminApi('/api/v1/admin/x', z.object({ ok: z.boolean() }), { query: { page: 2, actor: undefined, q: '' } }),
      ).resolves.toEqual({ ok: true });
      expect(calls[0]).toMatchObject({ url: '/api/v1/admin/x?page=2', auth: `Bearer ${token}` });
    });

    it('When a public call is made while an admin is signed in, then no token is sent', async () => {
      const calls = serve(() => ({ body: { plans: [] } }));
      await api('/api/v1/public/plans');
      expect(calls[0]!.auth).toBeUndefined();
    });

    it.each([MESSAGES.sessionExpired, MESSAGES.authTokenRequired])(
      'When any call answers 401 %p, then the session ends and the admin is told',
      async (message) => {
        const calls = serve(() => ({ status: 401, body: { error: message } }));
        await expect(adminApi('/api/v1/admin/x', z.unknown())).rejects.toThrow(message);
        expect(adminSession.get()).toBeNull();
        expect(localStorage.getItem('blynd.adminToken')).toBeNull();
        expect(toast.error).toHaveBeenCalledWith(message, expect.objectContaining({ id: 'admin-session-ended' }));
        expect(calls).toHaveLength(1);
      },
    );

    it('When a call fails for another reason, then the session stays and the server’s words are the error', async () => {
      serve(() => ({ status: 403, body: { error: MESSAGES.forbidden } }));
      await expect(adminApi('/api/v1/admin/x', z.unknown())).rejects.toThrow(MESSAGES.forbidden);
      serve(() => ({ status: 401, body: { error: MESSAGES.invalidLogin } }));
      await expect(adminApi('/api/v1/admin/x', z.unknown())).rejects.toThrow(MESSAGES.invalidLogin);
      expect(adminSession.get()).not.toBeNull();
      expect(toast.error).not.toHaveBeenCalled();
    });

    it('When the server fails without a JSON error, then the generic message is given', async () => {
      serve(() => ({ status: 502, raw: '<html>' }));
      await expect(api('/api/v1/public/plans')).rejects.toMatchObject({ message: MESSAGES.internalError, status: 502 });
    });

    it('When the server cannot be reached, then the network message is given', async () => {
      globalThis.fetch = jest.fn(async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch;
      await expect(api('/api/v1/public/plans')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 });
    });
  });

  describe('with a refreshable session', () => {
    const start = (expiresInMs = 10 * 60_000) =>
      adminSession.start({
        adminId: 'admin-1',
        token: 'access-1',
        refreshToken: 'refresh-1',
        expiresAt: Date.now() + expiresInMs,
      });

    it('When a call meets Session Expired, then the session refreshes once without a bearer, the call is retried with the new token, and the new pair is stored', async () => {
      start();
      const calls = serve((call) => {
        if (call.url.endsWith('/refresh'))
          return { body: { token: 'access-2', refreshToken: 'refresh-2', expiresAt: soon() } };
        return call.auth === 'Bearer access-2' ? { body: { ok: true } } : expired;
      });
      await expect(adminApi('/api/v1/admin/x', z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
      expect(calls.map((call) => [call.url, call.auth])).toEqual([
        ['/api/v1/admin/x', 'Bearer access-1'],
        ['/api/v1/admin/refresh', undefined],
        ['/api/v1/admin/x', 'Bearer access-2'],
      ]);
      expect(calls[1]).toMatchObject({ method: 'POST', body: { refreshToken: 'refresh-1' } });
      expect(adminSession.get()).toMatchObject({ adminId: 'admin-1', token: 'access-2', refreshToken: 'refresh-2' });
      expect(localStorage.getItem('blynd.adminRefreshToken')).toBe('refresh-2');
    });

    it('When several calls meet Session Expired at once, then they share one refresh and each is retried', async () => {
      start();
      let releaseRefresh!: () => void;
      const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
      const calls = serve(async (call) => {
        if (call.url.endsWith('/refresh')) {
          await refreshHeld;
          return { body: { token: 'access-2', refreshToken: 'refresh-2', expiresAt: soon() } };
        }
        return call.auth === 'Bearer access-2' ? { body: { url: call.url } } : expired;
      });
      const results = Promise.all(
        ['/a', '/b', '/c'].map((path) => adminApi(`/api/v1/admin${path}`, z.object({ url: z.string() }))),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
      releaseRefresh();
      await expect(results).resolves.toHaveLength(3);
      expect(calls.filter((call) => call.url.endsWith('/refresh'))).toHaveLength(1);
      expect(calls.filter((call) => call.auth === 'Bearer access-2')).toHaveLength(3);
    });

    it('When the refresh is refused, then the session ends, the admin is told, and the call fails with Session Expired', async () => {
      start();
      serve((call) =>
        call.url.endsWith('/refresh') ? { status: 401, body: { error: 'Invalid refresh token' } } : expired,
      );
      jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      await expect(adminApi('/api/v1/admin/x', z.unknown())).rejects.toThrow(MESSAGES.sessionExpired);
      expect(adminSession.get()).toBeNull();
      expect(localStorage.getItem('blynd.adminRefreshToken')).toBeNull();
      expect(toast.error).toHaveBeenCalledWith(
        MESSAGES.sessionExpired,
        expect.objectContaining({ id: 'admin-session-ended' }),
      );
    });

    it('When the retried call meets Session Expired again, then there is no second refresh and the session ends', async () => {
      start();
      const calls = serve((call) =>
        call.url.endsWith('/refresh')
          ? { body: { token: 'access-2', refreshToken: 'refresh-2', expiresAt: soon() } }
          : expired,
      );
      await expect(adminApi('/api/v1/admin/x', z.unknown())).rejects.toThrow(MESSAGES.sessionExpired);
      expect(calls.filter((call) => call.url.endsWith('/refresh'))).toHaveLength(1);
      expect(calls).toHaveLength(3);
      expect(adminSession.get()).toBeNull();
    });

    it('When the access token is about to expire, then it is refreshed before the call is sent', async () => {
      start(5_000);
      const calls = serve((call) =>
        call.url.endsWith('/refresh')
          ? { body: { token: 'access-2', refreshToken: 'refresh-2', expiresAt: soon() } }
          : { body: {} },
      );
      await adminApi('/api/v1/admin/x', z.unknown());
      expect(calls.map((call) => [call.url, call.auth])).toEqual([
        ['/api/v1/admin/refresh', undefined],
        ['/api/v1/admin/x', 'Bearer access-2'],
      ]);
    });

    it('When the page loads with an expired access token but a refresh token, then the session is kept for the refresh', () => {
      localStorage.setItem('blynd.adminId', 'admin-1');
      localStorage.setItem('blynd.adminToken', tokenExpiringIn(-60));
      localStorage.setItem('blynd.adminRefreshToken', 'refresh-1');
      localStorage.setItem('blynd.adminExpiresAt', String(Date.now() - 60_000));
      adminSession.reload();
      expect(adminSession.get()).toMatchObject({ adminId: 'admin-1', refreshToken: 'refresh-1' });
    });
  });

  describe('sign-in and sign-out', () => {
    it('When the login answer has no refresh token (today’s server), then the session is the id and token alone', () => {
      expect(sessionFromLogin({ adminId: 'a1', token })).toEqual({ adminId: 'a1', token });
    });

    it('When the login answer has a refresh token, then it is kept with the access token’s expiry', () => {
      const expiresAt = '2026-11-24T09:00:00.000Z';
      expect(sessionFromLogin({ adminId: 'a1', token, refreshToken: 'r1', expiresAt })).toEqual({
        adminId: 'a1',
        token,
        refreshToken: 'r1',
        expiresAt: Date.parse(expiresAt),
      });
    });

    it('When the admin logs out, then the server is told with the bearer and the session is cleared', async () => {
      adminSession.start({ adminId: 'admin-1', token, refreshToken: 'refresh-1', expiresAt: Date.now() + 600_000 });
      const calls = serve(() => ({ body: { message: 'Signed out' } }));
      await logoutAdmin();
      expect(calls[0]).toMatchObject({ url: '/api/v1/admin/logout', method: 'POST', auth: `Bearer ${token}` });
      expect(adminSession.get()).toBeNull();
      expect(localStorage.getItem('blynd.adminRefreshToken')).toBeNull();
    });

    it('When the logout call fails (an older server), then the session is cleared all the same', async () => {
      adminSession.start({ adminId: 'admin-1', token });
      serve(() => ({ status: 404, body: { error: 'Not found' } }));
      await logoutAdmin();
      expect(adminSession.get()).toBeNull();
    });
  });
});
