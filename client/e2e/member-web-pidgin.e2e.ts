import type { Page } from 'playwright-core';
import {
  axeAtEveryWidth,
  describeE2E,
  launchMemberBrowser,
  PHONE,
  type MemberBrowser,
  type Site,
} from './support/harness';
import { apiMember, memberCall } from './member/member-api';
import { signedInMember } from './member/page-session';
import { showPushInServiceWorker } from './member/web-push';

/** A VAPID pair made for tests only (the server's notice tests use the same). */
const VAPID = {
  publicKey: 'BPwx-ECojWLe3ISliRYbOgBmvCmHrCrG9QHA3QZb9J6IhYHNJMduD2GEwKnQtI5WQXhsUs74AWRagIpdEYo4gEw',
  privateKey: 'xmX9ACuJH_t7Aqu41yeMB6NFXJ3NOKJL-9NHduhKoMY',
};

type PushService = Awaited<
  ReturnType<typeof import('../../server/src/modules/notifications/__tests__/web-push-service').startPushService>
>;

/**
 * Nigerian Pidgin in /app (decisions 0170, 0171): the member picks Naijá (Pidgin), the screens change at once and
 * stay in Pidgin across a reload (the account keeps the choice; the /app/discover shell paints no English cards for
 * it), and what the server pushes to the member is in Pidgin: the payload a real push service (web-push-testing,
 * on this machine) decrypted is handed to the page's service worker, which shows it. Axe-clean at 360, 390, 1440.
 */
describeE2E('Nigerian Pidgin in the member web app', () => {
  let site: Site;
  let push: PushService;
  let browser: MemberBrowser;
  let page: Page;
  const amaka = { phone: '08097770001', firstName: 'Amaka' };
  /** Amaka's session, the one her browser signed in with. */
  let session: { token: string; memberId: string };
  /** Obi, who likes her. */
  let obi: { token: string; memberId: string };
  /** Uncaught page errors: React reports a failed hydration (English shell HTML met by Pidgin) as one. */
  const pageErrors: string[] = [];

  beforeAll(async () => {
    const { startTestServer } = await import('../../server/src/test-support/test-server');
    const server = await startTestServer({ VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey });
    site = { url: server.url, close: () => server.close() };
    push = await (await import('../../server/src/modules/notifications/__tests__/web-push-service')).startPushService();
    obi = await apiMember(site, '08097770002', 'Obi', 'Male', 'Female');
    browser = await launchMemberBrowser();
    page = await browser.newMember(PHONE);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.context().setDefaultTimeout(30_000);
    // Her session is the page's: the API calls below use the token the page was given.
    session = await signedInMember(site, page, { ...amaka, gender: 'Female', interestedIn: 'Male' });
    await page.goto(`${site.url}/app/discover`);
    await page.getByRole('heading', { name: 'Discover' }).waitFor();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await push?.close();
    await site?.close();
  });

  it('When Amaka picks Naijá (Pidgin), then the screens change at once, stay in Pidgin across a reload, and are axe-clean', async () => {
    const problems: string[] = [];
    await page.goto(`${site.url}/app/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 60_000 });
    const language = page.getByRole('main').getByRole('group', { name: 'Language' });
    expect(await language.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await language.getByRole('radio', { name: 'Naijá (Pidgin)' }).check();
    await page.getByText('We don save your language').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pcm');
    // The page's other texts changed with it, without a reload.
    await page.getByRole('heading', { name: 'Hide from your contacts' }).waitFor();
    problems.push(...(await axeAtEveryWidth(page, 'settings in Pidgin')));

    // The account keeps it: GET /me says pcm.
    expect((await memberCall<{ language: string }>(site, session.token, 'GET', '/me')).language).toBe('pcm');

    await page.goto(`${site.url}/app/likes`);
    // A screen's first visit loads its chunk: on a loaded machine that takes a while.
    await page.getByRole('heading', { name: 'Who like you', exact: true, level: 1 }).waitFor({ timeout: 60_000 });
    await page.reload();
    await page.getByRole('heading', { name: 'Who like you', exact: true, level: 1 }).waitFor({ timeout: 60_000 });
    problems.push(...(await axeAtEveryWidth(page, 'likes in Pidgin after a reload')));

    // Discover from its shell: no English card is painted for a member in Pidgin; React renders them in Pidgin.
    await page.goto(`${site.url}/app/discover`);
    await page.getByRole('switch', { name: 'Only verified people' }).waitFor();
    await page.getByRole('heading', { name: /People wey fit you|More people/ }).waitFor();
    expect(await page.getByText('Verified only', { exact: true }).count()).toBe(0);
    expect(await page.getByText(/shown once you both agree to exchange photos/).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pcm');
    problems.push(...(await axeAtEveryWidth(page, 'discover in Pidgin')));
    expect(problems).toEqual([]);
    // The English /app shells are rendered afresh for her, never hydrated with Pidgin (decision 0171).
    expect(pageErrors).toEqual([]);
  });

  it('When someone likes Amaka, then the web push the server sends her is in Pidgin, and her service worker shows it so', async () => {
    // A browser subscription at the push service on this machine, for Amaka's API session.
    const subscription = await push.subscribe(VAPID.publicKey);
    await memberCall(site, session.token, 'POST', '/me/devices/web-push', {
      subscription: { endpoint: subscription.endpoint, expirationTime: null, keys: subscription.keys },
    });
    await memberCall(site, obi.token, 'POST', `/likes/${session.memberId}`);

    let received: string[] = [];
    for (let look = 0; look < 100 && received.length === 0; look++) {
      received = await push.received(subscription);
      if (!received.length) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(received.map((text) => JSON.parse(text) as unknown)).toEqual([
      {
        title: 'Person like your bio',
        body: 'Like dem back make una match. Premium go show you who don like you already.',
        data: { kind: 'like' },
      },
    ]);

    const shown = (await showPushInServiceWorker(page, site, received[0]!))?.map(({ title, body }) => ({
      title,
      body,
    }));
    expect(shown).toEqual([
      {
        title: 'Person like your bio',
        body: 'Like dem back make una match. Premium go show you who don like you already.',
      },
    ]);

    // The feed entry is in Pidgin too.
    await page.goto(`${site.url}/app/feed`);
    await page.getByRole('heading', { name: 'Feed', level: 1 }).waitFor({ timeout: 60_000 });
    await page.getByText('Person like your bio').waitFor();
  });

  it("When the server refuses Amaka's fourth message before Obi replies, then the refusal she reads is in Pidgin", async () => {
    // Obi liked her in the test above; her like back makes the match.
    const liked = await memberCall<{ match?: { _id: string } }>(site, session.token, 'POST', `/likes/${obi.memberId}`);
    const matchId = liked.match!._id;
    for (const text of ['Hello Obi', 'How you dey?', 'You dey there?'])
      await memberCall(site, session.token, 'POST', `/matches/${matchId}/messages`, {
        clientMessageId: crypto.randomUUID(),
        text,
      });
    await page.goto(`${site.url}/app/chat/${matchId}`);
    await page.getByLabel('Send Obi message').fill('Obi abeg answer me');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/matches/${matchId}/messages`));
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    // /app says which language she reads on every call.
    expect((await sent).headers()['accept-language']).toBe('pcm');
    // The server's own text, answered in her language (decision 0183), shown as it came.
    await page.getByRole('alert').filter({ hasText: 'Wait make dem reply before you send more' }).waitFor();
    expect(await page.getByText('Wait for a reply before sending more').count()).toBe(0);
  });
});
