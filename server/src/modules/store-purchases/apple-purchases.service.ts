import type { JWSTransactionDecodedPayload } from '@apple/app-store-server-library';
import type { AppContext } from '../../context';
import type { AppleRefusal, AppleStore } from './apple-store';
import {
  creditStoreTransaction,
  reverseStoreTransaction,
  type StoreCreditOutcome,
  type StoreReversalOutcome,
  type VerifiedStoreTransaction,
} from './store-settlement.service';
import { findStoreProduct } from '../store-products/store-products.service';
import { memberOfOriginalTransaction } from './store-transactions.repository';
import { noteReversalOf, restoreStoreTransaction, type StoreRestoreOutcome } from './store-refund-reversal.service';

export type ApplePurchaseRefusal =
  AppleRefusal | 'incomplete' | 'unknown-product' | 'other-member' | 'refunded' | 'expired';

export type ApplePurchaseOutcome =
  | { kind: 'settled'; credit: Extract<StoreCreditOutcome, { kind: 'credited' | 'already-credited' }> }
  | { kind: 'refused'; refusal: ApplePurchaseRefusal; reason?: string }
  | { kind: 'unavailable'; reason: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The app account token the app set on the purchase (`appAccountToken(member id)`), when it is one. */
const accountTokenOf = (transaction: JWSTransactionDecodedPayload) => {
  const token = transaction.appAccountToken?.toLowerCase();
  return token && UUID.test(token) ? token : undefined;
};

type Described = { verified: VerifiedStoreTransaction; transaction: JWSTransactionDecodedPayload };

/** A verified transaction as the settlement takes it, or why it cannot be (fields missing, product not sold). */
async function describe(
  ctx: AppContext,
  transaction: JWSTransactionDecodedPayload,
): Promise<Described | { refusal: 'incomplete' | 'unknown-product' }> {
  const { transactionId, productId, purchaseDate } = transaction;
  if (!transactionId || !productId || purchaseDate === undefined) return { refusal: 'incomplete' };
  const product = await findStoreProduct(ctx.db, 'apple', productId);
  if (!product) return { refusal: 'unknown-product' };
  return {
    transaction,
    verified: {
      store: 'apple',
      storeTransactionId: transactionId,
      originalTransactionId: transaction.originalTransactionId ?? null,
      purchaseToken: null,
      productId,
      product,
      // Apple's price is in milliunits of the currency; the row keeps the minor unit (kobo, cents).
      priceMinor: transaction.price === undefined ? null : Math.round(transaction.price / 10),
      currency: transaction.currency ?? null,
      environment: transaction.environment === 'Production' ? 'production' : 'sandbox',
      purchasedAt: new Date(purchaseDate),
      expiresAt: transaction.expiresDate === undefined ? null : new Date(transaction.expiresDate),
    },
  };
}

const refundedAtOf = (transaction: JWSTransactionDecodedPayload, now: Date) =>
  transaction.revocationDate === undefined ? now : new Date(transaction.revocationDate);

/**
 * The app's purchase call (decision 0144): the StoreKit 2 signed transaction must be Apple's (chain to a configured
 * root), this app's (bundle id) and of this server's environment; bought by this member when the app set an app
 * account token (the member's id), and not revoked; a subscription period not over yet. Then the one settlement
 * credits it once (`apple:<transactionId>`), whoever asked first.
 */
export async function verifyApplePurchase(
  ctx: AppContext,
  apple: AppleStore,
  memberId: string,
  signedTransaction: string,
): Promise<ApplePurchaseOutcome> {
  const verification = await apple.verifyTransaction(signedTransaction);
  if (verification.kind !== 'verified') return verification;
  const described = await describe(ctx, verification.value);
  if ('refusal' in described) return { kind: 'refused', refusal: described.refusal };
  const { verified, transaction } = described;
  const owner = accountTokenOf(transaction);
  if (owner !== undefined && owner !== memberId) return { kind: 'refused', refusal: 'other-member' };
  if (transaction.revocationDate !== undefined) {
    await reverseStoreTransaction(ctx, {
      store: 'apple',
      storeTransactionId: verified.storeTransactionId,
      refundedAt: refundedAtOf(transaction, ctx.now()),
      record: { ...verified, memberId },
    });
    return { kind: 'refused', refusal: 'refunded' };
  }
  if (verified.expiresAt && verified.expiresAt <= ctx.now()) return { kind: 'refused', refusal: 'expired' };
  const credit = await creditStoreTransaction(ctx, { ...verified, memberId });
  if (credit.kind === 'other-member' || credit.kind === 'refunded') return { kind: 'refused', refusal: credit.kind };
  return { kind: 'settled', credit };
}

export type AppleNotificationOutcome =
  | { kind: 'ignored' | 'credited' | 'already-credited' | 'refused' }
  | { kind: Exclude<StoreReversalOutcome['kind'], 'unknown'> }
  | { kind: Exclude<StoreRestoreOutcome['kind'], 'unknown'> }
  | { kind: 'not-verified'; reason: string }
  | { kind: 'unavailable'; reason: string };

const CREDITING = new Set(['ONE_TIME_CHARGE', 'SUBSCRIBED', 'DID_RENEW']);
const REVERSING = new Set(['REFUND', 'REVOKE']);
/** Apple took a refund back (a dispute it decided for the developer): the purchase is valid again (decision 0180). */
const RESTORING = 'REFUND_REVERSED';

/**
 * An App Store Server Notification V2 (decision 0144), its signed payload and the transaction inside both verified.
 * A refund or revocation reverses its transaction once, whenever it comes (before the app's call, it stores the
 * transaction refunded, so that call credits nothing); a purchase or renewal credits it once, to the member its app
 * account token names or whom its original transaction was credited to. A reversed refund gives back what the
 * refund took, once (decision 0180). Everything else is acknowledged and ignored.
 */
export async function handleAppleNotification(
  ctx: AppContext,
  apple: AppleStore,
  signedPayload: string,
): Promise<AppleNotificationOutcome> {
  const notification = await apple.verifyNotification(signedPayload);
  if (notification.kind === 'unavailable') return notification;
  if (notification.kind === 'refused') return { kind: 'not-verified', reason: notification.reason };
  const type = String(notification.value.notificationType ?? '');
  const signedTransaction = notification.value.data?.signedTransactionInfo;
  if (!signedTransaction || (!CREDITING.has(type) && !REVERSING.has(type) && type !== RESTORING))
    return { kind: 'ignored' };
  const verification = await apple.verifyTransaction(signedTransaction);
  if (verification.kind === 'unavailable') return verification;
  if (verification.kind === 'refused') return { kind: 'not-verified', reason: verification.reason };
  const described = await describe(ctx, verification.value);
  if ('refusal' in described) {
    ctx.logger.warn({ type, refusal: described.refusal }, 'app store notification not settled');
    return { kind: 'ignored' };
  }
  const { verified, transaction } = described;
  const memberId =
    accountTokenOf(transaction) ??
    (verified.originalTransactionId
      ? await memberOfOriginalTransaction(ctx.db, 'apple', verified.originalTransactionId)
      : undefined);

  if (REVERSING.has(type)) {
    const outcome = await reverseStoreTransaction(ctx, {
      store: 'apple',
      storeTransactionId: verified.storeTransactionId,
      refundedAt: refundedAtOf(transaction, ctx.now()),
      record: { ...verified, memberId: memberId ?? null },
    });
    return { kind: outcome.kind === 'unknown' ? 'ignored' : outcome.kind };
  }
  let restored: StoreRestoreOutcome | undefined;
  const reversal = {
    store: 'apple' as const,
    storeTransactionId: verified.storeTransactionId,
    reversedAt: new Date(notification.value.signedDate ?? ctx.now().getTime()),
  };
  if (type === RESTORING) {
    restored = await restoreStoreTransaction(ctx, reversal);
    // Never credited here (unknown, or refunded before the app's call): it is credited now, like a purchase.
    if (restored.kind !== 'unknown' && restored.kind !== 'reinstated') return { kind: restored.kind };
  }
  // Nobody to credit yet: the app's own call will credit it when it reports the purchase.
  if (!memberId || (verified.expiresAt && verified.expiresAt <= ctx.now()))
    return { kind: restored?.kind === 'reinstated' ? 'reinstated' : 'ignored' };
  const credit = await creditStoreTransaction(ctx, { ...verified, memberId });
  if (credit.kind === 'other-member' || credit.kind === 'refunded') return { kind: 'refused' };
  if (restored?.kind === 'unknown') await noteReversalOf(ctx, reversal);
  return { kind: credit.kind };
}
