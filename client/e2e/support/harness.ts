import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFound = existsSync(CHROMIUM_PATH);

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/**
 * A browser suite: skipped when Chromium is missing, unless E2E_REQUIRED=1 (CI), where a missing
 * browser is a failure rather than a silent skip.
 */
export function describeE2E(name: string, body: () => void) {
  if (chromiumFound) return describe(name, body);
  if (process.env.E2E_REQUIRED === '1') {
    return describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(`Chromium not found at ${CHROMIUM_PATH}; install the 'chromium' package or set CHROMIUM_PATH`);
      });
    });
  }
  return describe.skip(`${name} (Chromium not found at ${CHROMIUM_PATH})`, body);
}

export type Site = { url: string; close(): Promise<void> };

/** The real server (createApp over a fresh seeded embedded database, serving client/dist); E2E_BASE_URL points elsewhere. */
export async function startSite(): Promise<Site> {
  if (process.env.E2E_BASE_URL)
    return { url: process.env.E2E_BASE_URL.replace(/\/$/, ''), close: async () => undefined };
  const { startTestServer } = await import('../../../server/src/test-support/test-server');
  const server = await startTestServer();
  return { url: server.url, close: () => server.close() };
}

/**
 * E2E_DEFER_TIMERS_MS=300 holds every zero-delay timer of the pages that long: re-renders scheduled that way
 * (TanStack Query's, React's transitions) come late, as on a loaded machine, which shows a step that reads the
 * page before its last click has taken effect. A stress check to run by hand; CI runs without it.
 */
async function deferZeroTimers(context: BrowserContext) {
  const ms = Number(process.env.E2E_DEFER_TIMERS_MS);
  if (!ms) return;
  await context.addInitScript((deferBy: number) => {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      original(handler, timeout || deferBy, ...rest)) as typeof window.setTimeout;
  }, ms);
}

export type Browser = { context: BrowserContext; page: Page; close(): Promise<void> };

/** One Chromium per suite, on a fresh profile directory, with the flags this machine needs. */
export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'blynd-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: DESKTOP,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // CI starts the browser tests while lint, typecheck and the PGlite pass share the two cores: waits get room.
  context.setDefaultTimeout(20_000);
  await deferZeroTimers(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Serious and critical axe-core violations on the page, as short readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await steadyForAxe(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/** The small phone, the phone and the wide desktop the member app is checked at (decision 0172). */
export const SMALL_PHONE = { width: 360, height: 740 } as const;
export const MEMBER_WIDTHS = [SMALL_PHONE, PHONE, { width: 1440, height: 900 }] as const;

/**
 * Waits for the page's finite animations and transitions to end: a notification fading in or out is half
 * transparent, a button under the pointer is halfway to its hover colours, and axe reads the contrast of either.
 */
export async function settledAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The page as a member who is reading it sees it: the pointer moved off every control (a click leaves it over the
 * button that replaces the one clicked, and a layout change at a new width can slide another under it, which
 * Chromium hovers a moment later), then every transition run to its end.
 */
export async function steadyForAxe(page: Page) {
  await page.mouse.move(0, 0);
  await settledAnimations(page);
}

/**
 * Every axe violation, whatever its impact (label-in-name on), and any sideways scroll, at each of MEMBER_WIDTHS, as
 * readable lines prefixed with the state checked.
 */
export async function axeAtEveryWidth(page: Page, state: string): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of MEMBER_WIDTHS) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await steadyForAxe(page);
    const results = await new AxeBuilder({ page })
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    for (const v of results.violations)
      problems.push(`${state} @${viewport.width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 1) problems.push(`${state} @${viewport.width}: page scrolls sideways by ${overflow}px`);
  }
  return problems;
}

/** A sonner notification containing the text. */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Opens a path and waits until the page's own content has rendered (lazy route chunks included). */
export async function open(page: Page, site: Site, path: string) {
  const response = await page.goto(site.url + path, { waitUntil: 'domcontentloaded' });
  await page.locator('main#main, main').first().waitFor();
  await page.locator('h1').first().waitFor();
  // A prerendered page shows its forms before React hydrates them; a click before then would submit natively.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

export type MemberBrowser = {
  newMember(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
};

/** Headless Chromium as the member specs run it: no GPU, no QUIC, no background traffic of its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Chromium for a file whose story needs several members at once: each member gets its own context
 * (its own cookies, so its own session), all in the same browser.
 */
export async function launchMemberBrowser(): Promise<MemberBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return {
    newMember: async (viewport = DESKTOP) => {
      const context = await browser.newContext({ viewport });
      context.setDefaultTimeout(15_000);
      await deferZeroTimers(context);
      return context.newPage();
    },
    close: () => browser.close(),
  };
}
