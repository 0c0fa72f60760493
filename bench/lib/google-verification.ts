import { createGooglePlayClient } from '../../server/src/modules/store-purchases/google-play';
import {
  checkProductPurchase,
  checkSubscriptionPurchase,
} from '../../server/src/modules/store-purchases/google-purchase-check';
import { startGooglePlayStandIn } from '../../server/src/test-support/google-play-stand-in';
import { summarize, type Summary } from './stats';

export type GoogleVerificationFigures = { packMs: Summary; subscriptionMs: Summary; tokenGrants: number };

/**
 * The Google half of a store purchase's verification (decision 0159), against the local Play stand-in over loopback
 * HTTP: the Play Developer API read of a purchase token (the access token cached after its first grant, as in the
 * server) and the check of Google's answer, for a token pack (purchases.products.get) and a Premium subscription
 * (purchases.subscriptionsv2.get), `runs` sequential calls each after 20 untimed ones.
 */
export async function measureGoogleVerification(runs: number): Promise<GoogleVerificationFigures> {
  const play = await startGooglePlayStandIn();
  try {
    const client = createGooglePlayClient({
      packageName: play.packageName,
      serviceAccount: JSON.parse(play.serviceAccount),
      apiUrl: play.url,
      oauthTokenUrl: play.tokenUrl,
    });
    const time = async (verify: (i: number) => Promise<boolean>) => {
      const samples: number[] = [];
      for (let i = 0; i < 20 + runs; i++) {
        const started = performance.now();
        if (!(await verify(i))) throw new Error('google verification bench: a purchase did not verify');
        if (i >= 20) samples.push(performance.now() - started);
      }
      return summarize(samples);
    };
    const packMs = await time(async (i) => {
      const token = `bench-pack-${i}`;
      play.addProduct(token, { productId: 'ng.blynd.tokens.starter' });
      const answer = await client.getProduct('ng.blynd.tokens.starter', token);
      return (
        answer.kind === 'found' &&
        checkProductPurchase(answer.purchase, 'ng.blynd.tokens.starter', token).kind === 'paid'
      );
    });
    const subscriptionMs = await time(async (i) => {
      const token = `bench-sub-${i}`;
      play.addSubscription(token, { productId: 'ng.blynd.premium.weekly' });
      const answer = await client.getSubscription(token);
      return (
        answer.kind === 'found' &&
        checkSubscriptionPurchase(answer.purchase, 'ng.blynd.premium.weekly', token, new Date()).kind === 'paid'
      );
    });
    return { packMs, subscriptionMs, tokenGrants: play.tokenGrants };
  } finally {
    await play.close();
  }
}
