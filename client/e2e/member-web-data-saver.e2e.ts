import type { Page, Request } from 'playwright-core';
import { axeAtEveryWidth, describeE2E, PHONE, type MemberBrowser, type Site } from './support/harness';
import { cardOf, findInDiscover, go, openSignedInMember } from './member/member-journey';

/**
 * The data saver in /app (decision 0173): switched on in Settings, it keeps discover, matches and profiles from
 * loading any photo, avatar or media bytes until a tap, and a tap loads that one photo as its thumbnail. Settings
 * shows what the session has downloaded, and the count grows as the member moves on. The demo's Kelechi sees
 * Adaora (public photos, and his match) and Maryam (public photos); his own photos are on his profile.
 */
const HEAVY = /\/photos\/|\/attachments\/|\/media\//;

describeE2E('The data saver in the member web app', () => {
  let site: Site;
  let browser: MemberBrowser;
  let page: Page;
  const heavy: string[] = [];
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (HEAVY.test(url.pathname)) heavy.push(`${url.pathname}${url.search}`);
  };

  beforeAll(async () => {
    ({ site, browser, page } = await openSignedInMember('08120000001'));
    page.on('request', onRequest);
  }, 300_000);
  afterAll(async () => {
    page?.off('request', onRequest);
    await browser?.close();
    await site?.close();
  });

  const saver = () => page.getByRole('switch', { name: 'Data saver' });
  const sessionBytes = async () => {
    const text = await page.getByTestId('session-bytes').innerText();
    const [, amount, unit] = /^This session: ([\d.]+) (bytes|KB|MB|GB)$/.exec(text.trim()) ?? [];
    if (!amount) throw new Error(`unreadable count: ${text}`);
    return Number(amount) * { bytes: 1, KB: 1e3, MB: 1e6, GB: 1e9 }[unit as 'bytes'];
  };

  it('When Kelechi turns the data saver on in Settings, then it explains itself, shows what the session downloaded, and stays on across a reload', async () => {
    await go(page, 'Settings', 'Settings');
    const panel = page.getByRole('region', { name: 'Data saver' });
    await panel.getByText(/load only when you tap them/).waitFor();
    expect(await saver().isChecked()).toBe(false);
    // The page, its scripts and the API calls so far: well above nothing.
    expect(await sessionBytes()).toBeGreaterThan(10_000);
    await saver().check();
    await page.reload();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await saver().isChecked()).toBe(true);
    expect(await axeAtEveryWidth(page, 'settings, data saver on')).toEqual([]);
    await page.setViewportSize(PHONE);
  });

  it('When he then opens Discover, Matches and his profile, then no photo, avatar or media bytes load until he taps a photo, which loads its thumbnail only', async () => {
    const before = await sessionBytes();
    heavy.length = 0;
    // A fresh load of Discover: its shell paints nothing that would load an avatar.
    await page.goto(`${site.url}/app/discover`);
    await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
    const maryam = (await findInDiscover(page, 'Maryam')).first();
    await maryam
      .getByRole('button', { name: /^Show photo/ })
      .first()
      .waitFor();
    // Initials instead of the blyndmoji.
    expect(await page.locator('img.m-card__avatar').count()).toBe(0);
    expect(await axeAtEveryWidth(page, 'discover, data saver on')).toEqual([]);
    await page.setViewportSize(PHONE);

    await go(page, 'Matches', 'Matches');
    await cardOf(page, 'Adaora').first().waitFor();
    await go(page, 'Chat', 'Chat');
    await page
      .getByRole('main')
      .getByRole('link', { name: /Adaora/ })
      .first()
      .waitFor();
    expect(heavy).toEqual([]);
    // His own photos wait too (the blyndmoji picker of the profile form shows its choices: decision 0173).
    await go(page, 'Profile', 'Your profile');
    await page.getByRole('button', { name: /^Show photo\s*\(Your photo 1\)$/ }).waitFor();
    expect(heavy.filter((path) => path.includes('/photos/'))).toEqual([]);
    heavy.length = 0;

    // A tap loads that photo, as the thumbnail, and nothing else.
    await go(page, 'Discover', 'Discover');
    const card = (await findInDiscover(page, 'Maryam')).first();
    const show = card.getByRole('button', { name: /^Show photo/ }).first();
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/v1/app/photos/'));
    await show.click();
    const request = new URL((await asked).url());
    expect(request.searchParams.get('size')).toBe('thumb');
    await card.getByRole('img', { name: "Maryam's photo 1" }).waitFor();
    expect(heavy.filter((path) => !path.startsWith('/media/avatars/'))).toEqual([
      `${request.pathname}${request.search}`,
    ]);

    // The count has grown, and the Settings screen says so.
    await go(page, 'Settings', 'Settings');
    expect(await sessionBytes()).toBeGreaterThan(before);
  });

  it('When he turns the data saver off, then photos and avatars load as before', async () => {
    await saver().uncheck();
    heavy.length = 0;
    await go(page, 'Discover', 'Discover');
    const card = (await findInDiscover(page, 'Maryam')).first();
    await card.getByRole('img', { name: "Maryam's photo 1" }).waitFor();
    expect(heavy.some((path) => path.includes('/photos/'))).toBe(true);
    expect(await page.locator('img.m-card__avatar').count()).toBeGreaterThan(0);
  });
});
