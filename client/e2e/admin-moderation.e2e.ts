import { MEMBER_MESSAGES, MODERATION_MESSAGES } from '@blynd/shared';
import type { Page } from 'playwright-core';
import {
  axeAtEveryWidth,
  describeE2E,
  DESKTOP,
  launchMemberBrowser,
  PHONE,
  startSite,
  type MemberBrowser,
  type Site,
} from './support/harness';
import { APP_PATH, DEMO_ADMIN, signIn as staffSignIn, storedSession } from './admin/admin-helpers';
import { go, signIn } from './member/member-journey';

/** An Admin: the role that works the queue up to suspensions, bans and appeals (decision 0153). */
const ADMIN = {
  fullname: 'Ngozi Moderator',
  email: 'ngozi.moderator@example.com',
  password: 'ModeratorPass!2026',
  code: '864213',
};
const REPORT_TEXT = 'He asked me to send him 20k for his sick mother before we even met';
const SUSPEND_REASON = 'You asked another member for money. Blynd does not allow money requests';
const APPEAL_TEXT = 'My mother was truly sick. I will not ask anyone for money again';

type AuditEntry = { action: string; admin: { fullname: string } | null; details: Record<string, unknown> | null };

/**
 * The moderation queue end to end (decisions 0153, 0158): Adaora reports one of Kelechi's messages in /app; an Admin
 * signs in to the control centre and finds the report in the Moderation queue at once (no sweep runs), with its
 * reason and evidence; suspends Kelechi with a reason; Kelechi, signing in to /app, reads the sign-in refusal's words,
 * the reason, and appeals once; the Admin sees the appeal and decides it. Every screen is axe-clean at 390 and 1440;
 * the audit log holds an entry for each staff action.
 */
describeE2E('Moderation queue: a report worked through to a suspension and an appeal', () => {
  let site: Site;
  let browser: MemberBrowser;
  let adaora: Page;
  let kelechi: Page;
  let staff: Page;
  const problems: string[] = [];

  /** The audit log's entries for one action, read with the signed-in Admin's token. */
  const auditOf = async (action: string) => {
    const { token } = await storedSession(staff);
    const response = await staff.request.get(`${site.url}/api/v1/admin/audit`, {
      params: { action },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { entries: AuditEntry[] }).entries;
  };

  beforeAll(async () => {
    site = await startSite();
    browser = await launchMemberBrowser();
    adaora = await browser.newMember(PHONE);
    kelechi = await browser.newMember(PHONE);
    staff = await browser.newMember(DESKTOP);
    for (const page of [adaora, kelechi, staff]) page.context().setDefaultTimeout(30_000);
    // The demo Super Admin invites the Admin who works the queue (the staff screen's own flow is admin-roles').
    const login = await staff.request.post(`${site.url}/api/v1/admin/adminlogin`, {
      data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, passcode: DEMO_ADMIN.code },
    });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const invited = await staff.request.post(`${site.url}/api/v1/admin/staff`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        fullname: ADMIN.fullname,
        email: ADMIN.email,
        role: 'Admin',
        password: ADMIN.password,
        accessCode: ADMIN.code,
      },
    });
    expect(invited.status()).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  afterEach(() => {
    expect(problems.splice(0)).toEqual([]);
  });

  it('when a member reports a message in /app, then the report is sent with its reason', async () => {
    // The demo's Adaora and Kelechi are matched and chatting (the seed).
    await signIn(adaora, site, '08120000000');
    await adaora.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
    await go(adaora, 'Chat', 'Chat');
    await adaora.getByRole('link', { name: /Kelechi/ }).click();
    await adaora.getByRole('heading', { name: 'Kelechi', level: 1 }).waitFor();
    await adaora.getByRole('button', { name: 'Report this message' }).first().click();
    const dialog = adaora.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByLabel('Why are you reporting?').selectOption({ label: 'Asked me for money' });
    await dialog.getByLabel('What happened?').fill(REPORT_TEXT);
    problems.push(...(await axeAtEveryWidth(adaora, 'member report dialog')));
    const filed = adaora.waitForResponse(
      (r) => r.url().endsWith('/api/v1/app/reports') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Send report' }).click();
    expect((await filed).status()).toBe(201);
    await dialog.waitFor({ state: 'detached' });
    problems.push(...(await axeAtEveryWidth(adaora, 'member after the report')));
  });

  it('when an Admin opens the Moderation queue, then the report is there at once with its reason and evidence', async () => {
    await staffSignIn(staff, site, ADMIN);
    await staff.goto(`${site.url}${APP_PATH}/moderation`);
    await staff.getByRole('heading', { name: 'Moderation queue', level: 1 }).waitFor();
    const row = staff.getByRole('button', { name: /asked-for-money · Kelechi/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Report');
    problems.push(...(await axeAtEveryWidth(staff, 'moderation queue')));
    await row.click();
    const item = staff.getByRole('region', { name: 'Item' });
    await item.getByRole('heading', { name: 'Evidence' }).waitFor();
    await item.getByText(REPORT_TEXT).waitFor();
    // A message report's words are read through the audited excerpt on the Reports screen (decision 0124).
    await item.getByRole('link', { name: 'Reports screen' }).waitFor();
    problems.push(...(await axeAtEveryWidth(staff, 'moderation item')));
  });

  it('when the Admin suspends the reported member with a reason, then the item is acted on and the audit log has the action', async () => {
    const item = staff.getByRole('region', { name: 'Item' });
    await item.getByLabel('Action').selectOption({ label: 'Suspend' });
    await item.getByLabel('Days').fill('7');
    await item.getByLabel('Reason').fill(SUSPEND_REASON);
    await item.getByRole('button', { name: 'Suspend', exact: true }).click();
    const confirm = staff.getByRole('alertdialog');
    await confirm.waitFor();
    problems.push(...(await axeAtEveryWidth(staff, 'suspend confirmation')));
    await confirm.getByRole('button', { name: 'Suspend', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await item.getByRole('heading', { name: 'Actions' }).waitFor();
    await item.getByText(`“${SUSPEND_REASON}”`, { exact: false }).waitFor();
    problems.push(...(await axeAtEveryWidth(staff, 'moderation item acted on')));
    const entries = await auditOf('moderation.action');
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'moderation.action',
        admin: expect.objectContaining({ fullname: ADMIN.fullname }),
        details: expect.objectContaining({ action: 'suspend', reason: SUSPEND_REASON, days: 7 }),
      }),
    ]);
  });

  it('when the suspended member signs in to /app, then they read the refusal, the reason and until when, and appeal once', async () => {
    await signIn(kelechi, site, '08120000001');
    const standing = kelechi.getByTestId('account-standing');
    await standing.getByRole('heading', { name: MODERATION_MESSAGES.suspendedTitle }).waitFor();
    await standing.getByText(MEMBER_MESSAGES.accountNotActive, { exact: true }).waitFor();
    await standing.getByText(SUSPEND_REASON, { exact: true }).waitFor();
    await standing.getByText(/^You can sign in again after /).waitFor();
    problems.push(...(await axeAtEveryWidth(kelechi, 'suspended member')));
    await standing.getByLabel('Appeal this decision (once)').fill(APPEAL_TEXT);
    await standing.getByRole('button', { name: 'Send appeal' }).click();
    await standing.getByRole('status').filter({ hasText: MODERATION_MESSAGES.appealSent }).waitFor();
    problems.push(...(await axeAtEveryWidth(kelechi, 'appeal sent')));
  });

  it('when the Admin opens the queue again, then the appeal is waiting with its text, and upholding it is audited', async () => {
    await staff.reload();
    const appeals = staff.getByRole('region', { name: 'Appeals waiting' });
    const card = appeals.getByRole('listitem').filter({ hasText: APPEAL_TEXT });
    await card.waitFor();
    expect(await card.innerText()).toContain(SUSPEND_REASON);
    problems.push(...(await axeAtEveryWidth(staff, 'appeals waiting')));
    await card.getByLabel('Decision note').fill('The request for money is clear in the excerpt');
    await card.getByRole('button', { name: 'Uphold' }).click();
    await appeals.getByText('No appeals waiting.').waitFor();
    const entries = await auditOf('moderation.appeal.decide');
    expect(entries).toEqual([
      expect.objectContaining({ admin: expect.objectContaining({ fullname: ADMIN.fullname }) }),
    ]);
    expect(entries[0]!.details).toMatchObject({ decision: 'uphold' });
  });
});
