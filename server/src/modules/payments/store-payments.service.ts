import type { DbOrTx } from '../../db/client';
import {
  claimPaymentSuccess,
  clearPaymentRefund,
  ensurePendingStorePayment,
  markPaymentRefunded,
  markPaymentUnsuccessful,
  type NewPayment,
} from './payments.repository';

/**
 * The payments rows of store purchases (decision 0144): one per store transaction, pending until its claim, then
 * settled by the same settlers as a website payment; Paystack's reconciliation never asks about them.
 */
export const openStorePayment = (db: DbOrTx, values: Omit<NewPayment, 'status'> & { channel: 'apple' | 'google' }) =>
  ensurePendingStorePayment(db, values);

/** The store payment's claim inside its settlement's transaction; false when it was claimed (or refunded) before. */
export const claimStorePayment = async (tx: DbOrTx, paymentId: string, paidAt: Date) =>
  (await claimPaymentSuccess(tx, paymentId, paidAt)) !== undefined;

/** A store refunded or revoked the payment; false when it was marked before. */
export const refundStorePayment = (tx: DbOrTx, paymentId: string, refundedAt: Date) =>
  markPaymentRefunded(tx, paymentId, refundedAt);

/** The store reversed the refund (decision 0180); false when the payment was not refunded. */
export const restoreStorePayment = (tx: DbOrTx, paymentId: string) => clearPaymentRefund(tx, paymentId);

/** A store payment that will never be credited (the store refunded it first) is kept as failed, with why. */
export const abandonStorePayment = (db: DbOrTx, paymentId: string, reason: string) =>
  markPaymentUnsuccessful(db, paymentId, 'failed', reason);
