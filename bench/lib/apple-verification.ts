import { appleStoreOf } from '../../server/src/modules/store-purchases/apple-store';
import type { Config } from '../../server/src/config/env';
import { createAppleStandIn } from '../../server/src/test-support/apple-store-stand-in';
import { readFileSync } from 'node:fs';
import { summarize, type Summary } from './stats';

export type AppleVerificationFigures = { transactionMs: Summary; notificationMs: Summary };

/**
 * The Apple half of a store purchase's verification (decision 0144): the server's SignedDataVerifier (Apple's
 * library) over StoreKit 2 signed transactions and App Store Server Notifications V2 made by the local stand-in
 * (a generated root, P-256 chain, ES256 JWS with x5c), `runs` distinct payloads each after 20 untimed ones. Online
 * (OCSP) checks are off, as the stand-in has no responder: production adds Apple's OCSP round trips, cached 15 min.
 */
export async function measureAppleVerification(runs: number): Promise<AppleVerificationFigures> {
  const apple = createAppleStandIn();
  try {
    const config = {
      store: {
        apple: {
          bundleId: apple.bundleId,
          appAppleId: apple.appAppleId,
          environment: 'Production' as const,
          rootCertificates: [readFileSync(apple.rootPath)].map((pem) =>
            Buffer.from(pem.toString().replace(/-----[A-Z ]+-----|\s+/g, ''), 'base64'),
          ),
          onlineChecks: false,
        },
      },
    } as unknown as Config;
    const store = appleStoreOf({ config })!;
    // Signed before the clock starts: only the server's verification is timed.
    const time = async (signed: string[], verify: (payload: string) => Promise<boolean>) => {
      const samples: number[] = [];
      for (const [i, payload] of signed.entries()) {
        const started = performance.now();
        if (!(await verify(payload))) throw new Error('apple verification bench: a payload did not verify');
        if (i >= 20) samples.push(performance.now() - started);
      }
      return summarize(samples);
    };
    const count = Array.from({ length: 20 + runs });
    const transactionMs = await time(
      count.map(() => apple.signTransaction({ productId: 'ng.blynd.tokens.starter' })),
      async (payload) => (await store.verifyTransaction(payload)).kind === 'verified',
    );
    const notificationMs = await time(
      count.map(() => apple.signNotification({ notificationType: 'REFUND' }, { productId: 'ng.blynd.tokens.starter' })),
      async (payload) => {
        const outer = await store.verifyNotification(payload);
        if (outer.kind !== 'verified' || !outer.value.data?.signedTransactionInfo) return false;
        return (await store.verifyTransaction(outer.value.data.signedTransactionInfo)).kind === 'verified';
      },
    );
    return { transactionMs, notificationMs };
  } finally {
    apple.close();
  }
}
