import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { mailOutbox } from '../../server/src/db/schema';
import { startTestServer, type TestServer } from '../../server/src/test-support/test-server';
import { startSmtp } from '../../server/src/modules/admin/__tests__/smtp-kit';
import { createAdminSession } from '../../server/src/modules/admin/__tests__/admin-kit';
import { PHONE, describeE2E, launchBrowser, type Browser } from './support/harness';
import {
  APP_PATH,
  expectAccessible,
  expectToast,
  sidebar,
  signIn,
  storedSession,
  submitLogin,
  DEMO_ADMIN,
} from './admin/admin-helpers';

const WIDE = { width: 1440, height: 900 } as const;
const LONG_SUBJECT =
  'My Citizen badge is missing after the monthly payment went through on Friday evening, please check';
const CANNED = { title: 'Badge fixed', body: 'Your badge is now on your profile. Pull down to refresh the app.' };

/** Issue 13: the inbox as conversations (reading pane, live arrival, drafts, canned replies, states) and the mail outbox. */
describeE2E('control centre: the support inbox and the mail outbox', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let browser: Browser;
  let page: Page;
  let ip = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    [server, browser] = await Promise.all([
      startTestServer({ SMTP_URL: smtp.url, MAIL_FLUSH_INTERVAL_MS: '3600000', TRUST_PROXY: '1' }),
      launchBrowser(),
    ]);
    page = browser.page;
    await page.setViewportSize(WIDE);
    await signIn(page, { url: server.url, close: async () => undefined });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await smtp?.close();
  });

  const contactTable = () => page.getByRole('table', { name: /Contact messages/ });
  const openMessages = async (query = '') => {
    await page.goto(`${server.url}${APP_PATH}/messages${query}`);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await contactTable().waitFor();
  };
  const pane = (name: string | RegExp) => page.getByRole('region', { name });
  const replyBox = () => page.getByRole('textbox', { name: /Reply to/ });
  const unreadTab = async () =>
    Number(/(\d+)\s+unread/.exec(await page.getByRole('tab', { name: /Contact Messages/ }).innerText())?.[1] ?? 0);
  const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const writeToSupport = (body: Record<string, string>) =>
    page.request.post(`${server.url}/api/v1/public/sendmessage`, {
      headers: { 'X-Forwarded-For': `10.99.0.${++ip}` },
      data: { phone: '08090000000', ...body },
    });

  it('When a conversation is opened at 1440, then it reads in a pane beside the list, not a modal, with its state and thread', async () => {
    await openMessages();
    const first = contactTable().locator('tbody tr').first().getByRole('button');
    const subject = await first.innerText();
    await first.click();
    const reading = pane(subject);
    await reading.getByRole('list', { name: /Messages and replies/ }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const [list, box] = await Promise.all([contactTable().boundingBox(), reading.boundingBox()]);
    expect(box!.x).toBeGreaterThanOrEqual(list!.x + list!.width);
    // The list fits its column: no sideways scrolling inside it either.
    expect(
      await contactTable().evaluate(
        (table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth + 1,
      ),
    ).toBe(true);
    expect(await reading.getByText('Open', { exact: true }).count()).toBe(1);
    await page.waitForURL(/open=/);
    expect(await noSidewaysScroll()).toBe(true);
    await expectAccessible(page);
    await reading.getByRole('button', { name: 'Close' }).click();
    await reading.waitFor({ state: 'detached' });
  });

  it('When a member writes while the inbox is open, then the conversation and the unread counts arrive without a reload, the long subject is cut short, and the pane links to the member record', async () => {
    const before = await unreadTab();
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    expect(
      (
        await writeToSupport({
          email: 'ada.okafor@example.com',
          fullname: 'Ada Okafor',
          subject: LONG_SUBJECT,
          message: 'I paid for Spark monthly with the Citizen badge.',
        })
      ).status(),
    ).toBe(201);

    const row = contactTable().getByRole('button', { name: LONG_SUBJECT });
    await row.waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: `Contact Messages ${before + 1} unread` }).waitFor({ timeout: 30_000 });
    await sidebar(page)
      .getByRole('link', { name: `Messages ${before + 1} unread` })
      .waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(await row.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);

    await row.click();
    const link = pane(LONG_SUBJECT).getByRole('link', { name: /Member record: Ada Okafor/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${APP_PATH}/users/[0-9a-f-]{36}$`));
  });

  it('When an Admin adds a canned reply, then the reply box offers it and inserts its text', async () => {
    await pane(LONG_SUBJECT).getByRole('link', { name: 'Manage canned replies' }).click();
    await page.getByRole('heading', { level: 1, name: 'Canned replies' }).waitFor();
    await page.getByText('No canned reply yet. Add the first one.').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add canned reply' }).click();
    await expectToast(page, 'Please fill all fields');
    await page.getByLabel('Title').fill(CANNED.title);
    await page.getByLabel('Text').fill(CANNED.body);
    await page.getByRole('button', { name: 'Add canned reply' }).click();
    await expectToast(page, 'Canned reply saved');
    await page
      .getByRole('table', { name: /Canned replies/ })
      .getByRole('rowheader', { name: CANNED.title })
      .waitFor();

    await page.goBack();
    await pane(LONG_SUBJECT).waitFor();
    await page.getByLabel('Insert a canned reply').selectOption({ label: CANNED.title });
    expect(await replyBox().inputValue()).toBe(CANNED.body);
  });

  it('When a reply fails to send, then the pane stays open and the draft survives the failure, a reload and a new sign-in; a reply that goes clears it', async () => {
    await replyBox().fill(`${CANNED.body} Sorry for the wait.`);
    const draft = await replyBox().inputValue();
    await page.route('**/api/v1/admin/replycontactmessage', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service temporarily unavailable' }),
      }),
    );
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, 'Service temporarily unavailable');
    await page.unroute('**/api/v1/admin/replycontactmessage');
    expect(await pane(LONG_SUBJECT).isVisible()).toBe(true);
    expect(await replyBox().inputValue()).toBe(draft);

    await page.reload();
    await pane(LONG_SUBJECT).waitFor();
    expect(await replyBox().inputValue()).toBe(draft);

    // The session ends (the stored session is gone): the next load goes to login and back to this conversation.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByRole('button', { name: 'Grant Access' }).waitFor();
    await submitLogin(page, DEMO_ADMIN);
    await pane(LONG_SUBJECT).waitFor();
    expect(await replyBox().inputValue()).toBe(draft);

    await page.getByRole('button', { name: 'Send reply' }).click();
    await expectToast(page, /^Reply sent to ada\.okafor@example\.com/);
    await pane(LONG_SUBJECT).getByRole('list').getByText('Sorry for the wait.', { exact: false }).waitFor();
    expect(await replyBox().inputValue()).toBe('');
    expect(await pane(LONG_SUBJECT).getByText('Demo Admin (support)', { exact: false }).count()).toBe(1);
    expect(smtp.mails.at(-1)!.to).toEqual(['ada.okafor@example.com']);
    await page.reload();
    await pane(LONG_SUBJECT).waitFor();
    expect(await replyBox().inputValue()).toBe('');
  });

  it('When a conversation is resolved, then the Resolved filter lists it; a search finds it; reopening puts it back', async () => {
    const reading = pane(LONG_SUBJECT);
    await reading.getByText('Replied', { exact: true }).waitFor();
    await reading.getByRole('button', { name: 'Resolve' }).click();
    await expectToast(page, 'Conversation resolved');
    await page
      .getByRole('group', { name: 'Show conversations' })
      .getByRole('button', { name: /^Resolved/ })
      .click();
    await page.waitForURL(/filter=resolved/);
    await contactTable().getByRole('button', { name: LONG_SUBJECT }).waitFor();
    // The unfiltered rows stay on screen until the filtered page arrives (they hold the same conversation too).
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('.inbox-table tbody tr')];
      return rows.length > 0 && rows.every((row) => row.textContent?.includes('Resolved'));
    });
    const states = await contactTable().locator('tbody tr').allInnerTexts();
    expect(states.every((text) => text.includes('Resolved'))).toBe(true);

    await page.getByRole('searchbox').fill('friday evening');
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/q=friday/);
    await page.waitForFunction(() => document.querySelectorAll('.inbox-table tbody tr').length === 1);
    await contactTable().getByRole('button', { name: LONG_SUBJECT }).waitFor();

    await reading.getByRole('button', { name: 'Reopen' }).click();
    await expectToast(page, 'Conversation reopened');
    await page.getByText('No conversation matches this filter and search.').waitFor();
  });

  it('When a conversation is opened at 390, then it is a modal that a reply in flight keeps open, nothing scrolls sideways and axe is clean', async () => {
    await page.setViewportSize(PHONE);
    try {
      await openMessages();
      expect(await noSidewaysScroll()).toBe(true);
      await expectAccessible(page);
      const first = contactTable().locator('tbody tr').first().getByRole('button');
      const subject = await first.innerText();
      await first.click();
      const dialog = page.getByRole('dialog', { name: subject });
      await dialog.waitFor();
      expect(await noSidewaysScroll()).toBe(true);
      await expectAccessible(page);

      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/admin/replycontactmessage', async (route) => {
        await held;
        await route.continue();
      });
      await dialog.getByRole('textbox', { name: /Reply to/ }).fill('Thanks, we are on it.');
      await dialog.getByRole('button', { name: 'Send reply' }).click();
      await dialog.getByRole('button', { name: 'Sending' }).waitFor();
      await page.keyboard.press('Escape');
      expect(await dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole('button', { name: 'Close' }).isDisabled()).toBe(true);
      release();
      await expectToast(page, /^Reply sent/);
      await page.unroute('**/api/v1/admin/replycontactmessage');
      expect(await dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${server.url}${APP_PATH}/outbox`);
      await page.getByRole('heading', { level: 1, name: 'Mail outbox' }).waitFor();
      await page.getByRole('table', { name: /Mails/ }).waitFor();
      expect(await noSidewaysScroll()).toBe(true);
      await expectAccessible(page);
    } finally {
      await page.setViewportSize(WIDE);
    }
  });

  it('When the mail server refuses a reply until it fails for good, then the outbox shows it failed with the error and Retry sends it', async () => {
    smtp.refuse(true);
    const { adminId, token } = await storedSession(page);
    const conversation = (
      await page.request
        .get(`${server.url}/api/v1/admin/contactmessages?filter=open`, {
          headers: { Authorization: `Bearer ${token}` },
        })
        .then((r) => r.json())
    ).messages[0];
    const answer = await page.request.post(`${server.url}/api/v1/admin/replycontactmessage`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        adminId,
        messageId: conversation._id,
        email: conversation.email,
        fullname: conversation.fullname,
        subject: conversation.subject,
        message: 'We will call you today.',
        previousMessage: conversation.message,
      },
    });
    expect((await answer.json()).message).toMatch(/will be retried shortly$/);
    const [queued] = await server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    await server.ctx.db.update(mailOutbox).set({ status: 'failed', attempts: 20 }).where(eq(mailOutbox.id, queued.id));
    smtp.refuse(false);

    await page.goto(`${server.url}${APP_PATH}/outbox?status=failed`);
    const table = page.getByRole('table', { name: /Mails/ });
    const row = table.getByRole('row').filter({ hasText: conversation.email });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Failed\s+20\s+.*Mailbox unavailable/s);
    expect(await page.getByText('We will call you today.').count()).toBe(0);
    await expectAccessible(page);

    const before = smtp.mails.length;
    await row.getByRole('button', { name: /^Retry the mail to/ }).click();
    await expectToast(page, `Mail sent to ${conversation.email}`);
    await page.getByText('No failed mail.').waitFor();
    expect(smtp.mails.slice(before).map((mail) => mail.to)).toEqual([[conversation.email]]);
    await page.getByRole('group', { name: 'Show mails' }).getByRole('button', { name: /^Sent/ }).click();
    await table.getByRole('row').filter({ hasText: conversation.email }).first().waitFor();
  });

  it('When Support works the inbox at 1440, 1280, 1024 and 390, then a conversation opens without sideways scrolling, canned replies are offered but not managed, and the outbox is open to it', async () => {
    const support = await createAdminSession(server, 'Support');
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}${APP_PATH}/messages`);
    await submitLogin(page, { email: support.email, password: 'Password!2026', code: '135790' });
    await sidebar(page).getByText('Support', { exact: true }).waitFor();
    for (const size of [WIDE, { width: 1280, height: 800 }, { width: 1024, height: 768 }, PHONE]) {
      await page.setViewportSize(size);
      await openMessages();
      const first = contactTable().locator('tbody tr').first().getByRole('button');
      const subject = await first.innerText();
      await first.click();
      const view = size.width >= 1400 ? pane(subject) : page.getByRole('dialog', { name: subject });
      await view.getByLabel('Insert a canned reply').waitFor();
      expect(await view.getByRole('link', { name: 'Manage canned replies' }).count()).toBe(0);
      expect({ width: size.width, fits: await noSidewaysScroll() }).toEqual({ width: size.width, fits: true });
      await expectAccessible(page);
    }
    await page.setViewportSize(WIDE);
    await page.goto(`${server.url}${APP_PATH}/cannedreplies`);
    await page.getByRole('heading', { level: 1, name: 'This screen is not part of your role' }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Mail outbox' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mail outbox' }).waitFor();
    await page.getByRole('table', { name: /Mails/ }).waitFor();
    await expectAccessible(page);
  });
});
