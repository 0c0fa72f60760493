import { MESSAGES, TOKEN_MESSAGES } from '@blynd/shared';
import type { Page } from 'playwright-core';
import {
  describeE2E,
  launchBrowser,
  open,
  PHONE,
  seriousA11yViolations,
  startSite,
  VIEWPORTS,
  type Browser,
  type Site,
} from './support/harness';

type SiteConfig = {
  productName: string;
  appleStoreUrl: string;
  googleStoreUrl: string;
  blogUrl: string;
  xUrl: string;
  instagramUrl: string;
  facebookUrl: string;
  tiktokUrl: string;
  companyName: string;
  contactEmail: string;
};

const siteConfig = (page: Page): Promise<SiteConfig> =>
  page.evaluate(() => JSON.parse(document.querySelector('meta[name="site-config"]')!.getAttribute('content')!));

const countIn = (page: Page, selector: string) => page.locator(selector).count();

/** Resolves when no CSS transition or animation is running (an event-driven wait, not a sleep). */
const animationsSettled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
const mainText = (page: Page) => page.locator('main').innerText();

/** Every public page, what a visitor must find on it, and what its tab says. */
const PAGES: { path: string; h1: RegExp; check: (page: Page) => Promise<void> }[] = [
  {
    path: '/',
    h1: /Fall for who they are/,
    check: async (page) => {
      expect(await mainText(page)).toMatch(/deeper connections/i);
      expect(
        await page
          .getByRole('region', { name: /Benefits/ })
          .getByRole('listitem')
          .count(),
      ).toBe(7);
      const faq = page.getByRole('region', { name: 'Good to know before you start' });
      expect(await faq.locator('button[aria-expanded]').count()).toBe(5);
      expect(
        await page
          .locator('main')
          .getByRole('link', { name: /App Store/ })
          .count(),
      ).toBeGreaterThan(0);
      expect(
        await page
          .locator('main')
          .getByRole('link', { name: /Google Play/ })
          .count(),
      ).toBeGreaterThan(0);
      expect(await page.getByRole('img', { name: /profile card/ }).count()).toBe(1);
    },
  },
  {
    path: '/safety',
    h1: /Ten tips for dating safely/,
    check: async (page) => {
      const tips = page.getByRole('region', { name: 'Safety tips' }).locator('ol > li');
      expect(await tips.count()).toBe(10);
      const titles = await tips.locator('h2').allInnerTexts();
      expect(titles).toEqual([
        'Protect your personal information',
        'Stay in the app',
        'Trust your instincts',
        'Meet in public places',
        'Take your time',
        'Verify information with Premium',
        'Report suspicious behaviour',
        'Respect boundaries',
        'Use online safety resources',
        'Count on trustworthy support',
      ]);
    },
  },
  {
    path: '/faqs',
    h1: /Frequently asked questions/,
    check: async (page) => {
      const questions = page.locator('main button[aria-expanded]');
      expect(await questions.count()).toBe(11);
      // No item of its own for tokens (the spec's accordion has eleven): the refund answer states their rule.
      const refund = questions.filter({ hasText: /refund/ });
      await refund.click();
      expect(await page.getByRole('region', { name: await refund.innerText() }).innerText()).toContain(
        TOKEN_MESSAGES.noRefunds,
      );
    },
  },
  {
    path: '/useragreement',
    h1: /Terms of use/,
    check: async (page) => {
      expect(await countIn(page, '[data-testid="prohibited-actions"] > li')).toBe(27);
      expect(await countIn(page, '[data-testid="prohibited-content"] > li')).toBe(15);
      const text = await mainText(page);
      expect(text).toMatch(/at least 18 years old/);
      expect(text).toMatch(/Plans do not renew automatically/);
      expect(text).toMatch(/All purchases are final and non-refundable/);
      expect(text).toMatch(/benefits continue until the end of the period/);
      expect(text).toMatch(/Tokens cannot be refunded/);
      // The operating company and its contact address come from the configuration.
      const config = await siteConfig(page);
      expect(await page.locator('main').innerText()).toContain(`operated by ${config.companyName}`);
      expect(await page.locator(`main a[href="mailto:${config.contactEmail}"]`).count()).toBeGreaterThan(0);
    },
  },
  {
    path: '/privacypolicy',
    h1: /Privacy policy/,
    check: async (page) => {
      expect(await countIn(page, 'article section > h2')).toBe(14);
      const text = await page.locator('body').innerText();
      expect(text).toMatch(/Last updated 31 October 2023/);
      expect(text).toMatch(/Paystack/);
      expect(text).toMatch(/last four digits/i);
      for (const heading of [
        'Interpretation and definitions',
        'Usage data',
        'Business transactions',
        'Law enforcement',
        'Security of your data',
      ]) {
        expect(text).toContain(heading);
      }
    },
  },
  {
    path: '/child-safety',
    h1: /Child Safety/,
    check: async (page) => {
      expect(await page.locator('article section > h2').allInnerTexts()).toEqual([
        '1. Our commitment',
        '2. Age restrictions',
        '3. Preventive measures',
        '4. Reporting channels',
        '5. Compliance with the law',
        '6. Contact',
      ]);
      const text = await mainText(page);
      expect(text).toMatch(/at least 18 years old/);
      expect(text).toMatch(/Facial verification at registration/);
    },
  },
  {
    path: '/support',
    h1: /Send us a message/,
    check: async (page) => expect(await mainText(page)).toContain('Need help?'),
  },
  {
    path: '/advertise',
    h1: /Advertise on Blynd/,
    check: async (page) => expect(await mainText(page)).toContain('Slot Availability'),
  },
  {
    path: '/premium',
    h1: /See who likes you/,
    check: async (page) => void (await page.getByRole('button', { name: 'Weekly' }).waitFor()),
  },
];

describeE2E('public site', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const publicScripts = new Set<string>();

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    page = browser.page;
    page.on('request', (request) => {
      if (request.resourceType() === 'script') publicScripts.add(new URL(request.url()).pathname);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  describe.each(VIEWPORTS)('at the %s viewport', (_name, viewport) => {
    beforeAll(() => page.setViewportSize(viewport));

    it.each(PAGES.map((entry) => [entry.path, entry] as const))(
      'When %s opens, then its content, title and description are there and axe finds nothing serious',
      async (path, entry) => {
        await open(page, site, path);
        expect(await page.locator('h1').first().innerText()).toMatch(entry.h1);
        await entry.check(page);
        expect(await page.title()).toMatch(/\| Blynd$/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length).toBeGreaterThan(30);
        // Nothing spills sideways (the benefit cards scroll inside their own region).
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBe(0);
        // Let entry animations finish before the audit (contrast is checked on the final colours).
        await animationsSettled(page);
        expect(await seriousA11yViolations(page)).toEqual([]);
      },
    );

    it('When an unknown path opens, then a real 404 page answers with status 404', async () => {
      const response = await open(page, site, '/no-such-page');
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').innerText()).toBe('Page not found');
      expect(await page.title()).toBe('Page not found | Blynd');
      expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('When a page renders, then the footer carries socials, legal links and the current year from the site configuration', async () => {
      await open(page, site, '/');
      const config = await siteConfig(page);
      const footer = page.locator('footer.site-footer');
      expect(await footer.getByRole('link', { name: `${config.productName} on X` }).getAttribute('href')).toBe(
        config.xUrl,
      );
      expect(await footer.getByRole('link', { name: `${config.productName} on Instagram` }).getAttribute('href')).toBe(
        config.instagramUrl,
      );
      expect(await footer.getByRole('link', { name: `${config.productName} on Facebook` }).getAttribute('href')).toBe(
        config.facebookUrl,
      );
      expect(await footer.getByRole('link', { name: `${config.productName} on TikTok` }).getAttribute('href')).toBe(
        config.tiktokUrl,
      );
      expect(await footer.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/useragreement');
      expect(await footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacypolicy');
      expect(await footer.getByRole('link', { name: 'Child Safety' }).getAttribute('href')).toBe('/child-safety');
      expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()} ${config.productName}`);
    });
  });

  it('When the home FAQ is used, then one answer is open at a time and clicking it again closes it', async () => {
    await page.setViewportSize(PHONE);
    await open(page, site, '/');
    const faq = page.getByRole('region', { name: 'Good to know before you start' });
    const first = faq.locator('button[aria-expanded]').nth(0);
    const second = faq.locator('button[aria-expanded]').nth(1);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('true');
    expect(
      await page.locator(`#${(await first.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`).isVisible(),
    ).toBe(true);
    await second.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    await second.click();
    expect(await faq.locator('button[aria-expanded="true"]').count()).toBe(0);
  });

  it('When the FAQs page is used with the keyboard, then Enter opens an item and another item closes it', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, site, '/faqs');
    const buttons = page.locator('main button[aria-expanded]');
    await buttons.nth(2).focus();
    await page.keyboard.press('Enter');
    expect(await buttons.nth(2).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('region', { name: await buttons.nth(2).innerText() }).innerText()).toMatch(/photos/i);
    await buttons.nth(7).click();
    expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(1);
    expect(await buttons.nth(7).getAttribute('aria-expanded')).toBe('true');
    await buttons.nth(7).click();
    expect(await page.locator('main button[aria-expanded="true"]').count()).toBe(0);
  });

  it('When on a desktop, then the top bar links the blog, Safety, FAQs, Advertise, Get help, Auctions, Tokens, Sign in and GET PREMIUM', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, site, '/');
    const config = await siteConfig(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe(config.blogUrl);
    for (const [name, href] of [
      ['Safety', '/safety'],
      ['FAQs', '/faqs'],
      ['Advertise', '/advertise'],
      ['Get help', '/support'],
      ['Auctions', '/auctions'],
      ['Tokens', '/tokens'],
      ['Sign in', '/app'],
      ['GET PREMIUM', '/premium'],
    ]) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
  });

  it('When the phone menu is toggled, then the panel slides in over 500 ms, lists every link and closes on tap', async () => {
    await page.setViewportSize(PHONE);
    await open(page, site, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = page.locator('#phone-menu');
    const translateY = () => panel.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42);
    expect(await translateY()).toBeLessThan(0);
    expect(await panel.evaluate((element) => getComputedStyle(element).transitionDuration)).toContain('0.5s');

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close' });
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    await panel.evaluate(
      (element) => new Promise((resolve) => element.addEventListener('transitionend', resolve, { once: true })),
    );
    expect(await translateY()).toBe(0);
    const links = await panel.getByRole('link').allInnerTexts();
    expect(links).toEqual([
      'Download app',
      'Blog',
      'Get Premium',
      'Safety',
      'FAQs',
      'Advertise',
      'Get help',
      'Auctions',
      'Tokens',
      'Sign in',
    ]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await panel.getByRole('link', { name: 'FAQs' }).click();
    await page.waitForURL(/\/faqs$/);
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    await animationsSettled(page);
    expect(await translateY()).toBeLessThan(0);
    expect(await panel.getByRole('link', { name: 'Safety' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('When the keyboard moves focus, then the focused control is visibly outlined', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, site, '/');
    await page.keyboard.press('Tab');
    const skip = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement;
      const style = getComputedStyle(active);
      return { text: active.textContent, outline: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(skip).toEqual({ text: 'Skip to content', outline: 'solid', width: 3 });
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(next).toBe('solid');
  });

  it('When the path changes, then the new page starts at the top', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, site, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('footer').getByRole('link', { name: 'Safety tips' }).click();
    await page.waitForURL(/\/safety$/);
    await page.locator('h1', { hasText: 'Ten tips' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('When a page fails to load, then the router fallback shows Unexpected Application Error! with the message', async () => {
    await open(page, site, '/');
    await page.route(/\/assets\/faqs-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole('link', { name: 'See all FAQs' }).click();
    await page.getByRole('heading', { name: MESSAGES.unexpectedError }).waitFor();
    expect(await page.locator('.error-page__message').innerText()).toMatch(/\S/);
    // The layout stays, so the visitor can carry on.
    expect(await page.locator('footer.site-footer').count()).toBe(1);
    await page.unroute(/\/assets\/faqs-[^/]*\.js$/);
  });

  describe('/get', () => {
    const ANDROID =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

    /** A fresh tab with the given user agent; store pages are answered locally so nothing leaves the machine. */
    async function tabAs(userAgent?: string) {
      const tab = await browser.context.newPage();
      await tab.route(/^https:\/\/(apps\.apple\.com|play\.google\.com)\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>store</title><h1>Store page</h1>' }),
      );
      if (userAgent) {
        const cdp = await browser.context.newCDPSession(tab);
        await cdp.send('Emulation.setUserAgentOverride', { userAgent });
      }
      return tab;
    }

    it('When an Android phone opens /get, then the page hydrates without a mismatch and goes to the Google store', async () => {
      const tab = await tabAs(ANDROID);
      await tab.setViewportSize(PHONE);
      await tab.goto(`${site.url}/`);
      const config = await siteConfig(tab);
      // The prerender knows no device: the first client render must match it and switch after hydration.
      const errors: string[] = [];
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${site.url}/get`);
      await tab.waitForURL(config.googleStoreUrl);
      expect(errors).toEqual([]);
      await tab.close();
    });

    it('When an iPhone opens /get, then it goes to the Apple store', async () => {
      const tab = await tabAs(IPHONE);
      await tab.setViewportSize(PHONE);
      await tab.goto(`${site.url}/`);
      const config = await siteConfig(tab);
      await tab.goto(`${site.url}/get`);
      await tab.waitForURL(config.appleStoreUrl);
      await tab.close();
    });

    it('When a desktop opens /get, then it stays, shows the alert and both store buttons', async () => {
      const tab = await tabAs();
      const dialog = new Promise<string>((resolve) =>
        tab.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))),
      );
      await tab.goto(`${site.url}/get`);
      expect(await dialog).toBe(MESSAGES.useMobileDevice);
      const alert = tab.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toBe(MESSAGES.useMobileDevice);
      const config = await siteConfig(tab);
      expect(
        await tab
          .locator('main')
          .getByRole('link', { name: /App Store/ })
          .getAttribute('href'),
      ).toBe(config.appleStoreUrl);
      expect(
        await tab
          .locator('main')
          .getByRole('link', { name: /Google Play/ })
          .getAttribute('href'),
      ).toBe(config.googleStoreUrl);
      expect(tab.url()).toBe(`${site.url}/get`);
      expect(await seriousA11yViolations(tab)).toEqual([]);
      await tab.close();
    });
  });

  it('When the control centre opens, then it loads code no public page loaded', async () => {
    expect(publicScripts.size).toBeGreaterThan(3);
    const adminScripts: string[] = [];
    const listener = (request: { resourceType(): string; url(): string }) => {
      if (request.resourceType() === 'script') adminScripts.push(new URL(request.url()).pathname);
    };
    const tab = await browser.context.newPage();
    tab.on('request', listener);
    await tab.goto(`${site.url}/control/center/auth/login`);
    await tab
      .getByRole('heading', { name: /Control centre/i })
      .or(tab.getByRole('button', { name: 'Grant Access' }))
      .first()
      .waitFor();
    const adminOnly = adminScripts.filter((path) => !publicScripts.has(path));
    expect(adminOnly.length).toBeGreaterThan(0);
    // And the public layout is not part of it.
    expect(await tab.locator('footer.site-footer').count()).toBe(0);
    await tab.close();
  });

  describe('layout and accessibility at the widths visitors use', () => {
    const overflow = (tab: Page) =>
      tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

    /** Each store badge: its name on one line and nothing clipped inside it. */
    const badgeProblems = (tab: Page, scope: string) =>
      tab.locator(`${scope} .store-badge`).evaluateAll((badges) =>
        badges.flatMap((badge) => {
          const problems: string[] = [];
          const strong = badge.querySelector('strong')!;
          const lineHeight =
            parseFloat(getComputedStyle(strong).lineHeight) || parseFloat(getComputedStyle(strong).fontSize) * 1.3;
          if (strong.getBoundingClientRect().height > lineHeight * 1.5) problems.push(`${strong.textContent} wraps`);
          const text = badge.querySelector('.store-badge__text')!;
          if (
            text.scrollWidth > text.clientWidth + 1 ||
            text.getBoundingClientRect().right > badge.getBoundingClientRect().right
          )
            problems.push(`${strong.textContent} clipped`);
          return problems;
        }),
      );

    it.each([320, 375, 390, 414, 1280, 1920])(
      'When / opens %i px wide, then nothing overflows and every store badge reads on one line, unclipped',
      async (width) => {
        await page.setViewportSize({ width, height: 800 });
        await open(page, site, '/');
        expect(await overflow(page)).toBe(0);
        expect(await badgeProblems(page, '.hero')).toEqual([]);
        expect(await badgeProblems(page, 'main')).toEqual([]);
        expect(await badgeProblems(page, 'footer')).toEqual([]);
      },
    );

    it.each([320, 375])('When the legal and form pages open %i px wide, then nothing overflows', async (width) => {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/useragreement', '/privacypolicy', '/advertise', '/support', '/premium', '/safety']) {
        await open(page, site, path);
        expect([path, await overflow(page)]).toEqual([path, 0]);
      }
    });

    it('When the footer is used on a phone, then every link and badge is a touch target of at least 44 px', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, site, '/');
      const small = await page
        .locator('footer a')
        .evaluateAll((links) =>
          links
            .map(
              (link) =>
                [
                  link.textContent?.trim() || link.getAttribute('aria-label'),
                  Math.round(link.getBoundingClientRect().height),
                ] as const,
            )
            .filter(([, height]) => height < 44),
        );
      expect(small).toEqual([]);
    });

    it('When Terms opens on an 800 px tall laptop screen, then its contents box shows every entry', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, site, '/useragreement');
      // Read down the page: the box is now stuck below the top bar.
      await page.evaluate(() => window.scrollTo(0, 1600));
      await page.waitForFunction(() => window.scrollY >= 1600);
      const toc = page.getByRole('navigation', { name: 'Contents' });
      const fits = await toc.evaluate((element) => element.scrollHeight <= element.clientHeight + 1);
      expect(fits).toBe(true);
      const last = toc.getByRole('link').last();
      const [box, link] = await Promise.all([toc.boundingBox(), last.boundingBox()]);
      expect(link!.y + link!.height).toBeLessThanOrEqual(box!.y + box!.height);
      expect(link!.y + link!.height).toBeLessThanOrEqual(800);
    });

    it('When the hero illustration shows, then the Travel tag is uncovered, the starter avatar is legible and the names agree', async () => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, site, '/');
        const travel = page.locator('.collage__chips span', { hasText: 'Travel' });
        await travel.scrollIntoViewIfNeeded();
        const covered = await travel.evaluate((tag) => {
          const rect = tag.getBoundingClientRect();
          // The card is tilted, so probe inside the pill rather than at its bounding box's corners.
          const [x, y, w, h] = [rect.left, rect.top, rect.width, rect.height];
          const points = [
            [x + w / 2, y + h / 2],
            [x + w * 0.25, y + h / 2],
            [x + w * 0.75, y + h / 2],
          ];
          return points
            .filter(([x, y]) => !tag.contains(document.elementFromPoint(x, y)))
            .map(([x, y]) => `${x},${y}: ${document.elementFromPoint(x, y)?.className}`);
        });
        expect(covered).toEqual([]);
        const avatar = await page.locator('.collage__starter svg').first().boundingBox();
        expect(avatar!.width).toBeGreaterThanOrEqual(24);
      }
      const collage = await page.locator('.collage').innerText();
      expect(collage).toContain('Amara');
      expect(collage).toContain('Unlock photos with Amara?');
    });

    it('When the phone menu is open, then Tab stays inside it and Escape closes it with focus back on Menu', async () => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, site, '/');
      await page.getByRole('button', { name: 'Menu' }).click();
      const panel = page.locator('#phone-menu');
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(() => {
          const active = document.activeElement!;
          return !!active.closest('#phone-menu') || active.classList.contains('phone-bar__toggle');
        });
        expect(inside).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(
        await page.evaluate(
          () =>
            !!document.activeElement!.closest('#phone-menu') ||
            document.activeElement!.classList.contains('phone-bar__toggle'),
        ),
      ).toBe(true);
      expect(await page.locator('main').evaluate((main) => (main as HTMLElement).inert)).toBe(true);
      await page.keyboard.press('Escape');
      const toggle = page.getByRole('button', { name: 'Menu' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await panel.getAttribute('class')).not.toContain('phone-menu--open');
      expect(await page.locator('main').evaluate((main) => (main as HTMLElement).inert)).toBe(false);
    });

    it('When a link changes the page, then focus moves to the new heading and the page title is announced', async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, site, '/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Safety', exact: true }).click();
      await page.waitForURL(/\/safety$/);
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await page.evaluate(() => document.activeElement!.textContent)).toMatch(/Ten tips for dating safely/);
      await page.getByTestId('route-announcer').filter({ hasText: 'Safety tips | Blynd' }).waitFor();
    });
  });

  describe('prerendered pages and builds', () => {
    it('When / is opened without JavaScript, then its content, social card and icons are already in the page', async () => {
      const context = await browser.context.browser()?.newContext({ javaScriptEnabled: false });
      const tab = context ? await context.newPage() : await browser.context.newPage();
      if (!context) await tab.route('**/*.js', (route) => route.abort());
      await tab.goto(`${site.url}/`);
      expect(await tab.locator('h1').innerText()).toMatch(/Fall for who they are/);
      expect(await tab.locator('meta[property="og:title"]').getAttribute('content')).toMatch(/\| Blynd$/);
      expect(await tab.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${site.url}/og-image.jpg`);
      expect(await tab.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
      expect(await tab.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');
      expect(await tab.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
      await tab.close();
      await context?.close();
    });

    it('When a prerendered page hydrates, then React reports no mismatch and its controls work', async () => {
      const tab = await browser.context.newPage();
      const errors: string[] = [];
      tab.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.setViewportSize({ width: 1280, height: 800 });
      await tab.goto(`${site.url}/faqs`);
      const first = tab.locator('main button[aria-expanded]').first();
      await tab.waitForFunction(() =>
        Object.keys(document.querySelector('main button[aria-expanded]')!).some((key) =>
          key.startsWith('__reactFiber'),
        ),
      );
      await first.click();
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      expect(errors).toEqual([]);
      await tab.close();
    });

    it('When a tab from an older build asks for a chunk that is gone, then it reloads once to the new build instead of an error', async () => {
      const tab = await browser.context.newPage();
      await tab.setViewportSize({ width: 1280, height: 800 });
      await tab.goto(`${site.url}/`);
      await tab.locator('h1').waitFor();
      // The "deploy": the server now names another entry script, and the old chunks are gone.
      // Until the tab has asked for the current build, the old FAQs chunk is missing, as after a deploy.
      let deployed = false;
      await tab.route(`${site.url}/`, async (route) => {
        if (route.request().resourceType() !== 'fetch') return route.continue();
        deployed = true;
        const response = await route.fetch();
        await route.fulfill({
          response,
          body: (await response.text()).replace(/\/assets\/index-[^"]+\.js/, '/assets/index-NEWBUILD.js'),
        });
      });
      await tab.route(/\/assets\/faqs-[^/]*\.(js|css)$/, (route) =>
        deployed ? route.continue() : route.fulfill({ status: 404, body: '' }),
      );
      const reloaded = tab.waitForEvent('load');
      await tab.getByRole('link', { name: 'See all FAQs' }).click();
      await reloaded;
      await tab.getByRole('heading', { level: 1, name: /Frequently asked questions/ }).waitFor();
      expect(await tab.getByText(/Unable to preload|Failed to fetch dynamically imported module/).count()).toBe(0);
      expect(tab.url()).toBe(`${site.url}/faqs`);
      await tab.close();
    });
  });
});
