import { log, MEMBERS } from '../lib/bench-env';
import { measurePurchases } from '../lib/purchase';
import { measureGoogleVerification } from '../lib/google-verification';
import { measureAppleVerification } from '../lib/apple-verification';
import type { GroupContext } from './context';

/** BENCH_ONLY=purchase: purchases against the Paystack stand-in. */
export async function measurePurchaseGroup(ctx: GroupContext) {
  const { server, results, notes, check } = ctx;
  log('purchases against the Paystack stand-in');
  const plans = (await (await fetch(`${server.url}/api/v1/public/plans`)).json()) as {
    plans: { name: string; weeklyPrice: number }[];
  };
  const price = plans.plans.find((p) => p.name === 'Spark')!.weeklyPrice;
  const purchase = await measurePurchases(server.url, MEMBERS, 200, 4, price);
  results.purchase = purchase;
  check(
    'Purchase initiate + verify p95',
    `${Math.round(purchase.initiateVerifyMs.p95)} ms (median ${Math.round(purchase.initiateVerifyMs.median)})`,
    '(no target)',
    purchase.failures === 0 ? null : false,
  );
  check(
    'Purchases sustained',
    `${purchase.purchasesPerSec}/s (${purchase.purchases} in ${purchase.seconds} s, ${purchase.concurrency} at a time, ${purchase.failures} failed)`,
    '(no target)',
    purchase.failures === 0 ? null : false,
  );
  if (purchase.firstError) notes.push(`First purchase failure: ${purchase.firstError}`);
  // Google Play's verification (decision 0159) beside Paystack's: the Play Developer API read and its check.
  log('Google Play verification against the Play stand-in');
  const google = await measureGoogleVerification(200);
  results.googleVerification = google;
  check(
    'Google Play verification p95 (pack / subscription)',
    `${Math.round(google.packMs.p95)} / ${Math.round(google.subscriptionMs.p95)} ms (medians ${Math.round(google.packMs.median)} / ${Math.round(google.subscriptionMs.median)})`,
    '< 50 ms',
    google.packMs.p95 < 50 && google.subscriptionMs.p95 < 50,
  );
  // The App Store's verification (decision 0144) beside it: Apple's library over the stand-in's signed payloads.
  log('App Store verification against the Apple stand-in');
  const apple = await measureAppleVerification(200);
  results.appleVerification = apple;
  check(
    'App Store verification p95 (transaction / notification)',
    `${Math.round(apple.transactionMs.p95)} / ${Math.round(apple.notificationMs.p95)} ms (medians ${Math.round(apple.transactionMs.median)} / ${Math.round(apple.notificationMs.median)})`,
    '< 50 ms',
    apple.transactionMs.p95 < 50 && apple.notificationMs.p95 < 50,
  );
}
