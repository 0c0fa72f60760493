import { STORE_PRODUCT_MESSAGES, type AdminStoreProducts } from '@blynd/shared';
import type { Page } from 'playwright-core';
import { axeAtEveryWidth, describeE2E, type Site } from './support/harness';
import { expectToast, openScreen, sidebar, storedSession, useControlCentre } from './admin/admin-helpers';

const WIDE = { width: 1440, height: 900 } as const;

/** Notifications fade out over the page; axe reads a fading one as low contrast, so checks wait until they are gone. */
const axeOnceToastsGone = async (page: Page, state: string) => {
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 15_000 });
  expect(await axeAtEveryWidth(page, state)).toEqual([]);
  await page.setViewportSize(WIDE);
};

describeE2E('control centre: store product ids and revenue by channel', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  const idField = (store: 'App Store' | 'Google Play', sold: string) =>
    page.getByLabel(`${store} product id of ${sold}`, { exact: true });
  /** The mapping as the server holds it now (the control centre's own list). */
  const storedProducts = async () => {
    const { token } = await storedSession(page);
    const listed = await page.request.get(`${site.url}/api/v1/admin/store-products`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(listed.status()).toBe(200);
    return (await listed.json()) as AdminStoreProducts;
  };

  it('When an admin gives a plan a new App Store id, then it is saved, the old id is listed as replaced, and a bad Google Play id is refused with the reason (accessible at 390 and 1440)', async () => {
    await page.setViewportSize(WIDE);
    await sidebar(page).getByRole('link', { name: 'Store products' }).click();
    await page.getByRole('heading', { level: 1, name: 'Store products' }).waitFor();
    const sparkMonthly = idField('App Store', 'Spark · monthly');
    await sparkMonthly.waitFor();
    expect(await sparkMonthly.inputValue()).toBe('ng.blynd.premium.spark.monthly');
    expect(await idField('Google Play', 'Popular · 550 tokens').inputValue()).toBe('ng.blynd.tokens.550');
    await page.getByText('No replaced ids.').waitFor();
    await axeOnceToastsGone(page, 'store products');

    await sparkMonthly.fill('ng.blynd.premium.spark.monthly.v2');
    await page.getByRole('button', { name: 'Save product ids' }).click();
    await expectToast(page, STORE_PRODUCT_MESSAGES.saved);
    const replaced = page.getByRole('table', { name: /Replaced product ids/ });
    await replaced.getByRole('rowheader', { name: 'ng.blynd.premium.spark.monthly' }).waitFor();
    expect(await replaced.innerText()).toMatch(/App Store[\s\S]*Spark · monthly/);
    expect(await idField('App Store', 'Spark · monthly').inputValue()).toBe('ng.blynd.premium.spark.monthly.v2');
    const saved = await storedProducts();
    expect(saved.apple.filter((p) => p.active).map((p) => p.productId)).toContain('ng.blynd.premium.spark.monthly.v2');
    expect(saved.apple.find((p) => p.productId === 'ng.blynd.premium.spark.monthly')?.active).toBe(false);
    await axeOnceToastsGone(page, 'store products with a replaced id');

    // Google Play ids are lowercase: the form says so before anything is sent.
    await idField('Google Play', 'Blaze · weekly').fill('Ng.Blynd.Blaze');
    await page.getByRole('button', { name: 'Save product ids' }).click();
    await expectToast(page, /Google Play product id holds lowercase letters/);
    // An id keeps what it first sold: giving the replaced id to another plan is refused by the server.
    await idField('Google Play', 'Blaze · weekly').fill('ng.blynd.premium.blaze.weekly');
    await idField('App Store', 'Blaze · weekly').fill('ng.blynd.premium.spark.monthly');
    await page.getByRole('button', { name: 'Save product ids' }).click();
    await expectToast(page, STORE_PRODUCT_MESSAGES.productIdFixed);
    expect((await storedProducts()).apple.find((p) => p.productId === 'ng.blynd.premium.spark.monthly')?.active).toBe(
      false,
    );
    await axeOnceToastsGone(page, 'store products after a refusal');
  });

  it('When the dashboard opens for a Super Admin, then revenue by channel lists the website, the App Store and Google Play with refunds and store fees apart (accessible at 390 and 1440)', async () => {
    await openScreen(page, site, 'dashboard', 'Dashboard');
    const money = page.getByRole('region', { name: 'Monetization' });
    const channels = money.getByRole('table', { name: /Revenue by channel/ });
    await channels.waitFor();
    expect(await channels.getByRole('columnheader').allTextContents()).toEqual([
      'Channel',
      'Payments',
      'Received',
      'Refunded',
      'Store fee',
      'Net',
    ]);
    expect(await channels.getByRole('rowheader').allTextContents()).toEqual(['Website', 'App Store', 'Google Play']);
    expect(await money.getByTestId('channel-website').innerText()).toMatch(/None/);
    expect(await money.getByTestId('channel-apple').innerText()).toMatch(/₦0[\s\S]*\(15 %\)/);
    await axeOnceToastsGone(page, 'dashboard revenue by channel');
  });
});
