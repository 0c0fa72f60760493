import type { StorePurchaseResult } from '@blynd/shared';
import type { AppContext } from '../../context';
import type { DbTransaction } from '../../db/client';
import type { Store, StoreTransactionRow } from '../../db/schema';
import { DASHBOARD_AGGREGATES_KEY } from '../../lib/aggregate-cache';
import { refundPeriod } from '../activation/activation.service';
import { getMember } from '../admin-members/members.service';
import { publishLive } from '../notifications/notifications.service';
import {
  abandonStorePayment,
  claimStorePayment,
  openStorePayment,
  refundStorePayment,
} from '../payments/store-payments.service';
import { balanceOf, reversePurchase, type ReversedTokens } from '../tokens/ledger/ledger.service';
import {
  catalogueOf,
  findStoreTransaction,
  claimReinstatedStoreTransaction,
  insertStoreTransactionOnce,
  lockStoreTransaction,
  markStoreTransactionRefunded,
} from './store-transactions.repository';

/** What a store product id sells here (decision 0156's mapping; store-products' StoreProduct is one). */
export type SoldProduct =
  | { kind: 'premium'; planId: string; planName: string; cycle: 'weekly' | 'monthly' }
  | { kind: 'tokens'; tokenPackId: string; tokenPackName: string; tokens: number };

/** A store transaction its store has vouched for (Apple's signature, Google's API), and what it sells here. */
export type VerifiedStoreTransaction = {
  store: Store;
  /** Apple's transactionId, Google's orderId. */
  storeTransactionId: string;
  originalTransactionId: string | null;
  purchaseToken: string | null;
  productId: string;
  /** The control centre's mapping of productId (decision 0156). */
  product: SoldProduct;
  /** What the store charged, in the currency's minor unit, when it says. */
  priceMinor: number | null;
  currency: string | null;
  environment: 'production' | 'sandbox';
  purchasedAt: Date;
  expiresAt: Date | null;
};

export type StoreCreditInput = VerifiedStoreTransaction & { memberId: string };

export type StoreCreditOutcome =
  | { kind: 'credited' | 'already-credited'; transaction: StoreTransactionRow }
  /** Credited to another member before, or the member no longer exists: nothing changed. */
  | { kind: 'other-member' }
  /** Refunded or revoked (perhaps before anyone asked to credit it): nothing credited. */
  | { kind: 'refunded' };

/** The ledger key and payment reference of a store transaction (decision 0144). */
export const storeReference = (store: Store, storeTransactionId: string) => `${store}:${storeTransactionId}`;

/** A store transaction's columns as its store vouched for them: the credit and an early refund both store these. */
function vouchedColumns(vouched: VerifiedStoreTransaction) {
  const { product } = vouched;
  return {
    store: vouched.store,
    storeTransactionId: vouched.storeTransactionId,
    originalTransactionId: vouched.originalTransactionId,
    purchaseToken: vouched.purchaseToken,
    productId: vouched.productId,
    kind: product.kind,
    planId: product.kind === 'premium' ? product.planId : null,
    cycle: product.kind === 'premium' ? product.cycle : null,
    tokenPackId: product.kind === 'tokens' ? product.tokenPackId : null,
    tokens: product.kind === 'tokens' ? product.tokens : null,
    priceMinor: vouched.priceMinor,
    currency: vouched.currency,
    environment: vouched.environment,
    purchasedAt: vouched.purchasedAt,
    expiresAt: vouched.expiresAt,
  };
}

class ClaimLost extends Error {}

/** What a transaction already stored answers a caller who asks to credit it. */
function answerStored(row: StoreTransactionRow, memberId: string): StoreCreditOutcome {
  if (row.status !== 'credited') return { kind: 'refunded' };
  if (row.memberId !== memberId) return { kind: 'other-member' };
  return { kind: 'already-credited', transaction: row };
}

/** Whole naira for revenue: the store's own price when it charged naira, else the website's price for the same thing. */
async function nairaAmount(ctx: AppContext, input: StoreCreditInput): Promise<number> {
  if (input.currency === 'NGN' && input.priceMinor !== null) return Math.round(input.priceMinor / 100);
  return (await catalogueOf(ctx.db, input.product))?.price ?? 0;
}

/**
 * Credits a verified store transaction exactly once (decision 0144), on the same subscriptions and ledger as the
 * website: a payments row (channel apple | google, reference `apple:<transactionId>` / `google:<orderId>`) is settled
 * by the settler of what it bought, and its claim inserts the store transaction, so of any number of callers on any
 * number of instances (the app's call, retries, the store's notification) one credits and the others find it done.
 * Lock order: the store transaction row, then the payment, then the member (activation) or the token accounts.
 */
export async function creditStoreTransaction(ctx: AppContext, input: StoreCreditInput): Promise<StoreCreditOutcome> {
  const stored = await findStoreTransaction(ctx.db, input.store, input.storeTransactionId);
  // A reinstated transaction (decision 0180) was never credited: this credit claims it.
  if (stored && stored.status !== 'reinstated') return answerStored(stored, input.memberId);
  const member = await getMember(ctx.db, input.memberId);
  if (!member) return { kind: 'other-member' };

  const { product } = input;
  const reference = storeReference(input.store, input.storeTransactionId);
  const payment = await openStorePayment(ctx.db, {
    reference,
    channel: input.store,
    memberId: member.id,
    kind: product.kind === 'premium' ? 'plan' : 'tokens',
    planId: product.kind === 'premium' ? product.planId : null,
    planName: product.kind === 'premium' ? product.planName : product.tokenPackName,
    billingType: product.kind === 'premium' ? product.cycle : 'tokens',
    tokenPackId: product.kind === 'tokens' ? product.tokenPackId : null,
    tokens: product.kind === 'tokens' ? product.tokens : null,
    amount: await nairaAmount(ctx, input),
    currency: 'NGN',
    email: member.email ?? '',
  });
  if (payment.memberId !== member.id) return { kind: 'other-member' };

  let transaction: StoreTransactionRow | undefined;
  const claim = async (tx: DbTransaction) => {
    transaction = await insertStoreTransactionOnce(tx, {
      ...vouchedColumns(input),
      memberId: member.id,
      paymentId: payment.id,
    });
    transaction ??= await claimReinstatedStoreTransaction(tx, input.store, input.storeTransactionId, {
      memberId: member.id,
      paymentId: payment.id,
    });
    if (!transaction) return false;
    // The row was new, so its payment cannot have been claimed; if it was, undo the insert (roll back).
    if (!(await claimStorePayment(tx, payment.id, input.purchasedAt))) throw new ClaimLost();
    return true;
  };
  const settlement = await ctx.settlers[payment.kind]
    .settle(ctx, { ...payment, memberId: member.id }, claim, { source: input.store, adminId: null })
    .catch((error: unknown) => {
      if (error instanceof ClaimLost) return undefined;
      throw error;
    });
  if (settlement?.kind === 'activated' && transaction) {
    ctx.logger.info(
      { store: input.store, storeTransactionId: input.storeTransactionId, memberId: member.id, kind: product.kind },
      'store transaction credited',
    );
    return { kind: 'credited', transaction };
  }
  const now = await findStoreTransaction(ctx.db, input.store, input.storeTransactionId);
  if (!now) throw new Error(`store transaction ${reference} was neither credited nor stored`);
  // Refunded before it was credited: the payment started here never settles.
  if (now.status === 'refunded' && !now.paymentId)
    await abandonStorePayment(ctx.db, payment.id, 'refunded by the store before it was credited');
  return answerStored(now, member.id);
}

export type StoreReversalInput = {
  store: Store;
  storeTransactionId: string;
  refundedAt: Date;
  /**
   * The transaction as its refund notice describes it: stored as refunded when no one has credited it yet (a refund
   * that arrives before the purchase call), so that call credits nothing. Without it such a refund changes nothing.
   */
  record?: VerifiedStoreTransaction & { memberId: string | null };
};

export type StoreReversalOutcome =
  | { kind: 'reversed'; transaction: StoreTransactionRow; tokens?: ReversedTokens }
  | { kind: 'already-reversed' }
  /** Refunded before anything was credited: stored as refunded, nothing to reverse. */
  | { kind: 'recorded' }
  /** Never credited and nothing to record. */
  | { kind: 'unknown' };

/**
 * Reverses a store transaction exactly once (decision 0144), whichever refund report comes first or twice: the row
 * is locked, marked refunded with its payment, then the Premium period it bought ends (activation's refundPeriod)
 * or its tokens are taken back, what was already spent becoming a debt on the member's owed account.
 */
export async function reverseStoreTransaction(
  ctx: AppContext,
  input: StoreReversalInput,
): Promise<StoreReversalOutcome> {
  // A notice may name an account that is gone (or never was): the refund is still recorded, without it.
  const record = input.record && {
    ...input.record,
    memberId: input.record.memberId && (await getMember(ctx.db, input.record.memberId)) ? input.record.memberId : null,
  };
  const outcome = await ctx.db.transaction(async (tx): Promise<StoreReversalOutcome> => {
    let row = await lockStoreTransaction(tx, input.store, input.storeTransactionId);
    if (!row) {
      if (!record) return { kind: 'unknown' };
      if (await insertRefunded(tx, record, input.refundedAt)) return { kind: 'recorded' };
      // A credit committed meanwhile (the insert waited for it): reverse that one.
      row = await lockStoreTransaction(tx, input.store, input.storeTransactionId);
      if (!row) throw new Error('store transaction vanished while it was being refunded');
    }
    // A refund the App Store has reversed since (decision 0180), reported again or late: nothing to do.
    if (row.refundReversedAt && input.refundedAt <= row.refundReversedAt) return { kind: 'already-reversed' };
    if (row.status === 'refunded') return { kind: 'already-reversed' };
    await markStoreTransactionRefunded(tx, row.id, input.refundedAt);
    // Reinstated, never credited: refunded again, nothing to take back.
    if (row.status === 'reinstated') return { kind: 'recorded' };
    if (row.paymentId) await refundStorePayment(tx, row.paymentId, input.refundedAt);
    const reference = storeReference(row.store, row.storeTransactionId);
    if (row.kind === 'premium') {
      await refundPeriod(tx, reference, ctx.now());
      return { kind: 'reversed', transaction: row };
    }
    // A deleted member's accounts have no owner left to take tokens from; the payment still shows the refund.
    if (!row.memberId) return { kind: 'reversed', transaction: row };
    const tokens = await reversePurchase(tx, row.memberId, row.tokens ?? 0, reference, refundKey(row));
    if (!tokens) throw new Error(`the tokens of ${reference} were reversed before its row said so`);
    return { kind: 'reversed', transaction: row, tokens };
  });
  if (outcome.kind === 'reversed') {
    ctx.aggregates.invalidate(DASHBOARD_AGGREGATES_KEY);
    const { memberId } = outcome.transaction;
    if (memberId && outcome.tokens)
      publishLive(ctx, memberId, { type: 'tokens', ...(await balanceOf(ctx.db, memberId)) });
    ctx.logger.info(
      { store: input.store, storeTransactionId: input.storeTransactionId, memberId, owed: outcome.tokens?.owed },
      'store transaction reversed',
    );
  }
  return outcome;
}

/**
 * The ledger key of a refund: the reference itself for the first; after a reversal (decision 0180) each later refund
 * has its own (`<reference>:refund-2`, …), since the first one's postings stay where they are.
 */
const refundKey = (row: StoreTransactionRow) => {
  const reference = storeReference(row.store, row.storeTransactionId);
  return row.refundReversals ? `${reference}:refund-${row.refundReversals + 1}` : reference;
};

async function insertRefunded(tx: DbTransaction, record: NonNullable<StoreReversalInput['record']>, at: Date) {
  return insertStoreTransactionOnce(tx, {
    ...vouchedColumns(record),
    memberId: record.memberId,
    status: 'refunded',
    refundedAt: at,
    paymentId: null,
  });
}

/** The app's answer to a credited (now or before) store transaction: what it bought and where the member stands. */
export async function storePurchaseResult(ctx: AppContext, credit: StoreCreditOutcome): Promise<StorePurchaseResult> {
  if (credit.kind !== 'credited' && credit.kind !== 'already-credited')
    throw new Error(`no purchase result for a ${credit.kind} store transaction`);
  const row = credit.transaction;
  const base = {
    status: credit.kind,
    store: row.store,
    transactionId: row.storeTransactionId,
    productId: row.productId,
  } as const;
  const memberId = row.memberId ?? '';
  const bought = await catalogueOf(ctx.db, row);
  if (row.kind === 'tokens')
    return {
      ...base,
      kind: 'tokens',
      pack: bought?.name ?? row.productId,
      tokens: row.tokens ?? 0,
      balance: (await balanceOf(ctx.db, memberId)).balance,
    };
  return {
    ...base,
    kind: 'premium',
    plan: bought?.name ?? row.productId,
    billingType: row.cycle ?? 'monthly',
    premiumUntil: (await getMember(ctx.db, memberId))?.premiumUntil?.toISOString() ?? null,
  };
}
