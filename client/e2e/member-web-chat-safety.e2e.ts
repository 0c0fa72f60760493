import { randomUUID } from 'node:crypto';
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
import { apiSignIn, memberCall } from './member/member-api';
import { go, signIn } from './member/member-journey';

/**
 * Scam-aware chat in /app (decision 0150): a received message the detectors flagged asks "Does this bother you?" with
 * its tip and reports in one tap; a sender's harassing message first asks "Are you sure?" (Edit, Send anyway). Each
 * state is axe-clean at 390 and 1440 px.
 */
describeE2E('Scam-aware chat in the member web app', () => {
  let site: Site;
  let browser: MemberBrowser;
  let page: Page;
  let kelechi: { token: string; memberId: string };
  let matchId: string;
  const ASK = 'Abeg send me 5k for transport, I go pay you back';

  beforeAll(async () => {
    site = await startSite();
    browser = await launchMemberBrowser();
    // The demo's Adaora and Kelechi are matched and already chatting (the seed); Kelechi writes through the API.
    kelechi = await apiSignIn(site, '08120000001');
    const list = await memberCall<{ items: { matchId: string; member: { firstName: string } }[] }>(
      site,
      kelechi.token,
      'GET',
      '/conversations',
    );
    matchId = list.items.find((c) => c.member.firstName === 'Adaora')!.matchId;
    await memberCall(site, kelechi.token, 'POST', `/matches/${matchId}/messages`, {
      clientMessageId: randomUUID(),
      text: ASK,
    });
    page = await browser.newMember(PHONE);
    await signIn(page, site, '08120000000');
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('when a received message reads as a money request, then "Does this bother you?" shows its tip, is axe-clean, and reports in one tap', async () => {
    await go(page, 'Chat', 'Chat');
    await page.getByRole('link', { name: /Kelechi/ }).click();
    await page.getByRole('heading', { name: 'Kelechi', level: 1 }).waitFor();
    const prompt = page.getByRole('group', { name: 'Does this bother you?' });
    await prompt.waitFor();
    await prompt.getByText('Never send money, airtime or gift cards to someone you have not met.').waitFor();
    expect(await axeAtEveryWidth(page, 'does this bother you')).toEqual([]);
    const filed = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/app/reports') && r.request().method() === 'POST',
    );
    await prompt.getByRole('button', { name: 'Yes, report it' }).click();
    const answer = await filed;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ kind: 'message', reasonCode: 'asked-for-money' });
    await page.getByRole('status').filter({ hasText: 'We have your report about Kelechi' }).waitFor();
    expect(await axeAtEveryWidth(page, 'reported')).toEqual([]);
  });

  it('when I write a harassing message, then "Are you sure?" explains it: Edit brings it back unsent, Send anyway sends it', async () => {
    const text = 'Shut up you stupid idiot, I will make your life hell';
    const composer = page.getByLabel('Message Kelechi');
    await composer.fill(text);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await dialog.getByText('This message reads as a threat or an insult.', { exact: false }).waitFor();
    expect(await axeAtEveryWidth(page, 'are you sure')).toEqual([]);
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await composer.inputValue()).toBe(text);
    expect(await page.getByTestId('messages').getByText(text).count()).toBe(0);

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await dialog.getByRole('button', { name: 'Send anyway' }).click();
    await page.getByTestId('messages').locator('.m-msg--mine:not(.m-msg--pending)').getByText(text).waitFor();
    const page1 = await memberCall<{ items: { text: string; safety?: { kind: string } }[] }>(
      site,
      kelechi.token,
      'GET',
      `/matches/${matchId}/messages?after=0`,
    );
    expect(page1.items.find((m) => m.text === text)?.safety?.kind).toBe('harassment');
  });
});
