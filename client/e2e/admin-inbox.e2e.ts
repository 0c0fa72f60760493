import { MESSAGES } from '@blynd/shared';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, describeE2E, type Site } from './support/harness';
import {
  APP_PATH,
  confirm,
  expectAccessible,
  expectToast,
  openScreen,
  sidebar,
  useControlCentre,
} from './admin/admin-helpers';

describeE2E('control centre: dashboard and messages', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  const contactTable = () => page.getByRole('table', { name: /Contact messages/ });
  const unreadRows = () => contactTable().getByRole('row').filter({ hasText: 'Unread' });

  it('When the dashboard opens, then it shows the overview, analytics, segmentations, monetization and the newest members', async () => {
    await openScreen(page, site, 'dashboard', 'Dashboard');
    const main = page.locator('main');
    for (const heading of [
      'Reporting Overview',
      'Member Analytics',
      'Segmentations',
      'Monetization',
      'Recently joined',
    ]) {
      await main.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    // The headings show while their figures load: the last table's rows mean the page is complete.
    await main.getByRole('rowheader', { name: 'Blaze', exact: true }).first().waitFor();
    const text = await main.innerText();
    // The unread count once on the dashboard, beside the link to the messages.
    expect(await main.getByRole('region', { name: 'Reporting Overview' }).innerText()).toMatch(/Unread\s+8\b/);
    expect(await main.getByText(/unread support message|new notification/).count()).toBe(0);
    for (const band of ['₦50k – ₦750k', '₦750k – ₦2.5M', '₦2.5M – ₦5M', 'Above ₦5M']) expect(text).toContain(band);
    for (const plan of ['Free', 'Spark', 'Blaze'])
      expect(await main.getByRole('rowheader', { name: plan, exact: true }).count()).toBeGreaterThan(0);
    // Charts draw once their container is measured.
    await page.locator('.admin-chart svg').nth(2).waitFor();
    const joined = main.getByRole('region', { name: 'Recently joined' }).getByRole('row');
    expect(await joined.count()).toBe(6);
    expect(await joined.first().innerText()).toMatch(/NAME\s+PHONE\s+STATE\s+GENDER\s+AGE\s+JOINED/i);
    expect(
      await sidebar(page)
        .getByRole('link', { name: /Messages 8 unread/ })
        .count(),
    ).toBe(1);
    await expectAccessible(page);
  });

  it('When the support-messages link is followed, then the contact messages show 10 a page with 8 Unread tags overall', async () => {
    await page.getByRole('link', { name: 'Open support messages' }).click();
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await contactTable().waitFor();
    expect(await contactTable().locator('tbody tr').count()).toBe(10);
    expect(await unreadRows().count()).toBe(8);
    expect(await page.getByText('1–10 of 25 messages').count()).toBe(1);
    await page.getByRole('navigation', { name: 'Pages of messages' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText('11–20 of 25 messages').waitFor();
    await page.reload();
    await page.getByText('11–20 of 25 messages').waitFor();
    await page.goBack();
    await page.getByText('1–10 of 25 messages').waitFor();
    await expectAccessible(page);
  });

  it('When an unread message is opened and answered, then it is read, the reply is kept and the unread count falls', async () => {
    const row = unreadRows().first();
    const subject = await row.getByRole('rowheader').innerText();
    await row.getByRole('button', { name: subject }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await dialog.waitFor();
    expect(await dialog.getByText('No reply has been sent yet.').count()).toBe(1);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, MESSAGES.enterMessage);

    await dialog
      .getByRole('textbox', { name: /Reply to/ })
      .fill('Thanks for writing. Please update the app and try again.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, /^Reply (sent|saved)/);
    await dialog.getByRole('list').getByText('Thanks for writing. Please update the app and try again.').waitFor();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await contactTable().getByRole('row').filter({ hasText: subject }).getByText('Read', { exact: true }).waitFor();
    await page.getByRole('tab', { name: /Contact Messages 7 unread/ }).waitFor();
    await openScreen(page, site, 'dashboard', 'Dashboard');
    await page.getByRole('region', { name: 'Reporting Overview' }).getByText('7', { exact: true }).waitFor();
  });

  it('When the System Messages tab is chosen, then the tab is in the URL and a message opens in the detail panel', async () => {
    await openScreen(page, site, 'messages', 'Messages');
    await page.getByRole('tab', { name: 'System Messages' }).click();
    await page.waitForURL(/tab=system/);
    const table = page.getByRole('table', { name: /System messages/ });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual(['TITLE', 'CATEGORY', 'CREATED BY', 'DATE']);
    const first = table.locator('tbody tr').first().getByRole('button');
    const title = await first.innerText();
    await first.click();
    await page.getByRole('complementary', { name: 'Message details' }).getByRole('heading', { name: title }).waitFor();
    await page.reload();
    expect(await page.getByRole('tab', { name: 'System Messages' }).getAttribute('aria-selected')).toBe('true');
    await expectAccessible(page);
  });

  it('When a system message is sent, then empty fields and a second send while pending are refused, and it joins the list', async () => {
    await page.getByRole('link', { name: 'New system message' }).click();
    await page.waitForURL(`**${APP_PATH}/newsystemmessage`);
    await page.getByRole('heading', { level: 1, name: 'New system message' }).waitFor();
    await expectAccessible(page);

    await page.getByLabel('Title').fill('Maintenance window on Sunday');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expectToast(page, MESSAGES.fillAllFields);

    await page.getByLabel('Message').fill('The app will be unavailable on Sunday from 1am to 2am.');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/admin/sendsystemmessage', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send message' }).click();
    // A message to every member asks first, naming the audience (decision 0054; admin-safety.e2e.ts).
    await confirm(
      page,
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: /^Send to \d+ members$/ })
        .innerText(),
    );
    // The busy button is aria-disabled, not disabled, so a second press reaches the guard and is refused.
    await page.getByRole('button', { name: 'Sending' }).click({ force: true });
    await expectToast(page, MESSAGES.previousMessagePending);
    release();
    await expectToast(page, 'System message sent');
    await page.unroute('**/api/v1/admin/sendsystemmessage');

    await page.waitForURL(/messages\?tab=system/);
    const table = page.getByRole('table', { name: /System messages/ });
    await table.getByRole('button', { name: 'Maintenance window on Sunday' }).waitFor();
    expect(await table.getByRole('row').filter({ hasText: 'Maintenance window on Sunday' }).innerText()).toMatch(
      /announcement\s+Demo Admin/,
    );
  });

  it('When the control centre is used on a phone, then the sidebar opens from the Menu button and closes on navigation', async () => {
    await page.setViewportSize(PHONE);
    try {
      await openScreen(page, site, 'dashboard', 'Dashboard');
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await sidebar(page).getByRole('link', { name: 'Users' }).isVisible()).toBe(false);
      await menu.click();
      expect(await page.getByRole('button', { name: 'Close' }).getAttribute('aria-expanded')).toBe('true');
      await expectAccessible(page);
      await sidebar(page).getByRole('link', { name: 'Users' }).click();
      await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
      await page.getByRole('button', { name: 'Menu' }).waitFor();
      await expectAccessible(page);
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
});
