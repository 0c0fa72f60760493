import { ADMIN_ID_KEY, ADMIN_TOKEN_KEY, adminSession } from '../session';
import { tokenExpiringIn } from './token-fixtures';

describe('admin session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    adminSession.reload();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('When an admin signs in, then the id and token are stored under their keys', () => {
    const token = tokenExpiringIn(3600);
    adminSession.start({ adminId: 'admin-1', token });
    expect(localStorage.getItem(ADMIN_ID_KEY)).toBe('admin-1');
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(token);
    expect(adminSession.get()).toEqual({ adminId: 'admin-1', token });
  });

  it('When the stored token has expired, then loading drops it from storage', () => {
    localStorage.setItem(ADMIN_ID_KEY, 'admin-1');
    localStorage.setItem(ADMIN_TOKEN_KEY, tokenExpiringIn(-5));
    adminSession.reload();
    expect(adminSession.get()).toBeNull();
    expect(localStorage.getItem(ADMIN_ID_KEY)).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('When the stored token cannot be decoded, then it is dropped too', () => {
    localStorage.setItem(ADMIN_ID_KEY, 'admin-1');
    localStorage.setItem(ADMIN_TOKEN_KEY, 'not-a-jwt');
    adminSession.reload();
    expect(adminSession.get()).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('When only one of the two keys is stored, then there is no session and the other key goes', () => {
    localStorage.setItem(ADMIN_TOKEN_KEY, tokenExpiringIn(3600));
    adminSession.reload();
    expect(adminSession.get()).toBeNull();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it('When the session is cleared, then listeners hear of it and storage is empty', () => {
    adminSession.start({ adminId: 'admin-1', token: tokenExpiringIn(3600) });
    const listener = jest.fn();
    const unsubscribe = adminSession.subscribe(listener);
    adminSession.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(ADMIN_ID_KEY)).toBeNull();
    adminSession.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('When the token expires while the page is open, then a reload at that time ends the session', () => {
    const now = Date.now();
    adminSession.start({ adminId: 'admin-1', token: tokenExpiringIn(60, now) });
    adminSession.reload(now + 30_000);
    expect(adminSession.get()).not.toBeNull();
    adminSession.reload(now + 61_000);
    expect(adminSession.get()).toBeNull();
  });
});
