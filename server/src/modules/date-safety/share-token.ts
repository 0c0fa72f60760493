import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: a share link nobody can guess (decision 0155). */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** What a share link must look like before it costs a query. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this is stored: a database read leaks no working link. */
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
