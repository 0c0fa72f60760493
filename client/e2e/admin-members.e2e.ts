import { readFileSync } from 'node:fs';
import { ADMIN_MESSAGES, AUTHENTICATIONS_CSV_COLUMNS, MESSAGES, USERS_CSV_COLUMNS } from '@blynd/shared';
import type { Locator, Page } from 'playwright-core';
import { describeE2E, type Site } from './support/harness';
import { confirm, expectAccessible, expectToast, openScreen, search, useControlCentre } from './admin/admin-helpers';

const ADA = { name: 'Ada Okafor', phone: '2348031234501' };
const KEMI = { name: 'Kemi Adeyemi', phone: '2348031234505' };

describeE2E('control centre: members and sign-up records', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  const memberDialog = (name: string) => page.getByRole('dialog', { name });
  const openMember = async (member: { name: string; phone: string }) => {
    await search(page, member.phone);
    await page.getByRole('table').getByRole('button', { name: member.name }).click();
    const dialog = memberDialog(member.name);
    await dialog.getByRole('heading', { name: /^Photos/ }).waitFor();
    return dialog;
  };
  const detail = async (dialog: Locator, term: string) =>
    (
      await dialog
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .locator('xpath=following-sibling::dd')
        .innerText()
    ).trim();

  const downloadCsv = async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV download' }).click(),
    ]);
    const file = await download.path();
    return { name: download.suggestedFilename(), lines: readFileSync(file!, 'utf8').trim().split(/\r?\n/) };
  };

  it('When the Users screen opens, then it counts the members and pages them 10 at a time, the page kept in the URL', async () => {
    await openScreen(page, site, 'users', 'Users');
    await page.getByText('130 members', { exact: true }).waitFor();
    const rows = page.getByRole('table', { name: /Members/ }).locator('tbody tr');
    expect(await rows.count()).toBe(10);
    await page.getByRole('navigation', { name: 'Pages of members' }).getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await page.getByText('11–20 of 130 members').waitFor();
    await page.reload();
    await page.getByText('11–20 of 130 members').waitFor();
    expect(await rows.count()).toBe(10);
    await expectAccessible(page);
  });

  it('When the search is blank, then it is refused; a phone finds the member and goes in the URL', async () => {
    await search(page, '   ');
    await expectToast(page, ADMIN_MESSAGES.searchTermRequired);
    await search(page, ADA.phone);
    await page.waitForURL(new RegExp(`q=${ADA.phone}`));
    await page.getByText(`1 member matches “${ADA.phone}”`).waitFor();
    expect(await page.getByRole('table').locator('tbody tr').count()).toBe(1);
  });

  it('When a member is opened, then every field shows with the spec labels', async () => {
    const dialog = await openMember(ADA);
    expect(page.url()).toContain(`member=${ADA.phone}`);
    expect(await detail(dialog, 'Phone')).toBe(ADA.phone);
    expect(await detail(dialog, 'Email')).toBe('ada.okafor@example.com');
    expect(await detail(dialog, 'Gender')).toMatch(/female/i);
    expect(await detail(dialog, 'Location')).toBe('Lagos, South West');
    expect(await detail(dialog, 'Earning status')).toBe('Citizen');
    expect(await detail(dialog, 'Plan')).toBe('Free');
    expect(await detail(dialog, 'Account')).toBe('In-use');
    expect(['Verified', 'Unverified']).toContain(await detail(dialog, 'Liveness'));
    expect(['Paid', 'Nill']).toContain(await detail(dialog, 'Earning verification'));
    expect(['Complete', 'Incomplete']).toContain(await detail(dialog, 'Sign-up'));
    expect(await detail(dialog, 'Date of birth')).toMatch(/^12 Apr 1995 \(\d+\)$/);
    for (const term of ['Name', 'Status', 'Joined', 'Last seen', 'Member id'])
      expect(await dialog.locator('dt', { hasText: term }).count()).toBeGreaterThan(0);
    await expectAccessible(page);
  });

  it('When Block User is confirmed, then the member is blocked; Unblock User undoes it', async () => {
    const dialog = memberDialog(ADA.name);
    await dialog.getByRole('button', { name: 'Block User' }).click();
    await confirm(page, 'Block User');
    await expectToast(page, 'User blocked');
    await dialog.getByRole('button', { name: 'Unblock User' }).waitFor();
    expect(await detail(dialog, 'Status')).toBe('Blocked');

    await dialog.getByRole('button', { name: 'Unblock User' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    expect(await detail(dialog, 'Status')).toBe('Blocked');
    await dialog.getByRole('button', { name: 'Unblock User' }).click();
    await confirm(page, 'Unblock User');
    await expectToast(page, 'User unblocked');
    await dialog.getByRole('button', { name: 'Block User' }).waitFor();
    expect(await detail(dialog, 'Status')).toBe('Active');
  });

  it('When a photo is flagged and another deleted, each after confirmation, then the photos show it', async () => {
    const dialog = memberDialog(ADA.name);
    await dialog.getByRole('heading', { name: 'Photos (2)' }).waitFor();
    const first = dialog.getByRole('listitem', { name: `Photo 1 of ${ADA.name}` });
    // Photos need the admin token: fetched with it and shown from a blob URL, decoded as a real image.
    const image = first.getByRole('img', { name: `Photo 1 of ${ADA.name}` });
    await image.waitFor();
    const shown = await image.evaluate(async (img: HTMLImageElement) => {
      if (!img.complete) await new Promise((loaded) => img.addEventListener('load', loaded, { once: true }));
      return [img.src.slice(0, 5), img.naturalWidth > 0];
    });
    expect(shown).toEqual(['blob:', true]);
    await first.getByRole('button', { name: 'Flag' }).click();
    await confirm(page, 'Flag photo');
    await expectToast(page, 'Photo flagged');
    await first.getByText('Flagged', { exact: true }).waitFor();

    await dialog
      .getByRole('listitem', { name: `Photo 2 of ${ADA.name}` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await confirm(page, 'Delete photo');
    await expectToast(page, 'Photo deleted');
    await dialog.getByRole('heading', { name: 'Photos (1)' }).waitFor();
    expect(await dialog.getByRole('listitem', { name: /Photo \d of/ }).count()).toBe(1);
  });

  it('When a notification is sent, then the title is capped at 32, and missing text or delivery method is refused', async () => {
    const dialog = memberDialog(ADA.name);
    const send = dialog.getByRole('button', { name: 'Send notification' });
    expect(await dialog.getByLabel('Subject').getAttribute('maxlength')).toBe('32');
    await send.click();
    await expectToast(page, MESSAGES.enterMessageAndSubject);
    await dialog.getByLabel('Subject').fill('About your photos');
    await dialog.getByLabel('Message', { exact: true }).fill('We removed a photo that broke our rules.');
    await send.click();
    await expectToast(page, MESSAGES.selectDeliveryMethod);
    await dialog.getByRole('checkbox', { name: 'Email' }).check();
    await send.click();
    await expectToast(page, /mail/i);
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('member=');
  });

  it('When a blocked member is opened, then the action offered is Unblock User', async () => {
    const dialog = await openMember(KEMI);
    await dialog.getByRole('button', { name: 'Unblock User' }).waitFor();
    expect(await detail(dialog, 'Status')).toBe('Blocked');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('When CSV download is pressed, then the server export is saved as a file with every member', async () => {
    await page.getByRole('button', { name: 'Clear search' }).click();
    const csv = await downloadCsv();
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.lines[0]!.replace(/"/g, '')).toBe(USERS_CSV_COLUMNS.join(','));
    expect(csv.lines).toHaveLength(131);
    expect(csv.lines.some((line) => line.includes(ADA.phone))).toBe(true);
  });

  it('When the Authentications screen is searched, then a phone in any form, a name or an email finds the record', async () => {
    await openScreen(page, site, 'authentications', 'Authentications');
    await page.getByText('130 sign-up records', { exact: true }).waitFor();
    expect(
      await page
        .getByRole('table', { name: /Sign-up records/ })
        .locator('tbody tr')
        .count(),
    ).toBe(10);
    await expectAccessible(page);
    await search(page, '   ');
    await expectToast(page, ADMIN_MESSAGES.searchTermRequired);
    for (const term of ['ada.okafor@example.com', 'Ada Okafor', '0803 123 4501']) {
      await search(page, term);
      await page
        .getByRole('table', { name: `Sign-up records matching “${term}”` })
        .getByRole('row', { name: new RegExp(ADA.phone) })
        .waitFor();
    }
  });

  it('When a level is edited, then only 1, 2, 4, 10 and 11 are accepted and the new level shows', async () => {
    const row = page.getByRole('table').getByRole('row', { name: new RegExp(ADA.phone) });
    await row.getByRole('button', { name: `Edit level of ${ADA.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit level of ${ADA.name}` });
    expect(await dialog.getByRole('list', { name: 'Levels' }).innerText()).toBe(
      '1 edit name\n2 edit birthday\n4 edit gender\n10 accept terms',
    );
    const level = dialog.getByRole('textbox', { name: 'Level' });
    expect(await level.getAttribute('maxlength')).toBe('2');
    await expectAccessible(page);
    await level.fill('3');
    await dialog.getByRole('button', { name: 'Save level' }).click();
    await expectToast(page, MESSAGES.enterValidLevel);
    await level.fill('2');
    await dialog.getByRole('button', { name: 'Save level' }).click();
    await expectToast(page, 'Sign-up level set to 2 (Edit birthday)');
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Edit birthday').waitFor();
  });

  it('When a member is notified from their sign-up record, then the same form sends it', async () => {
    await page.getByRole('button', { name: `Notify ${ADA.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Notify ${ADA.name}` });
    await dialog.getByLabel('Subject').fill('Finish signing up');
    await dialog.getByLabel('Message', { exact: true }).fill('Please confirm your birthday in the app.');
    await dialog.getByRole('checkbox', { name: 'Email' }).check();
    await dialog.getByRole('button', { name: 'Send notification' }).click();
    await expectToast(page, /mail/i);
    await dialog.waitFor({ state: 'detached' });
  });

  it('When the sign-up records are exported, then the CSV has their columns and every record', async () => {
    const csv = await downloadCsv();
    expect(csv.lines[0]!.replace(/"/g, '')).toBe(AUTHENTICATIONS_CSV_COLUMNS.join(','));
    expect(csv.lines).toHaveLength(131);
  });
});
