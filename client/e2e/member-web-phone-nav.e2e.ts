import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import {
  axeAtEveryWidth,
  describeE2E,
  PHONE,
  SMALL_PHONE,
  steadyForAxe,
  type MemberBrowser,
  type Site,
} from './support/harness';
import { go, openSignedInMember } from './member/member-journey';

/**
 * Phone navigation in /app (decision 0172): at 360 and 390 px a tab bar along the bottom (Discover, Likes,
 * Matches, Chat with its unread count, More), the other destinations one tap further in the More sheet; at 1440 px
 * the side bar with every link. Every screen is reached by taps from there, with the current page marked, the bar
 * on screen, no sideways scroll, and axe clean at 360, 390 and 1440 px. The demo's Kelechi has not read Adaora's
 * last message (the seed).
 */
const WIDE = { width: 1440, height: 900 } as const;
/** Three axe runs a screen, some fifteen screens: room for a busy machine. */
const SWEEP_TIMEOUT = 480_000;
const TABS = ['Discover', 'Likes', 'Matches', 'Chat'] as const;
const SCREENS: { label: string; heading: string | RegExp; tab: boolean }[] = [
  { label: 'Discover', heading: 'Discover', tab: true },
  { label: 'Likes', heading: 'Who liked you', tab: true },
  { label: 'Matches', heading: 'Matches', tab: true },
  { label: 'Chat', heading: 'Chat', tab: true },
  { label: 'Dates', heading: /Dates/, tab: false },
  { label: 'Feed', heading: 'Feed', tab: false },
  { label: 'Auctions', heading: 'Auctions', tab: false },
  { label: 'Tokens', heading: 'Tokens', tab: false },
  { label: 'Profile', heading: 'Your profile', tab: false },
  { label: 'Settings', heading: 'Settings', tab: false },
];

describeE2E('Phone navigation in the member web app', () => {
  let site: Site;
  let browser: MemberBrowser;
  let page: Page;

  beforeAll(async () => {
    ({ site, browser, page } = await openSignedInMember('08120000001'));
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const nav = () => page.getByRole('navigation', { name: 'Member' });
  const more = () => nav().getByRole('button', { name: 'More' });
  const heading = (name: string | RegExp) => page.getByRole('heading', { name, level: 1 });

  /** The box of a locator, in the viewport's coordinates. */
  const box = async (locator: Locator) => {
    const b = await locator.boundingBox();
    if (!b) throw new Error('not on screen');
    return b;
  };

  /** What a phone must show on every screen: the five tabs at the bottom, big enough, and no sideways scroll. */
  async function phoneChecks(width: number, screen: string): Promise<string[]> {
    const problems: string[] = [];
    const viewport = page.viewportSize()!;
    for (const name of [...TABS, 'More']) {
      const target = name === 'More' ? more() : nav().getByRole('link', { name, exact: false }).first();
      if (!(await target.isVisible())) {
        problems.push(`${screen} @${width}: ${name} is not shown`);
        continue;
      }
      const b = await box(target);
      if (b.height < 44 || b.width < 44) problems.push(`${screen} @${width}: ${name} is ${b.width}×${b.height}`);
      if (b.y + b.height > viewport.height + 1 || b.y < viewport.height - 120)
        problems.push(`${screen} @${width}: ${name} is not along the bottom (${b.y})`);
    }
    // The rest are behind More: not shown until it is opened.
    if (await nav().getByRole('link', { name: 'Feed' }).isVisible())
      problems.push(`${screen} @${width}: Feed shows outside More`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 1) problems.push(`${screen} @${width}: page scrolls sideways by ${overflow}px`);
    return problems;
  }

  it('When Kelechi uses a phone at 360 and 390 px, then the tab bar shows four tabs and More with his unread count, every screen is one or two taps away and marked current, nothing scrolls sideways', async () => {
    const problems: string[] = [];
    for (const viewport of [SMALL_PHONE, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`${site.url}/app/discover`);
      await heading('Discover').waitFor();
      // The unread count rides on the Chat tab, and is read out with it.
      await nav()
        .getByRole('link', { name: /^Chat\s*1 unread$/ })
        .waitFor();
      for (const screen of SCREENS) {
        if (screen.tab) {
          await nav().getByRole('link', { name: screen.label, exact: false }).first().click();
        } else {
          await more().click();
          const sheet = page.getByRole('dialog', { name: 'More' });
          await sheet.waitFor();
          problems.push(...(await axeHere(page, `More sheet over ${screen.label} @${viewport.width}`)));
          await sheet.getByRole('link', { name: screen.label }).click();
          await sheet.waitFor({ state: 'detached' });
        }
        await heading(screen.heading).waitFor();
        await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label="Loading"]'));
        // The current page is marked: on its tab, or in the sheet and on More.
        if (screen.tab) {
          const current = nav().locator('[aria-current="page"]:visible');
          expect(await current.innerText()).toContain(screen.label);
        } else {
          expect(await more().getAttribute('class')).toContain('m-nav__link--active');
          await more().click();
          const sheet = page.getByRole('dialog', { name: 'More' });
          expect(await sheet.locator('[aria-current="page"]').innerText()).toBe(screen.label);
          await page.keyboard.press('Escape');
          await sheet.waitFor({ state: 'detached' });
          // Focus goes back to More.
          expect(await more().evaluate((element) => element === document.activeElement)).toBe(true);
        }
        problems.push(...(await phoneChecks(viewport.width, screen.label)));
      }
    }
    expect(problems).toEqual([]);
  });

  it('When the window is 1440 px wide, then the side bar lists every destination with the current one marked, and More is not there', async () => {
    await page.setViewportSize(WIDE);
    await page.goto(`${site.url}/app/settings`);
    await heading('Settings').waitFor();
    for (const screen of SCREENS) await nav().getByRole('link', { name: screen.label, exact: false }).first().waitFor();
    expect(await more().isVisible()).toBe(false);
    const current = nav().locator('[aria-current="page"]:visible');
    expect(await current.innerText()).toBe('Settings');
    const bar = await box(page.getByRole('banner'));
    expect(bar.x).toBe(0);
    expect(bar.height).toBeGreaterThanOrEqual(WIDE.height - 1);
    await nav().getByRole('link', { name: 'Feed' }).click();
    await heading('Feed').waitFor();
  });

  it('When the phone has a notch and a home indicator, then the app covers the screen and keeps the bar and the tabs clear of them', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`${site.url}/app/chat`);
    await heading('Chat').waitFor();
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toContain('viewport-fit=cover');
    // An iPhone's insets, as its browser reports them to env(safe-area-inset-*).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 0, right: 0 } });
    try {
      const bar = await box(page.getByRole('banner'));
      const brand = await box(page.getByRole('banner').getByRole('link').first());
      expect(brand.y - bar.y).toBeGreaterThanOrEqual(47);
      const viewport = page.viewportSize()!;
      for (const name of TABS) {
        const tab = await box(nav().getByRole('link', { name, exact: false }).first());
        expect(tab.y + tab.height).toBeLessThanOrEqual(viewport.height - 34 + 1);
      }
    } finally {
      await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: {} });
      await cdp.detach();
    }
  });

  it(
    'When every screen, sub-screens included, is opened by its links, then each is axe-clean and does not scroll sideways at 360, 390 and 1440 px',
    async () => {
      const problems: string[] = [];
      const settled = () =>
        page.waitForFunction(() => !document.querySelector('[role="status"][aria-label="Loading"]'));
      const check = async (state: string) => {
        await settled();
        problems.push(...(await axeAtEveryWidth(page, state)));
        await page.setViewportSize(PHONE);
      };
      const within = async (link: string | RegExp, name: string | RegExp) => {
        await page.getByRole('main').getByRole('link', { name: link }).first().click();
        await heading(name).waitFor();
      };
      await page.setViewportSize(PHONE);
      // Each screen reached as a member does, by the app's own links: one page load for the whole walk.
      for (const screen of SCREENS) {
        await go(page, screen.label, screen.heading);
        await check(screen.label);
        if (screen.label === 'Chat') {
          await within(/Adaora/, /Adaora/);
          await check('conversation');
        }
        if (screen.label === 'Auctions') {
          // The first auction listed, by the link in its card's heading.
          const first = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').first();
          const title = (await first.innerText()).trim();
          await within(title, title);
          await check('auction');
        }
        if (screen.label === 'Settings') {
          await within('Filters', 'Filters');
          await check('filters');
          await go(page, 'Settings', 'Settings');
          await within('Notifications', 'Notifications');
          await check('notifications');
        }
      }
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});

/** Axe at the page's current width only (the More sheet closes when the width changes). */
async function axeHere(page: Page, state: string): Promise<string[]> {
  await steadyForAxe(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
