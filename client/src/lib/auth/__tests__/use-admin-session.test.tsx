import '../../../test-support/polyfills';
import { MESSAGES } from '@blynd/shared';
import { act, render } from '@testing-library/react';
import { toast } from 'sonner';
import { adminSession } from '../session';
import { useSessionWatch } from '../use-admin-session';
import { tokenExpiringIn } from './token-fixtures';

jest.mock('sonner', () => ({ toast: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));

function Watch() {
  useSessionWatch();
  return null;
}

const answer = (status: number, body: unknown) =>
  jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as Response);
const flush = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => undefined);
};

describe('the session watch', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.clearAllMocks();
    localStorage.clear();
    adminSession.reload();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('When a refreshable access token nears its expiry, then it is refreshed a minute before and the new pair is kept', async () => {
    const fetchMock = answer(200, {
      token: 'access-2',
      refreshToken: 'refresh-2',
      expiresAt: new Date(Date.now() + 900_000).toISOString(),
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    adminSession.start({ adminId: 'a1', token: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 90_000 });
    render(<Watch />);
    await flush(20_000);
    expect(fetchMock).not.toHaveBeenCalled();
    await flush(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(adminSession.get()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('When that refresh is refused, then the session ends and the admin is told Session Expired', async () => {
    globalThis.fetch = answer(401, { error: 'Invalid refresh token' }) as unknown as typeof fetch;
    adminSession.start({ adminId: 'a1', token: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 30_000 });
    render(<Watch />);
    await flush(1_000);
    expect(adminSession.get()).toBeNull();
    expect(toast.error).toHaveBeenCalledWith(
      MESSAGES.sessionExpired,
      expect.objectContaining({ id: 'admin-session-ended' }),
    );
  });

  it('When there is no refresh token (today’s server), then the session ends when the token expires', async () => {
    const fetchMock = answer(200, {});
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    adminSession.start({ adminId: 'a1', token: tokenExpiringIn(2) });
    render(<Watch />);
    await flush(1_000);
    expect(adminSession.get()).not.toBeNull();
    await flush(2_000);
    expect(adminSession.get()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
