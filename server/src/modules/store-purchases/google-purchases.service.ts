import type { AppContext } from '../../context';
import { findStoreProduct } from '../store-products/store-products.service';
import { GooglePlayUnavailableError, type PlayRefusal } from './google-play';
import {
  checkProductPurchase,
  checkSubscriptionPurchase,
  type GoogleOrder,
  type OrderCheck,
} from './google-purchase-check';
import type { GoogleStore } from './google-store';
import { finishGooglePurchase, finishGooglePurchaseJob } from './google-finish.job';
import { creditStoreTransaction, reverseStoreTransaction, type StoreCreditOutcome } from './store-settlement.service';

/** What a Google product id sells here (the control centre's mapping, decision 0156). */
type StoreProduct = NonNullable<Awaited<ReturnType<typeof findStoreProduct>>>;

export type GoogleRefusal =
  PlayRefusal | 'unknown-product' | 'not-paid' | 'test-purchase' | 'other-member' | 'refunded';

export type GooglePurchaseOutcome =
  | { kind: 'settled'; credit: StoreCreditOutcome }
  | { kind: 'refused'; refusal: GoogleRefusal }
  | { kind: 'unavailable'; reason: string };

/**
 * The app's purchase call (decision 0159): the product must be one the control centre maps, Google must describe
 * the token as a paid purchase of it in this app, bought by this member (the obfuscated account id the app passed
 * is their id) and, in production, not a license tester's; then the one settlement credits its order once
 * (`google:<orderId>`). Whoever credits it consumes the pack or acknowledges the subscription, once.
 */
export async function verifyGooglePurchase(
  ctx: AppContext,
  google: GoogleStore,
  memberId: string,
  input: { productId: string; purchaseToken: string },
): Promise<GooglePurchaseOutcome> {
  const product = await findStoreProduct(ctx.db, 'google', input.productId);
  if (!product) return { kind: 'refused', refusal: 'unknown-product' };
  return settleGoogleOrder(ctx, google, product, input.purchaseToken, (accountId) =>
    accountId === undefined || accountId === memberId ? memberId : undefined,
  );
}

/**
 * Reads the purchase from Google, checks it and settles it for the member `buyerOf` names (undefined: not this
 * caller's purchase). Shared by the purchase call and the notifications of a purchase or a renewal.
 */
export async function settleGoogleOrder(
  ctx: AppContext,
  google: GoogleStore,
  product: StoreProduct,
  purchaseToken: string,
  buyerOf: (accountId: string | undefined) => string | undefined,
): Promise<GooglePurchaseOutcome> {
  let check: OrderCheck | { kind: 'refused'; refusal: PlayRefusal };
  try {
    check = await readOrder(ctx, google, product, purchaseToken);
  } catch (error) {
    if (error instanceof GooglePlayUnavailableError) return { kind: 'unavailable', reason: error.reason };
    throw error;
  }
  if (check.kind === 'refused')
    return { kind: 'refused', refusal: check.refusal === 'no-order' ? 'not-paid' : check.refusal };
  const { order } = check;
  if (order.environment === 'sandbox' && !ctx.config.store.acceptSandbox)
    return { kind: 'refused', refusal: 'test-purchase' };
  const memberId = buyerOf(order.accountId);
  if (!memberId) return { kind: 'refused', refusal: 'other-member' };

  const credit = await creditStoreTransaction(ctx, {
    store: 'google',
    storeTransactionId: order.orderId,
    originalTransactionId: null,
    purchaseToken: order.purchaseToken,
    productId: order.productId,
    memberId,
    product,
    priceMinor: order.priceMinor,
    currency: order.currency,
    environment: order.environment,
    purchasedAt: order.purchasedAt,
    expiresAt: order.expiresAt,
  });
  if (credit.kind === 'other-member') return { kind: 'refused', refusal: 'other-member' };
  if (credit.kind === 'refunded') return { kind: 'refused', refusal: 'refunded' };
  if (credit.kind === 'credited' && order.needsFinishing) await finishOrder(ctx, google, product, order);
  return { kind: 'settled', credit };
}

function readOrder(ctx: AppContext, google: GoogleStore, product: StoreProduct, token: string) {
  return product.kind === 'tokens'
    ? google.play
        .getProduct(product.productId, token)
        .then((answer) =>
          answer.kind === 'found' ? checkProductPurchase(answer.purchase, product.productId, token) : answer,
        )
    : google.play
        .getSubscription(token)
        .then((answer) =>
          answer.kind === 'found'
            ? checkSubscriptionPurchase(answer.purchase, product.productId, token, ctx.now())
            : answer,
        );
}

/**
 * Consumes the pack (so it can be bought again) or acknowledges the subscription: Google refunds a purchase left
 * unacknowledged for three days. Done by the one caller that credited; if Google cannot be reached then, a job
 * retries it with backoff.
 */
async function finishOrder(ctx: AppContext, google: GoogleStore, product: StoreProduct, order: GoogleOrder) {
  const payload = { kind: product.kind, productId: product.productId, purchaseToken: order.purchaseToken };
  try {
    await finishGooglePurchase(google, payload);
  } catch (error) {
    ctx.logger.warn({ err: error, orderId: order.orderId }, 'google purchase not finished: queued to retry');
    await ctx.jobs.send(finishGooglePurchaseJob, payload, { singletonKey: order.orderId });
  }
}

/** A voided order (refund, chargeback, revocation) reversed once, whichever of its reports comes first. */
export const reverseGoogleOrder = (ctx: AppContext, orderId: string, refundedAt: Date) =>
  reverseStoreTransaction(ctx, { store: 'google', storeTransactionId: orderId, refundedAt });
