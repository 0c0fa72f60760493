import {
  createPublicKey,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  X509Certificate,
  type JsonWebKey,
} from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body';
import { selfSignedCertificate } from './self-signed-certificate';
import { signRs256Jwt } from '../modules/store-purchases/google-play';

/** A one-time product purchase (a token pack) as purchases.products.get describes it. */
export type StandInProduct = {
  kind: 'product';
  packageName: string;
  productId: string;
  orderId: string;
  purchaseTimeMillis: number;
  /** 0 purchased, 1 canceled, 2 pending. */
  purchaseState: number;
  consumptionState: number;
  acknowledgementState: number;
  purchaseType?: number;
  obfuscatedExternalAccountId?: string;
};

/** A subscription purchase (Premium) as purchases.subscriptionsv2.get describes it. */
export type StandInSubscription = {
  kind: 'subscription';
  packageName: string;
  productId: string;
  orderId: string;
  startTime: string;
  expiryTime: string;
  subscriptionState: string;
  acknowledgementState: string;
  test?: boolean;
  obfuscatedExternalAccountId?: string;
  price?: { currencyCode: string; units: string; nanos: number };
};

export type PushTokenOptions = {
  audience?: string;
  email?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresInSeconds?: number;
  /** `stranger`: signed by a key the certs endpoint does not publish. */
  signer?: 'google' | 'stranger';
};

export type GooglePlayStandIn = {
  url: string;
  tokenUrl: string;
  certsUrl: string;
  packageName: string;
  /** GOOGLE_SERVICE_ACCOUNT for the server: the JSON key of a service account the stand-in accepts. */
  serviceAccount: string;
  pushAudience: string;
  pushEmail: string;
  /** The env a server needs to use this stand-in. */
  env: Record<string, string>;
  addProduct(token: string, purchase: Partial<StandInProduct> & Pick<StandInProduct, 'productId'>): StandInProduct;
  addSubscription(
    token: string,
    purchase: Partial<StandInSubscription> & Pick<StandInSubscription, 'productId'>,
  ): StandInSubscription;
  purchase(token: string): StandInProduct | StandInSubscription | undefined;
  /** Refunds a purchase: it appears on the voided-purchases list from now on. */
  voidPurchase(token: string, voidedAt?: Date): { orderId: string; voidedTimeMillis: number };
  /** What the API was asked, in order: `consume <productId> <token>`, `acknowledge …`, `get …`, `voided`. */
  calls: string[];
  /** How many of the next consume / acknowledge calls answer 503 (Google failing right after a credit). */
  failFinishing: number;
  tokenGrants: number;
  /** An OIDC token as Pub/Sub's push signs it. */
  pushToken(options?: PushTokenOptions): string;
  /** The body Pub/Sub pushes for one real-time developer notification. */
  pushBody(notification: Record<string, unknown>): Record<string, unknown>;
  close(): Promise<void>;
};

/**
 * The local Google Play of the test suites and the bench, over real HTTP on loopback, speaking the documented
 * contracts: the OAuth 2 token endpoint (JWT-bearer grant, the assertion's RS256 signature checked against the
 * service account it issued), the Play Developer API's purchases.products get/consume, purchases.subscriptionsv2
 * get, purchases.subscriptions acknowledge and purchases.voidedpurchases list (Bearer access token required), and
 * Google's OIDC certificates (X.509 PEM by key id) with a signer for Pub/Sub push tokens.
 */
export async function startGooglePlayStandIn(
  options: { packageName?: string; pushAudience?: string } = {},
): Promise<GooglePlayStandIn> {
  const packageName = options.packageName ?? 'ng.blynd.app';
  const account = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accountKeyId = randomBytes(20).toString('hex');
  const clientEmail = 'play-verifier@blynd-stand-in.iam.gserviceaccount.com';
  const pushEmail = 'rtdn-push@blynd-stand-in.iam.gserviceaccount.com';
  const google = selfSignedSigner();
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const accessTokens = new Set<string>();
  const purchases = new Map<string, StandInProduct | StandInSubscription>();
  const voided: { purchaseToken: string; orderId: string; voidedTimeMillis: number; purchaseTimeMillis: number }[] = [];
  let orders = 0;

  const server: Server = createServer(async (req, res) => {
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      if (body === undefined) {
        res.writeHead(status, headers);
        return void res.end();
      }
      res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(body));
    };
    const googleError = (code: number, message: string, reason: string) =>
      send(code, { error: { code, message, errors: [{ message, domain: 'androidpublisher', reason }] } });
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = await readBody(req);

    // Google publishes its keys twice: X.509 PEM by key id (v1) and a JWK set (v3, the configuration's default).
    if (req.method === 'GET' && url.pathname === '/oauth2/v1/certs')
      return send(200, { [google.keyId]: google.certificate }, { 'Cache-Control': 'public, max-age=3600' });
    if (req.method === 'GET' && url.pathname === '/oauth2/v3/certs')
      return send(
        200,
        { keys: [{ ...google.jwk, kid: google.keyId, alg: 'RS256', use: 'sig' }] },
        { 'Cache-Control': 'public, max-age=3600' },
      );

    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(body);
      const grant = form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer';
      const claims = grant ? verifiedClaims(form.get('assertion') ?? '', account.publicKey) : undefined;
      const now = Date.now() / 1000;
      if (
        !claims ||
        claims.iss !== clientEmail ||
        claims.aud !== standIn.tokenUrl ||
        !String(claims.scope).split(' ').includes('https://www.googleapis.com/auth/androidpublisher') ||
        Number(claims.exp) < now
      )
        return send(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      standIn.tokenGrants++;
      const token = `ya29.stand-in-${randomBytes(16).toString('hex')}`;
      accessTokens.add(token);
      return send(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }

    const api = /^\/androidpublisher\/v3\/applications\/([^/]+)\/purchases\/(.+)$/.exec(url.pathname);
    if (!api) return send(404, { error: { code: 404, message: 'Not Found' } });
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer))
      return send(401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
    const [, appPackage, rest] = api;
    const route = decodeURIComponent(rest);

    if (req.method === 'GET' && route === 'voidedpurchases') {
      standIn.calls.push('voided');
      const since = Number(url.searchParams.get('startTime') ?? 0);
      const list = appPackage === packageName ? voided.filter((v) => v.voidedTimeMillis >= since) : [];
      return send(200, {
        pageInfo: { totalResults: list.length, resultPerPage: list.length, startIndex: 0 },
        voidedPurchases: list.map((v) => ({
          kind: 'androidpublisher#voidedPurchase',
          purchaseToken: v.purchaseToken,
          orderId: v.orderId,
          purchaseTimeMillis: String(v.purchaseTimeMillis),
          voidedTimeMillis: String(v.voidedTimeMillis),
          voidedSource: 0,
          voidedReason: 1,
        })),
      });
    }

    const product = /^products\/([^/]+)\/tokens\/([^/:]+)(?::(consume|acknowledge))?$/.exec(route);
    const subscriptionV2 = /^subscriptionsv2\/tokens\/([^/:]+)$/.exec(route);
    const subscriptionAck = /^subscriptions\/([^/]+)\/tokens\/([^/:]+):acknowledge$/.exec(route);
    const token = product?.[2] ?? subscriptionV2?.[1] ?? subscriptionAck?.[2];
    if (!token) return send(404, { error: { code: 404, message: 'Not Found' } });
    const purchase = purchases.get(token);
    if (!purchase) return googleError(404, 'The purchase token was not found.', 'purchaseTokenNotFound');
    if (purchase.packageName !== appPackage)
      return googleError(
        400,
        'The purchase token does not match the package name.',
        'purchaseTokenDoesNotMatchPackageName',
      );
    const productId = product?.[1] ?? subscriptionAck?.[1];
    if (productId !== undefined && productId !== purchase.productId)
      return googleError(
        400,
        'The purchase token does not match the product ID.',
        'purchaseTokenDoesNotMatchProductId',
      );

    const finishing = (product && product[3]) || subscriptionAck;
    if (finishing && standIn.failFinishing > 0) {
      standIn.failFinishing--;
      return send(503, { error: { code: 503, message: 'The service is currently unavailable.' } });
    }
    if (product && purchase.kind === 'product') {
      const action = product[3];
      standIn.calls.push(`${action ?? 'get'} ${productId} ${token}`);
      if (action === 'consume') {
        if (purchase.purchaseState !== 0) return googleError(400, 'The product is not owned.', 'productNotOwnedByUser');
        purchase.consumptionState = 1;
        purchase.acknowledgementState = 1;
        return send(204);
      }
      if (action === 'acknowledge') {
        purchase.acknowledgementState = 1;
        return send(204);
      }
      return send(200, {
        kind: 'androidpublisher#productPurchase',
        purchaseTimeMillis: String(purchase.purchaseTimeMillis),
        purchaseState: purchase.purchaseState,
        consumptionState: purchase.consumptionState,
        developerPayload: '',
        orderId: purchase.orderId,
        acknowledgementState: purchase.acknowledgementState,
        ...(purchase.purchaseType !== undefined ? { purchaseType: purchase.purchaseType } : {}),
        ...(purchase.obfuscatedExternalAccountId
          ? { obfuscatedExternalAccountId: purchase.obfuscatedExternalAccountId }
          : {}),
        regionCode: 'NG',
      });
    }
    if (subscriptionAck && purchase.kind === 'subscription') {
      standIn.calls.push(`acknowledge ${productId} ${token}`);
      purchase.acknowledgementState = 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED';
      return send(204);
    }
    if (subscriptionV2 && purchase.kind === 'subscription') {
      standIn.calls.push(`get ${purchase.productId} ${token}`);
      return send(200, {
        kind: 'androidpublisher#subscriptionPurchaseV2',
        regionCode: 'NG',
        startTime: purchase.startTime,
        subscriptionState: purchase.subscriptionState,
        latestOrderId: purchase.orderId,
        acknowledgementState: purchase.acknowledgementState,
        ...(purchase.test ? { testPurchase: {} } : {}),
        ...(purchase.obfuscatedExternalAccountId
          ? { externalAccountIdentifiers: { obfuscatedExternalAccountId: purchase.obfuscatedExternalAccountId } }
          : {}),
        lineItems: [
          {
            productId: purchase.productId,
            expiryTime: purchase.expiryTime,
            latestSuccessfulOrderId: purchase.orderId,
            autoRenewingPlan: { autoRenewEnabled: true, ...(purchase.price ? { recurringPrice: purchase.price } : {}) },
            offerDetails: { basePlanId: 'base', offerTags: [] },
          },
        ],
      });
    }
    return googleError(400, 'Invalid Value', 'invalid');
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const pushAudience = options.pushAudience ?? 'https://api.blynd.example/api/v1/webhooks/google';
  const nextOrderId = () => `GPA.3300-${String(++orders).padStart(4, '0')}-${randomBytes(3).toString('hex')}`;
  const serviceAccount = JSON.stringify({
    type: 'service_account',
    project_id: 'blynd-stand-in',
    private_key_id: accountKeyId,
    private_key: account.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    client_email: clientEmail,
    token_uri: `${url}/token`,
  });

  const standIn: GooglePlayStandIn = {
    url,
    tokenUrl: `${url}/token`,
    certsUrl: `${url}/oauth2/v3/certs`,
    packageName,
    serviceAccount,
    pushAudience,
    pushEmail,
    env: {
      GOOGLE_PLAY_PACKAGE_NAME: packageName,
      GOOGLE_SERVICE_ACCOUNT: serviceAccount,
      GOOGLE_PLAY_API_URL: url,
      GOOGLE_OAUTH_TOKEN_URL: `${url}/token`,
      GOOGLE_PUBSUB_AUDIENCE: pushAudience,
      GOOGLE_PUBSUB_CERTS_URL: `${url}/oauth2/v3/certs`,
      GOOGLE_PUBSUB_SERVICE_ACCOUNT: pushEmail,
    },
    calls: [],
    failFinishing: 0,
    tokenGrants: 0,
    addProduct(token, purchase) {
      const row: StandInProduct = {
        kind: 'product',
        packageName,
        orderId: nextOrderId(),
        purchaseTimeMillis: Date.now(),
        purchaseState: 0,
        consumptionState: 0,
        acknowledgementState: 0,
        ...purchase,
      };
      purchases.set(token, row);
      return row;
    },
    addSubscription(token, purchase) {
      const now = Date.now();
      const row: StandInSubscription = {
        kind: 'subscription',
        packageName,
        orderId: nextOrderId(),
        startTime: new Date(now).toISOString(),
        expiryTime: new Date(now + 7 * 24 * 3600_000).toISOString(),
        subscriptionState: 'SUBSCRIPTION_STATE_ACTIVE',
        acknowledgementState: 'ACKNOWLEDGEMENT_STATE_PENDING',
        ...purchase,
      };
      purchases.set(token, row);
      return row;
    },
    purchase: (token) => purchases.get(token),
    voidPurchase(token, voidedAt = new Date()) {
      const purchase = purchases.get(token);
      if (!purchase) throw new Error('stand-in: unknown purchase token');
      if (purchase.kind === 'product') purchase.purchaseState = 1;
      else purchase.subscriptionState = 'SUBSCRIPTION_STATE_EXPIRED';
      const entry = {
        purchaseToken: token,
        orderId: purchase.orderId,
        voidedTimeMillis: voidedAt.getTime(),
        purchaseTimeMillis: purchase.kind === 'product' ? purchase.purchaseTimeMillis : Date.parse(purchase.startTime),
      };
      voided.push(entry);
      return { orderId: entry.orderId, voidedTimeMillis: entry.voidedTimeMillis };
    },
    pushToken(push = {}) {
      const now = Math.floor(Date.now() / 1000);
      const expires = now + (push.expiresInSeconds ?? 3600);
      const claims = {
        aud: push.audience ?? pushAudience,
        azp: '113774264463038321964',
        email: push.email ?? pushEmail,
        email_verified: true,
        iat: Math.min(now, expires - 60),
        exp: expires,
        iss: 'https://accounts.google.com',
        sub: '113774264463038321964',
      };
      return push.signer === 'stranger'
        ? signRs256Jwt(claims, stranger.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), google.keyId)
        : signRs256Jwt(claims, google.privateKey, google.keyId);
    },
    pushBody(notification) {
      return {
        message: {
          data: Buffer.from(
            JSON.stringify({ version: '1.0', packageName, eventTimeMillis: String(Date.now()), ...notification }),
          ).toString('base64'),
          messageId: String(Date.now()) + randomBytes(3).toString('hex'),
          publishTime: new Date().toISOString(),
          attributes: {},
        },
        subscription: 'projects/blynd-stand-in/subscriptions/play-rtdn',
      };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}

/** The claims of an RS256 JWT whose signature holds for `publicKey`, or undefined. */
function verifiedClaims(jwt: string, publicKey: ReturnType<typeof createPublicKey>) {
  const [head, payload, signature] = jwt.split('.');
  if (!head || !payload || !signature) return undefined;
  const valid = createVerify('RSA-SHA256')
    .update(`${head}.${payload}`)
    .verify(publicKey, Buffer.from(signature, 'base64url'));
  if (!valid) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Google publishes its OIDC keys as self-signed X.509 certificates; openssl makes one (a key pair and its
 * certificate) for the stand-in's signer.
 */
function selfSignedSigner(): { keyId: string; privateKey: string; certificate: string; jwk: JsonWebKey } {
  const { privateKey, certificate } = selfSignedCertificate('stand-in.googleusercontent.com', 2);
  return {
    keyId: randomBytes(20).toString('hex'),
    privateKey,
    certificate,
    jwk: new X509Certificate(certificate).publicKey.export({ format: 'jwk' }),
  };
}
