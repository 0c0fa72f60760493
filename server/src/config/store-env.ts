import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * SHA-256 of the DER of Apple's roots (https://www.apple.com/certificateauthority/): Apple Inc. Root, Apple Root CA -
 * G2 and Apple Root CA - G3 (the one StoreKit 2 chains to today). In production every configured root must be one of
 * these, so a generated test root can never sign purchases there (decision 0144).
 */
export const APPLE_ROOT_SHA256 = {
  'Apple Inc. Root': 'b0b1730ecbc7ff4505142c49f1295e6eda6bcaed7e2c68c5be91b5a11001f024',
  'Apple Root CA - G2': 'c2b9b042dd57830e7d117dac55ac8ae19407d38e41d88f3215bc3a890444a050',
  'Apple Root CA - G3': '63343abfb89a6a03ebb57e9b3f5fa7be7c4f5c756f3017b3a8c488c3653e9179',
} as const;

export const GOOGLE_DEFAULT_URLS = {
  GOOGLE_PLAY_API_URL: 'https://androidpublisher.googleapis.com',
  GOOGLE_OAUTH_TOKEN_URL: 'https://oauth2.googleapis.com/token',
  GOOGLE_PUBSUB_CERTS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
} as const;

const url = z.url({ error: 'must be a URL' });
const text = z.string().trim().min(1).optional();
const feeRate = z.coerce
  .number({ error: 'must be a fraction from 0 to 1 (0.15 is 15%)' })
  .min(0)
  .max(1, { error: 'must be a fraction from 0 to 1 (0.15 is 15%)' })
  .default(0.15);

export type RootCertificate = { path: string; der: Buffer; sha256: string; subject: string };

/** Each path's certificates, PEM (one or more blocks) or DER; a file that holds none is a configuration error. */
function readRoots(value: string, ctx: z.RefinementCtx): RootCertificate[] {
  const roots: RootCertificate[] = [];
  for (const path of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    try {
      const bytes = readFileSync(path);
      const pem = bytes.toString('latin1');
      const ders = pem.includes('-----BEGIN CERTIFICATE-----')
        ? [...pem.matchAll(/-----BEGIN CERTIFICATE-----([\s\S]+?)-----END CERTIFICATE-----/g)].map((block) =>
            Buffer.from(block[1]!.replace(/\s+/g, ''), 'base64'),
          )
        : [bytes];
      for (const der of ders) {
        const certificate = new X509Certificate(der);
        roots.push({
          path,
          der: certificate.raw,
          sha256: createHash('sha256').update(certificate.raw).digest('hex'),
          subject: certificate.subject.replace(/\n/g, ', '),
        });
      }
    } catch (error) {
      const reason = error instanceof Error && 'code' in error ? String(error.code) : 'not a certificate';
      ctx.addIssue({ code: 'custom', message: `cannot read a DER or PEM certificate from ${path} (${reason})` });
    }
  }
  return roots;
}

/** The store keys of the environment (decision 0144), part of config/env.ts's schema. */
export const storeEnvShape = {
  APPLE_BUNDLE_ID: text,
  APPLE_APP_APPLE_ID: z.coerce.number({ error: "must be the app's numeric Apple ID" }).int().positive().optional(),
  APPLE_ENVIRONMENT: z.enum(['Production', 'Sandbox'], { error: 'must be Production or Sandbox' }).optional(),
  APPLE_ROOT_CA_PATHS: z
    .string()
    .transform((value, ctx) => readRoots(value, ctx))
    .optional(),
  /** Apple's OCSP checks of the signing certificates (the library's online checks); on by default in production. */
  APPLE_ONLINE_CHECKS: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  GOOGLE_PLAY_PACKAGE_NAME: text,
  GOOGLE_SERVICE_ACCOUNT: text,
  GOOGLE_PLAY_API_URL: url.default(GOOGLE_DEFAULT_URLS.GOOGLE_PLAY_API_URL),
  GOOGLE_OAUTH_TOKEN_URL: url.default(GOOGLE_DEFAULT_URLS.GOOGLE_OAUTH_TOKEN_URL),
  GOOGLE_PUBSUB_AUDIENCE: text,
  GOOGLE_PUBSUB_CERTS_URL: url.default(GOOGLE_DEFAULT_URLS.GOOGLE_PUBSUB_CERTS_URL),
  /** The service account Pub/Sub signs its push tokens as (the push subscription's). */
  GOOGLE_PUBSUB_SERVICE_ACCOUNT: z.email({ error: 'must be a service account email' }).optional(),
  GOOGLE_VOIDED_INTERVAL_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .int({ error: 'must be whole minutes' })
    .min(0)
    .max(1440)
    .default(60),
  /** A staging deployment under NODE_ENV=production that takes App Store sandbox and Play test purchases. */
  STORE_ALLOW_SANDBOX: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  STORE_FEE_RATE_APPLE: feeRate,
  STORE_FEE_RATE_GOOGLE: feeRate,
};

type StoreEnv = z.infer<z.ZodObject<typeof storeEnvShape>> & { NODE_ENV: 'development' | 'test' | 'production' };

const APPLE_KEYS = ['APPLE_BUNDLE_ID', 'APPLE_ROOT_CA_PATHS'] as const;
// Without the push service account any Google project could push to this endpoint with this audience.
const GOOGLE_KEYS = [
  'GOOGLE_PLAY_PACKAGE_NAME',
  'GOOGLE_SERVICE_ACCOUNT',
  'GOOGLE_PUBSUB_AUDIENCE',
  'GOOGLE_PUBSUB_SERVICE_ACCOUNT',
] as const;
const isGoogleUrl = (value: string) => {
  const parsed = new URL(value);
  return parsed.protocol === 'https:' && parsed.hostname.endsWith('.googleapis.com');
};

/**
 * A store is configured with all of its keys or none (then its routes answer 503); production trusts only Apple's
 * roots and Google's hosts, and refuses sandboxes unless STORE_ALLOW_SANDBOX says this is a staging deployment.
 */
export function refuseStoreSettings(env: StoreEnv, ctx: z.RefinementCtx) {
  const requireAll = (keys: readonly (keyof StoreEnv)[], store: string) => {
    if (!keys.some((key) => env[key] !== undefined)) return;
    for (const key of keys)
      if (env[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: `is required to sell through ${store}` });
  };
  requireAll(APPLE_KEYS, 'the App Store');
  requireAll(GOOGLE_KEYS, 'Google Play');
  const appleEnvironment = env.APPLE_ENVIRONMENT ?? 'Production';
  if (env.APPLE_BUNDLE_ID && appleEnvironment === 'Production' && env.APPLE_APP_APPLE_ID === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['APPLE_APP_APPLE_ID'],
      message: 'is required with APPLE_ENVIRONMENT=Production',
    });
  if (env.NODE_ENV !== 'production') return;
  const known = new Set<string>(Object.values(APPLE_ROOT_SHA256));
  for (const root of env.APPLE_ROOT_CA_PATHS ?? [])
    if (!known.has(root.sha256))
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_ROOT_CA_PATHS'],
        message: `${root.path} (${root.subject}) is not one of Apple's root certificates; production trusts only Apple's roots`,
      });
  if (env.APPLE_BUNDLE_ID && appleEnvironment === 'Sandbox' && !env.STORE_ALLOW_SANDBOX)
    ctx.addIssue({
      code: 'custom',
      path: ['APPLE_ENVIRONMENT'],
      message:
        'must be Production in production (Sandbox purchases are not paid); STORE_ALLOW_SANDBOX=true for a staging deployment',
    });
  if (env.APPLE_BUNDLE_ID && env.APPLE_ONLINE_CHECKS === false)
    ctx.addIssue({
      code: 'custom',
      path: ['APPLE_ONLINE_CHECKS'],
      message: "must not be false in production (Apple's revocation checks of the signing certificates)",
    });
  for (const key of ['GOOGLE_PLAY_API_URL', 'GOOGLE_OAUTH_TOKEN_URL', 'GOOGLE_PUBSUB_CERTS_URL'] as const)
    if (env.GOOGLE_PLAY_PACKAGE_NAME && !isGoogleUrl(env[key]))
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `must be Google's (https://….googleapis.com) in production; the default is ${GOOGLE_DEFAULT_URLS[key]}`,
      });
}

/** The stores' part of the configuration: each store's settings, or undefined when it is not configured. */
export function storeConfigOf(env: StoreEnv) {
  const isProduction = env.NODE_ENV === 'production';
  const acceptSandbox = !isProduction || env.STORE_ALLOW_SANDBOX === true;
  const apple =
    env.APPLE_BUNDLE_ID && env.APPLE_ROOT_CA_PATHS?.length
      ? {
          bundleId: env.APPLE_BUNDLE_ID,
          appAppleId: env.APPLE_APP_APPLE_ID,
          environment: env.APPLE_ENVIRONMENT ?? ('Production' as const),
          rootCertificates: env.APPLE_ROOT_CA_PATHS.map((root) => root.der),
          onlineChecks: env.APPLE_ONLINE_CHECKS ?? isProduction,
        }
      : undefined;
  const google =
    env.GOOGLE_PLAY_PACKAGE_NAME &&
    env.GOOGLE_SERVICE_ACCOUNT &&
    env.GOOGLE_PUBSUB_AUDIENCE &&
    env.GOOGLE_PUBSUB_SERVICE_ACCOUNT
      ? {
          packageName: env.GOOGLE_PLAY_PACKAGE_NAME,
          /** The JSON key itself, or a path to it (lib/push readServiceAccount). */
          serviceAccount: env.GOOGLE_SERVICE_ACCOUNT,
          apiUrl: env.GOOGLE_PLAY_API_URL.replace(/\/$/, ''),
          oauthTokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
          pubsubAudience: env.GOOGLE_PUBSUB_AUDIENCE,
          pubsubCertsUrl: env.GOOGLE_PUBSUB_CERTS_URL,
          pubsubServiceAccount: env.GOOGLE_PUBSUB_SERVICE_ACCOUNT,
          voidedIntervalMinutes: env.GOOGLE_VOIDED_INTERVAL_MINUTES,
        }
      : undefined;
  return {
    apple,
    google,
    /** Sandbox (App Store) and test (Play license tester) purchases credit only outside production, or on staging. */
    acceptSandbox,
    /** What each store keeps of a sale, for revenue (decision 0144). */
    feeRates: { apple: env.STORE_FEE_RATE_APPLE, google: env.STORE_FEE_RATE_GOOGLE },
  };
}

export type StoreConfig = ReturnType<typeof storeConfigOf>;
