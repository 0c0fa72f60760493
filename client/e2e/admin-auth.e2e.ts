import { MESSAGES } from '@blynd/shared';
import type { Page } from 'playwright-core';
import { describeE2E, type Site } from './support/harness';
import {
  APP_PATH,
  DEMO_ADMIN,
  expectAccessible,
  expectToast,
  LOGIN_PATH,
  sidebar,
  signIn,
  storedSession,
  submitLogin,
  useControlCentre,
} from './admin/admin-helpers';

/** An unsigned token whose claims say it expired (or expires) at `exp` seconds. */
const tokenWithExp = (exp: number) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x', typ: 'admin', ver: 0, exp })}.c2lnbmF0dXJl`;
};

describeE2E('control centre sign-in and session', () => {
  const session = useControlCentre({ signedIn: false });
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  it('When an anonymous visitor opens an app screen, then they land on the login page', async () => {
    await page.goto(`${site.url}${APP_PATH}/users`);
    await page.waitForURL(`**${LOGIN_PATH}`);
    await page.getByRole('button', { name: 'Grant Access' }).waitFor();
    await expectAccessible(page);
  });

  it('When a field is empty or the email is malformed, then the spec messages show and nothing is sent', async () => {
    await page.goto(site.url + LOGIN_PATH);
    await page.getByLabel('Email address').fill(DEMO_ADMIN.email);
    await page.getByRole('button', { name: 'Grant Access' }).click();
    await expectToast(page, MESSAGES.fillInAllDetails);

    await submitLogin(page, { ...DEMO_ADMIN, email: 'admin.example.com' });
    await expectToast(page, MESSAGES.invalidEmailAddress);
    expect(page.url()).toContain(LOGIN_PATH);
  });

  it('When the password toggle is used, then the password shows and hides again', async () => {
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('When the server refuses the details, then its error is a toast', async () => {
    await submitLogin(page, { ...DEMO_ADMIN, code: '000000' });
    await expectToast(page, MESSAGES.invalidLogin);
    expect(await storedSession(page)).toEqual({ adminId: null, token: null });
  });

  it('When a visitor sent to login signs in, then they return to the screen they asked for, with name and role in the sidebar', async () => {
    await page.goto(`${site.url}${APP_PATH}/reports`);
    await page.waitForURL(`**${LOGIN_PATH}`);
    await submitLogin(page, DEMO_ADMIN);
    await page.waitForURL(`**${APP_PATH}/reports`);
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    const bar = sidebar(page);
    expect(await bar.innerText()).toContain(DEMO_ADMIN.fullname);
    expect(await bar.innerText()).toContain('Super Admin');
    const stored = await storedSession(page);
    expect(stored.adminId).toBeTruthy();
    expect(stored.token?.split('.')).toHaveLength(3);
  });

  it('When a signed-in admin opens the login page, then they go to the app', async () => {
    await page.goto(site.url + LOGIN_PATH);
    await page.waitForURL((url) => url.pathname.startsWith(APP_PATH) && !url.pathname.includes('auth'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('When the access token has expired but the refresh token is good, then the session is renewed on load and the admin stays', async () => {
    const before = await storedSession(page);
    // Leave the control centre first, so no live page of it writes its session back over the expired token.
    await page.goto(`${site.url}/safety`);
    const expired = tokenWithExp(Math.floor(Date.now() / 1000) - 60);
    await page.evaluate((token) => localStorage.setItem('blynd.adminToken', token), expired);
    await page.goto(`${site.url}${APP_PATH}/users`);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    const after = await storedSession(page);
    expect(after.adminId).toBe(before.adminId);
    expect(after.token).not.toBe(expired);
    expect(JSON.parse(Buffer.from(after.token!.split('.')[1], 'base64url').toString()).exp * 1000).toBeGreaterThan(
      Date.now(),
    );
  });

  it('When the stored token is past its expiry and cannot be renewed, then it is dropped on load and the admin is at login', async () => {
    await page.evaluate(
      (token) => {
        localStorage.setItem('blynd.adminToken', token);
        localStorage.removeItem('blynd.adminRefreshToken');
      },
      tokenWithExp(Math.floor(Date.now() / 1000) - 60),
    );
    await page.goto(`${site.url}${APP_PATH}/users`);
    await page.waitForURL(`**${LOGIN_PATH}`);
    expect(await storedSession(page)).toEqual({ adminId: null, token: null });
  });

  it('When the server answers Session Expired to a call, then the session is cleared and the admin is back at login', async () => {
    await signIn(page, site);
    // A token that decodes and has not expired, but that the server cannot verify, and a refresh token it refuses.
    await page.evaluate(
      (token) => {
        localStorage.setItem('blynd.adminToken', token);
        localStorage.setItem('blynd.adminRefreshToken', 'not-a-session.refused');
      },
      tokenWithExp(Math.floor(Date.now() / 1000) + 3600),
    );
    await page.goto(`${site.url}${APP_PATH}/messages`);
    await page.waitForURL(`**${LOGIN_PATH}`);
    await expectToast(page, MESSAGES.sessionExpired);
    expect(await storedSession(page)).toEqual({ adminId: null, token: null });
  });

  it('When any call answers Authorization token required, then the session ends the same way', async () => {
    await signIn(page, site);
    await page.route('**/api/v1/admin/getreports/**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: MESSAGES.authTokenRequired }),
      }),
    );
    await sidebar(page).getByRole('link', { name: 'Reports' }).click();
    await page.waitForURL(`**${LOGIN_PATH}`);
    await expectToast(page, MESSAGES.authTokenRequired);
    expect(await storedSession(page)).toEqual({ adminId: null, token: null });
    await page.unroute('**/api/v1/admin/getreports/**');
  });

  it('When the admin logs out, then storage is emptied and app screens need a sign-in again', async () => {
    await signIn(page, site);
    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`**${LOGIN_PATH}`);
    expect(await storedSession(page)).toEqual({ adminId: null, token: null });
    await page.goto(`${site.url}${APP_PATH}/dashboard`);
    await page.waitForURL(`**${LOGIN_PATH}`);
  });
});
