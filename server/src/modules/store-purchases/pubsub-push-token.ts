import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { OAuth2Client } from 'google-auth-library';
import { z } from 'zod';

/** Who signs Google's OIDC tokens, Pub/Sub push tokens among them. */
const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
/** How long Google's keys are kept when its answer does not say (it says max-age of several hours). */
const DEFAULT_KEYS_MS = 60 * 60 * 1000;

export type PushTokenSettings = {
  /** The audience the push subscription was given (usually this endpoint's URL). */
  audience: string;
  /** The service account the push subscription signs its tokens as. */
  serviceAccountEmail: string;
  /** Google's public keys: the JWK set (oauth2/v3/certs) or the PEM certificates by key id (oauth2/v1/certs). */
  certsUrl: string;
};

export type PushTokenCheck = { kind: 'valid' } | { kind: 'invalid'; reason: string };

export type PushTokenVerifier = (authorization: string | undefined) => Promise<PushTokenCheck>;

const jwkSetSchema = z.object({ keys: z.array(z.object({ kid: z.string() }).passthrough()) });
const pemSetSchema = z.record(z.string(), z.string().startsWith('-----BEGIN'));

/** Google's keys as PEM by key id, whichever of its two published forms the URL serves. */
async function fetchKeys(url: string): Promise<{ keys: Record<string, string>; maxAgeMs: number }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`keys answered ${response.status}`);
  const body: unknown = await response.json();
  const maxAge = /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1];
  const maxAgeMs = maxAge ? Number(maxAge) * 1000 : DEFAULT_KEYS_MS;
  const jwks = jwkSetSchema.safeParse(body);
  if (jwks.success) {
    const keys: Record<string, string> = {};
    for (const jwk of jwks.data.keys)
      keys[jwk.kid] = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' })
        .export({ type: 'spki', format: 'pem' })
        .toString();
    return { keys, maxAgeMs };
  }
  const pems = pemSetSchema.safeParse(body);
  if (pems.success) return { keys: pems.data, maxAgeMs };
  throw new Error('keys in no known form');
}

/**
 * Checks a Pub/Sub push request's `Authorization: Bearer <OIDC JWT>` (decision 0159): signed (RS256) by one of the
 * keys at GOOGLE_PUBSUB_CERTS_URL, issued by accounts.google.com, not expired, for GOOGLE_PUBSUB_AUDIENCE, and sent
 * as the push subscription's own service account with a verified email. Keys are kept as long as Google's
 * Cache-Control says, and fetched again at once for a key id not seen yet (Google rotates them). Anything else is
 * invalid; the caller answers 401 and Pub/Sub retries, so a real message is not lost to a rotation.
 */
export function createPushTokenVerifier(settings: PushTokenSettings): PushTokenVerifier {
  const client = new OAuth2Client();
  let cached: { keys: Record<string, string>; until: number; fetchedAt: number } | undefined;
  let fetching: Promise<Record<string, string>> | undefined;

  const keys = async (keyId: string | undefined) => {
    const now = Date.now();
    // An unknown key id fetches again at most once a minute: forged ids must not make every request a fetch.
    if (cached && now < cached.until && (!keyId || keyId in cached.keys || now - cached.fetchedAt < 60_000))
      return cached.keys;
    fetching ??= fetchKeys(settings.certsUrl)
      .then(({ keys: fetched, maxAgeMs }) => {
        cached = { keys: fetched, until: Date.now() + maxAgeMs, fetchedAt: Date.now() };
        return fetched;
      })
      .finally(() => (fetching = undefined));
    return fetching;
  };

  return async (authorization) => {
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(authorization ?? '');
    if (!match) return { kind: 'invalid', reason: 'no bearer token' };
    const token = match[1]!;
    let keyId: string | undefined;
    try {
      keyId = (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as { kid?: string }).kid;
    } catch {
      return { kind: 'invalid', reason: 'not a JWT' };
    }
    try {
      const ticket = await client.verifySignedJwtWithCertsAsync(
        token,
        await keys(keyId),
        settings.audience,
        GOOGLE_ISSUERS,
      );
      const claims = ticket.getPayload();
      if (!claims?.email_verified || claims.email !== settings.serviceAccountEmail)
        return { kind: 'invalid', reason: 'not the push service account' };
      return { kind: 'valid' };
    } catch (error) {
      // Only the library's words before any colon: what follows quotes the token's claims.
      return { kind: 'invalid', reason: (error as Error).message.split(':')[0]!.slice(0, 80) };
    }
  };
}
