import { describeE2E, launchMemberBrowser, startSite, type MemberBrowser, type Site } from './support/harness';
import { signIn } from './member/member-journey';

describeE2E('The member web app in several tabs', () => {
  let site: Site;
  let browser: MemberBrowser;
  beforeAll(async () => {
    site = await startSite();
    browser = await launchMemberBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('when two tabs of /app load at the same moment (a restored window), then both are signed in and the session lives on', async () => {
    const first = await browser.newMember();
    // Ada, a demo member with a finished sign-up.
    await signIn(first, site, '08031234501');
    await first.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
    const second = await first.context().newPage();
    // Both tabs refresh with the same cookie at once; each must wait for the other's new cookie, since presenting
    // a rotated one ends the session.
    for (let round = 0; round < 3; round++) {
      await Promise.all([first.goto(`${site.url}/app/discover`), second.goto(`${site.url}/app/discover`)]);
      await Promise.all([first, second].map((tab) => tab.getByRole('article').first().waitFor()));
    }
    await first.reload();
    await first.getByRole('article').first().waitFor();
    expect(await first.getByRole('heading', { name: 'Sign in' }).count()).toBe(0);
  });
});
