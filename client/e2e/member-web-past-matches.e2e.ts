import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import {
  axeAtEveryWidth,
  describeE2E,
  launchMemberBrowser,
  PHONE,
  startSite,
  type MemberBrowser,
  type Site,
} from './support/harness';
import { apiSignIn, memberCall } from './member/member-api';
import { go, signIn } from './member/member-journey';

/**
 * Past matches in /app (decision 0154): a match that ended shows under Matches for 30 days with a report, whose
 * dialog, like every report dialog of /app, asks for a reason from the fixed list in plain words. Each state is
 * axe-clean at 390 and 1440 px.
 */
describeE2E('Past matches and report reasons in the member web app', () => {
  let site: Site;
  let browser: MemberBrowser;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchMemberBrowser();
    page = await browser.newMember(PHONE);
    page.context().setDefaultTimeout(30_000);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it("when the other side's block ends a match, then it is listed under Past matches and reported with a reason; the dialog and the list are axe-clean at 390 and 1440", async () => {
    // The demo's Adaora and Kelechi are matched and chatting (the seed). Kelechi writes, then blocks Adaora: the
    // match ends, and Adaora still sees it among her past matches (how it ended is not said).
    const kelechi = await apiSignIn(site, '08120000001');
    const list = await memberCall<{ items: { matchId: string; member: { _id: string; firstName: string } }[] }>(
      site,
      kelechi.token,
      'GET',
      '/conversations',
    );
    const talk = list.items.find((c) => c.member.firstName === 'Adaora')!;
    await memberCall(site, kelechi.token, 'POST', `/matches/${talk.matchId}/messages`, {
      clientMessageId: randomUUID(),
      text: 'Send me your account number, I have a forex plan that doubles money',
    });
    await memberCall(site, kelechi.token, 'POST', '/blocks', { memberId: talk.member._id });

    await signIn(page, site, '08120000000');
    await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
    await go(page, 'Matches', 'Matches');
    const past = page.getByRole('region', { name: 'Past matches' });
    await past.getByTestId('past-match').filter({ hasText: 'Kelechi' }).waitFor();
    const problems = await axeAtEveryWidth(page, 'matches with a past match');

    await past.getByRole('button', { name: 'Report Kelechi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report your past match with Kelechi' });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Send report' });
    await dialog.getByLabel('What happened?').fill('He pushed a forex scheme, then blocked me');
    // No reason chosen yet: nothing to send.
    expect(await send.isDisabled()).toBe(true);
    const reasons = await dialog.getByLabel('Why are you reporting?').locator('option:not([disabled])').allInnerTexts();
    expect(reasons).toEqual([
      'Asked me for money',
      'Wanted to move the chat off Blynd',
      'Fake photos or not who they say they are',
      'May be under 18',
      'Harassment or insults',
      'Sexual messages or pictures',
      'Investment or crypto scheme',
      'Threats or violence',
      'Something else',
    ]);
    await dialog.getByLabel('Why are you reporting?').selectOption({ label: 'Investment or crypto scheme' });
    problems.push(...(await axeAtEveryWidth(page, 'past match report dialog')));
    await send.click();
    await page.getByText('Thanks. We will review your report, and Kelechi is blocked.').waitFor();
    expect(problems).toEqual([]);
  });
});
