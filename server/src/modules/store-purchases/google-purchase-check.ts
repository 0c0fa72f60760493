import type { ProductPurchase, SubscriptionPurchase } from './google-play';

/** What Google's answer says was bought, in the terms of a store transaction (decision 0159). */
export type GoogleOrder = {
  orderId: string;
  productId: string;
  purchaseToken: string;
  /** The member id the app passed to Play Billing as the obfuscated account id, when it did. */
  accountId: string | undefined;
  environment: 'production' | 'sandbox';
  purchasedAt: Date;
  /** A subscription's end of the period this order paid for. */
  expiresAt: Date | null;
  priceMinor: number | null;
  currency: string | null;
  /** Whether Google still waits for our acknowledgement (or, for a pack, consumption). */
  needsFinishing: boolean;
};

/** Why a purchase Google describes credits nothing. */
export type OrderRefusal = 'not-paid' | 'no-order' | 'other-product';

export type OrderCheck = { kind: 'paid'; order: GoogleOrder } | { kind: 'refused'; refusal: OrderRefusal };

/**
 * A token pack: purchases.products.get must say purchased (state 0). Pending (2, cash at a shop until paid) and
 * canceled or refunded (1) credit nothing. A license tester's purchase (purchaseType 0) is a sandbox one.
 */
export function checkProductPurchase(purchase: ProductPurchase, productId: string, purchaseToken: string): OrderCheck {
  if (purchase.purchaseState !== 0) return { kind: 'refused', refusal: 'not-paid' };
  if (!purchase.orderId) return { kind: 'refused', refusal: 'no-order' };
  return {
    kind: 'paid',
    order: {
      orderId: purchase.orderId,
      productId,
      purchaseToken,
      accountId: purchase.obfuscatedExternalAccountId,
      environment: purchase.purchaseType === 0 ? 'sandbox' : 'production',
      purchasedAt: new Date(purchase.purchaseTimeMillis),
      expiresAt: null,
      priceMinor: null,
      currency: null,
      needsFinishing: purchase.consumptionState !== 1,
    },
  };
}

/** Subscription states in which the member is entitled to the period Google reports (canceled: runs to its end). */
const ENTITLED = new Set([
  'SUBSCRIPTION_STATE_ACTIVE',
  'SUBSCRIPTION_STATE_IN_GRACE_PERIOD',
  'SUBSCRIPTION_STATE_CANCELED',
]);

/**
 * Premium: purchases.subscriptionsv2.get must hold a line item for the product whose period has not ended, in an
 * entitled state; pending (not yet paid), on hold, paused or expired credit nothing. The order is the line item's
 * latest successful one (each renewal is an order of its own).
 */
export function checkSubscriptionPurchase(
  purchase: SubscriptionPurchase,
  productId: string,
  purchaseToken: string,
  now: Date,
): OrderCheck {
  const item = purchase.lineItems.find((line) => line.productId === productId);
  if (!item) return { kind: 'refused', refusal: 'other-product' };
  const expiresAt = item.expiryTime ? new Date(item.expiryTime) : null;
  if (!ENTITLED.has(purchase.subscriptionState) || !expiresAt || expiresAt <= now)
    return { kind: 'refused', refusal: 'not-paid' };
  const orderId = item.latestSuccessfulOrderId ?? purchase.latestOrderId;
  if (!orderId) return { kind: 'refused', refusal: 'no-order' };
  const price = item.autoRenewingPlan?.recurringPrice;
  return {
    kind: 'paid',
    order: {
      orderId,
      productId,
      purchaseToken,
      accountId: purchase.externalAccountIdentifiers?.obfuscatedExternalAccountId,
      environment: purchase.testPurchase ? 'sandbox' : 'production',
      purchasedAt: purchase.startTime ? new Date(purchase.startTime) : now,
      expiresAt,
      priceMinor: price ? Math.round((price.units ?? 0) * 100 + (price.nanos ?? 0) / 1e7) : null,
      currency: price?.currencyCode ?? null,
      needsFinishing: purchase.acknowledgementState !== 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED',
    },
  };
}
