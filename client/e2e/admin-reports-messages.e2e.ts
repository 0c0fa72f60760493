import type { Page } from 'playwright-core';
import { describeE2E, PHONE, type Site } from './support/harness';
import { expectAccessible, openScreen, storedSession, useControlCentre } from './admin/admin-helpers';

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
  },
);
