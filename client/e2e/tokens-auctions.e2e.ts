import { formatNaira, TOKEN_MESSAGES, type TokenPack } from '@blynd/shared';
import type { Page } from 'playwright-core';
import {
  describeE2E,
  launchBrowser,
  open,
  PHONE,
  seriousA11yViolations,
  startSite,
  type Browser,
  type Site,
} from './support/harness';

/** Demo member with no tokens (the seed gives tokens only to Chiamaka and Ibrahim). */
const ADA = { phone: '08031234501', dob: '1995-04-12', name: 'Ada Okafor', email: 'ada.okafor@example.com' };
const WIDE = { width: 1440, height: 900 } as const;

const mainText = (page: Page) => page.locator('main').innerText();

describeE2E('website: tokens and auctions', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let packs: TokenPack[];

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    page = browser.page;
    packs = ((await (await page.request.get(`${site.url}/api/v1/public/token-packs`)).json()) as { packs: TokenPack[] })
      .packs;
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('When /auctions opens, then live and upcoming auctions show their bid, time left and a Bid in the app link, with the rules; prerendered, in the sitemap and accessible at 1440 and 390', async () => {
    // The prerendered HTML already carries the page, its rules and the links before any script runs.
    const html = await (await page.request.get(`${site.url}/auctions`)).text();
    expect(html).toContain('Bid on items and one-of-a-kind experiences');
    expect(html).toContain(TOKEN_MESSAGES.noRefunds);
    const sitemap = await (await page.request.get(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/auctions<\/loc>/);
    expect(sitemap).toMatch(/<loc>[^<]*\/tokens<\/loc>/);

    for (const viewport of [WIDE, PHONE]) {
      await page.setViewportSize(viewport);
      await open(page, site, '/auctions');
      const live = page.getByRole('article', { name: 'Dinner for two at a Lagos rooftop' });
      const upcoming = page.getByRole('article', { name: 'Weekend getaway in Calabar' });
      await live.waitFor();
      const liveText = await live.innerText();
      expect(liveText).toMatch(/Live/);
      expect(liveText).toMatch(/Current bid\s+100 tokens/);
      expect(liveText).toMatch(/Time left\s+\d+h \d+m left/);
      const upcomingText = await upcoming.innerText();
      expect(upcomingText).toMatch(/Upcoming/);
      expect(upcomingText).toMatch(/Starting bid\s+300 tokens/);
      expect(upcomingText).toMatch(/Starts in \d+d \d+h|Starts in \d+h \d+m/);
      // An ended auction is not on the public page.
      expect(await page.getByRole('article', { name: 'Signed Afrobeats vinyl' }).count()).toBe(0);
      expect(await live.getByRole('link', { name: /^Bid in the app/ }).getAttribute('href')).toBe('/get');
      expect(await mainText(page)).toContain(TOKEN_MESSAGES.noRefunds);
      expect(await page.locator('main').getByRole('link', { name: 'Buy tokens' }).getAttribute('href')).toBe('/tokens');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
  });

  it('When Ada buys a pack on /tokens in the sandbox, then the return page shows the tokens added and her new balance, and a reload still shows the purchase', async () => {
    const starter = packs.find((pack) => pack.name === 'Starter')!;
    for (const viewport of [PHONE, WIDE]) {
      await page.setViewportSize(viewport);
      await open(page, site, '/tokens');
      for (const pack of packs) {
        const card = page.getByRole('article', { name: pack.name });
        expect(await card.innerText()).toContain(formatNaira(pack.price));
      }
      expect(await mainText(page)).toContain(TOKEN_MESSAGES.noRefunds);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }

    await page.getByRole('button', { name: /^Buy Starter/ }).click();
    await page.getByRole('heading', { name: 'Confirm Your Details' }).waitFor();
    await page.getByLabel('Phone number').fill(ADA.phone);
    await page.getByLabel('Date of birth').fill(ADA.dob);
    await page.getByRole('button', { name: 'Confirm Details' }).click();
    await page.getByText(ADA.name).waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Review your order');
    expect(await page.getByTestId('order-total').innerText()).toBe(formatNaira(starter.price));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByLabel('Confirm your email address').fill('someone.else@example.com');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByText(/This is not the email on your .* profile/).waitFor();
    await page.getByLabel('Confirm your email address').fill(ADA.email);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await page.getByRole('button', { name: /^Pay\b/ }).click();

    await page.waitForURL(/\/payment-success\?.*reference=/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('tokens-added').innerText()).toBe(String(starter.tokens));
    expect(await page.getByTestId('token-balance').innerText()).toBe(`${starter.tokens} tokens`);
    const summary = await mainText(page);
    expect(summary).toContain(starter.name);
    expect(summary).toContain(formatNaira(starter.price));
    expect(summary).toContain(TOKEN_MESSAGES.noRefunds);
    const reference = new URL(page.url()).searchParams.get('reference')!;
    expect(summary).toContain(reference);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('blynd.paymentAuth'),
        localStorage.getItem('blynd.paymentPending'),
      ]),
    ).toEqual([null, null]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Without the stored session, the reference alone shows what was bought; the balance is not public.
    await page.reload();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.getByTestId('tokens-added').innerText()).toBe(String(starter.tokens));
    expect(await page.getByTestId('token-balance').count()).toBe(0);
    expect(await mainText(page)).toContain('Your balance shows in the app.');

    // A second checkout cancelled on the payment page comes back to /tokens and says nothing was charged.
    await open(page, site, '/tokens');
    await page.getByRole('button', { name: /^Buy Starter/ }).click();
    await page.getByLabel('Phone number').fill(ADA.phone);
    await page.getByLabel('Date of birth').fill(ADA.dob);
    await page.getByRole('button', { name: 'Confirm Details' }).click();
    await page.getByLabel('Confirm your email address').fill(ADA.email);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/tokens(\?payment=cancelled)?$/);
    expect(await page.getByRole('status').filter({ hasText: 'Payment cancelled.' }).innerText()).toMatch(
      /You were not charged/,
    );
  });
});
