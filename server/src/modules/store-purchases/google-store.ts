import type { AppContext } from '../../context';
import { readServiceAccount } from '../../lib/push';
import { createGooglePlayClient, type GooglePlayClient, type GoogleServiceAccount } from './google-play';
import { createPushTokenVerifier, type PushTokenVerifier } from './pubsub-push-token';

/** Google Play as the server talks to it: the Play Developer API, and the check of a Pub/Sub push's token. */
export type GoogleStore = { play: GooglePlayClient; verifyPushToken: PushTokenVerifier };

const stores = new WeakMap<object, GoogleStore>();

/**
 * The Google Play channel of this configuration, or undefined when it is not configured (then its routes answer
 * 503). Built once per configuration: the access token and Google's keys are cached inside.
 */
export function googleStoreOf(ctx: AppContext): GoogleStore | undefined {
  const settings = ctx.config.store.google;
  if (!settings) return undefined;
  let store = stores.get(settings);
  if (!store) {
    const account = readServiceAccount(settings.serviceAccount) as GoogleServiceAccount;
    store = {
      play: createGooglePlayClient({
        packageName: settings.packageName,
        serviceAccount: account,
        apiUrl: settings.apiUrl,
        oauthTokenUrl: settings.oauthTokenUrl,
      }),
      verifyPushToken: createPushTokenVerifier({
        audience: settings.pubsubAudience,
        serviceAccountEmail: settings.pubsubServiceAccount,
        certsUrl: settings.pubsubCertsUrl,
      }),
    };
    stores.set(settings, store);
  }
  return store;
}
