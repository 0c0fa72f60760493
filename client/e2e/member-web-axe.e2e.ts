import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import {
  describeE2E,
  launchMemberBrowser,
  PHONE,
  startSite,
  steadyForAxe,
  type MemberBrowser,
  type Site,
} from './support/harness';
import { apiMember, memberCall, signupSteps } from './member/member-api';
import { go } from './member/member-journey';
import { followPageSession } from './member/page-session';

/**
 * The axe sweep of the member web app: every /app screen signed out, at each sign-up step and signed in, at
 * 390 and 1440 px. Any violation fails, whatever its impact; no rule is turned off. label-content-name-mismatch
 * (WCAG 2.5.3) is turned on, as in the control centre's sweep: axe ships it as experimental.
 */
const WIDE = { width: 1440, height: 900 } as const;
const WIDTHS = [PHONE, WIDE] as const;
/** Two axe runs a screen, a dozen screens a test: room for a CI machine busy with the other checks. */
const SWEEP_TIMEOUT = 300_000;

async function violations(page: Page): Promise<string[]> {
  await steadyForAxe(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Until the screen's data has come: no loader left, the page's timers run. */
async function settled(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[role="status"][aria-label="Loading"]'));
  await page.waitForTimeout(150);
}

/** The page as it is now at each width: its axe violations and any sideways scroll, named by the state. */
async function checkAtEveryWidth(page: Page, state: string, problems: string[]) {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await settled(page);
    problems.push(...(await violations(page)).map((v) => `${state} @${viewport.width}: ${v}`));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 1) problems.push(`${state} @${viewport.width}: page scrolls sideways by ${overflow}px`);
  }
}

const STEPS = ['name', 'birthday', 'gender', 'profile', 'compatibility', 'biometric-consent', 'liveness', 'terms'];
const STEP_TITLES: Record<string, string> = {
  name: 'Your name',
  birthday: 'Your birthday',
  gender: 'About you',
  profile: 'Your profile',
  compatibility: 'What you are looking for',
  'biometric-consent': 'Before the face check',
  liveness: 'Verify it is you',
  terms: 'The terms',
};

describeE2E('The member web app at /app: the axe sweep', () => {
  let site: Site;
  let browser: MemberBrowser;
  let page: Page;
  /** The web session's latest access token and member, read from the page's own sign-in and refresh answers. */
  let session = { token: '', memberId: '' };
  const phone = '08063330001';

  beforeAll(async () => {
    site = await startSite();
    browser = await launchMemberBrowser();
    page = await browser.newMember(PHONE);
    // Each screen costs two axe runs before the next click: on a machine busy with the other checks, waits get room.
    page.context().setDefaultTimeout(30_000);
    session = followPageSession(page);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('when signed out, then the sign-in screen, a refused number, the code form and a wrong code are axe-clean at 390 and 1440', async () => {
    const problems: string[] = [];
    await page.goto(`${site.url}/app`);
    // The first page of a fresh server on a busy machine: its chunks are read and compressed for the first time.
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 60_000 });
    await checkAtEveryWidth(page, 'sign-in', problems);

    await page.getByLabel('Phone number').fill('12345');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('alert').waitFor();
    await checkAtEveryWidth(page, 'sign-in, refused number', problems);

    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    const code = (await page.getByTestId('sandbox-code').locator('strong').innerText()).trim();
    await checkAtEveryWidth(page, 'code', problems);

    await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await checkAtEveryWidth(page, 'code, wrong code', problems);

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: STEP_TITLES.name, level: 1 }).waitFor();
    expect(problems).toEqual([]);
  });

  it(
    'when a new member opens /app at each of the eight sign-up steps, then every step is axe-clean at 390 and 1440 and says which step it is',
    async () => {
      const problems: string[] = [];
      for (const [step, finish] of signupSteps('Adaeze', 'Female', 'Male')) {
        await page.goto(`${site.url}/app/sign-up`);
        await page.getByRole('heading', { name: STEP_TITLES[step], level: 1 }).waitFor();
        const said = await page.locator('.m-steps').innerText();
        if (said !== `Step ${STEPS.indexOf(step) + 1} of ${STEPS.length}`)
          problems.push(`sign-up: ${step}: the indicator says "${said}"`);
        await checkAtEveryWidth(page, `sign-up: ${step}`, problems);
        if (step === 'birthday') {
          await page.getByLabel('Date of birth').fill('2015-01-01');
          await page.getByRole('button', { name: 'Continue' }).click();
          await page.getByRole('alert').waitFor();
          await checkAtEveryWidth(page, 'sign-up: birthday, refused', problems);
        }
        if (step === 'liveness') {
          await page.getByRole('button', { name: 'Start the check' }).click();
          await page.getByRole('button', { name: 'Open the camera' }).waitFor();
          await checkAtEveryWidth(page, 'sign-up: liveness, selfie', problems);
        }
        await finish(site, session.token);
      }
      await page.goto(`${site.url}/app/sign-up`);
      await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'when signed in with a match, a conversation, a like and a live auction, then every screen is axe-clean at 390 and 1440',
    async () => {
      const [partner, admirer] = await Promise.all([
        apiMember(site, '08063330002', 'Tobenna', 'Male', 'Female'),
        apiMember(site, '08063330003', 'Kelechi', 'Male', 'Female'),
      ]);
      await memberCall(site, partner.token, 'POST', `/likes/${session.memberId}`);
      const liked = await memberCall<{ match?: { _id: string } }>(
        site,
        session.token,
        'POST',
        `/likes/${partner.memberId}`,
      );
      const matchId = liked.match!._id;
      await memberCall(site, partner.token, 'POST', `/matches/${matchId}/messages`, {
        clientMessageId: randomUUID(),
        text: 'Hello Adaeze, how was your Sunday?',
      });
      await memberCall(site, partner.token, 'POST', `/matches/${matchId}/photo-request`);
      await memberCall(site, admirer.token, 'POST', `/likes/${session.memberId}`);
      const live = await memberCall<{ items: { title: string }[] }>(
        site,
        session.token,
        'GET',
        '/auctions?status=live',
      );
      const auction = live.items[0]!.title;

      // Each screen reached as a member does, by the app's own links: one page load, no session refresh per screen.
      const nav = (label: string, heading: string) => async () => go(page, label, heading);
      const within = (link: string | RegExp, heading: string) => async () => {
        await page.getByRole('main').getByRole('link', { name: link }).first().click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      };
      const screens: [string, () => Promise<void>][] = [
        [
          'discover',
          async () => {
            await page.goto(`${site.url}/app/discover`);
            await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
          },
        ],
        ['likes', nav('Likes', 'Who liked you')],
        ['matches', nav('Matches', 'Matches')],
        ['chat', nav('Chat', 'Chat')],
        ['chat/:matchId', within(/Tobenna/, 'Tobenna')],
        ['feed', nav('Feed', 'Feed')],
        ['auctions', nav('Auctions', 'Auctions')],
        ['auctions/:auctionId', within(auction, auction)],
        ['tokens', nav('Tokens', 'Tokens')],
        ['profile', nav('Profile', 'Your profile')],
        ['settings', nav('Settings', 'Settings')],
      ];
      const problems: string[] = [];
      for (const [screen, open] of screens) {
        await open();
        await checkAtEveryWidth(page, screen, problems);
      }
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});
