import { createHmac } from 'node:crypto';

/**
 * The keyed hash of a canonical Nigerian number (234 + 10 digits) that hidden contacts keep instead of the number
 * (decision 0164): HMAC-SHA256 under the server's CONTACT_HASH_KEY, hex. Without the key a table of hashes cannot be
 * turned back into numbers by hashing every possible number (there are only about 10^9 of them).
 */
export const contactHash = (key: string, canonicalPhone: string): string =>
  createHmac('sha256', key).update(canonicalPhone, 'utf8').digest('hex');
