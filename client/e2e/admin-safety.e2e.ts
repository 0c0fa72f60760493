import { MESSAGES } from '@blynd/shared';
import type { Page } from 'playwright-core';
import { describeE2E, toastWith, type Site } from './support/harness';
import { confirm, expectAccessible, expectToast, openScreen, useControlCentre } from './admin/admin-helpers';

/** The background colour, left edge colour and role of the newest toast with the text. */
const toastLook = (page: Page, text: string) =>
  toastWith(page, text)
    .first()
    .evaluate((node) => {
      const style = getComputedStyle(node);
      const alert = node.querySelector('[role="alert"]');
      return {
        background: style.backgroundColor,
        edge: style.borderLeftColor,
        rim: style.borderTopColor,
        role: alert ? 'alert' : null,
        type: node.getAttribute('data-type'),
      };
    });

describeE2E('control centre: big actions ask first, and notifications read clearly', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  const systemMessageTitles = async () => {
    await openScreen(page, site, 'messages?tab=system', 'Messages');
    const table = page.getByRole('table', { name: /System messages/ });
    await table.waitFor();
    return table.getByRole('rowheader').allInnerTexts();
  };

  it('When a system message is sent to every member, then a preview names the audience and Cancel sends nothing', async () => {
    const before = await systemMessageTitles();
    await openScreen(page, site, 'newsystemmessage', 'New system message');
    await page.getByLabel('Title').fill('Planned maintenance');
    await page.getByLabel('Message').fill('The app is down on Sunday at 2am for an hour.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Send to all \d+ members\?$/ });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toMatch(/every member \(\d{3,} members\)/);
    expect(text).toContain('Planned maintenance');
    expect(text).toContain('The app is down on Sunday at 2am for an hour.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await systemMessageTitles()).toEqual(before);
  });

  it('When the preview is confirmed, then it is sent and a success notification shows', async () => {
    await openScreen(page, site, 'newsystemmessage', 'New system message');
    await page.getByLabel('Title').fill('Planned maintenance');
    await page.getByLabel('Message').fill('The app is down on Sunday at 2am for an hour.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const confirmLabel = await page
      .getByRole('alertdialog')
      .getByRole('button', { name: /^Send to \d+ members$/ })
      .innerText();
    await confirm(page, confirmLabel);
    await expectToast(page, 'System message sent');
    await page
      .getByRole('table', { name: /System messages/ })
      .getByRole('rowheader', { name: 'Planned maintenance' })
      .waitFor();
  });

  it('When an error and a success notification show, then they look different, both stand out on a dark page, and only the error is an alert', async () => {
    await openScreen(page, site, 'newsystemmessage', 'New system message');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, MESSAGES.fillAllFields);
    const error = await toastLook(page, MESSAGES.fillAllFields);
    expect(error).toMatchObject({ role: 'alert', type: 'error' });
    await page.getByRole('alert').filter({ hasText: MESSAGES.fillAllFields }).waitFor();

    await page.getByLabel('Title').fill('Second notice');
    await page.getByLabel('Message').fill('Thanks for your patience.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await confirm(
      page,
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: /^Send to/ })
        .innerText(),
    );
    await expectToast(page, 'System message sent');
    const success = await toastLook(page, 'System message sent');
    expect(success.type).toBe('success');
    expect(success.role).not.toBe('alert');
    expect(success.background).not.toBe(error.background);
    expect(success.edge).not.toBe(error.edge);
    // A light rim: the dark toast is visible over the dark sidebar and modal backdrops.
    for (const look of [error, success]) {
      const [r, g, b] = look.rim.match(/\d+(\.\d+)?/g)!.map(Number);
      expect(r + g + b).toBeGreaterThan(600);
    }
  });

  it('When the ads master switch is flipped, then it asks first; Cancel keeps ads running, confirming turns them off', async () => {
    await openScreen(page, site, 'ads', 'Ads');
    const running = page.getByRole('checkbox', { name: 'Ads are running in the app' });
    expect(await running.isChecked()).toBe(true);
    await running.click();
    const dialog = page.getByRole('alertdialog', { name: 'Turn all ads off?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await running.isChecked()).toBe(true);

    await running.click();
    await confirm(page, 'Turn ads off');
    await expectToast(page, 'Ad settings saved');
    await page.waitForFunction(
      () => !(document.querySelector('input[type="checkbox"]') as HTMLInputElement | null)?.checked,
    );
    await running.click();
    await confirm(page, 'Turn ads on');
    await expectToast(page, 'Ad settings saved');
  });

  it('When the dashboard opens for a Super Admin, then Monetization shows revenue received and manual activations apart', async () => {
    await openScreen(page, site, 'dashboard', 'Dashboard');
    const money = page.getByRole('region', { name: 'Monetization' });
    await money.getByText('Revenue received to date').waitFor();
    await money.getByText('Manual activations (not revenue)').waitFor();
    const table = money.getByRole('table', { name: 'Revenue and subscribers per plan' });
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Plan',
      'Price',
      'Subscribers',
      'Payments',
      'Revenue',
      'Manual',
    ]);
    // One unread count on the dashboard, not three.
    const overview = page.getByRole('region', { name: 'Reporting Overview' });
    expect(await overview.getByText(/unread support message|new notification/).count()).toBe(0);
  });
});
