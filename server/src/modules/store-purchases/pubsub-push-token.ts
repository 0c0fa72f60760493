import { OAuth2Client } from 'google-auth-library';

/** Google's public keys for the OIDC tokens it signs, Pub/Sub push tokens among them (PEM, keyed by `kid`). */
export const GOOGLE_PUBSUB_CERTS_URL = 'https://www.googleapis.com/oauth2/v1/certs';

export type PushTokenSettings = {
  /** The audience the push subscription was given (usually this endpoint's URL). */
  audience: string;
  /** The service account the push subscription signs its tokens as. */
  serviceAccountEmail: string;
  certsUrl: string;
};

export type PushTokenCheck = { kind: 'valid' } | { kind: 'invalid'; reason: string };

export type PushTokenVerifier = (authorization: string | undefined) => Promise<PushTokenCheck>;

/**
 * Checks a Pub/Sub push request's `Authorization: Bearer <OIDC JWT>` (decision 0159): signed by one of the keys at
 * GOOGLE_PUBSUB_CERTS_URL, issued by accounts.google.com, not expired, for GOOGLE_PUBSUB_AUDIENCE, and sent as the
 * push subscription's own service account with a verified email. Keys are cached as long as Google's Cache-Control
 * says. Anything else is invalid; the caller answers 401 and Pub/Sub retries (a real message is never lost to it).
 */
export function createPushTokenVerifier(settings: PushTokenSettings): PushTokenVerifier {
  const client = new OAuth2Client({ endpoints: { oauth2FederatedSignonPemCertsUrl: settings.certsUrl } });
  return async (authorization) => {
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(authorization ?? '');
    if (!match) return { kind: 'invalid', reason: 'no bearer token' };
    try {
      const ticket = await client.verifyIdToken({ idToken: match[1], audience: settings.audience });
      const claims = ticket.getPayload();
      if (!claims?.email_verified || claims.email !== settings.serviceAccountEmail)
        return { kind: 'invalid', reason: 'not the push service account' };
      return { kind: 'valid' };
    } catch (error) {
      // Only the library's words before any colon: what follows quotes the token's claims.
      return { kind: 'invalid', reason: (error as Error).message.split(':')[0].slice(0, 80) };
    }
  };
}
