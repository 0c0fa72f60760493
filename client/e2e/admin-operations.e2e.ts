import { MESSAGES } from '@blynd/shared';
import type { Page } from 'playwright-core';
import { describeE2E, type Site } from './support/harness';
import { confirm, expectAccessible, expectToast, openScreen, search, useControlCentre } from './admin/admin-helpers';

const ADA = { name: 'Ada Okafor', phone: '2348031234501' };

describeE2E('control centre: subscriptions, reports, ads, plans and the audit log', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  it('When a member is looked up for a subscription, then a phone in any form or an email is accepted; a short number is not', async () => {
    await openScreen(page, site, 'subscriptions', 'Subscriptions');
    await search(page, '0803123450');
    await expectToast(page, MESSAGES.enterValidNumber);
    for (const term of ['+234 803 123 4501', 'ada.okafor@example.com']) {
      await search(page, term);
      await page.getByRole('heading', { level: 2, name: ADA.name }).waitFor();
    }
    await search(page, ADA.phone);
    await page.getByRole('heading', { level: 2, name: ADA.name }).waitFor();
    await expectAccessible(page);
  });

  it('When no plan is chosen, then it says Please choose a plan; by plan it asks, activates and the member is Premium', async () => {
    await page.getByRole('button', { name: 'Subscribe member' }).click();
    await expectToast(page, MESSAGES.chooseAPlan);

    const plans = page.getByRole('group', { name: 'Plan' });
    await plans.getByRole('radio').first().waitFor();
    for (const option of await plans.locator('label').all())
      expect(await option.locator('li').count()).toBeLessThanOrEqual(5);
    expect(await plans.getByRole('radio', { name: /Free/ }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Weekly' }).check();
    await plans.getByRole('radio', { name: /Spark/ }).check();
    await page.getByText('Badges come with monthly plans only.').waitFor();
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('checkbox', { name: /Citizen verification badge/ }).waitFor();
    await page.getByRole('button', { name: 'Subscribe member' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Activate Premium?' });
    expect(await dialog.innerText()).toContain('Spark monthly');
    await confirm(page, 'Activate');
    await expectToast(page, /Spark \(monthly\) activated for Ada/);
    await page.getByText(/^Premium until/).waitFor();
  });

  it('When a Premium member is subscribed again, then the server refusal shows', async () => {
    await page.getByRole('group', { name: 'Plan' }).getByRole('radio', { name: /Blaze/ }).check();
    await page.getByRole('button', { name: 'Subscribe member' }).click();
    await confirm(page, 'Activate');
    await expectToast(page, MESSAGES.alreadyPremium);
  });

  it('When reports open, then Users, Messages and Photos each list reporter, reported member with phone, reason and a link', async () => {
    await openScreen(page, site, 'reports', 'Reports');
    for (const column of ['Users', 'Messages', 'Photos']) {
      const section = page.getByRole('region', { name: new RegExp(`^${column}`) });
      const cards = section.getByRole('listitem');
      await cards.nth(4).waitFor();
      expect(await cards.count()).toBe(5);
      const text = await cards.first().innerText();
      expect(text).toMatch(/Reported member\s*\n?.+ · 234\d{10}/);
      expect(text).toMatch(/Reason/);
      expect(text).toMatch(/Reported by /);
    }
    await expectAccessible(page);
    const photos = page.getByRole('region', { name: /^Photos/ });
    const card = photos.getByRole('listitem').first();
    const reported = (await card.locator('strong').first().innerText()).trim();
    // The reported member's name links to their record page (the old "Open member" link failed label-in-name).
    await card.getByRole('link', { name: reported, exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: reported }).waitFor();
    expect(page.url()).toMatch(/\/users\/[0-9a-f-]{36}$/);
  });

  it('When a slot is marked as taken, then the advertising page shows it Unavailable', async () => {
    await openScreen(page, site, 'ads', 'Ads');
    const slot = page.getByRole('article', { name: 'View Matches' });
    await slot.getByText('Available', { exact: true }).waitFor();
    await expectAccessible(page);
    await slot.getByRole('button', { name: 'Mark as taken' }).click();
    await confirm(page, 'Mark as taken');
    await expectToast(page, 'View Matches slot saved');
    await slot.getByText('Unavailable', { exact: true }).waitFor();

    await page.goto(`${site.url}/advertise`);
    const row = page.locator('li[data-slot="friendRequestSlot"]');
    await row.getByText('Unavailable', { exact: true }).waitFor();
  });

  it('When a reservation is marked handled, then it leaves the To handle list', async () => {
    await openScreen(page, site, 'ads', 'Ads');
    await page.getByRole('tab', { name: 'To handle' }).click();
    await page.waitForURL(/tab=open/);
    const table = page.getByRole('table', { name: /Reservations/ });
    // Three of the five demo reservations are still to handle.
    await page.getByText('1–3 of 3 reservations').waitFor();
    const first = table.locator('tbody tr').first();
    const company = await first.getByRole('rowheader').innerText();
    await first.getByRole('button', { name: `Mark handled: ${company}` }).click();
    await expectToast(page, 'Reservation marked as handled');
    await table.getByRole('rowheader', { name: company }).waitFor({ state: 'detached' });
    await page.getByText('1–2 of 2 reservations').waitFor();
  });

  it('When a plan price is edited, then /premium shows the new price', async () => {
    await openScreen(page, site, 'plans', 'Plans');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit Spark' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Spark' });
    await dialog.getByLabel('Weekly price (naira)').fill('');
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await expectToast(page, 'Weekly price must be a number');
    await dialog.getByLabel('Weekly price (naira)').fill('2750');
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await expectToast(page, 'Plan Spark saved');
    await page.getByRole('table', { name: /Plans/ }).getByRole('row', { name: /Spark/ }).getByText('₦2,750').waitFor();

    await page.goto(`${site.url}/premium`);
    await page.getByRole('article', { name: 'Spark' }).getByText('₦2,750').waitFor();
  });

  it('When the Free plan is edited, then its name and prices are locked', async () => {
    await openScreen(page, site, 'plans', 'Plans');
    await page.getByRole('button', { name: 'Edit Free' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Free' });
    expect(await dialog.getByLabel('Name').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('Monthly price (naira)').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Retire Free' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('When the audit log opens, then the changes above are listed in words, by name, and can be filtered by action and admin', async () => {
    await openScreen(page, site, 'audit', 'Audit log');
    const table = page.getByRole('table', { name: /Audit entries/ });
    await table.waitFor();
    await expectAccessible(page);
    const text = await table.innerText();
    for (const action of ['Changed a plan', 'Changed an ad slot', 'Activated a subscription'])
      expect(text).toContain(action);
    expect(text).toContain(ADA.name);
    expect(text).not.toContain('::ffff:');
    await page.getByLabel('Action').selectOption('plan.update');
    await page.waitForURL(/action=plan.update/);
    await page.getByText('1–1 of 1 entries').waitFor();
    await table.getByRole('rowheader').getByRole('button', { name: 'Demo Admin' }).click();
    await page.waitForURL(/actor=/);
    await page.getByLabel('Admin').locator('option:checked', { hasText: 'Demo Admin' }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.search.includes('actor='));
  });
});
