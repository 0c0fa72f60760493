import type { Page } from 'playwright-core';
import { DEMO_ADMIN as DEMO_CATALOGUE_ADMIN } from '../../../server/src/db/seed/demo-catalogue';
import {
  launchBrowser,
  seriousA11yViolations,
  startSite,
  toastWith,
  type Browser,
  type Site,
} from '../support/harness';

/** The demo Super Admin (docs/domain-rules.md#demo-data-set), as the login form asks for it. */
export const DEMO_ADMIN = {
  email: DEMO_CATALOGUE_ADMIN.email,
  password: DEMO_CATALOGUE_ADMIN.password,
  code: DEMO_CATALOGUE_ADMIN.accessCode,
  fullname: DEMO_CATALOGUE_ADMIN.fullname,
} as const;

export const LOGIN_PATH = '/control/center/auth/login';
export const APP_PATH = '/control/center/app';

/**
 * One site and one browser for a test file, closed after it; the demo admin is signed in first unless
 * `signedIn` is false. The returned object is filled in before the file's own `beforeAll` hooks run.
 */
export function useControlCentre({ signedIn = true } = {}): { site: Site; page: Page } {
  const session = {} as { site: Site; page: Page };
  let browser: Browser | undefined;
  beforeAll(async () => {
    let site: Site;
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    Object.assign(session, { site, page: browser.page });
    if (signedIn) await signIn(browser.page, site);
  });
  afterAll(async () => {
    await browser?.close();
    await session.site?.close();
  });
  return session;
}

/** Types `term` into the screen's search box and presses Search. */
export async function search(page: Page, term: string) {
  await page.getByRole('searchbox').fill(term);
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
}

/** Fills the login form and presses Grant Access; does not wait for the outcome. */
export async function submitLogin(page: Page, credentials: { email: string; password: string; code: string }) {
  await page.getByLabel('Email address').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByLabel('Access code').fill(credentials.code);
  await page.getByRole('button', { name: 'Grant Access' }).click();
}

/** Signs in from the login page and waits for the control centre's sidebar. */
export async function signIn(
  page: Page,
  site: Site,
  credentials: { email: string; password: string; code: string } = DEMO_ADMIN,
) {
  await page.goto(site.url + LOGIN_PATH);
  await submitLogin(page, credentials);
  await page.waitForURL((url) => url.pathname.startsWith(APP_PATH));
  await sidebar(page).waitFor();
}

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Control centre' });

/** Opens a control centre screen and waits for its heading. */
export async function openScreen(page: Page, site: Site, screen: string, heading: string | RegExp) {
  await page.goto(`${site.url}${APP_PATH}/${screen}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Waits for a notification with the text. */
export const expectToast = (page: Page, text: string | RegExp) => toastWith(page, text).first().waitFor();

/** Answers the open confirmation dialog with its confirm button. */
export async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** No serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/** Reads the admin session keys from browser storage. */
export const storedSession = (page: Page) =>
  page.evaluate(() => ({
    adminId: localStorage.getItem('blynd.adminId'),
    token: localStorage.getItem('blynd.adminToken'),
  }));
