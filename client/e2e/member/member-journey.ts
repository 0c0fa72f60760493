import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchMemberBrowser, PHONE, startSite, type MemberBrowser, type Site } from '../support/harness';
import { selfieJpeg } from './member-api';

export type NewMember = {
  phone: string;
  firstName: string;
  gender: 'Male' | 'Female';
  interestedIn: 'Male' | 'Female';
};

/** Signs in with the sandbox code shown on the page, as a member would read it from the SMS. */
export async function signIn(page: Page, site: Site, phone: string) {
  await page.goto(`${site.url}/app`);
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = (await page.getByTestId('sandbox-code').locator('strong').innerText()).trim();
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A started site and one demo member signed in to /app on a phone-sized page, on Discover; close both after. */
export async function openSignedInMember(phone: string): Promise<{ site: Site; browser: MemberBrowser; page: Page }> {
  const site = await startSite();
  const browser = await launchMemberBrowser();
  const page = await browser.newMember(PHONE);
  page.context().setDefaultTimeout(30_000);
  await signIn(page, site, phone);
  await page.getByRole('heading', { name: 'Discover' }).waitFor();
  return { site, browser, page };
}

/** Every sign-up step in the browser, the sandbox deciding liveness; ends on Discover. */
export async function signUp(page: Page, site: Site, member: NewMember) {
  await signIn(page, site, member.phone);
  await page.getByRole('heading', { name: 'Your name' }).waitFor();
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Your birthday' }).waitFor();
  await page.getByLabel('Date of birth').fill('1996-04-12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'About you' }).waitFor();
  await page.getByRole('group', { name: 'I am', exact: true }).getByLabel(member.gender, { exact: true }).check();
  await page
    .getByRole('group', { name: 'I am interested in' })
    .getByLabel(member.interestedIn, { exact: true })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Your profile' }).waitFor();
  await page.getByLabel('Bio').fill(`${member.firstName} here: I love long walks, jollof and good books.`);
  const interests = page.getByRole('group', { name: /Interests/ }).getByRole('checkbox');
  await interests.first().waitFor();
  for (const index of [0, 1, 2]) await interests.nth(index).check();
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('Yearly income (naira)').fill('2400000');
  await page.getByRole('group', { name: 'Your blyndmoji' }).getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The optional screen: a goal and one value, so ranking and starters have something to work with.
  await page.getByRole('heading', { name: 'What you are looking for' }).waitFor();
  await page.getByLabel('What are you looking for?').selectOption('long-term');
  await page
    .getByRole('group', { name: /Values/ })
    .getByLabel('Kindness')
    .check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Before the face check' }).waitFor();
  await page.getByLabel('I have read this and agree to the face check').check();
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.getByRole('heading', { name: 'Verify it is you' }).waitFor();
  await page.getByRole('button', { name: 'Start the check' }).click();
  // The file fallback of the selfie step (member-web-verification.e2e.ts drives the camera).
  await page.getByLabel('Or choose a photo of your face').setInputFiles({
    name: 'selfie.jpg',
    mimeType: 'image/jpeg',
    buffer: await selfieJpeg(),
  });
  await page.getByRole('button', { name: 'Use this selfie' }).click();
  await page.getByRole('button', { name: 'Pass the check' }).click();
  await page.getByRole('heading', { name: 'The terms' }).waitFor();
  await page.getByLabel('I accept the terms').check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
}

export const go = async (page: Page, screen: string, heading: string | RegExp) => {
  const nav = page.getByRole('navigation', { name: 'Member' });
  const link = nav.getByRole('link', { name: screen, exact: false }).first();
  // On a phone the destinations that are not tabs sit behind More (decision 0172).
  const more = nav.getByRole('button', { name: 'More' });
  await link.or(more).first().waitFor();
  if (!(await link.isVisible())) await more.click();
  await link.click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
};

export const photoFile = async (colour: string) => ({
  name: 'me.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 480, height: 480, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

export const cardOf = (page: Page, firstName: string) =>
  page.getByRole('article', { name: new RegExp(`^${firstName}\\b`) });

/** Pages through Discover (the demo members come first) until the member's card shows. */
export async function findInDiscover(page: Page, firstName: string) {
  await page.getByRole('heading', { name: /People for you|More people/ }).waitFor();
  // The /app/discover shell paints the first cards before the app has loaded; their buttons work once it has.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const more = page.getByRole('button', { name: 'Show more' });
  for (let pages = 0; pages < 20; pages += 1) {
    // Wait for the page in flight: the card has come, or the button is back (it reads "Loading…" meanwhile).
    await cardOf(page, firstName).or(more).first().waitFor();
    if (await cardOf(page, firstName).count()) return cardOf(page, firstName);
    const shown = await page.getByRole('article').count();
    await more.click();
    // The button turns to "Loading…" a task after the click: until then it still reads "Show more", and the wait
    // above would take it for the next page's (then click it once that page, maybe the last, has removed it).
    await page.waitForFunction(
      (before) =>
        document.querySelectorAll('article').length > before ||
        ![...document.querySelectorAll('button')].some((button) => button.textContent === 'Show more'),
      shown,
    );
  }
  throw new Error(`${firstName} is not in Discover`);
}
