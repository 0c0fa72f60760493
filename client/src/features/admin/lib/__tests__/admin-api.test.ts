import '../../../../test-support/polyfills';
import { MESSAGES } from '@blynd/shared';
import { z } from 'zod';
import { mockFetch } from '../../../../test-support/render';
import { adminApi, setSessionEndedListener } from '../admin-api';
import { adminSession } from '../session';
import { tokenExpiringIn } from './token-fixtures';

describe('admin API client', () => {
  const token = tokenExpiringIn(3600);
  const ended = jest.fn();

  beforeEach(() => {
    localStorage.clear();
    adminSession.start({ adminId: 'admin-1', token });
    ended.mockReset();
    setSessionEndedListener(ended);
  });

  it('When calling the API, then the admin token goes as a bearer header and the answer is checked', async () => {
    const fetchMock = mockFetch({ body: { ok: true, extra: 1 } });
    await expect(adminApi('/api/v1/admin/x', z.object({ ok: z.boolean() }), { query: { page: 2, actor: undefined } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/admin/x?page=2');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${token}`);
  });

  it.each([MESSAGES.sessionExpired, MESSAGES.authTokenRequired])('When any call answers 401 %p, then the session ends and the admin is told', async (message) => {
    mockFetch({ status: 401, body: { error: message } });
    await expect(adminApi('/api/v1/admin/x', z.unknown())).rejects.toThrow(message);
    expect(adminSession.get()).toBeNull();
    expect(localStorage.getItem('blynd.adminToken')).toBeNull();
    expect(ended).toHaveBeenCalledWith(message);
  });

  it('When a call fails for another reason, then the session stays', async () => {
    mockFetch({ status: 403, body: { error: MESSAGES.forbidden } });
    await expect(adminApi('/api/v1/admin/x', z.unknown())).rejects.toThrow(MESSAGES.forbidden);
    mockFetch({ status: 401, body: { error: MESSAGES.invalidLogin } });
    await expect(adminApi('/api/v1/admin/x', z.unknown())).rejects.toThrow(MESSAGES.invalidLogin);
    expect(adminSession.get()).not.toBeNull();
    expect(ended).not.toHaveBeenCalled();
  });
});
