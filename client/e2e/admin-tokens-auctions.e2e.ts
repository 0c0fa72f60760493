import { AUCTION_MESSAGES, TOKEN_MESSAGES, type TokenPack } from '@blynd/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describeE2E, PHONE, type Site } from './support/harness';
import {
  APP_PATH,
  confirm,
  expectAccessible,
  expectToast,
  LOGIN_PATH,
  openScreen,
  search,
  sidebar,
  storedSession,
  submitLogin,
  useControlCentre,
} from './admin/admin-helpers';

const WIDE = { width: 1440, height: 900 } as const;
const SUPPORT = {
  fullname: 'Tola Support',
  email: 'tola.support@example.com',
  password: 'SupportPass!2026',
  code: '246810',
};
const CHIAMAKA = { name: 'Chiamaka Eze', phone: '2348031234503' };

/** Notifications fade out over the page; axe reads a fading one as low contrast, so checks wait until they are gone. */
const accessibleOnceToastsGone = async (page: Page) => {
  await page.waitForFunction(() => !document.querySelector('[data-sonner-toast]'), undefined, { timeout: 15_000 });
  await expectAccessible(page);
};

/** A small PNG made here; the server re-encodes it as WebP. */
const imageFile = async () => ({
  name: 'cooking-class.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 420, channels: 3, background: '#e07a2f' } })
    .png()
    .toBuffer(),
});

/** Waits until the image has loaded real pixels (a broken or missing file has none). */
const waitForPixels = (page: Page, selector: string) =>
  page.waitForFunction((css) => {
    const img = document.querySelector<HTMLImageElement>(css);
    return !!img && img.complete && img.naturalWidth > 0;
  }, selector);

const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(title) }) });

describeE2E('control centre: auctions, token packs and a member’s tokens', () => {
  const session = useControlCentre();
  let site: Site;
  let page: Page;
  beforeAll(() => void ({ site, page } = session));

  it('When an admin creates, edits, schedules and cancels an auction, reads bids and fulfils a win, then the list follows each step (accessible at 1440 and 390)', async () => {
    await page.setViewportSize(WIDE);
    await openScreen(page, site, 'auctions', 'Auctions');
    await row(page, 'Dinner for two').waitFor();
    await row(page, 'Dinner for two').filter({ hasText: /Live/ }).waitFor();
    await row(page, 'Signed Afrobeats vinyl')
      .filter({ hasText: /Pending/ })
      .waitFor();
    // A live auction cannot be edited; an ended one neither, nor cancelled.
    expect(await page.getByRole('button', { name: 'Edit Dinner for two at a Lagos rooftop' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel Signed Afrobeats vinyl' }).count()).toBe(0);
    await accessibleOnceToastsGone(page);

    await page.getByRole('button', { name: 'New auction' }).click();
    const form = page.getByRole('dialog', { name: 'New auction' });
    await form.getByRole('button', { name: 'Create auction' }).click();
    await expectToast(page, 'title is required');
    await form.getByLabel('Title').fill('Cooking class for two');
    await form.getByLabel('Description').fill('An evening with a chef in Abuja.');
    await form.getByLabel('Kind').selectOption('experience');
    await form.getByLabel('Starting bid (tokens)').fill('80');
    await form.getByLabel('Increment (tokens)').fill('5');
    await form.getByLabel('Add images').setInputFiles(await imageFile());
    const thumbnail = form.getByRole('img', { name: 'Image 1' });
    await thumbnail.waitFor();
    const uploaded = await thumbnail.getAttribute('src');
    expect(uploaded).toMatch(/^\/media\/auctions\/[A-Za-z0-9_-]+\.webp$/);
    await waitForPixels(page, '[role="dialog"] img[alt="Image 1"]');
    await accessibleOnceToastsGone(page);
    await form.getByRole('button', { name: 'Create auction' }).click();
    await expectToast(page, 'Auction created');
    await form.waitFor({ state: 'detached' });
    await row(page, 'Cooking class for two')
      .filter({ hasText: /Draft[\s\S]*Starting bid: 80/ })
      .waitFor();

    await page.getByRole('button', { name: 'Edit Cooking class for two' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Cooking class for two' });
    await edit.getByLabel('Title').fill('Cooking class for two in Abuja');
    await edit.getByLabel('Status').selectOption('scheduled');
    await edit.getByRole('button', { name: 'Save auction' }).click();
    await expectToast(page, 'Auction saved');
    await row(page, 'Cooking class for two in Abuja').getByText('Scheduled').waitFor();

    // Scheduled, it is upcoming on the website, with the uploaded image.
    const visitor = await page.context().newPage();
    await visitor.goto(`${site.url}/auctions`);
    const card = visitor.getByRole('article', { name: 'Cooking class for two in Abuja' });
    const picture = card.getByRole('img', { name: 'Cooking class for two in Abuja' });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toBe(uploaded);
    await picture.scrollIntoViewIfNeeded();
    await waitForPixels(visitor, 'img[alt="Cooking class for two in Abuja"]');
    await visitor.close();

    await page.getByRole('button', { name: 'Cancel Cooking class for two in Abuja' }).click();
    await confirm(page, 'Cancel auction');
    await expectToast(page, AUCTION_MESSAGES.cancelled);
    await row(page, 'Cooking class for two in Abuja').getByText('Cancelled').waitFor();
    expect(await page.getByRole('button', { name: 'Edit Cooking class for two in Abuja' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Bids on Dinner for two at a Lagos rooftop' }).click();
    const bids = page.getByRole('dialog', { name: 'Bids on Dinner for two at a Lagos rooftop' });
    await bids.getByRole('link', { name: CHIAMAKA.name }).waitFor();
    await bids
      .getByRole('table')
      .filter({ hasText: /250[\s\S]*100[\s\S]*Leading/ })
      .waitFor();
    await accessibleOnceToastsGone(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Fulfil Signed Afrobeats vinyl' }).click();
    const fulfil = page.getByRole('dialog', { name: 'Fulfil Signed Afrobeats vinyl' });
    await fulfil.getByLabel('Fulfilment').selectOption('contacted');
    await fulfil.getByLabel('Note').fill('Called Ibrahim; delivery on Friday.');
    await fulfil.getByRole('button', { name: 'Save fulfilment' }).click();
    await expectToast(page, 'Fulfilment saved');
    await row(page, 'Signed Afrobeats vinyl')
      .filter({ hasText: /Contacted[\s\S]*delivery on Friday/ })
      .waitFor();

    await page.setViewportSize(PHONE);
    await accessibleOnceToastsGone(page);
  });

  it('When an admin manages token packs, grants tokens on a member record and reads Monetization, then the site and the record follow', async () => {
    await page.setViewportSize(WIDE);
    await openScreen(page, site, 'tokens', 'Token packs');
    await row(page, 'Starter').waitFor();
    expect(await page.locator('main').innerText()).toContain(TOKEN_MESSAGES.noRefunds);
    await page.getByRole('button', { name: 'New pack' }).click();
    const form = page.getByRole('dialog', { name: 'New token pack' });
    await form.getByLabel('Name').fill('Weekend Deal');
    await form.getByLabel('Tokens').fill('300');
    await form.getByLabel('Price (naira)').fill('2,500');
    await form.getByRole('button', { name: 'Create pack' }).click();
    await expectToast(page, 'Token pack created');
    await row(page, 'Weekend Deal')
      .filter({ hasText: /300[\s\S]*2,500[\s\S]*On sale/ })
      .waitFor();
    await page.getByRole('button', { name: 'Take Weekend Deal off sale' }).click();
    await confirm(page, 'Take off sale');
    await row(page, 'Weekend Deal').getByText('Off sale', { exact: true }).waitFor();
    const shown = (
      (await (await page.request.get(`${site.url}/api/v1/public/token-packs`)).json()) as { packs: TokenPack[] }
    ).packs.map((p) => p.name);
    expect(shown).toContain('Starter');
    expect(shown).not.toContain('Weekend Deal');
    await accessibleOnceToastsGone(page);

    await openScreen(page, site, 'users', 'Users');
    await search(page, CHIAMAKA.phone);
    await page.getByRole('link', { name: `Record of ${CHIAMAKA.name}` }).click();
    await page.getByRole('heading', { level: 2, name: 'Tokens' }).waitFor();
    const balance = page.getByTestId('member-token-balance');
    expect(await balance.innerText()).toBe('1,000');
    await page
      .getByRole('table', { name: /Token entries/ })
      .filter({ hasText: /Held for a bid[\s\S]*-250[\s\S]*Granted[\s\S]*\+1,000/ })
      .waitFor();
    await page.getByLabel('Tokens to grant').fill('50');
    await page.getByLabel('Reason').fill('Goodwill after a delayed delivery');
    await page.getByRole('button', { name: 'Grant tokens' }).click();
    await expectToast(page, /Tokens granted: 50\. New balance 1,050/);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="member-token-balance"]')?.textContent === '1,050',
    );

    // A grant whose answer is lost on the way back is sent again with the same Idempotency-Key and credited
    // once; the next submit, with the same values, is a new grant with a new key (decision 0125).
    const keys: string[] = [];
    let lostAnswer: () => void = () => undefined;
    const answerLost = new Promise<void>((resolve) => (lostAnswer = resolve));
    await page.route('**/api/v1/admin/tokens/grant', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length > 1) return route.continue();
      await route.fetch();
      await route.abort('failed');
      lostAnswer();
    });
    const grantOnce = async () => {
      await page.getByLabel('Tokens to grant').fill('25');
      await page.getByLabel('Reason').fill('Second goodwill note');
      await page.getByRole('button', { name: 'Grant tokens' }).click();
    };
    await grantOnce();
    await answerLost;
    await page.getByRole('button', { name: 'Grant tokens' }).click();
    await expectToast(page, /Tokens granted: 25\. New balance 1,075/);
    await grantOnce();
    await expectToast(page, /Tokens granted: 25\. New balance 1,100/);
    await page.unroute('**/api/v1/admin/tokens/grant');
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys.every((key) => key.length >= 8)).toBe(true);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="member-token-balance"]')?.textContent === '1,100',
    );
    await accessibleOnceToastsGone(page);

    await openScreen(page, site, 'dashboard', 'Dashboard');
    const money = page.getByRole('region', { name: 'Monetization' });
    await money.getByText('Token revenue received').waitFor();
    await money.getByText('Tokens sold').waitFor();
  });

  it('When Support signs in, then auctions, packs and a member’s tokens can be read but nothing can be changed', async () => {
    const { token } = await storedSession(page);
    const invited = await page.request.post(`${site.url}/api/v1/admin/staff`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        fullname: SUPPORT.fullname,
        email: SUPPORT.email,
        role: 'Support',
        password: SUPPORT.password,
        accessCode: SUPPORT.code,
      },
    });
    expect(invited.status()).toBe(201);
    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`**${LOGIN_PATH}`);
    await submitLogin(page, SUPPORT);
    await page.waitForURL((url) => url.pathname.startsWith(APP_PATH));

    await openScreen(page, site, 'auctions', 'Auctions');
    await row(page, 'Dinner for two').waitFor();
    expect(await page.getByRole('button', { name: 'New auction' }).count()).toBe(0);
    for (const name of [/^Edit /, /^Cancel /, /^Fulfil /])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    await page.getByRole('button', { name: 'Bids on Dinner for two at a Lagos rooftop' }).click();
    await page
      .getByRole('dialog', { name: /^Bids on/ })
      .getByRole('table')
      .waitFor();
    await page.keyboard.press('Escape');

    await openScreen(page, site, 'tokens', 'Token packs');
    await row(page, 'Starter').waitFor();
    expect(await page.getByRole('button', { name: /^(New pack|Edit |Take )/ }).count()).toBe(0);

    await openScreen(page, site, 'users', 'Users');
    await search(page, CHIAMAKA.phone);
    await page.getByRole('link', { name: `Record of ${CHIAMAKA.name}` }).click();
    await page.getByTestId('member-token-balance').waitFor();
    expect(await page.getByRole('button', { name: 'Grant tokens' }).count()).toBe(0);
    await accessibleOnceToastsGone(page);
  });
});
