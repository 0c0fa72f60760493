import type { Page } from 'playwright-core';
import { describeE2E, launchMemberBrowser, PHONE, startSite, type MemberBrowser, type Site } from './support/harness';
import { cardOf, findInDiscover, go, photoFile, signUp } from './member/member-journey';

// Every screen's axe and overflow check, signed out, at each sign-up step and signed in: member-web-axe.e2e.ts.
describeE2E('The member web app at /app', () => {
  let site: Site;
  let browser: MemberBrowser;
  let ada: Page;
  let ben: Page;
  let cy: Page;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchMemberBrowser();
    [ada, ben, cy] = await Promise.all([browser.newMember(), browser.newMember(), browser.newMember(PHONE)]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('when three people sign up in the sandbox, then each lands on Discover with a session that survives a reload and no token in storage', async () => {
    await signUp(ada, site, { phone: '08061110001', firstName: 'Zadie', gender: 'Female', interestedIn: 'Male' });
    await signUp(ben, site, { phone: '08061110002', firstName: 'Quentin', gender: 'Male', interestedIn: 'Female' });
    await signUp(cy, site, { phone: '08061110003', firstName: 'Xavier', gender: 'Male', interestedIn: 'Female' });
    await ada.reload();
    await ada.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
    const stored = await ada.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
    );
    expect(stored).not.toMatch(/eyJ|blynd_member_session/);
    const cookies = await ada.context().cookies();
    expect(cookies.find((c) => c.name === 'blynd_member_session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/v1/app/auth/web',
    });
  });

  it('when Zadie reloads Discover, then her first cards paint from the refresh answer before the app runs, and the app adopts them without asking again', async () => {
    // The app's chunk is held back until the cards are there: they can only come from the shell's inline script.
    const held: (() => void)[] = [];
    let holding = true;
    await ada.route(/\/assets\/app-start-[^/]+\.js$/, async (route) => {
      if (holding) await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    const asked: string[] = [];
    const onRequest = (request: { url(): string; method(): string }) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
    };
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    ada.on('request', onRequest);
    ada.on('console', onConsole);
    // React reports a failed hydration (error #418 in the production build) as an uncaught error, not on the console.
    const onPageError = (error: Error) => errors.push(error.message);
    ada.on('pageerror', onPageError);
    try {
      await ada.goto(`${site.url}/app/discover`);
      const first = ada.getByRole('article').first();
      await first.waitFor();
      expect(await ada.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      await ada.getByRole('heading', { name: /People for you|More people/ }).waitFor();
      await first.evaluate((card) => Object.assign(card, { paintedByShell: true }));
      holding = false;
      held.splice(0).forEach((release) => release());
      await ada.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // The node the shell painted is the one React now owns: no repaint, no flash, no new LCP candidate.
      expect(await first.evaluate((card) => (card as { paintedByShell?: boolean }).paintedByShell === true)).toBe(true);
      expect(await ada.getByRole('status', { name: 'Loading' }).count()).toBe(0);
      // Discover's first page, the picks and the sign-up status came with the refresh: none is asked again.
      expect(asked.filter((request) => /\/discover|\/me\/signup/.test(request))).toEqual([]);
      expect(asked.filter((request) => request.includes('/auth/web/refresh'))).toHaveLength(1);
      expect(errors.filter((text) => /hydrat|react error #4(18|19|20|21|22|23|25)/i.test(text))).toEqual([]);
    } finally {
      holding = false;
      held.splice(0).forEach((release) => release());
      ada.off('request', onRequest);
      ada.off('console', onConsole);
      ada.off('pageerror', onPageError);
      await ada.unroute(/\/assets\/app-start-[^/]+\.js$/);
    }
  });

  it('when Zadie and Quentin like each other in Discover, then they match, and Quentin sees her in Matches', async () => {
    await ada.reload();
    await (await findInDiscover(ada, 'Quentin')).getByRole('button', { name: 'Like Quentin' }).click();
    await ada.getByText('You liked Quentin').waitFor();
    await ben.reload();
    await (await findInDiscover(ben, 'Zadie')).getByRole('button', { name: 'Like Zadie' }).click();
    await ben.getByText("It's a match with Zadie!").waitFor();
    await go(ben, 'Matches', 'Matches');
    await cardOf(ben, 'Zadie').waitFor();
  });

  it('when Quentin adds a photo and accepts her request, then Zadie sees his photo', async () => {
    await go(ben, 'Profile', 'Your profile');
    await ben.locator('#photo-upload').setInputFiles(await photoFile('#7a4bd0'));
    await ben.getByText('Photo added').waitFor();
    await ben.getByRole('img', { name: 'Your photo 1' }).waitFor();

    await go(ada, 'Matches', 'Matches');
    await cardOf(ada, 'Quentin')
      .getByText(/1 photo, shown once/)
      .waitFor();
    await cardOf(ada, 'Quentin').getByRole('button', { name: 'Ask to exchange photos' }).click();
    await cardOf(ada, 'Quentin').getByText('Photo request pending').waitFor();

    await go(ben, 'Matches', 'Matches');
    await cardOf(ben, 'Zadie').getByRole('button', { name: 'Accept' }).click();
    await cardOf(ben, 'Zadie').getByText('Photos unlocked').waitFor();

    await ada.reload();
    await cardOf(ada, 'Quentin').getByRole('img', { name: "Quentin's photo 1" }).waitFor();
    expect(await cardOf(ada, 'Quentin').locator('img.m-photo').getAttribute('src')).toMatch(/^blob:/);
  });

  it('when Zadie declines Xavier, then Xavier sees only pending, exactly as the app shows', async () => {
    await cy.reload();
    await (await findInDiscover(cy, 'Zadie')).getByRole('button', { name: 'Like Zadie' }).click();
    await go(ada, 'Discover', 'Discover');
    await (await findInDiscover(ada, 'Xavier')).getByRole('button', { name: 'Like Xavier' }).click();
    await ada.getByText("It's a match with Xavier!").waitFor();

    await go(cy, 'Matches', 'Matches');
    await cardOf(cy, 'Zadie').getByRole('button', { name: 'Ask to exchange photos' }).click();
    await go(ada, 'Matches', 'Matches');
    await cardOf(ada, 'Xavier').getByRole('button', { name: 'Decline' }).click();
    await ada.getByText('Photo request declined').waitFor();

    await cy.reload();
    await cardOf(cy, 'Zadie').getByText('Photo request pending').waitFor();
    expect(await cy.locator('main').innerText()).not.toMatch(/declined/i);
  });

  it('when Zadie blocks Quentin, then the match disappears on both sides', async () => {
    await go(ada, 'Matches', 'Matches');
    const card = cardOf(ada, 'Quentin');
    await card.getByText('More').click();
    await card.getByRole('button', { name: 'Block' }).click();
    await ada.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
    await ada.getByText('You blocked Quentin').waitFor();
    await cardOf(ada, 'Quentin').waitFor({ state: 'detached' });

    await ben.reload();
    await ben.getByRole('heading', { name: 'Matches', level: 1 }).waitFor();
    await ben.getByRole('heading', { name: 'No matches yet' }).waitFor();
    expect(await cardOf(ben, 'Zadie').count()).toBe(0);
  });

  it('when Xavier signs out everywhere, then a reload shows the sign-in screen and the session cookie is gone', async () => {
    await go(cy, 'Settings', 'Settings');
    await cy.getByRole('button', { name: 'Sign out everywhere' }).click();
    await cy.getByRole('heading', { name: 'Sign in' }).waitFor();
    await cy.reload();
    await cy.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await cy.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'blynd_member_session' }));
  });
});
