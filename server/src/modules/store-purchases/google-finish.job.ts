import { z } from 'zod';
import { defineJob } from '../jobs/job-definition';
import { googleStoreOf, type GoogleStore } from './google-store';

export type PurchaseToFinish = { kind: 'premium' | 'tokens'; productId: string; purchaseToken: string };

/** Consumes a pack (which acknowledges it too, and lets the member buy it again) or acknowledges a subscription. */
export async function finishGooglePurchase(google: GoogleStore, purchase: PurchaseToFinish) {
  if (purchase.kind === 'tokens') await google.play.consumeProduct(purchase.productId, purchase.purchaseToken);
  else await google.play.acknowledgeSubscription(purchase.productId, purchase.purchaseToken);
}

/**
 * Retries consuming a pack or acknowledging a subscription that failed right after its credit (decision 0159):
 * Google refunds a purchase left unacknowledged for three days, so this keeps trying with backoff for hours.
 */
export const finishGooglePurchaseJob = defineJob({
  name: 'google-finish-purchase',
  metric: 'google purchase finishing',
  payload: z.object({ kind: z.enum(['premium', 'tokens']), productId: z.string(), purchaseToken: z.string() }),
  queue: { retryLimit: 12, retryDelay: 30, retryDelayMax: 3600, expireInSeconds: 120 },
  policy: 'stately',
  async handle(ctx, purchase) {
    const google = googleStoreOf(ctx);
    if (google) await finishGooglePurchase(google, purchase);
  },
});
