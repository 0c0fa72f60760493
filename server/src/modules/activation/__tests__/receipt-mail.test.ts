import { receiptMail } from '../receipt-mail';

const receipt = (reference: string | null) =>
  receiptMail({
    to: 'ada@example.com',
    productName: 'Blynd',
    plan: 'Spark',
    billingType: 'weekly',
    badge: null,
    amount: 2500,
    reference,
    premiumUntil: new Date('2026-12-10T12:00:00Z'),
    paid: true,
  });

describe('The Premium receipt mail', () => {
  it('When Premium was bought on the website, then the receipt says it is final and does not renew', () => {
    expect(receipt('BLY-123').text).toContain(
      'Purchases are final and non-refundable. Premium does not renew automatically.',
    );
  });

  it('When Premium was bought through a store, then the receipt sends renewals and refunds to that store', () => {
    const apple = receipt('apple:2000000000000001');
    expect(apple.text).toContain('managed in your Apple account settings');
    expect(apple.html).toContain('Bought through the App Store');
    expect(apple.text).not.toContain('does not renew');
    const google = receipt('google:GPA.1234-5678');
    expect(google.text).toContain('managed in your Google Play subscriptions');
    expect(google.text).not.toContain('non-refundable');
  });
});
