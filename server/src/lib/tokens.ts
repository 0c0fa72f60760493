import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const PAYMENT_TOKEN_TTL_SECONDS = 30 * 60;
/** Admin access tokens are short; the session behind them is renewed with a refresh token (decision 0025). */
export const ADMIN_TOKEN_TTL_SECONDS = 15 * 60;
/** The longest an admin session lasts from sign-in, however often it is refreshed. */
export const ADMIN_SESSION_TTL_SECONDS = 12 * 60 * 60;

type PaymentClaims = { sub: string; typ: 'payment' };
type AdminClaims = { sub: string; typ: 'admin'; ver: number; sid?: string; exp: number };

/**
 * Given a string, jsonwebtoken first tries to parse it as a public key and builds a key object on every
 * call (a fifth of an admin read's CPU time); built once per secret instead.
 */
const keyObjects = new Map<string, KeyObject>();
const keyFor = (secret: string) => {
  let key = keyObjects.get(secret);
  if (!key) keyObjects.set(secret, (key = createSecretKey(Buffer.from(secret, 'utf8'))));
  return key;
};

const sign = (claims: object, secret: string, ttl: number) =>
  jwt.sign(claims, keyFor(secret), { algorithm: 'HS256', expiresIn: Math.max(1, Math.floor(ttl)) });

function verify<T extends { typ: string }>(token: string, secret: string, typ: T['typ']): T | null {
  try {
    const claims = jwt.verify(token, keyFor(secret), { algorithms: ['HS256'] }) as T;
    return claims.typ === typ ? claims : null;
  } catch {
    return null;
  }
}

export const signPaymentToken = (memberId: string, secret: string) =>
  sign({ sub: memberId, typ: 'payment' }, secret, PAYMENT_TOKEN_TTL_SECONDS);

export const verifyPaymentToken = (token: string, secret: string) => verify<PaymentClaims>(token, secret, 'payment');

/** An access token of session `sessionId`, valid `ttlSeconds` (never past the session's own end). */
export const signAdminToken = (
  adminId: string,
  tokenVersion: number,
  secret: string,
  sessionId = '',
  ttlSeconds = ADMIN_TOKEN_TTL_SECONDS,
) => sign({ sub: adminId, typ: 'admin', ver: tokenVersion, sid: sessionId }, secret, ttlSeconds);

export const verifyAdminToken = (token: string, secret: string) => verify<AdminClaims>(token, secret, 'admin');

/** Lets a suspended or banned member, who has no session, appeal the decision the sign-in refusal named (decision 0153). */
export const APPEAL_TOKEN_TTL_SECONDS = 60 * 60;
type AppealClaims = { sub: string; typ: 'appeal'; dec: string };
export const signAppealToken = (memberId: string, decisionId: string, secret: string) =>
  sign({ sub: memberId, typ: 'appeal', dec: decisionId }, secret, APPEAL_TOKEN_TTL_SECONDS);
export const verifyAppealToken = (token: string, secret: string) => verify<AppealClaims>(token, secret, 'appeal');

export const bearerToken = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
};
