import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { parseAddressList } from './address-list';
import { weakSecretReason } from './secret-strength';
import { refuseStoreSettings, storeConfigOf, storeEnvShape } from './store-env';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const url = z.url({ error: 'must be a URL' });
const optionalText = z.string().trim().min(1).optional();

/** The store, blog and social links shipped as examples; the start banner warns while any is still in use. */
export const PLACEHOLDER_SITE_LINKS = {
  APPLE_STORE_URL: 'https://apps.apple.com/app/blynd/id6444000000',
  GOOGLE_STORE_URL: 'https://play.google.com/store/apps/details?id=app.blynd',
  BLOG_URL: 'https://blog.blynd.app',
  X_URL: 'https://x.com/blyndapp',
  INSTAGRAM_URL: 'https://www.instagram.com/blyndapp',
  FACEBOOK_URL: 'https://www.facebook.com/blyndapp',
  TIKTOK_URL: 'https://www.tiktok.com/@blyndapp',
} as const;

/**
 * The hidden contacts' hash key outside production (decision 0164): fixed, so hashes kept in a development database
 * still match after a restart; published here, so production refuses it.
 */
export const DEVELOPMENT_CONTACT_HASH_KEY = 'development-only-contact-hash-key-never-in-production';

/** The demo admin's password and access code as published; refused in production. */
export const PUBLISHED_DEMO_KEYS = { ADMIN_PASSWORD: 'DemoAdmin!2026', ADMIN_ACCESS_CODE: '246810' } as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
    PUBLIC_URL: url.optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
    PGLITE_DIR: z.string().min(1).default('./data/pglite'),
    MEDIA_DIR: z.string().min(1).optional(),
    PHOTO_STORAGE: z.enum(['disk', 's3'], { error: 'must be disk or s3' }).default('disk'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url({ error: 'must be a URL' }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    SEED_DEMO: bool.optional(),
    JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** The key of the hidden contacts' hash (decision 0164); required in production, where the development key is refused. */
    CONTACT_HASH_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    ADMIN_ACCESS_CODE: z.string().min(4, { error: 'must be at least 4 characters' }).optional(),
    PAYSTACK_SECRET_KEY: optionalText,
    PAYSTACK_BASE_URL: url.optional(),
    PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
    PAYSTACK_ALLOW_TEST_KEYS: bool.optional(),
    PAYMENTS_RECONCILE_INTERVAL_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int({ error: 'must be whole minutes' })
      .min(0)
      .max(1440)
      .default(15),
    TOKENS_LEDGER_CHECK_INTERVAL_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .int({ error: 'must be whole minutes' })
      .min(0)
      .max(1440)
      .default(60),
    AUCTIONS_TICK_SECONDS: z.coerce
      .number({ error: 'must be a number of seconds' })
      .int({ error: 'must be whole seconds' })
      .min(0)
      .max(10)
      .default(2),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Blynd <no-reply@blynd.app>'),
    MAIL_FLUSH_INTERVAL_MS: z.coerce
      .number({ error: 'must be a number' })
      .int()
      .min(500)
      .max(3_600_000)
      .default(60_000),
    FIREBASE_SERVICE_ACCOUNT: optionalText,
    // Web push for /app (decision 0167): the application server's P-256 key pair, base64url as web-push makes it.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, {
        error: 'must be a base64url P-256 public key (npx web-push generate-vapid-keys)',
      })
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, {
        error: 'must be a base64url P-256 private key (npx web-push generate-vapid-keys)',
      })
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, { error: 'must be a mailto: or https: URL' })
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { error: 'must be a redis:// URL' })
      .optional(),
    REDIS_PREFIX: z
      .string()
      .trim()
      .max(60)
      .regex(/^[\w:.-]*$/, { error: 'must be letters, digits, _ : . -' })
      .default(''),
    MIN_APP_VERSION: z.coerce.number({ error: 'must be a number' }).int().min(0).default(1),
    PRODUCT_NAME: z.string().trim().min(1).default('Blynd'),
    APPLE_STORE_URL: url.default(PLACEHOLDER_SITE_LINKS.APPLE_STORE_URL),
    GOOGLE_STORE_URL: url.default(PLACEHOLDER_SITE_LINKS.GOOGLE_STORE_URL),
    BLOG_URL: url.default(PLACEHOLDER_SITE_LINKS.BLOG_URL),
    X_URL: url.default(PLACEHOLDER_SITE_LINKS.X_URL),
    INSTAGRAM_URL: url.default(PLACEHOLDER_SITE_LINKS.INSTAGRAM_URL),
    FACEBOOK_URL: url.default(PLACEHOLDER_SITE_LINKS.FACEBOOK_URL),
    TIKTOK_URL: url.default(PLACEHOLDER_SITE_LINKS.TIKTOK_URL),
    COMPANY_NAME: z.string().trim().min(2).max(120).default('Blynd Technologies Ltd'),
    CONTACT_EMAIL: z.email({ error: 'must be an email address' }).default('hello@blynd.app'),
    /** Who answers child-safety reports (Google Play's child-safety standards): `Name or role <email>`, or an email. */
    CHILD_SAFETY_CONTACT: z
      .string()
      .trim()
      .max(200)
      .transform((value, ctx) => {
        const contact = parseChildSafetyContact(value);
        if (!contact)
          ctx.addIssue({ code: 'custom', message: 'must be an email address, or a name with it: Name <email>' });
        return contact ?? { name: '', email: '' };
      })
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(/^(false|true|\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, {
        error: 'must be false, a hop count, or proxy addresses (IP, CIDR, loopback)',
      })
      .optional(),
    SMS_PROVIDER: z.enum(['sandbox', 'termii'], { error: 'must be sandbox or termii' }).optional(),
    SMS_API_KEY: optionalText,
    SMS_SENDER_ID: z.string().trim().min(3).max(11, { error: 'must be 3 to 11 characters' }).optional(),
    SMS_BASE_URL: url.default('https://api.ng.termii.com'),
    SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
    SMS_TEST_NUMBERS: z
      .string()
      .regex(/^\s*(234\d{10}:\d{6})(\s*,\s*234\d{10}:\d{6})*\s*$/, {
        error: 'must be comma-separated 234XXXXXXXXXX:123456 pairs',
      })
      .optional(),
    LIVENESS_PROVIDER: z.enum(['sandbox', 'rekognition'], { error: 'must be sandbox or rekognition' }).optional(),
    LIVENESS_AWS_REGION: z
      .string()
      .trim()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, { error: 'must be an AWS region such as eu-west-1' })
      .optional(),
    AWS_REGION: z
      .string()
      .trim()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, { error: 'must be an AWS region such as eu-west-1' })
      .optional(),
    LIVENESS_AWS_ACCESS_KEY_ID: optionalText,
    LIVENESS_AWS_SECRET_ACCESS_KEY: optionalText,
    LIVENESS_ENDPOINT: url.optional(),
    LIVENESS_MIN_CONFIDENCE: z.coerce
      .number({ error: 'must be a number from 0 to 1' })
      .min(0)
      .max(1, { error: 'must be a number from 0 to 1 (0.9 is 90%)' })
      .default(0.9),
    LIVENESS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
    SCREENING_PROVIDER: z
      .enum(['local', 'rekognition', 'sandbox'], { error: 'must be local, rekognition or sandbox' })
      .default('local'),
    SCREENING_AWS_REGION: z
      .string()
      .trim()
      .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, { error: 'must be an AWS region such as eu-west-1' })
      .optional(),
    SCREENING_AWS_ACCESS_KEY_ID: optionalText,
    SCREENING_AWS_SECRET_ACCESS_KEY: optionalText,
    SCREENING_ENDPOINT: url.optional(),
    SCREENING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
    METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    METRICS_ALLOW: z
      .string()
      .transform((value, ctx) => {
        const parsed = parseAddressList(value);
        if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
        return typeof parsed === 'string' ? [] : parsed;
      })
      .optional(),
    // App Store and Google Play (decision 0144): config/store-env.ts.
    ...storeEnvShape,
  })
  .superRefine((env, ctx) => {
    refuseStoreSettings(env, ctx);
    if (env.PHOTO_STORAGE === 's3' && !env.S3_BUCKET)
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with PHOTO_STORAGE=s3' });
    if (env.SMS_PROVIDER === 'termii') {
      for (const key of ['SMS_API_KEY', 'SMS_SENDER_ID'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with SMS_PROVIDER=termii' });
      }
    }
    requireAwsSettings(env, ctx, 'LIVENESS');
    requireAwsSettings(env, ctx, 'SCREENING');
    refusePublishedAdminKeys(env, ctx);
    if (env.NODE_ENV !== 'production') return;
    for (const key of [
      'JWT_SECRET',
      'PAYSTACK_SECRET_KEY',
      'DATABASE_URL',
      'PUBLIC_URL',
      'CHILD_SAFETY_CONTACT',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production' });
    }
    // Length alone let 'x' repeated 32 times sign every token (decision 0084).
    const weakJwtSecret = env.JWT_SECRET ? weakSecretReason(env.JWT_SECRET) : null;
    if (weakJwtSecret) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: weakJwtSecret });
    // Hidden contacts (decision 0164): with a known key anyone holding the table could hash every number and read it.
    if (!env.CONTACT_HASH_KEY)
      ctx.addIssue({ code: 'custom', path: ['CONTACT_HASH_KEY'], message: 'is required in production' });
    else if (env.CONTACT_HASH_KEY === DEVELOPMENT_CONTACT_HASH_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['CONTACT_HASH_KEY'],
        message: 'must not be the published development key',
      });
    else if (weakSecretReason(env.CONTACT_HASH_KEY))
      ctx.addIssue({ code: 'custom', path: ['CONTACT_HASH_KEY'], message: weakSecretReason(env.CONTACT_HASH_KEY)! });
    const weakMetricsToken = env.METRICS_TOKEN ? weakSecretReason(env.METRICS_TOKEN) : null;
    if (weakMetricsToken) ctx.addIssue({ code: 'custom', path: ['METRICS_TOKEN'], message: weakMetricsToken });
    if (env.METRICS_ALLOW?.some((range) => range.prefix === 0))
      ctx.addIssue({ code: 'custom', path: ['METRICS_ALLOW'], message: 'must not allow every address in production' });
    // The demo members' phones and birthdays are published (README): they have no place in a real database.
    if (env.SEED_DEMO)
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message:
          'must not be true in production: the demo data set is published (phones, birthdays, the demo admin); seed a staging database without NODE_ENV=production',
      });
    // `true` believes every client's X-Forwarded-For, so any per-IP limit could be escaped (decision 0029).
    if (env.TRUST_PROXY === 'true')
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message: "must name the proxy's address in production, not true",
      });
    if ((env.SMS_PROVIDER ?? 'sandbox') === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'must name a real SMS provider in production (the sandbox sends nothing)',
      });
    }
    if ((env.LIVENESS_PROVIDER ?? 'sandbox') === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['LIVENESS_PROVIDER'],
        message: 'must name a real liveness provider in production (the sandbox passes everyone)',
      });
    }
    // The sandbox approves every photo unseen (decision 0143).
    if (env.SCREENING_PROVIDER === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['SCREENING_PROVIDER'],
        message: 'must be local or rekognition in production (the sandbox approves every photo unseen)',
      });
    }
    if (env.PAYSTACK_SECRET_KEY && !/^sk_(live|test)_/.test(env.PAYSTACK_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message: 'must be a Paystack secret key (sk_live_... or sk_test_...)',
      });
    }
    // A test key in production takes real sign-ups through checkouts where no money moves (decision 0022).
    if (env.PAYSTACK_SECRET_KEY?.startsWith('sk_test_') && !env.PAYSTACK_ALLOW_TEST_KEYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYSTACK_SECRET_KEY'],
        message:
          'is a test key (sk_test_...); production needs a live key, or PAYSTACK_ALLOW_TEST_KEYS=true for a staging deployment',
      });
    }
  });

export type RawEnv = z.infer<typeof envSchema>;

/**
 * Production, or a site reachable from other machines (a PUBLIC_URL that is not loopback, decision 0126): the
 * published demo admin and the Paystack sandbox are for this machine only, as the SMS sandbox is (decision 0078).
 */
const servesPubliclyOf = (env: Pick<RawEnv, 'NODE_ENV' | 'PUBLIC_URL'>) =>
  env.NODE_ENV === 'production' || (env.PUBLIC_URL !== undefined && !isLoopbackUrl(env.PUBLIC_URL));

/**
 * The demo admin's keys are published (README, docs/domain-rules.md#demo-data-set): an admin anyone else can
 * reach must have keys of its own.
 */
function refusePublishedAdminKeys(env: RawEnv, ctx: z.RefinementCtx) {
  if (!servesPubliclyOf(env)) return;
  const where = env.NODE_ENV === 'production' ? 'in production' : 'when PUBLIC_URL is not a loopback address';
  for (const key of ['ADMIN_PASSWORD', 'ADMIN_ACCESS_CODE'] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${where}` });
    else if (env[key] === PUBLISHED_DEMO_KEYS[key])
      ctx.addIssue({ code: 'custom', path: [key], message: `must not be the published demo value ${where}` });
  }
}

export type Config = ReturnType<typeof buildConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses and validates the environment once; throws ConfigError listing every bad key. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`));
  }
  return buildConfig(parsed.data);
}

/** Whether the URL's host is this machine only (localhost, 127.0.0.0/8, ::1). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
}

/**
 * The SMS sandbox hands anyone any number's code, so it runs only when asked for (SMS_PROVIDER=sandbox, which
 * `npm start` sets for the embedded default) or when the site is served on this machine only (decision 0078).
 * Otherwise, with no provider set, no code is sent at all.
 */
const smsProviderOf = (env: RawEnv, publicUrl: string): 'sandbox' | 'termii' | 'none' =>
  env.SMS_PROVIDER ?? (isLoopbackUrl(publicUrl) ? 'sandbox' : 'none');

function buildConfig(env: RawEnv) {
  const isProduction = env.NODE_ENV === 'production';
  const usesEmbeddedDb = !env.DATABASE_URL;
  const inMemoryDb = env.PGLITE_DIR.startsWith('memory://');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const servesPublicly = servesPubliclyOf(env);
  const sandboxPayments = !env.PAYSTACK_SECRET_KEY;
  const payments: 'paystack' | 'sandbox' | 'none' = !sandboxPayments ? 'paystack' : servesPublicly ? 'none' : 'sandbox';
  return {
    env: env.NODE_ENV,
    isProduction,
    /** Production or a non-loopback PUBLIC_URL: no published demo admin, no Paystack sandbox (decision 0126). */
    servesPublicly,
    port: env.PORT,
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    database: {
      url: env.DATABASE_URL,
      pgliteDir: env.PGLITE_DIR,
      usesEmbeddedDb,
      poolSize: env.DB_POOL_SIZE,
    },
    mediaDir: env.MEDIA_DIR,
    photoStorage: {
      kind: env.PHOTO_STORAGE,
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    },
    seedDemo: env.SEED_DEMO ?? usesEmbeddedDb,
    jwtSecret: env.JWT_SECRET ?? localJwtSecret(usesEmbeddedDb && !inMemoryDb ? env.PGLITE_DIR : undefined),
    /** Keys the hash of each hidden contact (decision 0164); a fixed published key outside production only. */
    contactHashKey: env.CONTACT_HASH_KEY ?? DEVELOPMENT_CONTACT_HASH_KEY,
    firstAdmin: {
      email: (env.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(),
      password: env.ADMIN_PASSWORD ?? 'DemoAdmin!2026',
      accessCode: env.ADMIN_ACCESS_CODE ?? '246810',
    },
    paystack: {
      /** The local sandbox speaks for Paystack: no key, and this machine only. Public with no key: no payments. */
      sandbox: payments === 'sandbox',
      mode: payments,
      secretKey: env.PAYSTACK_SECRET_KEY ?? 'sk_test_sandbox_local_only',
      baseUrl: (
        env.PAYSTACK_BASE_URL ?? (sandboxPayments ? `${publicUrl}/sandbox/paystack` : 'https://api.paystack.co')
      ).replace(/\/$/, ''),
      timeoutMs: env.PAYSTACK_TIMEOUT_MS,
    },
    /** Minutes between in-process reconciliation runs (0: off, e.g. when cron runs `npm run payments:reconcile`). */
    reconcileIntervalMinutes: env.PAYMENTS_RECONCILE_INTERVAL_MINUTES,
    /** Minutes between in-process token ledger checks (0: off, e.g. when cron runs `npm run tokens:verify`). */
    ledgerCheckIntervalMinutes: env.TOKENS_LEDGER_CHECK_INTERVAL_MINUTES,
    /** Seconds between auction settlement and ending-soon runs (0: off); at most 10 so an auction settles within 10 s. */
    auctionsTickSeconds: env.AUCTIONS_TICK_SECONDS,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, flushIntervalMs: env.MAIL_FLUSH_INTERVAL_MS },
    sms: {
      provider: smsProviderOf(env, publicUrl),
      apiKey: env.SMS_API_KEY ?? '',
      senderId: env.SMS_SENDER_ID ?? '',
      baseUrl: env.SMS_BASE_URL.replace(/\/$/, ''),
      timeoutMs: env.SMS_TIMEOUT_MS,
      testNumbers: parseTestNumbers(env.SMS_TEST_NUMBERS),
    },
    liveness: {
      provider: env.LIVENESS_PROVIDER ?? 'sandbox',
      minConfidence: env.LIVENESS_MIN_CONFIDENCE,
      region: env.LIVENESS_AWS_REGION ?? env.AWS_REGION,
      endpoint: env.LIVENESS_ENDPOINT,
      credentials:
        env.LIVENESS_AWS_ACCESS_KEY_ID && env.LIVENESS_AWS_SECRET_ACCESS_KEY
          ? { accessKeyId: env.LIVENESS_AWS_ACCESS_KEY_ID, secretAccessKey: env.LIVENESS_AWS_SECRET_ACCESS_KEY }
          : undefined,
      timeoutMs: env.LIVENESS_TIMEOUT_MS,
    },
    /** Photo and face screening (decisions 0140 to 0143). */
    screening: {
      provider: env.SCREENING_PROVIDER,
      region: env.SCREENING_AWS_REGION ?? env.AWS_REGION,
      endpoint: env.SCREENING_ENDPOINT,
      credentials:
        env.SCREENING_AWS_ACCESS_KEY_ID && env.SCREENING_AWS_SECRET_ACCESS_KEY
          ? { accessKeyId: env.SCREENING_AWS_ACCESS_KEY_ID, secretAccessKey: env.SCREENING_AWS_SECRET_ACCESS_KEY }
          : undefined,
      timeoutMs: env.SCREENING_TIMEOUT_MS,
    },
    /** GET /metrics (decision 0128): a Bearer token, allowed addresses, both, or neither (then it is not served). */
    metrics: { token: env.METRICS_TOKEN, allow: env.METRICS_ALLOW ?? [] },
    /** App Store and Google Play purchases (decision 0144): each store's settings, or undefined (503). */
    store: storeConfigOf(env),
    firebaseServiceAccount: env.FIREBASE_SERVICE_ACCOUNT,
    /** Web push keys (decision 0167): configured, or kept beside the embedded database outside production and tests. */
    webPush: webPushKeysOf(env, usesEmbeddedDb && !inMemoryDb ? env.PGLITE_DIR : undefined),
    redisUrl: env.REDIS_URL,
    /** Prefixes the live channels in Redis, so several deployments (or test runs) can share one Redis. */
    redisPrefix: env.REDIS_PREFIX,
    minAppVersion: env.MIN_APP_VERSION,
    site: {
      productName: env.PRODUCT_NAME,
      appleStoreUrl: env.APPLE_STORE_URL,
      googleStoreUrl: env.GOOGLE_STORE_URL,
      blogUrl: env.BLOG_URL,
      xUrl: env.X_URL,
      instagramUrl: env.INSTAGRAM_URL,
      facebookUrl: env.FACEBOOK_URL,
      tiktokUrl: env.TIKTOK_URL,
      companyName: env.COMPANY_NAME,
      contactEmail: env.CONTACT_EMAIL,
      // The child-safety page names them (decision 0138); outside production the company's address stands in.
      childSafetyContactName: env.CHILD_SAFETY_CONTACT?.name || 'Our child safety lead',
      childSafetyContactEmail: env.CHILD_SAFETY_CONTACT?.email ?? env.CONTACT_EMAIL,
    },
    placeholderSiteLinks: (Object.keys(PLACEHOLDER_SITE_LINKS) as (keyof typeof PLACEHOLDER_SITE_LINKS)[]).filter(
      (key) => env[key] === PLACEHOLDER_SITE_LINKS[key],
    ),
  };
}

/** `Name or role <email>` or a bare email address; undefined for anything else. */
function parseChildSafetyContact(value: string): { name: string; email: string } | undefined {
  const named = /^(.+?)\s*<([^<>\s]+)>$/.exec(value);
  const [name, email] = named ? [named[1]!.trim(), named[2]!] : ['', value];
  return z.email().safeParse(email).success ? { name, email } : undefined;
}

/** App-store reviewers sign in with a fixed code: `234XXXXXXXXXX:123456,...`. */
function parseTestNumbers(value: string | undefined): ReadonlyMap<string, string> {
  const pairs = (value ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean);
  return new Map(pairs.map((pair) => pair.split(':') as [string, string]));
}

/** Outside production a secret is generated once and kept beside the embedded database. */
function localJwtSecret(pgliteDir: string | undefined): string {
  if (!pgliteDir) return randomBytes(48).toString('hex');
  const file = join(dirname(resolve(pgliteDir)), '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('hex');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * VAPID keys from the configuration; outside production, generated once and kept beside the embedded database like
 * the JWT secret (./data/.vapid-keys.json). Tests (NODE_ENV=test) and an in-memory database get none unless given:
 * web push is then off, as FCM is without its service account.
 */
function webPushKeysOf(env: RawEnv, pgliteDir: string | undefined) {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (env.NODE_ENV !== 'development' || !pgliteDir) return undefined;
  const file = join(dirname(resolve(pgliteDir)), '.vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    // What `web-push generate-vapid-keys` makes: a P-256 pair, the public key uncompressed, both base64url.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const privateKey = ecdh.getPrivateKey();
    const pair = {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
    };
    writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}

/** A Rekognition provider (liveness, screening) needs a region, and its own keys come as a pair or not at all. */
function requireAwsSettings(env: RawEnv, ctx: z.RefinementCtx, prefix: 'LIVENESS' | 'SCREENING') {
  if (env[`${prefix}_PROVIDER`] === 'rekognition' && !env[`${prefix}_AWS_REGION`] && !env.AWS_REGION) {
    ctx.addIssue({
      code: 'custom',
      path: [`${prefix}_AWS_REGION`],
      message: `is required with ${prefix}_PROVIDER=rekognition (or set AWS_REGION)`,
    });
  }
  if (!env[`${prefix}_AWS_ACCESS_KEY_ID`] !== !env[`${prefix}_AWS_SECRET_ACCESS_KEY`]) {
    ctx.addIssue({
      code: 'custom',
      path: [`${prefix}_AWS_SECRET_ACCESS_KEY`],
      message: `set both ${prefix}_AWS_ACCESS_KEY_ID and ${prefix}_AWS_SECRET_ACCESS_KEY, or neither (the SDK default chain)`,
    });
  }
}
