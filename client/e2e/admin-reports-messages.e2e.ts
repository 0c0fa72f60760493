import type { Page } from 'playwright-core';
import { describeE2E, PHONE, type Site } from './support/harness';
import { expectAccessible, expectToast, openScreen, storedSession, useControlCentre } from './admin/admin-helpers';

const WIDE = { width: 1440, height: 900 } as const;

describeE2E(
  'control centre: Reports → Messages opens the excerpt the server copied, and the opening is audited',
  () => {
    const session = useControlCentre();
    let site: Site;
    let page: Page;
    beforeAll(() => void ({ site, page } = session));

    /** Entries of the audit log for excerpt openings, read with the signed-in admin's token. */
    const excerptOpenings = async () => {
      const { token } = await storedSession(page);
      const response = await page.request.get(`${site.url}/api/v1/admin/audit?action=report.excerpt.read`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { total: number }).total;
    };

    /** A reported member deletes the account through the member API, as the app does: a code, then DELETE /me. */
    const deleteAccountOf = async (phone: string) => {
      const api = `${site.url}/api/v1/app`;
      const latestCode = async () =>
        (
          (await (await page.request.get(`${api}/sandbox/sms/latest`, { params: { phone } })).json()) as {
            code: string;
          }
        ).code;
      const { challengeId } = (await (
        await page.request.post(`${api}/auth/otp/request`, { data: { phone } })
      ).json()) as {
        challengeId: string;
      };
      const verified = await page.request.post(`${api}/auth/otp/verify`, {
        data: { challengeId, code: await latestCode() },
      });
      expect(verified.status()).toBe(200);
      const headers = { Authorization: `Bearer ${((await verified.json()) as { accessToken: string }).accessToken}` };
      expect(
        (await page.request.post(`${api}/me/confirmations`, { headers, data: { action: 'delete-account' } })).status(),
      ).toBe(201);
      const deleted = await page.request.delete(`${api}/me`, {
        headers,
        data: { confirmationCode: await latestCode() },
      });
      expect(deleted.status()).toBe(200);
    };

    it("When Messages is chosen and a report's excerpt is opened, then it shows who sent each message and when, marks the reported one, and each opening is logged", async () => {
      await page.setViewportSize(WIDE);
      await openScreen(page, site, 'reports', 'Reports');
      await page.getByLabel('Kind').selectOption('messages');
      await page.waitForURL(/kind=messages/);
      await page.getByRole('region', { name: /^Users/ }).waitFor({ state: 'detached' });
      const messages = page.getByRole('region', { name: /^Messages/ });
      const card = messages.getByRole('listitem').first();
      const reported = (await card.getAttribute('aria-label'))!.replace('Report about ', '');
      const before = await excerptOpenings();

      await card.getByRole('button', { name: /^Open excerpt/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Messages reported by / });
      const excerpt = dialog.getByRole('list', { name: 'Excerpt of the conversation' });
      await excerpt.waitFor();
      const items = excerpt.getByRole('listitem');
      expect(await items.count()).toBeGreaterThanOrEqual(2);
      const last = await items.last().innerText();
      expect(last).toContain(`${reported} (reported member)`);
      expect(last).toContain('Reported message');
      // The card shows the reason alone: the reported words are read here, with an audit entry (decision 0124).
      const words = await items.last().locator('.admin-excerpt__text').innerText();
      expect(await card.innerText()).not.toContain(words);
      expect(await items.first().innerText()).toMatch(/\(reporter\) · .*\d{4}/);
      await expectAccessible(page);
      expect(await excerptOpenings()).toBe(before + 1);

      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await dialog.waitFor({ state: 'detached' });
      await card.getByRole('button', { name: /^Open excerpt/ }).click();
      await excerpt.waitFor();
      expect(await excerptOpenings()).toBe(before + 2);

      await page.setViewportSize(PHONE);
      await expectAccessible(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    it('When the reported member deletes the account, then the report stays open, marked "account deleted", its excerpt opens (logged) and it can be actioned', async () => {
      const { token, adminId } = await storedSession(page);
      const listed = await page.request.get(`${site.url}/api/v1/admin/getreports/${adminId}?status=open`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const [report] = ((await listed.json()) as { messages: { reportedUser: { phone: string } }[] }).messages;
      await deleteAccountOf(report!.reportedUser.phone);

      await page.setViewportSize(WIDE);
      await page.goto(`${site.url}/control/center/app/reports?kind=messages`);
      const messages = page.getByRole('region', { name: /^Messages/ });
      const card = messages.getByRole('listitem', { name: 'Report about a deleted account' }).first();
      await card.waitFor();
      expect(await card.innerText()).toContain('account deleted');
      const before = await excerptOpenings();
      await card.getByRole('button', { name: /^Open excerpt/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Messages reported by / });
      const items = dialog.getByRole('list', { name: 'Excerpt of the conversation' }).getByRole('listitem');
      await items.last().waitFor();
      expect(await items.last().innerText()).toContain('Deleted account (reported member)');
      expect(await excerptOpenings()).toBe(before + 1);
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await dialog.waitFor({ state: 'detached' });

      const deletedCards = '[aria-label="Report about a deleted account"]';
      const open = await messages.locator(deletedCards).count();
      await card.getByLabel('Note').fill('The account is gone; the phone is watched.');
      await card.getByRole('button', { name: 'Mark actioned' }).click();
      await expectToast(page, 'Report marked as actioned');
      await page.waitForFunction(([selector, left]) => document.querySelectorAll(selector).length === left, [
        deletedCards,
        open - 1,
      ] as const);
    });
  },
);
