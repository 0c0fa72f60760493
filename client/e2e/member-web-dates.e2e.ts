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
import { go, signIn } from './member/member-journey';

/**
 * Date safety (decision 0155): a member plans a date with a match in /app and shares it; the trusted contact opens
 * the link in a browser with no account (a fresh context); "I need help" shows 112; a cancelled plan's page says
 * so. Every state is axe-clean at 390 and 1440 px.
 */
/** A `datetime-local` value in the browser's (and this machine's) time zone, `hours` from now. */
function localInput(hours: number) {
  const d = new Date(Date.now() + hours * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

describeE2E('Date safety in the member web app and the shared page', () => {
  let site: Site;
  let browser: MemberBrowser;
  let page: Page;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchMemberBrowser();
    page = await browser.newMember(PHONE);
    page.context().setDefaultTimeout(30_000);
    // The demo's Adaora and Kelechi are matched (the seed).
    await signIn(page, site, '08120000000');
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('When a member plans a date, then the contact’s link opens without an account, help shows 112, and a cancel closes the page', async () => {
    const problems: string[] = [];
    await go(page, 'Dates', 'Dates');
    await page.getByRole('heading', { name: 'Plan a date' }).waitFor();
    // The shared schema checks the form before anything is sent.
    await page.getByRole('button', { name: 'Plan and share' }).click();
    await page.getByText('Choose a date and time').waitFor();
    problems.push(...(await axeAtEveryWidth(page, 'date form with errors')));

    await page.getByLabel('Who with').selectOption({ label: 'Kelechi' });
    await page.getByLabel('When').fill(localInput(3));
    await page.getByLabel('Where').fill('Terra Kulture, Victoria Island');
    await page.getByLabel('Their name').fill('Funke');
    await page.getByLabel('Their mobile number').fill('0803 111 0000');
    await page.getByLabel('Check in with me').selectOption({ label: '1 hour after it starts' });
    await page.getByRole('button', { name: 'Plan and share' }).click();
    const shared = page.getByTestId('date-shared');
    await shared.waitFor();
    const shareUrl = await shared.getByRole('link').getAttribute('href');
    expect(shareUrl).toMatch(/\/d\/[A-Za-z0-9_-]{43}$/);
    const plan = page.getByTestId('date-plan').filter({ hasText: 'Terra Kulture' });
    await plan.getByText('Check-in planned').waitFor();
    problems.push(...(await axeAtEveryWidth(page, 'dates with a plan')));

    // The contact: a browser of their own, never signed in.
    const contact = await browser.newMember(PHONE);
    await contact.goto(shareUrl!);
    await contact.getByRole('heading', { name: 'A date plan shared with you' }).waitFor();
    const text = await contact.locator('main').innerText();
    expect(text).toContain('Kelechi');
    expect(text).toContain('Terra Kulture, Victoria Island');
    expect(text).toContain('(Lagos time)');
    expect(text).not.toContain('Adaora');
    expect(text).not.toContain('Funke');
    expect(await contact.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    problems.push(...(await axeAtEveryWidth(contact, 'share page')));

    // "I need help" before the check-in: the contact is texted, and the app shows 112 to call.
    await plan.getByRole('button', { name: 'I need help' }).click();
    const emergency = plan.getByTestId('date-emergency');
    await emergency.waitFor();
    expect(await emergency.getByRole('link', { name: 'Call 112' }).getAttribute('href')).toBe('tel:112');
    await page.getByTestId('date-check-in-prompt').getByRole('link', { name: 'Call 112' }).waitFor();
    problems.push(...(await axeAtEveryWidth(page, 'dates after help')));

    await plan.getByRole('button', { name: /Cancel date/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel date' }).click();
    await page.getByText('Date cancelled').waitFor();
    await page.getByText('No dates planned.').waitFor();
    await contact.reload();
    await contact.getByRole('heading', { name: 'This date was cancelled' }).waitFor();
    expect(await contact.locator('main').innerText()).not.toContain('Terra Kulture');
    problems.push(...(await axeAtEveryWidth(contact, 'cancelled share page')));
    await contact.context().close();

    expect(problems).toEqual([]);
  });
});
