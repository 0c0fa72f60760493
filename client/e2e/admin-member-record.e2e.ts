import type { Page } from 'playwright-core';
import { describeE2E, PHONE, type Site } from './support/harness';
import {
  APP_PATH,
  confirm,
  expectAccessible,
  expectToast,
  openScreen,
  search,
  useControlCentre,
} from './admin/admin-helpers';

const ADA = { name: 'Ada Okafor', phone: '2348031234501' };
const WIDE = { width: 1440, height: 900 } as const;

/** No horizontal scrolling of the whole page. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describeE2E('control centre: member record, list filters, plain not-found and the reports workflow', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));
  afterEach(() => page.setViewportSize(WIDE));
  beforeEach(() => page.setViewportSize(WIDE));

  it('When filters and a sort are chosen, then they go in the URL, the list follows them, and a reload keeps them', async () => {
    await openScreen(page, site, 'users', 'Users');
    await page.getByLabel('Account').selectOption('true');
    await page.waitForURL(/blocked=true/);
    await page.getByLabel('Sort by').selectOption('name');
    await page.waitForURL(/sort=name/);
    const table = page.getByRole('table', { name: 'Members matching the filters' });
    await table.getByRole('button', { name: 'Kemi Adeyemi' }).waitFor();
    await page.reload();
    await table.getByRole('button', { name: 'Kemi Adeyemi' }).waitFor();
    expect(await page.getByLabel('Account').inputValue()).toBe('true');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('name');
    const rows = await table.locator('tbody tr').count();
    expect(await table.getByText('Blocked', { exact: true }).count()).toBe(rows);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByText('130 members', { exact: true }).waitFor();
  });

  it('When a phone is searched with spaces and +234, then the member is found', async () => {
    await search(page, '+234 803 123 4501');
    await page.getByText('1 member matches “+234 803 123 4501”').waitFor();
    await search(page, 'ada.okafor@example');
    await page.getByText('1 member matches “ada.okafor@example”').waitFor();
  });

  it('When a member record is opened from the list, then it is linkable, survives a reload, and shows every section with counts', async () => {
    await page.getByRole('link', { name: `Record of ${ADA.name}` }).click();
    await page.waitForURL(new RegExp(`${APP_PATH}/users/[0-9a-f-]{36}$`));
    await page.getByRole('heading', { level: 1, name: ADA.name }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ADA.name }).waitFor();
    for (const title of [
      'Profile',
      /^Subscriptions/,
      /^Payments/,
      /^Reports about this member/,
      /^Reports this member made/,
      /^Notifications/,
      /^Mails sent/,
      /^Sign-up level history/,
      /^Admin actions/,
    ]) {
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
    }
    await page.getByRole('heading', { name: /^Photos \(\d+\)/ }).waitFor();
    for (const term of ['Likes given', 'Likes received', 'Matches', 'Reports made', 'Reports received'])
      await page.locator('dt', { hasText: term }).first().waitFor();
    await page.getByText(/Started sign-up at level 1/).waitFor();
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectAccessible(page);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('When staff block the member on the record, then the action shows in its admin actions', async () => {
    await page.getByRole('button', { name: 'Block User' }).click();
    await confirm(page, 'Block User');
    await expectToast(page, 'User blocked');
    await page.getByText(/user\.block/).waitFor();
    await page.getByRole('button', { name: 'Unblock User' }).click();
    await confirm(page, 'Unblock User');
    await expectToast(page, 'User unblocked');
  });

  it('When an unknown member id or phone is opened, then it says so plainly, without an error or a retry', async () => {
    await page.goto(`${site.url}${APP_PATH}/users/00000000-0000-4000-8000-000000000000`);
    await page.getByText('No member has this id.', { exact: false }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.goto(`${site.url}${APP_PATH}/users?member=2349999999999`);
    await page.getByText('No member has the phone number 2349999999999.').waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await openScreen(page, site, 'subscriptions', 'Subscriptions');
    await search(page, '0809 999 9999');
    await page.getByText('No member has the phone number or email “0809 999 9999”.').waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
  });

  it('When the member modal opens, then it shows the likes, matches and reports counts and links to the record', async () => {
    await page.goto(`${site.url}${APP_PATH}/users?q=${ADA.phone}&member=${ADA.phone}`);
    const dialog = page.getByRole('dialog', { name: ADA.name });
    await dialog.locator('dt', { hasText: 'Likes received' }).waitFor();
    await dialog.getByRole('link', { name: 'Open full record' }).click();
    await page.getByRole('heading', { level: 1, name: ADA.name }).waitFor();
  });

  it('When a report is actioned with a note, then it leaves Open and shows under Actioned with the note; the names link to records', async () => {
    await openScreen(page, site, 'reports', 'Reports');
    await expectAccessible(page);
    const users = page.getByRole('region', { name: /^Users/ });
    const first = users.getByRole('listitem').first();
    const reported = (await first.getAttribute('aria-label'))!.replace('Report about ', '');
    await first.getByRole('button', { name: 'Mark actioned' }).click();
    await expectToast(page, 'Write a note saying what was done');
    await first.getByLabel('Note').fill('Warned the member.');
    await first.getByRole('button', { name: 'Mark actioned' }).click();
    await expectToast(page, 'Report marked as actioned');
    await page.getByLabel('Show reports').selectOption('actioned');
    await page.waitForURL(/tab=actioned/);
    await page.reload();
    const done = page
      .getByRole('region', { name: /^Users/ })
      .getByRole('listitem', { name: `Report about ${reported}` });
    await done.getByText('“Warned the member.”').waitFor();
    await done.getByRole('link', { name: reported }).first().click();
    await page.getByRole('heading', { level: 1, name: reported }).waitFor();
    await openScreen(page, site, 'dashboard', 'Dashboard');
    const openReports = page.getByRole('region', { name: 'Open reports' });
    await openReports.getByRole('link', { name: 'Review 14 open reports' }).waitFor();
    await expectAccessible(page);
  });

  it('When the reports, users and authentications screens are checked at 1440 and 390, then axe finds nothing serious and nothing overflows', async () => {
    for (const [screen, heading] of [
      ['reports', 'Reports'],
      ['users', 'Users'],
      ['authentications', 'Authentications'],
    ] as const) {
      for (const viewport of [WIDE, PHONE]) {
        await page.setViewportSize(viewport);
        await openScreen(page, site, screen, heading);
        await page.locator('.admin-state[role=status]').waitFor({ state: 'detached' });
        await expectAccessible(page);
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter(
              (el) =>
                el.getBoundingClientRect().right > document.documentElement.clientWidth + 1 &&
                !el.closest('.admin-table-wrap'),
            )
            .slice(0, 6)
            .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().width)}`),
        );
        expect({ screen, width: viewport.width, overflow: Math.max(0, await overflow(page)), wide }).toEqual({
          screen,
          width: viewport.width,
          overflow: 0,
          wide: [],
        });
      }
    }
  });
});
