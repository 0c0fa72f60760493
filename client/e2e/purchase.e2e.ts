import { formatNaira, MESSAGES, type PlansResponse } from '@blynd/shared';
import type { Page } from 'playwright-core';
import {
  describeE2E,
  DESKTOP,
  launchBrowser,
  open,
  PHONE,
  seriousA11yViolations,
  startSite,
  toastWith,
  type Browser,
  type Site,
} from './support/harness';

/** Demo members (docs/domain-rules.md#demo-data-set). */
const ADA = {
  phone: '08031234501',
  dob: '1995-04-12',
  name: 'Ada Okafor',
  email: 'ada.okafor@example.com',
  status: 'Citizen',
};
const TUNDE = { phone: '08031234502', dob: '1990-09-30', name: 'Tunde Bakare' };
const KEMI = { phone: '08031234505', dob: '1996-06-25' };
const IBRAHIM = {
  phone: '08031234504',
  dob: '1987-12-19',
  name: 'Ibrahim Musa',
  email: 'ibrahim.musa@example.com',
  status: 'Investor',
};
const CHIAMAKA = { phone: '08031234503', dob: '1999-01-05', name: 'Chiamaka Eze', email: 'chiamaka.eze@example.com' };

const payInSandbox = (page: Page) => page.getByRole('button', { name: /^Pay\b/ }).click();

const errorUnder = async (page: Page, label: string) => {
  const ids = (await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby')) ?? '';
  for (const id of ids.split(' ').filter(Boolean)) {
    const element = page.locator(`[id="${id}"][role="alert"]`);
    if (await element.count()) return element.innerText();
  }
  return undefined;
};

const waitForErrorUnder = async (page: Page, label: string, text: string) => {
  await page.waitForFunction(
    ([fieldLabel, expected]) => {
      const field = [...document.querySelectorAll('label')].find((label) => label.textContent === fieldLabel);
      const input = field && document.getElementById(field.htmlFor);
      const ids = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.some(
        (id) =>
          document.getElementById(id)?.getAttribute('role') === 'alert' &&
          document.getElementById(id)?.textContent === expected,
      );
    },
    [label, text] as const,
  );
};

/** From /premium: pick the cycle and the plan's Buy button. */
async function choosePlan(page: Page, site: Site, plan: string, cycle: 'weekly' | 'monthly') {
  await open(page, site, '/premium');
  await page.getByRole('button', { name: cycle === 'weekly' ? 'Weekly' : 'Monthly' }).click();
  await page.getByRole('link', { name: `Buy ${plan} ${cycle}` }).click();
  await page.waitForURL(/\/purchase-plan$/);
  await page.getByRole('heading', { name: 'Confirm Your Details' }).waitFor();
}

async function confirmDetails(page: Page, member: { phone: string; dob: string }) {
  await page.getByLabel('Phone number').fill(member.phone);
  await page.getByLabel('Date of birth').fill(member.dob);
  await page.getByRole('button', { name: 'Confirm Details' }).click();
}

describeE2E('plans and purchase', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let catalogue: PlansResponse;

  beforeAll(async () => {
    [site, browser] = await Promise.all([startSite(), launchBrowser()]);
    page = browser.page;
    catalogue = (await (await page.request.get(`${site.url}/api/v1/public/plans`)).json()) as PlansResponse;
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  const spark = () => catalogue.plans.find((plan) => plan.name === 'Spark')!;
  const badgeFor = (status: string) => catalogue.verificationBadge.find((badge) => badge.earningStatus === status)!;

  describe.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('at the %s viewport', (_name, viewport) => {
    beforeAll(() => page.setViewportSize(viewport));

    it('When the plans page opens, then weekly is chosen, Spark is Popular and the toggle switches every price', async () => {
      await open(page, site, '/premium');
      expect(await page.getByRole('button', { name: 'Weekly' }).getAttribute('aria-pressed')).toBe('true');
      const sparkCard = page.getByRole('article', { name: 'Spark' });
      await sparkCard.waitFor();
      expect(await sparkCard.innerText()).toContain('Popular');
      for (const plan of catalogue.plans) {
        const card = page.getByRole('article', { name: plan.name });
        const text = await card.innerText();
        if (plan.weeklyPrice === 0) {
          expect(await card.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/get');
          expect(text).toContain('Free');
        } else {
          expect(text).toContain(formatNaira(plan.weeklyPrice));
          expect(text).toContain('/wk');
          expect(await card.getByRole('link', { name: `Buy ${plan.name} weekly` }).count()).toBe(1);
        }
        for (const feature of plan.features) expect(text).toContain(feature);
        if (plan.name !== 'Spark') expect(text).not.toContain('Popular');
      }

      await page.getByRole('button', { name: 'Monthly' }).click();
      expect(await page.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
      for (const plan of catalogue.plans.filter((candidate) => candidate.monthlyPrice > 0)) {
        const text = await page.getByRole('article', { name: plan.name }).innerText();
        expect(text).toContain(formatNaira(plan.monthlyPrice));
        expect(text).toContain('/mo');
        expect(text).toContain(`Buy ${plan.name} monthly`);
      }
      expect(await page.getByRole('link', { name: 'Download the app' }).getAttribute('href')).toBe('/get');
      expect(await page.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/support');
    });

    it('When a Premium member confirms, then the card says Premium User and payment reads Already Premium, disabled', async () => {
      await choosePlan(page, site, 'Spark', 'monthly');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await confirmDetails(page, TUNDE);
      await page.getByText(TUNDE.name).waitFor();
      expect(await page.getByText('Premium User').isVisible()).toBe(true);
      const pay = page.getByRole('button', { name: MESSAGES.alreadyPremium });
      expect(await pay.isDisabled()).toBe(true);
      expect(await page.getByText(/verify your earning status/).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });

  it('When /purchase-plan opens without a chosen plan, then it goes to /premium', async () => {
    await page.setViewportSize(DESKTOP);
    // A fresh entry: reloading the purchase page keeps its router state, as it should.
    await page.goto('about:blank');
    await page.goto(`${site.url}/purchase-plan`);
    await page.waitForURL(/\/premium$/);
    await page.getByRole('heading', { name: 'Choose your plan' }).waitFor();
  });

  it('When /payment-success opens without a reference or stored credentials, then it reads Invalid payment session', async () => {
    await open(page, site, '/payment-success');
    expect(await page.locator('h1').innerText()).toBe(MESSAGES.invalidPaymentSession);
    await open(page, site, '/payment-success?reference=blynd_unknown_123');
    expect(await page.locator('h1').innerText()).toBe(MESSAGES.invalidPaymentSession);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('When the details are wrong, then each message shows under the field the spec names', async () => {
    await choosePlan(page, site, 'Spark', 'weekly');
    await page.getByRole('button', { name: 'Confirm Details' }).click();
    expect(await errorUnder(page, 'Phone number')).toBe(MESSAGES.invalidPurchasePhone);
    expect(await errorUnder(page, 'Date of birth')).toBe(MESSAGES.dobRequired);

    await confirmDetails(page, { phone: ADA.phone, dob: '1995-04-13' });
    await waitForErrorUnder(page, 'Date of birth', MESSAGES.wrongDob('Blynd'));
    expect(await errorUnder(page, 'Phone number')).toBeUndefined();

    // A phone of no member reads as a wrong date of birth: the server does not tell who is a member.
    await confirmDetails(page, { phone: '08030000009', dob: '1995-04-12' });
    await waitForErrorUnder(page, 'Date of birth', MESSAGES.wrongDob('Blynd'));
    expect(await errorUnder(page, 'Phone number')).toBeUndefined();

    await confirmDetails(page, KEMI);
    await waitForErrorUnder(page, 'Phone number', MESSAGES.memberBlocked);
    expect(await errorUnder(page, 'Date of birth')).toBeUndefined();
  });

  it('When a free Citizen buys monthly, then the Citizen badge is offered, toggles the total, and Cancel returns to plans', async () => {
    await choosePlan(page, site, 'Spark', 'monthly');
    await confirmDetails(page, ADA);
    await page.getByText(ADA.name).waitFor();
    expect(await page.getByText('Premium User').count()).toBe(0);
    const total = page.getByTestId('order-total');
    expect(await total.innerText()).toBe(formatNaira(spark().monthlyPrice));

    const offer = page.getByRole('button', { name: /Citizen badge/ });
    expect(await page.getByRole('button', { name: /(Upstart|Investor|Elite) badge/ }).count()).toBe(0);
    await offer.click();
    expect(await offer.getAttribute('aria-pressed')).toBe('true');
    expect(await total.innerText()).toBe(formatNaira(spark().monthlyPrice + badgeFor(ADA.status).price));
    await offer.click();
    expect(await total.innerText()).toBe(formatNaira(spark().monthlyPrice));

    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(/\/premium$/);
  });

  it('When Ada buys weekly Spark in the sandbox, then payment succeeds and she is Premium afterwards', async () => {
    await page.setViewportSize(DESKTOP);
    await choosePlan(page, site, 'Spark', 'weekly');
    await confirmDetails(page, ADA);
    await page.getByText(ADA.name).waitFor();
    // Focus follows the step: the order's heading, not the body.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Review your order');
    expect(await page.getByText(/verify your earning status/).count()).toBe(0);
    expect(await page.getByTestId('order-total').innerText()).toBe(formatNaira(spark().weeklyPrice));

    await page.getByLabel('Confirm your email address').fill(ADA.email);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    const stored = await page.evaluate(() => [
      localStorage.getItem('blynd.paymentAuth'),
      localStorage.getItem('blynd.paymentPending'),
    ]);
    expect(JSON.parse(stored[0]!)).toEqual({ userId: expect.any(String), token: expect.any(String) });
    expect(stored[1]).toBe('true');

    await payInSandbox(page);
    await page.waitForURL(/\/payment-success\?.*reference=/);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    const summary = await page.locator('main').innerText();
    expect(summary).toContain('Spark');
    expect(summary).toContain('Weekly');
    expect(summary).toContain(formatNaira(spark().weeklyPrice));
    expect(summary).not.toContain('Verification badge');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('blynd.paymentAuth'),
        localStorage.getItem('blynd.paymentPending'),
      ]),
    ).toEqual([null, null]);
    const reference = new URL(page.url()).searchParams.get('reference')!;
    expect(summary).toContain(reference);
    expect(await page.getByRole('link', { name: 'Open the app' }).getAttribute('href')).toBe('/get');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A reload finds no stored session any more: the reference alone still shows the completed purchase.
    await page.reload();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect(await page.locator('main').innerText()).toContain(reference);
    expect(await page.getByText(MESSAGES.invalidPaymentSession).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await page.waitForURL(/\/premium$/);
    await page.getByRole('link', { name: 'Buy Spark weekly' }).click();
    await page.getByRole('heading', { name: 'Confirm Your Details' }).waitFor();
    await confirmDetails(page, ADA);
    await page.getByText('Premium User').waitFor();
    expect(await page.getByRole('button', { name: MESSAGES.alreadyPremium }).isDisabled()).toBe(true);
  });

  it('When the payment cannot start (no redirect), then the notice shows and nothing is stored', async () => {
    await page.route('**/api/v1/subscriptions/initiate-paystack-payment', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ reference: 'no-redirect' }),
      }),
    );
    await choosePlan(page, site, 'Spark', 'weekly');
    await confirmDetails(page, CHIAMAKA);
    await page.getByText(CHIAMAKA.name).waitFor();
    await page.getByLabel('Confirm your email address').fill(CHIAMAKA.email);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await toastWith(page, MESSAGES.paymentStartFailedClient).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('blynd.paymentAuth'))).toBeNull();
    expect(page.url()).toMatch(/\/purchase-plan$/);
    await page.unrouteAll();
  });

  it('When a member cancels on the payment page, then they are back on the plans and still not Premium', async () => {
    await page.setViewportSize(DESKTOP);
    await choosePlan(page, site, 'Spark', 'weekly');
    await confirmDetails(page, CHIAMAKA);
    await page.getByText(CHIAMAKA.name).waitFor();
    await page.getByLabel('Confirm your email address').fill(CHIAMAKA.email);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/premium(\?payment=cancelled)?$/);
    expect(await page.getByRole('status').filter({ hasText: 'Payment cancelled.' }).innerText()).toMatch(
      /You were not charged/,
    );
    expect(
      await page.evaluate(() => [
        localStorage.getItem('blynd.paymentAuth'),
        localStorage.getItem('blynd.paymentPending'),
      ]),
    ).toEqual([null, null]);
    await page.getByRole('link', { name: 'Buy Spark weekly' }).click();
    await confirmDetails(page, CHIAMAKA);
    await page.getByText(CHIAMAKA.name).waitFor();
    expect(await page.getByText('Premium User').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Proceed to Payment' }).isEnabled()).toBe(true);
  });

  it('When an Investor buys a monthly plan with the badge on a phone, then the summary lists the badge and the full amount', async () => {
    await page.setViewportSize(PHONE);
    const plan =
      catalogue.plans.find((candidate) => candidate.monthlyPrice > 0 && candidate.name !== 'Spark') ?? spark();
    await choosePlan(page, site, plan.name, 'monthly');
    await confirmDetails(page, IBRAHIM);
    await page.getByText(IBRAHIM.name).waitFor();
    await page.getByRole('button', { name: /Investor badge/ }).click();
    const amount = plan.monthlyPrice + badgeFor(IBRAHIM.status).price;
    expect(await page.getByTestId('order-total').innerText()).toBe(formatNaira(amount));
    await page.getByLabel('Confirm your email address').fill(IBRAHIM.email);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.waitForURL(/\/sandbox\/paystack\/checkout\//);
    await payInSandbox(page);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    const summary = await page.locator('main').innerText();
    expect(summary).toContain(plan.name);
    expect(summary).toContain('Monthly');
    expect(summary).toMatch(/Verification badge\s+Investor/);
    expect(summary).toContain(formatNaira(amount));
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
