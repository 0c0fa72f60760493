import {
  Environment,
  SignedDataVerifier,
  VerificationException,
  VerificationStatus,
  type JWSTransactionDecodedPayload,
  type ResponseBodyV2DecodedPayload,
} from '@apple/app-store-server-library';
import type { AppContext } from '../../context';

/** Why Apple's signature on a transaction or notification was not accepted. */
export type AppleRefusal = 'not-verified' | 'other-app' | 'other-environment';

export type AppleVerification<T> =
  | { kind: 'verified'; value: T }
  | { kind: 'refused'; refusal: AppleRefusal; reason: string }
  /** Apple's revocation check could not be reached (online checks): worth trying again. */
  | { kind: 'unavailable'; reason: string };

/** The App Store as the server checks it: StoreKit 2 signed transactions and App Store Server Notifications V2. */
export type AppleStore = {
  environment: 'Production' | 'Sandbox';
  verifyTransaction(signed: string): Promise<AppleVerification<JWSTransactionDecodedPayload>>;
  verifyNotification(signed: string): Promise<AppleVerification<ResponseBodyV2DecodedPayload>>;
};

const REFUSALS: Partial<Record<VerificationStatus, AppleRefusal>> = {
  [VerificationStatus.INVALID_APP_IDENTIFIER]: 'other-app',
  [VerificationStatus.INVALID_ENVIRONMENT]: 'other-environment',
};

/** Apple's library throws; the server wants a typed outcome (decision 0144). */
async function outcomeOf<T>(verify: () => Promise<T>): Promise<AppleVerification<T>> {
  try {
    return { kind: 'verified', value: await verify() };
  } catch (error) {
    if (!(error instanceof VerificationException)) throw error;
    const reason = `${VerificationStatus[error.status]}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`;
    if (error.status === VerificationStatus.RETRYABLE_VERIFICATION_FAILURE) return { kind: 'unavailable', reason };
    return { kind: 'refused', refusal: REFUSALS[error.status] ?? 'not-verified', reason };
  }
}

const stores = new WeakMap<object, AppleStore>();

/**
 * The App Store channel of this configuration, or undefined when it is not configured (its routes answer 503).
 * One SignedDataVerifier per configuration: the chain must lead to a configured root (production accepts only
 * Apple's, config/store-env.ts), the bundle id and Apple id must be this app's, and the environment the configured
 * one, so a sandbox transaction is refused by a Production server.
 */
export function appleStoreOf(ctx: Pick<AppContext, 'config'>): AppleStore | undefined {
  const settings = ctx.config.store.apple;
  if (!settings) return undefined;
  let store = stores.get(settings);
  if (!store) {
    const verifier = new SignedDataVerifier(
      settings.rootCertificates,
      settings.onlineChecks,
      settings.environment === 'Production' ? Environment.PRODUCTION : Environment.SANDBOX,
      settings.bundleId,
      settings.appAppleId,
    );
    store = {
      environment: settings.environment,
      verifyTransaction: (signed) => outcomeOf(() => verifier.verifyAndDecodeTransaction(signed)),
      verifyNotification: (signed) => outcomeOf(() => verifier.verifyAndDecodeNotification(signed)),
    };
    stores.set(settings, store);
  }
  return store;
}
