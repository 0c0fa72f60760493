import type { Page } from 'playwright-core';
import { axeAtEveryWidth, describeE2E, type MemberBrowser, type Site } from './support/harness';
import { openSignedInMember } from './member/member-journey';
import { showPushInServiceWorker } from './member/web-push';

/**
 * Notification preferences in /app (decisions 0166, 0167): the grid of kinds × channels × frequency, saved and read
 * back; the service worker shows a web push it is given (delivered through Chromium's DevTools protocol, since the
 * browser's own push service is the vendor's and out of reach here). Axe-clean at 390 and 1440 px.
 */
describeE2E('Notifications in the member web app', () => {
  let site: Site;
  let browser: MemberBrowser;
  let page: Page;

  // Starting the site (build, seed) takes longer than the default on a loaded machine.
  beforeAll(async () => {
    ({ site, browser, page } = await openSignedInMember('08120000000'));
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('When a member switches likes push off and saves, then it stays off after a reload, and the screen is axe-clean', async () => {
    const problems: string[] = [];
    await page.goto(`${site.url}/app/settings`);
    await page.getByRole('link', { name: 'Notifications' }).first().click();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const likesPush = page.getByLabel('Likes: Push');
    expect(await likesPush.inputValue()).toBe('instant');
    problems.push(...(await axeAtEveryWidth(page, 'notification preferences')));

    await likesPush.selectOption({ label: 'Off' });
    await page.getByRole('switch', { name: 'Quiet hours: pushes wait for the digest' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification preferences saved').waitFor();
    problems.push(...(await axeAtEveryWidth(page, 'notification preferences saved, quiet hours on')));

    await page.reload();
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    expect(await page.getByLabel('Likes: Push').inputValue()).toBe('off');
    expect(await page.getByLabel('Matches: Push').inputValue()).toBe('instant');
    expect(await page.getByLabel('From').inputValue()).toBe('22:00');
    await page.getByRole('button', { name: 'Turn on notifications in this browser' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('When a web push reaches the /app service worker, then it shows the notice with the payload’s title and body', async () => {
    const shown = await showPushInServiceWorker(
      page,
      site,
      JSON.stringify({ title: 'Someone liked your bio', body: 'Like them back to match.', data: { kind: 'like' } }),
    );
    expect(shown).toEqual([
      { title: 'Someone liked your bio', body: 'Like them back to match.', data: { kind: 'like' } },
    ]);
  });
});
