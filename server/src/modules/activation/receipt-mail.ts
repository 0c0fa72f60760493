import { escapeHtml } from '../../lib/html';
import { formatNaira, type MemberLanguage, type PaymentSummary } from '@blynd/shared';
import type { MailMessage } from '../../lib/mailer';

type Receipt = PaymentSummary & {
  to: string;
  productName: string;
  reference: string | null;
  premiumUntil: Date;
  paid: boolean;
  /** The member's language (decision 0171); absent is English. The amounts, dates and reference read the same. */
  language?: MemberLanguage;
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

/** The receipt's words in Nigerian Pidgin (decision 0171), each beside the English it stands for. */
const PIDGIN: Record<string, string> = {
  Plan: 'Plan',
  Duration: 'How long',
  Monthly: 'Every month',
  Weekly: 'Every week',
  'Verification badge': 'Verification badge',
  'Amount paid': 'Money wey you pay',
  Amount: 'Amount',
  Reference: 'Reference',
  'Premium until': 'Premium go last till',
  'Thank you for your payment': 'Thank you say you pay',
  'Your Premium is active': 'Your Premium don start',
  'Bought through the App Store: renewals, cancellations and refunds are managed in your Apple account settings.':
    'You buy am through App Store: to renew, cancel or collect refund, na for your Apple account settings you go do am.',
  'Bought through Google Play: renewals, cancellations and refunds are managed in your Google Play subscriptions.':
    'You buy am through Google Play: to renew, cancel or collect refund, na for your Google Play subscriptions you go do am.',
  'Purchases are final and non-refundable. Premium does not renew automatically.':
    'Anything wey you buy na final, we no dey refund am. Premium no go renew by itself.',
};

/** The payer's receipt (or, for a manual activation, the confirmation) of a Premium period. */
export function receiptMail(receipt: Receipt): MailMessage {
  const say = (english: string) => (receipt.language === 'pcm' ? (PIDGIN[english] ?? english) : english);
  const rows: [string, string][] = [
    [say('Plan'), receipt.plan],
    [say('Duration'), say(receipt.billingType === 'monthly' ? 'Monthly' : 'Weekly')],
    ...(receipt.badge ? ([[say('Verification badge'), receipt.badge]] as [string, string][]) : []),
    [say(receipt.paid ? 'Amount paid' : 'Amount'), formatNaira(receipt.amount)],
    ...(receipt.reference ? ([[say('Reference'), receipt.reference]] as [string, string][]) : []),
    [say('Premium until'), formatDate(receipt.premiumUntil)],
  ];
  const heading = say(receipt.paid ? `Thank you for your payment` : `Your Premium is active`);
  const closing = say(closingOf(receipt.reference));
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
