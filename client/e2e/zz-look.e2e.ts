import { describeE2E, launchBrowser, open, startSite, type Browser, type Site } from './support/harness';
jest.setTimeout(120_000);
describeE2E('look', () => {
  let site: Site; let browser: Browser;
  beforeAll(async () => { [site, browser] = await Promise.all([startSite(), launchBrowser()]); });
  afterAll(async () => { await browser?.close(); await site?.close(); });
  it('looks', async () => {
    const page = browser.page;
    const errors: string[] = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    for (const path of (process.env.LOOK_PATHS ?? '/').split(',')) {
      for (const width of [320, 390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, site, path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: `/tmp/look/${path.replace(/\//g, '_') || 'home'}-${width}.png`, fullPage: process.env.LOOK_FULL === '1' });
        if (process.env.LOOK_SEL) await page.locator(process.env.LOOK_SEL).first().screenshot({ path: `/tmp/look/sel-${width}.png` });
      }
    }
    await page.getByRole('link', { name: 'FAQs' }).first().click().catch(() => undefined);
    console.log(errors.join('\n---\n'));
  });
});
