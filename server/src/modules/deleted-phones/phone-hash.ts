import { createHmac } from 'node:crypto';

/**
 * A one-way key for a phone that deleted its account (decision 0079): an HMAC keyed by a key derived from the
 * server secret, so a copy of the database alone cannot list the numbers (ten-digit phones are few enough
 * to hash them all).
 */
const phoneKey = (secret: string) => createHmac('sha256', secret).update('blynd deleted phone v1').digest();

export const deletedPhoneHash = (phone: string, secret: string) =>
  createHmac('sha256', phoneKey(secret)).update(phone).digest('hex');
