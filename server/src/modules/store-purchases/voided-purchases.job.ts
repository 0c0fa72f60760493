import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../jobs/job-definition';
import { googleStoreOf } from './google-store';
import { reverseGoogleOrder } from './google-purchases.service';

/** Google keeps voided purchases listed for 30 days: each run reads them all, so a run missed is caught up. */
const LOOKBACK_MS = 30 * 24 * 60 * 60 * 1000;
/** Pages per run at most (1,000 purchases each), well inside the API's quota. */
const MAX_PAGES = 20;

export type VoidedRun = { listed: number; reversed: number };

/**
 * Reads Google Play's voided-purchases list (refunds, chargebacks, revocations of packs and subscriptions) and
 * reverses each order once (decision 0159): the backstop for a real-time notification that never came or came
 * while the order was still being credited. Reversal is idempotent, so the list and the notification may both
 * report one order, in either order, any number of times.
 */
export async function reverseVoidedGooglePurchases(ctx: AppContext): Promise<VoidedRun> {
  const google = googleStoreOf(ctx);
  if (!google) return { listed: 0, reversed: 0 };
  const since = new Date(ctx.now().getTime() - LOOKBACK_MS);
  const run: VoidedRun = { listed: 0, reversed: 0 };
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { voided, nextPageToken } = await google.play.listVoided(since, pageToken);
    for (const purchase of voided) {
      if (!purchase.orderId) continue;
      run.listed++;
      const outcome = await reverseGoogleOrder(ctx, purchase.orderId, new Date(purchase.voidedTimeMillis));
      if (outcome.kind === 'reversed') run.reversed++;
    }
    if (!nextPageToken) break;
    pageToken = nextPageToken;
  }
  if (run.reversed) ctx.logger.info(run, 'google voided purchases reversed');
  return run;
}

/** Every GOOGLE_VOIDED_INTERVAL_MINUTES, one instance at a time (the durable queue, decision 0135). */
export const googleVoidedPurchasesJob = defineJob({
  name: 'google-voided-purchases',
  metric: 'google voided purchases',
  payload: z.object({}),
  queue: { retryLimit: 1, retryDelay: 60, expireInSeconds: 900 },
  every: (config) => (config.store.google ? config.store.google.voidedIntervalMinutes * 60_000 : 0),
  handle: (ctx) => reverseVoidedGooglePurchases(ctx),
});
