import { z } from 'zod';
import type { AppContext } from '../../context';
import { findStoreProduct } from '../store-products/store-products.service';
import type { GoogleStore } from './google-store';
import { reverseGoogleOrder, settleGoogleOrder } from './google-purchases.service';
import { latestGoogleTransactionOfToken } from './google-transactions.repository';

/** The Pub/Sub push envelope: the notification is base64 JSON in `message.data`. */
export const pubsubPushSchema = z.object({
  message: z.object({ data: z.string().max(20_000), messageId: z.string().optional() }),
  subscription: z.string().optional(),
});

const tokenText = z.string().min(1).max(1000);

/** A real-time developer notification (DeveloperNotification): one of its four kinds. */
const developerNotificationSchema = z.object({
  packageName: z.string(),
  eventTimeMillis: z.union([z.string(), z.number()]).transform(Number).optional(),
  oneTimeProductNotification: z
    .object({ notificationType: z.number().int(), purchaseToken: tokenText, sku: z.string() })
    .optional(),
  subscriptionNotification: z
    .object({ notificationType: z.number().int(), purchaseToken: tokenText, subscriptionId: z.string() })
    .optional(),
  voidedPurchaseNotification: z
    .object({ purchaseToken: tokenText, orderId: z.string().min(1), productType: z.number().int().optional() })
    .optional(),
  testNotification: z.object({}).passthrough().optional(),
});

/** ONE_TIME_PRODUCT_PURCHASED. */
const ONE_TIME_PURCHASED = 1;
/** SUBSCRIPTION_RECOVERED, _RENEWED, _PURCHASED, _RESTARTED: a paid period Google reports. */
const SUBSCRIPTION_PAID = new Set([1, 2, 4, 7]);
/** SUBSCRIPTION_REVOKED: refunded and ended at once. */
const SUBSCRIPTION_REVOKED = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NotificationOutcome =
  | { kind: 'malformed' }
  | { kind: 'ignored'; why: string }
  | { kind: 'credited' | 'already-credited' | 'reversed' | 'already-reversed' | 'refused' }
  | { kind: 'unavailable'; reason: string };

/**
 * One push from Google Play (decision 0159). Nothing in it is trusted but the token it names: a purchase or renewal
 * is read back from the Play Developer API and settled like the app's own call (for the member whose id the app
 * passed as the obfuscated account id, or the member of the token's earlier orders); a voided purchase or a revoked
 * subscription reverses its order once. Whatever cannot be settled now and never will be is acknowledged; only an
 * unreachable Google makes Pub/Sub push it again.
 */
export async function handleGoogleNotification(
  ctx: AppContext,
  google: GoogleStore,
  push: z.infer<typeof pubsubPushSchema>,
): Promise<NotificationOutcome> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(push.message.data, 'base64').toString('utf8'));
  } catch {
    return { kind: 'malformed' };
  }
  const parsed = developerNotificationSchema.safeParse(decoded);
  if (!parsed.success) return { kind: 'malformed' };
  const note = parsed.data;
  if (note.packageName !== google.play.packageName) return { kind: 'ignored', why: 'another package' };

  if (note.voidedPurchaseNotification) {
    const { orderId } = note.voidedPurchaseNotification;
    return reverse(ctx, orderId, note.eventTimeMillis);
  }
  if (note.oneTimeProductNotification?.notificationType === ONE_TIME_PURCHASED) {
    const { sku, purchaseToken } = note.oneTimeProductNotification;
    return settleReported(ctx, google, sku, purchaseToken);
  }
  const subscription = note.subscriptionNotification;
  if (subscription && SUBSCRIPTION_PAID.has(subscription.notificationType))
    return settleReported(ctx, google, subscription.subscriptionId, subscription.purchaseToken);
  if (subscription?.notificationType === SUBSCRIPTION_REVOKED) {
    const latest = await latestGoogleTransactionOfToken(ctx.db, subscription.purchaseToken);
    if (!latest) return { kind: 'ignored', why: 'revoked before any credit' };
    return reverse(ctx, latest.storeTransactionId, note.eventTimeMillis);
  }
  return { kind: 'ignored', why: note.testNotification ? 'test notification' : 'nothing to settle' };
}

async function reverse(ctx: AppContext, orderId: string, atMillis: number | undefined): Promise<NotificationOutcome> {
  const at = atMillis && Number.isFinite(atMillis) ? new Date(atMillis) : ctx.now();
  const outcome = await reverseGoogleOrder(ctx, orderId, at);
  // Never credited: Google now describes the token as cancelled or expired, so no later call credits it.
  if (outcome.kind === 'unknown' || outcome.kind === 'recorded') return { kind: 'ignored', why: 'never credited' };
  return { kind: outcome.kind };
}

async function settleReported(
  ctx: AppContext,
  google: GoogleStore,
  productId: string,
  purchaseToken: string,
): Promise<NotificationOutcome> {
  const product = await findStoreProduct(ctx.db, 'google', productId);
  if (!product) return { kind: 'ignored', why: 'unmapped product' };
  // The member of a renewal is the member of the token's first order; of a first purchase, the id the app passed.
  const earlier = await latestGoogleTransactionOfToken(ctx.db, purchaseToken);
  const outcome = await settleGoogleOrder(ctx, google, product, purchaseToken, (accountId) => {
    if (earlier?.memberId)
      return accountId === undefined || accountId === earlier.memberId ? earlier.memberId : undefined;
    return accountId && UUID.test(accountId) ? accountId : undefined;
  });
  if (outcome.kind === 'unavailable') return outcome;
  if (outcome.kind === 'refused') return { kind: 'refused' };
  return { kind: outcome.credit.kind === 'credited' ? 'credited' : 'already-credited' };
}
