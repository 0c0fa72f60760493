import { MESSAGES } from '@blynd/shared';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describeE2E, type Site } from './support/harness';
import {
  APP_PATH,
  confirm,
  expectAccessible,
  expectToast,
  LOGIN_PATH,
  openScreen,
  sidebar,
  signIn,
  storedSession,
  submitLogin,
  useControlCentre,
} from './admin/admin-helpers';
import { apiSignIn, memberCall } from './member/member-api';

const SUPPORT = {
  fullname: 'Sade Support',
  email: 'sade.support@example.com',
  password: 'SupportPass!2026',
  code: '135790',
};
const ADA = { name: 'Ada Okafor', phone: '2348031234501' };

describeE2E('control centre: staff and role limits', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  const logout = async () => {
    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`**${LOGIN_PATH}`);
  };
  const staffRow = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });

  it('When a Super Admin invites a Support admin, then empty fields are refused and the new admin is listed', async () => {
    await openScreen(page, site, 'staff', 'Staff');
    await page.getByRole('table').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await expectToast(page, MESSAGES.fillAllFields);
    await dialog.getByLabel('Full name').fill(SUPPORT.fullname);
    await dialog.getByLabel('Email address').fill(SUPPORT.email);
    await dialog.getByLabel('Role').selectOption('Support');
    await dialog.getByLabel('First password', { exact: true }).fill(SUPPORT.password);
    await dialog.getByLabel('Access code').fill(SUPPORT.code);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await expectToast(page, `${SUPPORT.fullname} was added as Support`);
    await dialog.waitFor({ state: 'detached' });
    expect(await staffRow(SUPPORT.fullname).getByRole('combobox').inputValue()).toBe('Support');
  });

  it('When the Support admin signs in, then the sidebar shows only the screens of the role', async () => {
    await logout();
    await submitLogin(page, SUPPORT);
    await page.waitForURL((url) => url.pathname.startsWith(APP_PATH));
    const bar = sidebar(page);
    await bar.getByText('Support', { exact: true }).waitFor();
    expect(await bar.innerText()).toContain(SUPPORT.fullname);
    const links = (await bar.getByRole('navigation', { name: 'Screens' }).getByRole('link').allInnerTexts()).map(
      (text) => text.replace(/\s*\d+\s*unread$/, '').trim(),
    );
    expect(links).toEqual([
      'Dashboard',
      'Messages',
      'Users',
      'Authentications',
      'Reports',
      'Verification',
      'Moderation queue',
      'Token packs',
      'Auctions',
      'Mail outbox',
    ]);
  });

  it('When Support reads members and sign-up records, then it may notify a member and set a sign-up level, but no export, block or photo action is offered', async () => {
    await openScreen(page, site, 'users', 'Users');
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('button', { name: 'CSV download' }).count()).toBe(0);
    await page.goto(`${site.url}${APP_PATH}/users?q=${ADA.phone}&member=${ADA.phone}`);
    const dialog = page.getByRole('dialog', { name: ADA.name });
    await dialog.getByRole('heading', { name: /^Photos/ }).waitFor();
    for (const name of ['Block User', 'Unblock User', 'Flag', 'Delete'])
      expect(await dialog.getByRole('button', { name, exact: true }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Send notification', exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');

    await openScreen(page, site, 'authentications', 'Authentications');
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('button', { name: /^Edit level/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Notify/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'CSV download' }).count()).toBe(0);
  });

  it('When Support works the inbox, then replying is available but not a system message to every member, and the dashboard shows no money', async () => {
    await openScreen(page, site, 'messages', 'Messages');
    await page
      .getByRole('table', { name: /Contact messages/ })
      .locator('tbody tr')
      .first()
      .getByRole('button')
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send reply' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'New system message' }).count()).toBe(0);
    await page.goto(`${site.url}${APP_PATH}/messages?tab=system`);
    await page.getByRole('table', { name: /System messages/ }).waitFor();
    await page.goto(`${site.url}${APP_PATH}/newsystemmessage`);
    await page.getByRole('heading', { level: 1, name: 'This screen is not part of your role' }).waitFor();

    await openScreen(page, site, 'dashboard', 'Dashboard');
    await page.getByRole('region', { name: 'Segmentations' }).waitFor();
    expect(await page.getByRole('region', { name: 'Monetization' }).count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/revenue|monetization/i);
    await openScreen(page, site, 'reports', 'Reports');
  });

  it('When Support opens Verification, then it reads a held photo with its evidence but is offered no decision, and the server refuses one', async () => {
    // A held photo of a member's (decision 0143: the sandbox holds a picture marked nudity-held for staff).
    const member = await apiSignIn(site, '08120000071');
    await memberCall(site, member.token, 'PUT', '/me/signup/name', { firstName: 'Halima', lastName: 'Held' });
    const pixels = Buffer.alloc(96 * 96 * 3);
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.floor(Math.random() * 256);
    const picture = await sharp(pixels, { raw: { width: 96, height: 96, channels: 3 } })
      .withExif({ IFD0: { ImageDescription: 'blynd-sandbox:nudity-held' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${site.url}/api/v1/app/me/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const photoId = ((await uploaded.json()) as { _id: string })._id;
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { items } = await memberCall<{ items: { _id: string; status: string }[] }>(
        site,
        member.token,
        'GET',
        '/me/photos',
      );
      if (items.find((item) => item._id === photoId)?.status === 'held') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    await openScreen(page, site, 'verification', 'Verification');
    const photos = page.getByRole('region', { name: 'Photos' });
    const card = photos.getByRole('listitem', { name: 'Photo of Halima Held' });
    await card.waitFor();
    // The evidence is Support's to read: the photo and the screening's scores.
    await card.getByRole('img', { name: 'Photo of Halima Held' }).waitFor();
    await card.getByText('Nudity score').waitFor();
    await card.getByText('Admins decide; you can read.').waitFor();
    // Support reads (verificationRead); Admin and Super Admin decide (verificationWrite, decision 0137).
    for (const name of [/^Approve/, /^Reject/])
      expect(await page.getByRole('main').getByRole('button', { name }).count()).toBe(0);
    await expectAccessible(page);
    const { token } = await storedSession(page);
    const decided = await page.request.post(`${site.url}/api/v1/admin/verification/photos/${photoId}/decision`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { decision: 'approve', note: 'Support cannot decide' },
    });
    expect(decided.status()).toBe(403);
    expect(await decided.json()).toEqual({ error: MESSAGES.forbidden });
    const { items } = await memberCall<{ items: { _id: string; status: string }[] }>(
      site,
      member.token,
      'GET',
      '/me/photos',
    );
    expect(items.find((item) => item._id === photoId)?.status).toBe('held');

    // The moderation queue is Support's to work (decision 0153): its screen opens.
    await openScreen(page, site, 'moderation', 'Moderation queue');
  });

  it('When Support opens a screen outside the role, then it is refused, and the server refuses the call too', async () => {
    for (const screen of ['staff', 'subscriptions', 'plans', 'ads', 'audit']) {
      await page.goto(`${site.url}${APP_PATH}/${screen}`);
      await page.getByRole('heading', { level: 1, name: 'This screen is not part of your role' }).waitFor();
    }
    await expectAccessible(page);
    const { adminId, token } = await storedSession(page);
    const response = await page.request.patch(`${site.url}/api/v1/admin/blockUser`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { userId: '00000000-0000-4000-8000-000000000000', adminId },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: MESSAGES.forbidden });
    for (const call of [
      page.request.post(`${site.url}/api/v1/admin/sendsystemmessage`, {
        headers: { Authorization: `Bearer ${token}` },
        data: { title: 'Everyone', message: 'Hello', adminId },
      }),
      page.request.get(`${site.url}/api/v1/admin/revenue`, { headers: { Authorization: `Bearer ${token}` } }),
    ]) {
      expect((await call).status()).toBe(403);
    }
  });

  it('When the Super Admin disables the Support admin and resets the access code, then each asks first and that admin can no longer sign in', async () => {
    await logout();
    await signIn(page, site);
    await openScreen(page, site, 'staff', 'Staff');
    const row = staffRow(SUPPORT.fullname);
    expect(
      await staffRow('Demo Admin')
        .getByRole('button', { name: /^Disable/ })
        .count(),
    ).toBe(0);
    await row.getByRole('button', { name: `Disable ${SUPPORT.fullname}` }).click();
    await confirm(page, 'Disable account');
    await expectToast(page, `${SUPPORT.fullname} disabled`);
    await row.getByText('Disabled', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Reset access code of ${SUPPORT.fullname}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Reset access code of ${SUPPORT.fullname}` });
    await dialog.getByLabel('New access code').fill('9753');
    await dialog.getByRole('button', { name: 'Reset access code' }).click();
    await expectToast(page, 'Access code must be 6 to 12 digits');
    await dialog.getByLabel('New access code').fill('975310');
    await dialog.getByRole('button', { name: 'Reset access code' }).click();
    await expectToast(page, `Access code reset for ${SUPPORT.fullname}; their sessions were signed out`);

    await logout();
    await submitLogin(page, { ...SUPPORT, code: '975310' });
    await expectToast(page, MESSAGES.invalidLogin);
    expect(page.url()).toContain(LOGIN_PATH);
  });
});
