import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Six digits are a million guesses, so a plain hash would be reversed in milliseconds from a database
 * copy: the HMAC is keyed by a key derived from the server secret and bound to the challenge id.
 */
const otpKey = (secret: string) => createHmac('sha256', secret).update('blynd otp code v1').digest();

export const otpCodeHmac = (challengeId: string, code: string, secret: string) =>
  createHmac('sha256', otpKey(secret)).update(`${challengeId}:${code}`).digest('hex');

export function otpCodeMatches(challengeId: string, code: string, storedHmac: string, secret: string): boolean {
  const presented = Buffer.from(otpCodeHmac(challengeId, code, secret), 'hex');
  const stored = Buffer.from(storedHmac, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
