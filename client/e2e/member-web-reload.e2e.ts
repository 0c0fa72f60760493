import { describeE2E, launchMemberBrowser, startSite, type MemberBrowser, type Site } from './support/harness';
import { slowLink, type SlowLink } from './support/slow-link';
import { signIn } from './member/member-journey';

/**
 * Reloads while the session refresh is out (decision 0120): over a link whose answers take 300 ms, each reload
 * leaves the last page's refresh unanswered although the server has already rotated the cookie.
 */
describeE2E('Reloading the member web app while its session refresh is out', () => {
  let site: Site;
  let link: SlowLink;
  let browser: MemberBrowser;
  beforeAll(async () => {
    site = await startSite();
    link = await slowLink(site.url, 300);
    browser = await launchMemberBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await link?.close();
    await site?.close();
  });

  it('when the page is reloaded as soon as each refresh is sent, ten times in a row, then the member is still signed in', async () => {
    const page = await browser.newMember();
    await signIn(page, { ...site, url: link.url }, '08031234501');
    await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/web/refresh')) refreshes.push(request.url());
    });
    for (let reload = 0; reload < 10; reload += 1) {
      const sent = page.waitForRequest((request) => request.url().endsWith('/auth/web/refresh'), { timeout: 20_000 });
      await page.reload({ waitUntil: 'commit' });
      await sent;
    }
    await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
    expect(refreshes).toHaveLength(10);
    // And the session goes on: a quiet reload lands signed in again.
    await page.reload();
    await page.getByRole('article').first().waitFor();
    expect(page.url()).toMatch(/\/app\/discover$/);
  });
});
