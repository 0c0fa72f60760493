import type { Page } from 'playwright-core';
import { axeAtEveryWidth, describeE2E, type MemberBrowser, type Site } from './support/harness';
import { go, openSignedInMember } from './member/member-journey';

/**
 * Snooze in /app (decision 0165): the demo's Rukayat is snoozed until she ends it (the seed). In Settings' Privacy
 * section she reads the snoozed banner and ends the snooze, snoozes for a day and reads until when, and comes back
 * again. The hide-from-contacts part takes pasted numbers and says how many it hides (decision 0164). Every state is
 * axe-clean at 390 and 1440 px.
 */
describeE2E('Privacy in the member web app: snooze and come back', () => {
  let site: Site;
  let browser: MemberBrowser;
  let page: Page;

  // Starting the site (build, seed) takes longer than the default on a loaded machine.
  beforeAll(async () => {
    ({ site, browser, page } = await openSignedInMember('08120000005'));
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const privacy = () => page.getByRole('region', { name: 'Privacy' });

  it('When a snoozed member ends the snooze, snoozes for a day and ends it again, then the banner and the choices follow each step', async () => {
    const problems: string[] = [];
    await go(page, 'Settings', 'Settings');
    const banner = privacy().getByRole('status');
    await banner.getByText('You are snoozed until you end it.').waitFor();
    expect(await banner.innerText()).toContain('your matches see that you are snoozed');
    problems.push(...(await axeAtEveryWidth(page, 'snoozed until ended')));

    await banner.getByRole('button', { name: 'End snooze' }).click();
    await page.getByText('Snooze ended: you are back in discover').waitFor();
    const choices = privacy().getByRole('group', { name: 'Snooze for' });
    for (const label of ['1 day', '3 days', 'A week', 'Until I turn it off'])
      await choices.getByRole('button', { name: label }).waitFor();
    problems.push(...(await axeAtEveryWidth(page, 'not snoozed')));

    await choices.getByRole('button', { name: '1 day' }).click();
    await banner.getByText(/^You are snoozed until \d/).waitFor();
    problems.push(...(await axeAtEveryWidth(page, 'snoozed for a day')));

    // Coming back from another screen: the state is the server's, not the page's.
    await go(page, 'Discover', 'Discover');
    await go(page, 'Settings', 'Settings');
    await banner.getByRole('button', { name: 'End snooze' }).click();
    await choices.getByRole('button', { name: '1 day' }).waitFor();
    expect(await privacy().getByRole('status').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('When the member pastes numbers to hide from, then the section says how many it hides and what it left out', async () => {
    const problems: string[] = [];
    await page.getByText('You are not hiding from any number.').waitFor();
    await privacy().getByLabel('Phone numbers').fill('0809 700 1234\n+234 701 234 9876, +44 20 7946 0958');
    await privacy().getByRole('button', { name: 'Hide from these numbers' }).click();
    await page.getByText('You are hidden from 2 numbers (1 left out: not Nigerian mobile numbers)').waitFor();
    await page.getByText('You are hiding from 2 numbers.').waitFor();
    problems.push(...(await axeAtEveryWidth(page, 'hiding from two numbers')));
    await privacy().getByRole('button', { name: 'Stop hiding from everyone' }).click();
    await page.getByText('You are not hiding from any number.').waitFor();
    expect(problems).toEqual([]);
  });
});
