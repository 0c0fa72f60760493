import { escapeHtml } from '../../lib/html';
import { formatNaira, type PaymentSummary } from '@blynd/shared';
import type { MailMessage } from '../../lib/mailer';

type Receipt = PaymentSummary & {
  to: string;
  productName: string;
  reference: string | null;
  premiumUntil: Date;
  paid: boolean;
};

const formatDate = (date: Date) =>
  date.toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' });

/**
 * A store purchase's renewals and refunds are the store's (decision 0144): its reference is `apple:…` / `google:…`;
 * the website's Premium is final and does not renew.
 */
function closingOf(reference: string | null): string {
  if (reference?.startsWith('apple:'))
    return 'Bought through the App Store: renewals, cancellations and refunds are managed in your Apple account settings.';
  if (reference?.startsWith('google:'))
    return 'Bought through Google Play: renewals, cancellations and refunds are managed in your Google Play subscriptions.';
  return 'Purchases are final and non-refundable. Premium does not renew automatically.';
}

/** The payer's receipt (or, for a manual activation, the confirmation) of a Premium period. */
export function receiptMail(receipt: Receipt): MailMessage {
  const rows: [string, string][] = [
    ['Plan', receipt.plan],
    ['Duration', receipt.billingType === 'monthly' ? 'Monthly' : 'Weekly'],
    ...(receipt.badge ? ([['Verification badge', receipt.badge]] as [string, string][]) : []),
    [receipt.paid ? 'Amount paid' : 'Amount', formatNaira(receipt.amount)],
    ...(receipt.reference ? ([['Reference', receipt.reference]] as [string, string][]) : []),
    ['Premium until', formatDate(receipt.premiumUntil)],
  ];
  const heading = receipt.paid ? `Thank you for your payment` : `Your Premium is active`;
  const closing = closingOf(receipt.reference);
  const text = [
    `${heading}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    closing,
    '',
    `— The ${receipt.productName} team`,
  ].join('\n');
  const html = [
    `<h2>${escapeHtml(heading)}</h2>`,
    '<table cellpadding="4">',
    ...rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(closing)}</p>`,
    `<p>— The ${escapeHtml(receipt.productName)} team</p>`,
  ].join('\n');
  return {
    to: receipt.to,
    subject: `${receipt.productName} Premium ${receipt.paid ? 'receipt' : 'activated'}: ${receipt.plan} ${receipt.billingType}`,
    text,
    html,
  };
}
