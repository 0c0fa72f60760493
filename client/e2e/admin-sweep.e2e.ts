import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describeE2E, steadyForAxe, type Site } from './support/harness';
import { APP_PATH, useControlCentre } from './admin/admin-helpers';

/** Every control-centre screen as the Super Admin sees it: path below the app, and its level-1 heading. */
const SCREENS = [
  ['dashboard', 'Dashboard'],
  ['messages', 'Messages'],
  ['messages?tab=system', 'Messages'],
  ['newsystemmessage', 'New system message'],
  ['users', 'Users'],
  ['authentications', 'Authentications'],
  ['subscriptions', 'Subscriptions'],
  ['reports', 'Reports'],
  ['verification', 'Verification'],
  ['ads', 'Ads'],
  ['plans', 'Plans'],
  ['staff', 'Staff'],
  ['audit', 'Audit log'],
  ['outbox', 'Mail outbox'],
  ['cannedreplies', 'Canned replies'],
] as const;

const WIDE = { width: 1440, height: 900 };

/**
 * Serious and critical axe violations, with label-in-name (WCAG 2.5.3) turned on: axe ships it as
 * experimental, and a visible label missing from a control's accessible name is what voice users trip on.
 */
async function seriousA11yViolations(page: Page): Promise<string[]> {
  await steadyForAxe(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
const PHONE = { width: 390, height: 844 };

/** Opens a screen and waits until its data has rendered (no loading state left). */
async function openLoaded(page: Page, site: Site, screen: string, heading: string) {
  await page.goto(`${site.url}${APP_PATH}/${screen}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .admin-query-state--loading, [role="progressbar"]'),
  );
  await page.waitForTimeout(150);
}

/** Tables whose content is wider than their frame: cut off or needing a sideways scroll. */
const tablesTooWide = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main table')).flatMap((table) => {
      const frame = table.closest('.admin-table-wrap') ?? table.parentElement!;
      const overflow = table.scrollWidth - frame.clientWidth;
      const name =
        table.querySelector('caption')?.textContent?.trim() ||
        table.getAttribute('aria-label') ||
        table.querySelector('th')?.textContent?.trim() ||
        'table';
      return overflow > 1 ? [`${name}: ${overflow}px wider than its frame`] : [];
    }),
  );

/** Tables cut without a way to scroll to the rest. */
const tablesCut = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main table')).flatMap((table) => {
      let node: HTMLElement | null = table.parentElement;
      while (node && node !== document.body) {
        const style = getComputedStyle(node);
        if (node.scrollWidth > node.clientWidth + 1) {
          if (style.overflowX === 'auto' || style.overflowX === 'scroll') return [];
          if (style.overflowX === 'hidden' || style.overflowX === 'clip')
            return [`${table.querySelector('caption')?.textContent ?? 'table'}: cut by ${node.className}`];
        }
        node = node.parentElement;
      }
      return [];
    }),
  );

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describeE2E('control centre: every screen accessible, no page wider than a phone, tables readable from 1024 px', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  it.each([
    ['1440', WIDE],
    ['390', PHONE],
  ] as const)(
    'When every screen is opened at %s px as the Super Admin, then axe finds no serious or critical violation',
    async (_label, viewport) => {
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      for (const [screen, heading] of SCREENS) {
        await openLoaded(page, site, screen, heading);
        for (const violation of await seriousA11yViolations(page)) {
          problems.push(`${screen}: ${violation}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('When every screen is opened at 390 px, then no page is wider than the phone and every table scrolls instead of being cut', async () => {
    await page.setViewportSize(PHONE);
    const problems: string[] = [];
    for (const [screen, heading] of SCREENS) {
      await openLoaded(page, site, screen, heading);
      const overflow = await pageOverflow(page);
      if (overflow > 0) problems.push(`${screen}: page ${overflow}px wider than the viewport`);
      for (const cut of await tablesCut(page)) problems.push(`${screen}: ${cut}`);
    }
    expect(problems).toEqual([]);
  });

  it.each([1024, 1280, 1440])(
    'When every screen is opened at %i px, then every table fits its frame, no column cut',
    async (width) => {
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const [screen, heading] of SCREENS) {
        await openLoaded(page, site, screen, heading);
        if ((await pageOverflow(page)) > 0) problems.push(`${screen}: page wider than the viewport`);
        for (const wide of await tablesTooWide(page)) problems.push(`${screen}: ${wide}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('When a message on the System Messages tab is chosen on a phone, then its detail comes into view', async () => {
    await page.setViewportSize(PHONE);
    await openLoaded(page, site, 'messages?tab=system', 'Messages');
    await page
      .getByRole('table', { name: /System messages/ })
      .locator('tbody tr')
      .first()
      .getByRole('button')
      .click();
    const detail = page.getByRole('complementary', { name: 'Message details' }).getByRole('heading', { level: 2 });
    await detail.waitFor();
    const box = (await detail.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  });
});
