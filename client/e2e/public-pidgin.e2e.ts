import type { Page } from 'playwright-core';
import {
  axeAtEveryWidth,
  describeE2E,
  launchBrowser,
  open,
  startSite,
  type Browser,
  type Site,
} from './support/harness';

/** The public site in Nigerian Pidgin under /pcm, the language switch and the hreflang links (decision 0174). */

const heading = (page: Page) => page.locator('h1').first().innerText();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const languageSwitch = (page: Page) => page.locator('footer').getByRole('navigation', { name: /^(Language)$/ });
/** The head's alternates as written by the prerender: hreflang → path. */
const alternates = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
        link.hreflang,
        new URL(link.href).pathname,
      ]),
    ),
  );
const canonical = (page: Page) =>
  page.evaluate(() => new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).pathname);

describeE2E('the public site in Nigerian Pidgin', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const hydrationErrors: string[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    page = browser.page;
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match/i.test(message.text()))
        hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => {
      if (/hydrat|did not match/i.test(error.message)) hydrationErrors.push(error.message);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('When a visitor who never picked a language opens an English page, then it stays English at its address, naming its Pidgin twin', async () => {
    await open(page, site, '/faqs');
    expect(new URL(page.url()).pathname).toBe('/faqs');
    expect(await heading(page)).toBe('Frequently asked questions');
    expect(await htmlLang(page)).toBe('en-NG');
    expect(await alternates(page)).toEqual({ en: '/faqs', pcm: '/pcm/faqs', 'x-default': '/faqs' });
    expect(await canonical(page)).toBe('/faqs');
  });

  it('When /pcm opens, then the home page is in Pidgin, its html lang is pcm and its links stay in Pidgin', async () => {
    await open(page, site, '/pcm');
    expect(await heading(page)).toBe('Fall for who dem be before you see how dem look.');
    expect(await htmlLang(page)).toBe('pcm');
    expect(await page.title()).toMatch(/^Date pass wetin your eye first see \| /);
    expect(await alternates(page)).toEqual({ en: '/', pcm: '/pcm', 'x-default': '/' });
    expect(await canonical(page)).toBe('/pcm');
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'How to stay safe' }).getAttribute('href')).toBe('/pcm/safety');
    expect(await footer.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/pcm/useragreement');
    expect(await page.getByRole('link', { name: 'See all di questions' }).getAttribute('href')).toBe('/pcm/faqs');
    // Sign-in leads to /app, whose language is the member's own setting.
    expect(await page.getByRole('link', { name: 'Sign in' }).first().getAttribute('href')).toBe('/app');
    expect(hydrationErrors).toEqual([]);
  });

  it('When the switch is used, then the same page opens in English and back in Pidgin, and the choice is remembered', async () => {
    await open(page, site, '/pcm');
    const current = languageSwitch(page).locator('[aria-current]');
    expect(await current.innerText()).toBe('Naijá');
    await languageSwitch(page).getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('heading', { level: 1, name: 'Fall for who they are before you see how they look.' })
      .waitFor();
    expect(await htmlLang(page)).toBe('en-NG');
    expect(await page.evaluate(() => localStorage.getItem('blynd.site-language'))).toBe('en');

    await languageSwitch(page).getByRole('link', { name: 'Naijá' }).click();
    await page.waitForURL((url) => url.pathname === '/pcm');
    await page.getByRole('heading', { level: 1, name: 'Fall for who dem be before you see how dem look.' }).waitFor();
    expect(await htmlLang(page)).toBe('pcm');
    expect(await page.evaluate(() => localStorage.getItem('blynd.site-language'))).toBe('pcm');

    // The next visit to an English address brings the remembered language back, to the same page.
    await page.goto(`${site.url}/safety`);
    await page.waitForURL((url) => url.pathname === '/pcm/safety');
    await page.getByRole('heading', { level: 1, name: 'Ten tips to date safe' }).waitFor();
    expect(await page.locator('.tip__title').first().innerText()).toBe('Protect your personal information');

    // Back to English for the rest of the suite, by the switch.
    await languageSwitch(page).getByRole('link', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/safety');
    await page.getByRole('heading', { level: 1, name: 'Ten tips for dating safely' }).waitFor();
  });

  it('When a Pidgin legal page opens, then it says first that the English version binds, and links to it', async () => {
    await page.evaluate(() => localStorage.removeItem('blynd.site-language'));
    await open(page, site, '/pcm/useragreement');
    expect(await htmlLang(page)).toBe('pcm');
    const notice = page.locator('.legal-binding');
    expect(await notice.innerText()).toMatch(/Na di English version be di one wey law go hold/);
    expect(await notice.getByRole('link').getAttribute('href')).toBe('/useragreement');
  });

  it.each(['/pcm', '/pcm/faqs', '/pcm/safety', '/pcm/premium', '/pcm/useragreement', '/pcm/no-such-page'])(
    'When %s is checked at 360, 390 and 1440 px, then axe finds nothing and nothing scrolls sideways',
    async (path) => {
      await open(page, site, path);
      expect(await htmlLang(page)).toBe('pcm');
      expect(await axeAtEveryWidth(page, path)).toEqual([]);
    },
  );
});
