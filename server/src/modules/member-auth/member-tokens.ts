import { createHash, createHmac, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** Short-lived: a blocked member's device loses even the signature-only path within this time. */
export const MEMBER_ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** A session unused (not refreshed) this long ends. */
export const MEMBER_SESSION_IDLE_DAYS = 60;

type MemberAccessClaims = { sub: string; sid: string; typ: 'member' };

/**
 * Member tokens are signed with a key derived from the server secret for this purpose alone, so an admin
 * or payment token (signed with the secret itself) can never verify as a member token, nor the reverse.
 */
const memberKeys = new Map<string, KeyObject>();
// A KeyObject, not a Buffer: given a Buffer, jsonwebtoken first tries it as a PEM public key on every call
// and builds the secret key only after that throws, which was a tenth of a chat send's CPU (decision 0085).
const memberKey = (secret: string) => {
  let key = memberKeys.get(secret);
  if (!key)
    memberKeys.set(
      secret,
      (key = createSecretKey(createHmac('sha256', secret).update('blynd member access token v1').digest())),
    );
  return key;
};

export const signMemberAccessToken = (memberId: string, sessionId: string, secret: string) =>
  jwt.sign({ sub: memberId, sid: sessionId, typ: 'member' } satisfies MemberAccessClaims, memberKey(secret), {
    algorithm: 'HS256',
    expiresIn: MEMBER_ACCESS_TOKEN_TTL_SECONDS,
  });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tokens whose signature held, per secret, with their claims (decision 0115). An app sends the same access token
 * on every call for up to 15 minutes, and checking its signature again was about 6 % of a chat send's CPU. Only
 * the exact string that verified before is found, and its expiry is checked on every hit, as jsonwebtoken checks
 * it; revocation is the session read's business either way. The oldest entry leaves first when it is full.
 */
const VERIFIED_TOKENS_KEPT = 10_000;
const verifiedBySecret = new Map<string, Map<string, { claims: MemberAccessClaims; exp: number }>>();

export function verifyMemberAccessToken(token: string, secret: string): MemberAccessClaims | null {
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  const known = verified.get(token);
  if (known) {
    if (Math.floor(Date.now() / 1000) < known.exp) return known.claims;
    verified.delete(token);
    return null;
  }
  const claims = verifySignature(token, secret);
  if (claims) {
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims: { sub: claims.sub, sid: claims.sid, typ: claims.typ }, exp: claims.exp });
  }
  return claims;
}

function verifySignature(token: string, secret: string): (MemberAccessClaims & { exp: number }) | null {
  try {
    const claims = jwt.verify(token, memberKey(secret), { algorithms: ['HS256'] }) as Partial<
      MemberAccessClaims & { exp: number }
    >;
    if (claims.typ !== 'member' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    if (!UUID.test(claims.sub) || !UUID.test(claims.sid)) return null;
    if (typeof claims.exp !== 'number') return null;
    return claims as MemberAccessClaims & { exp: number };
  } catch {
    return null;
  }
}

/** A refresh token is `<session id>.<random>`; only its SHA-256 is stored on the session row. */
export function newRefreshToken(sessionId: string): { token: string; hash: string } {
  const token = `${sessionId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashRefreshToken(token) };
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sessionIdOfRefreshToken(token: string): string | null {
  const sessionId = token.split('.')[0] ?? '';
  return UUID.test(sessionId) ? sessionId : null;
}
