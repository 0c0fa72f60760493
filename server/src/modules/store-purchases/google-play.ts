import { createSign } from 'node:crypto';
import { z } from 'zod';

/** The scope the Play Developer API asks of a service account's access token. */
const ANDROIDPUBLISHER_SCOPE = 'https://www.googleapis.com/auth/androidpublisher';
/** Google's own endpoints: the defaults, and what production accepts (config). */
export const GOOGLE_PLAY_API_URL = 'https://androidpublisher.googleapis.com';
export const GOOGLE_OAUTH_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** A Play call on a member's request waits this long at most. */
const CALL_TIMEOUT_MS = 10_000;

export type GoogleServiceAccount = { client_email: string; private_key: string; private_key_id?: string };

export type GooglePlaySettings = {
  packageName: string;
  serviceAccount: GoogleServiceAccount;
  apiUrl: string;
  oauthTokenUrl: string;
};

/** The Play Developer API could not answer (network, time-out, 5xx, our credentials refused): try again later. */
export class GooglePlayUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`Google Play unavailable: ${reason}`);
    this.name = 'GooglePlayUnavailableError';
  }
}

/** Why Google refused to describe a purchase token: none of these is worth retrying. */
export type PlayRefusal = 'other-package' | 'other-product' | 'unknown-token';

const int64 = z.union([z.string(), z.number()]).transform((value) => Number(value));

/** purchases.products.get: a one-time (consumable) product purchase. */
const productPurchaseSchema = z.object({
  orderId: z.string().min(1).optional(),
  purchaseTimeMillis: int64,
  /** 0 purchased, 1 canceled, 2 pending. */
  purchaseState: z.number().int(),
  /** 0 yet to be consumed, 1 consumed. */
  consumptionState: z.number().int().optional(),
  /** 0 yet to be acknowledged, 1 acknowledged. */
  acknowledgementState: z.number().int().optional(),
  /** 0 test (license testing), 1 promo, 2 rewarded; absent for a real purchase. */
  purchaseType: z.number().int().optional(),
  obfuscatedExternalAccountId: z.string().optional(),
  regionCode: z.string().optional(),
  quantity: z.number().int().optional(),
});
export type ProductPurchase = z.infer<typeof productPurchaseSchema>;

const moneySchema = z.object({
  currencyCode: z.string(),
  units: int64.optional(),
  nanos: z.number().int().optional(),
});

/** purchases.subscriptionsv2.get: a subscription purchase (Premium on Google Play). */
const subscriptionPurchaseSchema = z.object({
  subscriptionState: z.string(),
  latestOrderId: z.string().optional(),
  startTime: z.string().optional(),
  acknowledgementState: z.string().optional(),
  linkedPurchaseToken: z.string().optional(),
  testPurchase: z.object({}).passthrough().optional(),
  externalAccountIdentifiers: z.object({ obfuscatedExternalAccountId: z.string().optional() }).optional(),
  lineItems: z
    .array(
      z.object({
        productId: z.string(),
        expiryTime: z.string().optional(),
        latestSuccessfulOrderId: z.string().optional(),
        autoRenewingPlan: z.object({ recurringPrice: moneySchema.optional() }).passthrough().optional(),
      }),
    )
    .min(1),
});
export type SubscriptionPurchase = z.infer<typeof subscriptionPurchaseSchema>;

const voidedPurchasesSchema = z.object({
  voidedPurchases: z
    .array(
      z.object({
        purchaseToken: z.string(),
        orderId: z.string().optional(),
        voidedTimeMillis: int64,
        purchaseTimeMillis: int64.optional(),
      }),
    )
    .optional(),
  tokenPagination: z.object({ nextPageToken: z.string().optional() }).optional(),
});
export type VoidedPurchase = NonNullable<z.infer<typeof voidedPurchasesSchema>['voidedPurchases']>[number];

export type PlayAnswer<T> = { kind: 'found'; purchase: T } | { kind: 'refused'; refusal: PlayRefusal };

export type GooglePlayClient = {
  readonly packageName: string;
  getProduct(productId: string, token: string): Promise<PlayAnswer<ProductPurchase>>;
  getSubscription(token: string): Promise<PlayAnswer<SubscriptionPurchase>>;
  /** A consumable is consumed (which acknowledges it too), so the member can buy the pack again. */
  consumeProduct(productId: string, token: string): Promise<void>;
  acknowledgeSubscription(productId: string, token: string): Promise<void>;
  /** One page of voided purchases (one-time and subscriptions) voided since `since`. */
  listVoided(since: Date, pageToken?: string): Promise<{ voided: VoidedPurchase[]; nextPageToken?: string }>;
};

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An RS256 JWT over `claims`, signed with a PEM private key (the service account's JWT-bearer assertion). */
export function signRs256Jwt(claims: Record<string, unknown>, privateKey: string, keyId?: string): string {
  const head = `${b64url({ alg: 'RS256', typ: 'JWT', ...(keyId ? { kid: keyId } : {}) })}.${b64url(claims)}`;
  const signature = createSign('RSA-SHA256').update(head).sign(privateKey).toString('base64url');
  return `${head}.${signature}`;
}

type Androidpublisher = import('@googleapis/androidpublisher').androidpublisher_v3.Androidpublisher;

/**
 * The Play Developer API as this server uses it (decision 0159): an access token got with the service account's
 * signed JWT-bearer assertion at GOOGLE_OAUTH_TOKEN_URL and kept until shortly before it expires, then
 * `@googleapis/androidpublisher` rooted at GOOGLE_PLAY_API_URL. Answers are parsed with zod; Google's refusals of a
 * token come back as values, anything else as GooglePlayUnavailableError.
 */
export function createGooglePlayClient(settings: GooglePlaySettings): GooglePlayClient {
  let api: Promise<Androidpublisher> | undefined;
  let access: { token: string; renewAt: number } | undefined;
  let fetching: Promise<string> | undefined;

  const publisher = () =>
    // Loaded on first use: the generated client costs half a second to load.
    (api ??= import('@googleapis/androidpublisher').then(({ androidpublisher }) =>
      androidpublisher({ version: 'v3', rootUrl: `${settings.apiUrl.replace(/\/+$/, '')}/` }),
    ));

  async function fetchAccessToken(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const assertion = signRs256Jwt(
      {
        iss: settings.serviceAccount.client_email,
        scope: ANDROIDPUBLISHER_SCOPE,
        aud: settings.oauthTokenUrl,
        iat: now,
        exp: now + 3600,
      },
      settings.serviceAccount.private_key,
      settings.serviceAccount.private_key_id,
    );
    let response: Response;
    try {
      response = await fetch(settings.oauthTokenUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
        signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GooglePlayUnavailableError(`token endpoint: ${(error as Error).message}`);
    }
    const body = z
      .object({ access_token: z.string().min(1), expires_in: z.number().positive() })
      .safeParse(await response.json().catch(() => undefined));
    if (!response.ok || !body.success)
      throw new GooglePlayUnavailableError(`token endpoint answered ${response.status}`);
    access = { token: body.data.access_token, renewAt: Date.now() + (body.data.expires_in - 60) * 1000 };
    return access.token;
  }

  /** One token for every call at once; a new one a minute before it runs out. */
  const accessToken = async () => {
    if (access && Date.now() < access.renewAt) return access.token;
    fetching ??= fetchAccessToken().finally(() => (fetching = undefined));
    return fetching;
  };

  /** Runs one API call; Google's 4xx about the token becomes a refusal, the rest is unavailable. */
  async function call<T>(
    run: (client: Androidpublisher, options: object) => Promise<{ data: unknown }>,
    schema?: z.ZodType<T>,
  ): Promise<PlayAnswer<T>> {
    const client = await publisher();
    const options = {
      headers: { Authorization: `Bearer ${await accessToken()}` },
      retry: false,
      timeout: CALL_TIMEOUT_MS,
    };
    let data: unknown;
    try {
      ({ data } = await run(client, options));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) return { kind: 'refused', refusal };
      const status = (error as { response?: { status?: number } }).response?.status;
      if (status === 401) access = undefined;
      // Never the library's message or error object: they carry the URL (the purchase token) and our access token.
      const code = (error as { code?: unknown }).code;
      throw new GooglePlayUnavailableError(
        status ? `answered ${status}` : typeof code === 'string' ? code : 'no answer',
      );
    }
    if (!schema) return { kind: 'found', purchase: undefined as T };
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new GooglePlayUnavailableError('unexpected answer');
    return { kind: 'found', purchase: parsed.data };
  }

  const done = async (answer: Promise<PlayAnswer<unknown>>) => {
    const outcome = await answer;
    if (outcome.kind === 'refused') throw new GooglePlayUnavailableError(`refused: ${outcome.refusal}`);
  };
  const { packageName } = settings;

  return {
    packageName,
    getProduct: (productId, token) =>
      call((c, o) => c.purchases.products.get({ packageName, productId, token }, o), productPurchaseSchema),
    getSubscription: (token) =>
      call((c, o) => c.purchases.subscriptionsv2.get({ packageName, token }, o), subscriptionPurchaseSchema),
    consumeProduct: (productId, token) =>
      done(call((c, o) => c.purchases.products.consume({ packageName, productId, token }, o))),
    acknowledgeSubscription: (subscriptionId, token) =>
      done(
        call((c, o) =>
          c.purchases.subscriptions.acknowledge({ packageName, subscriptionId, token, requestBody: {} }, o),
        ),
      ),
    async listVoided(since, pageToken) {
      const answer = await call(
        (c, o) =>
          c.purchases.voidedpurchases.list(
            { packageName, startTime: String(since.getTime()), type: 1, maxResults: 1000, token: pageToken },
            o,
          ),
        voidedPurchasesSchema,
      );
      if (answer.kind === 'refused') throw new GooglePlayUnavailableError(`voided purchases: ${answer.refusal}`);
      return {
        voided: answer.purchase.voidedPurchases ?? [],
        nextPageToken: answer.purchase.tokenPagination?.nextPageToken,
      };
    },
  };
}

/**
 * Google's answers about a token that will never change on a retry: 400 `purchaseTokenDoesNotMatchPackageName`
 * (another app's purchase), `purchaseTokenDoesNotMatchProductId`, 404 / 410 (no such token), other 400s (a
 * malformed token: "Invalid Value").
 */
function refusalOf(error: unknown): PlayRefusal | undefined {
  const response = (error as { response?: { status?: number; data?: unknown } }).response;
  if (!response?.status) return undefined;
  const reasons = JSON.stringify(response.data ?? '');
  if (reasons.includes('purchaseTokenDoesNotMatchPackageName')) return 'other-package';
  if (reasons.includes('purchaseTokenDoesNotMatchProductId')) return 'other-product';
  if (response.status === 400 || response.status === 404 || response.status === 410) return 'unknown-token';
  return undefined;
}
