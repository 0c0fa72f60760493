import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const PAYMENT_TOKEN_TTL_SECONDS = 30 * 60;
export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;

type PaymentClaims = { sub: string; typ: 'payment' };
type AdminClaims = { sub: string; typ: 'admin'; ver: number };

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
  jwt.sign(claims, keyFor(secret), { algorithm: 'HS256', expiresIn: ttl });

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

export const signAdminToken = (adminId: string, tokenVersion: number, secret: string) =>
  sign({ sub: adminId, typ: 'admin', ver: tokenVersion }, secret, ADMIN_TOKEN_TTL_SECONDS);

export const verifyAdminToken = (token: string, secret: string) => verify<AdminClaims>(token, secret, 'admin');

export const bearerToken = (header: string | undefined): string | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
};
