import type { AppContext } from '../../context';
import type { Store, StoreTransactionRow } from '../../db/schema';
import { DASHBOARD_AGGREGATES_KEY } from '../../lib/aggregate-cache';
import { restorePeriod } from '../activation/activation.service';
import { publishLive } from '../notifications/notifications.service';
import { restoreStorePayment } from '../payments/store-payments.service';
import { balanceOf, creditPurchase } from '../tokens/ledger/ledger.service';
import { storeReference } from './store-settlement.service';
import {
  lockStoreTransaction,
  markStoreTransactionRestored,
  noteRefundReversal,
} from './store-transactions.repository';

export type StoreRestoreInput = {
  store: Store;
  storeTransactionId: string;
  /** When the store reversed the refund (Apple: the notification's signed date). */
  reversedAt: Date;
};

export type StoreRestoreOutcome =
  /** Premium and tokens given back, once. */
  | { kind: 'restored'; transaction: StoreTransactionRow }
  /** Refunded before anything was credited: reinstated, so the next credit (app call or notice) credits it. */
  | { kind: 'reinstated'; transaction: StoreTransactionRow }
  /** This reversal was acted on before (a retry, or several instances at once). */
  | { kind: 'already-restored' }
  /** A refund dated after this reversal stands: the reversal is an old one, reported again. */
  | { kind: 'outdated' }
  /** Not refunded here (the reversal came before its refund): noted, so that refund is not acted on. */
  | { kind: 'not-refunded' }
  /** No such transaction here yet. */
  | { kind: 'unknown' };

/**
 * The ledger key of a reversal's re-credit: `<reference>:refund-reversed` for the first, then one per later refund
 * (`:refund-reversed-2`, …), so each reversal posts once whatever arrives twice.
 */
const restoreKey = (row: StoreTransactionRow) => {
  const key = `${storeReference(row.store, row.storeTransactionId)}:refund-reversed`;
  return row.refundReversals ? `${key}-${row.refundReversals + 1}` : key;
};

/**
 * Reverses a store refund exactly once (decision 0180): the transaction row is locked (the settlement's lock order:
 * this row, the payment, then the member or the token accounts), and only a refund dated before the reversal is
 * undone. The payment counts as paid again, the Premium period gets back what is left of it (activation's
 * restorePeriod), and the tokens are credited again as a purchase under the reversal's own key, which settles first
 * whatever the member still owes (decision 0144's debt rule), so the member ends where the refund had never been.
 */
export async function restoreStoreTransaction(ctx: AppContext, input: StoreRestoreInput): Promise<StoreRestoreOutcome> {
  const outcome = await ctx.db.transaction(async (tx): Promise<StoreRestoreOutcome> => {
    const row = await lockStoreTransaction(tx, input.store, input.storeTransactionId);
    if (!row) return { kind: 'unknown' };
    if (row.status !== 'refunded') {
      if (row.refundReversedAt && row.refundReversedAt >= input.reversedAt) return { kind: 'already-restored' };
      await noteRefundReversal(tx, row.store, row.storeTransactionId, input.reversedAt);
      return { kind: 'not-refunded' };
    }
    if (row.refundedAt && row.refundedAt > input.reversedAt) return { kind: 'outdated' };
    if (!row.paymentId) {
      await markStoreTransactionRestored(tx, row.id, 'reinstated', input.reversedAt);
      return { kind: 'reinstated', transaction: row };
    }
    await markStoreTransactionRestored(tx, row.id, 'credited', input.reversedAt);
    await restoreStorePayment(tx, row.paymentId);
    const reference = storeReference(row.store, row.storeTransactionId);
    if (row.kind === 'premium') await restorePeriod(tx, reference, ctx.now());
    else if (row.memberId && !(await creditPurchase(tx, row.memberId, row.tokens ?? 0, reference, restoreKey(row))))
      throw new Error(`the tokens of ${reference} were restored before its row said so`);
    return { kind: 'restored', transaction: row };
  });
  if (outcome.kind !== 'restored') return outcome;
  ctx.aggregates.invalidate(DASHBOARD_AGGREGATES_KEY);
  const { memberId, kind } = outcome.transaction;
  if (memberId && kind === 'tokens')
    publishLive(ctx, memberId, { type: 'tokens', ...(await balanceOf(ctx.db, memberId)) });
  ctx.logger.info(
    { store: input.store, storeTransactionId: input.storeTransactionId, memberId, kind },
    'store refund reversed',
  );
  return outcome;
}

/** After a reversal credited a transaction it had not seen: a refund notice dated before it is then stale too. */
export const noteReversalOf = (ctx: AppContext, input: StoreRestoreInput) =>
  noteRefundReversal(ctx.db, input.store, input.storeTransactionId, input.reversedAt);
