import type { Page } from 'playwright-core';
import { axeAtEveryWidth, describeE2E, type MemberBrowser, type Site } from './support/harness';
import { go, openSignedInMember } from './member/member-journey';

/**
 * Discovery filters in /app (decisions 0161–0163): the member sets a place and a religion filter, and "your filters
 * leave N people" follows each saved change: a preference leaves the count as it was, a dealbreaker lowers it, and
 * clearing it brings it back. Axe-clean at 390 and 1440 px.
 */
describeE2E('Discovery filters in the member web app', () => {
  let site: Site;
  let browser: MemberBrowser;
  let page: Page;

  // Starting the site (build, seed) takes longer than the default on a loaded machine.
  beforeAll(async () => {
    ({ site, browser, page } = await openSignedInMember('08120000000'));
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const countText = () => page.getByTestId('filters-count').innerText();
  const countOf = async () => Number(/leave (\d+)/.exec(await countText())?.[1]);
  /** The count once it meets `test` (each saved change reads it again), within 20 s. */
  async function countBecomes(test: (n: number) => boolean) {
    for (let tries = 0; tries < 80; tries++) {
      const n = await countOf();
      if (!Number.isNaN(n) && test(n)) return n;
      await page.waitForTimeout(250);
    }
    throw new Error(`the count never met ${test.toString()}: ${await countText()}`);
  }

  it('When a member sets filters, then the count of people they leave changes before the list runs dry', async () => {
    const problems: string[] = [];
    await go(page, 'Settings', 'Settings');
    await page.getByRole('link', { name: 'Filters' }).click();
    await page.getByRole('heading', { name: 'Filters', level: 1 }).waitFor();
    const before = await countBecomes((n) => n >= 0);
    expect(before).toBeGreaterThan(1);
    problems.push(...(await axeAtEveryWidth(page, 'filters')));

    await page.getByLabel('State').selectOption('Lagos');
    await page.getByLabel('Local government area').selectOption('Surulere');
    await page.getByRole('heading', { name: 'About me' }).waitFor();
    await page.waitForFunction(() => (document.querySelector('select[id]:disabled') === null) as boolean);

    // A religion only as a preference: it ranks, nobody leaves.
    const religion = page.getByRole('group', { name: 'Religion' });
    await religion.getByLabel('Muslim').check();
    await religion.getByRole('switch').waitFor();
    expect(await countBecomes((n) => n === before)).toBe(before);

    // As a dealbreaker it filters: fewer people, said at once.
    await religion.getByRole('switch').check();
    const filtered = await countBecomes((n) => n < before);
    expect(filtered).toBeLessThan(before);
    expect(await countText()).toMatch(/^Your filters leave \d+ (person|people)$/);
    problems.push(...(await axeAtEveryWidth(page, 'filters with a dealbreaker')));

    // Clearing it brings everyone back.
    await religion.getByLabel('Muslim').uncheck();
    expect(await countBecomes((n) => n > filtered)).toBe(before);
    expect(problems).toEqual([]);
  });
});
