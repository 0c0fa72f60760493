import { AD_SLOT_KEYS, AD_SLOT_LABELS, MESSAGES, type AdSlotSet } from '@blynd/shared';
import type { Page, Route } from 'playwright-core';
import {
  describeE2E,
  launchBrowser,
  open,
  toastWith,
  VIEWPORTS,
  type Browser,
  type Site,
  startSite,
} from './support/harness';

/** Holds matching API calls for a moment so the busy state can be seen, then lets them through. */
async function slowDown(page: Page, path: string, ms = 1500) {
  await page.route(`**${path}`, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const submitAgain = (page: Page, buttonName: RegExp) =>
  page
    .getByRole('button', { name: buttonName })
    .evaluate((button) => (button as HTMLButtonElement).form!.requestSubmit());

describeE2E('public forms', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    page = browser.page;
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  afterEach(() => page.unrouteAll({ behavior: 'ignoreErrors' }));

  describe.each(VIEWPORTS)('at the %s viewport', (viewportName, viewport) => {
    beforeAll(() => page.setViewportSize(viewport));

    it('When the contact form is sent, then it validates, shows Sending, refuses a second submit and confirms', async () => {
      await open(page, site, '/support');
      const send = page.getByRole('button', { name: 'Send Message' });

      await page.getByLabel('Email address').fill(`visitor.${viewportName}@example.com`);
      await send.click();
      await toastWith(page, MESSAGES.fillAllFields).waitFor();

      await page.getByLabel('Full name').fill('Chiamaka Eze');
      await page.getByLabel('Phone number').fill('08031234503');
      await page.getByLabel('Subject').fill('Cannot unlock photos');
      await page.getByLabel('Message').fill('My match and I both liked each other but the unlock button does nothing.');

      await slowDown(page, '/api/v1/public/sendmessage');
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/public/sendmessage'));
      await send.click();
      const busy = page.getByRole('button', { name: 'Sending' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);

      await submitAgain(page, /Sending/);
      await toastWith(page, MESSAGES.previousMessagePending).waitFor();

      const response = await answer;
      expect(response.status()).toBe(201);
      const { message } = (await response.json()) as { message: string };
      await toastWith(page, message).waitFor();
      await page.getByRole('button', { name: 'Send Message' }).waitFor();
      expect(await page.getByLabel('Subject').inputValue()).toBe('');

      if (viewportName === 'desktop') {
        // Success notices last 3 seconds for the contact form.
        await toastWith(page, message).waitFor({ state: 'detached', timeout: 6_000 });
      }
    });

    it('When the slots load, then each badge follows the API: available true reads Unavailable', async () => {
      await slowDown(page, '/api/v1/public/ads', 800);
      await open(page, site, '/advertise');
      expect(await page.locator('h1').innerText()).toBe('Advertise on Blynd');
      await page.getByText('Please wait', { exact: true }).waitFor();

      const ads = (await (await page.request.get(`${site.url}/api/v1/public/ads`)).json()) as AdSlotSet;
      const box = page.getByRole('region', { name: 'Slot Availability' });
      await box.locator('li').first().waitFor();
      const rows = box.locator('li');
      expect(await rows.count()).toBe(3);
      for (const [index, key] of AD_SLOT_KEYS.entries()) {
        const row = rows.nth(index);
        const text = await row.innerText();
        expect(text).toContain(AD_SLOT_LABELS[key]);
        expect(text).toContain(ads[key].available ? 'Unavailable' : 'Available');
        expect(await row.getByRole('button', { name: `view slot image: ${AD_SLOT_LABELS[key]}` }).count()).toBe(1);
      }
      // Unavailable slots are marked in the reservation form's list too.
      const options = await page.getByLabel('Slot', { exact: true }).locator('option').allInnerTexts();
      for (const key of AD_SLOT_KEYS) {
        expect(options).toContain(ads[key].available ? `${AD_SLOT_LABELS[key]} (Unavailable)` : AD_SLOT_LABELS[key]);
      }
      // Red for booked, green for free.
      const colours = await rows
        .locator('.tag')
        .evaluateAll((tags) => tags.map((tag) => [tag.textContent, getComputedStyle(tag).backgroundColor]));
      for (const [label, colour] of colours)
        expect(colour).toBe(label === 'Unavailable' ? 'rgb(254, 226, 226)' : 'rgb(220, 252, 231)');
    });

    it('When the reservation form is sent, then it validates, shows Sending, refuses a second submit and confirms', async () => {
      await open(page, site, '/advertise');
      const submit = page.getByRole('button', { name: 'Submit' });
      await submit.click();
      await toastWith(page, MESSAGES.fillAllFields).waitFor();

      await page.getByLabel('Email address').fill(`ads.${viewportName}@lagoseats.example.com`);
      await page.getByLabel('Full name').fill('Bola Adekunle');
      await page.getByLabel('Phone number').fill('08099887766');
      await page.getByLabel('Business name').fill('Lagos Eats');
      await page.getByLabel('Slot', { exact: true }).selectOption('View Matches');

      await slowDown(page, '/api/v1/public/reserveSpot');
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/public/reserveSpot'));
      await submit.click();
      const busy = page.getByRole('button', { name: 'Sending' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      await submitAgain(page, /Sending/);
      await toastWith(page, MESSAGES.previousMessagePending).waitFor();

      const response = await answer;
      expect(response.status()).toBe(201);
      const { message } = (await response.json()) as { message: string };
      const success = toastWith(page, message);
      await success.waitFor();
      expect(await page.getByLabel('Business name').inputValue()).toBe('');

      if (viewportName === 'desktop') {
        // Reservation notices last 5 seconds: timed from its appearance to its removal, no sleeping.
        const shownAt = Date.now();
        await success.waitFor({ state: 'detached', timeout: 8_000 });
        expect(Date.now() - shownAt).toBeGreaterThan(4_000);
      }
    });
  });

  it('When view slot image is pressed, then the placement shows in the app in-page, and Escape closes it back to the button', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, site, '/advertise');
    for (const key of AD_SLOT_KEYS) {
      const trigger = page.getByRole('button', { name: `view slot image: ${AD_SLOT_LABELS[key]}` });
      await trigger.click();
      const preview = page.getByRole('dialog', { name: `${AD_SLOT_LABELS[key]}: where your ad appears` });
      await preview.waitFor();
      expect(await preview.getByTestId('placement').isVisible()).toBe(true);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
      await page.keyboard.press('Escape');
      await preview.waitFor({ state: 'hidden' });
      expect(await trigger.evaluate((element) => element === document.activeElement)).toBe(true);
    }
    expect(page.url()).toBe(`${site.url}/advertise`);
  });

  it.each([
    ['/support', 'Send Message', ['Email address', 'Full name', 'Phone number', 'Subject', 'Message']],
    ['/advertise', 'Submit', ['Email address', 'Full name', 'Phone number', 'Business name', 'Slot']],
  ])(
    'When the form on %s is sent empty, then every field is marked inline, focus goes to the first, and a field clears as it changes',
    async (path, button, labels) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, site, path);
      await page.getByRole('button', { name: button }).click();
      await toastWith(page, MESSAGES.fillAllFields).waitFor();
      for (const label of labels) {
        const field = page.getByLabel(label, { exact: true });
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await field.getAttribute('aria-describedby'))!;
        expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).innerText()).toBe(
          'This field is required.',
        );
      }
      expect(
        await page.getByLabel(labels[0], { exact: true }).evaluate((element) => element === document.activeElement),
      ).toBe(true);
      await page.getByLabel('Email address', { exact: true }).fill('not-an-email');
      expect(await page.getByLabel('Email address', { exact: true }).getAttribute('aria-invalid')).toBeNull();
      expect(await page.getByLabel('Full name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await page.getByRole('button', { name: button }).click();
      expect(await page.getByLabel('Email address', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    },
  );

  it('When the slots cannot load, then a clear error offers Retry, and Retry loads them', async () => {
    await page.route('**/api/v1/public/ads', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: MESSAGES.serviceUnavailable }),
      }),
    );
    await open(page, site, '/advertise');
    const alert = page.getByRole('region', { name: 'Slot Availability' }).getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.innerText()).toContain('We could not load slot availability.');
    expect(await alert.innerText()).toContain(MESSAGES.serviceUnavailable);
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('region', { name: 'Slot Availability' }).getByText('Explore users', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Slot Availability' }).locator('li').count()).toBe(3);
  });

  it('When the server refuses a message, then its error shows as a notification and the form is usable again', async () => {
    await page.route('**/api/v1/public/sendmessage', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: MESSAGES.tooManyRequests }),
      }),
    );
    await open(page, site, '/support');
    await page.getByLabel('Email address').fill('visitor@example.com');
    await page.getByLabel('Full name').fill('Ibrahim Musa');
    await page.getByLabel('Phone number').fill('08031234504');
    await page.getByLabel('Subject').fill('Account');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toastWith(page, MESSAGES.tooManyRequests).waitFor();
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('Subject').inputValue()).toBe('Account');
  });

  it('shows notifications at the top centre in the dark theme', async () => {
    await open(page, site, '/support');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await toastWith(page, MESSAGES.fillAllFields).waitFor();
    const toaster = page.locator('[data-sonner-toaster]');
    expect(await toaster.getAttribute('data-sonner-theme')).toBe('dark');
    expect(await toaster.getAttribute('data-y-position')).toBe('top');
    expect(await toaster.getAttribute('data-x-position')).toBe('center');
    // An error looks like an error on the dark theme (decision 0067): a deep red surface with a rose edge,
    // unlike a success's green, and its title is announced at once.
    const toast = toastWith(page, MESSAGES.fillAllFields);
    expect(await toast.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(92, 17, 39)');
    expect(await toast.evaluate((element) => getComputedStyle(element).borderLeftColor)).toBe('rgb(255, 143, 166)');
    await toast.locator('[data-title][role="alert"]').waitFor();
  });
});
