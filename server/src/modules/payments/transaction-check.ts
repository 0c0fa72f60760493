import { MESSAGES } from '@blynd/shared';
import type { PaymentRow } from '../../db/schema';
import { toKobo, type PaystackTransaction } from '../../lib/paystack-client';

export type TransactionOutcome =
  | { kind: 'paid'; paidAt: Date }
  /** Not paid (yet). `record` is the status to store, none while the provider is still processing. */
  | { kind: 'unpaid'; record?: 'failed' | 'abandoned'; reason: string; message: string };

const STILL_PROCESSING = new Set(['ongoing', 'pending', 'processing', 'queued']);

/**
 * Decides what Paystack's verify answer means for our pending payment. Only `success` for the same
 * reference, the amount we priced (in kobo) and NGN counts as paid.
 */
export function checkTransaction(payment: PaymentRow, transaction: PaystackTransaction, now: Date): TransactionOutcome {
  const providerReason = readableReason(transaction.gateway_response);
  if (transaction.reference !== payment.reference) {
    return {
      kind: 'unpaid',
      reason: `reference mismatch (${transaction.reference})`,
      message: MESSAGES.paymentVerificationFailed,
    };
  }
  if (transaction.status === 'success') {
    if (transaction.amount !== toKobo(payment.amount)) {
      return {
        kind: 'unpaid',
        record: 'failed',
        reason: `amount mismatch: paid ${transaction.amount} kobo, expected ${toKobo(payment.amount)}`,
        message: MESSAGES.paymentVerificationFailed,
      };
    }
    if (transaction.currency.toUpperCase() !== payment.currency) {
      return {
        kind: 'unpaid',
        record: 'failed',
        reason: `currency mismatch: paid in ${transaction.currency}`,
        message: MESSAGES.paymentVerificationFailed,
      };
    }
    const paidAt = transaction.paid_at ? new Date(transaction.paid_at) : now;
    return { kind: 'paid', paidAt: Number.isNaN(paidAt.getTime()) ? now : paidAt };
  }
  const message = providerReason ?? MESSAGES.paymentVerificationFailed;
  if (STILL_PROCESSING.has(transaction.status))
    return { kind: 'unpaid', reason: `provider status ${transaction.status}`, message };
  const record = transaction.status === 'abandoned' ? 'abandoned' : 'failed';
  return {
    kind: 'unpaid',
    record,
    reason: `provider status ${transaction.status}${providerReason ? `: ${providerReason}` : ''}`,
    message,
  };
}

/** The provider's reason is shown to the payer only when it is a short sentence, never markup or a dump. */
function readableReason(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text || text.length > 160 || /[<>{}]/.test(text) || /^(successful|approved)$/i.test(text)) return undefined;
  return text;
}
