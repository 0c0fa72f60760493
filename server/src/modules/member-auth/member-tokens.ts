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

export function verifyMemberAccessToken(token: string, secret: string): MemberAccessClaims | null {
  try {
    const claims = jwt.verify(token, memberKey(secret), { algorithms: ['HS256'] }) as Partial<MemberAccessClaims>;
    if (claims.typ !== 'member' || typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
    if (!UUID.test(claims.sub) || !UUID.test(claims.sid)) return null;
    return claims as MemberAccessClaims;
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
