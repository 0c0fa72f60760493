import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { ADMIN_MESSAGES } from '@blynd/shared';
import type { DbTransaction } from '../db/client';
import { AppError } from './app-error';
import { claimIdempotencyKey, storeIdempotencyResult } from './idempotency.repository';

/** A client's key is honoured for a day; a request without one is matched to an identical one for ten minutes. */
const CLIENT_KEY_MS = 24 * 3600 * 1000;
const FINGERPRINT_MS = 10 * 60 * 1000;

/** The Idempotency-Key header as sent, or undefined; a malformed one is refused rather than ignored. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get('Idempotency-Key');
  if (key === undefined) return undefined;
  if (!/^[\x21-\x7e]{8,200}$/.test(key)) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.badIdempotencyKey);
  return key;
}

export type OnceOnly =
  { first: true; done(resultId: string): Promise<void> } | { first: false; resultId: string | null };

/**
 * Makes an admin action happen once (decision 0082): the key is the client's Idempotency-Key, or without
 * one a fingerprint of what the request asks, so that identical requests fired together act once either way.
 * Call inside the action's transaction; a repeat answers what the first did.
 */
export async function onceOnly(
  tx: DbTransaction,
  adminId: string,
  action: string,
  clientKey: string | undefined,
  request: unknown,
): Promise<OnceOnly> {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  const scope = { adminId, action, key: clientKey ?? `auto:${requestHash}` };
  const claimed = await claimIdempotencyKey(tx, scope, requestHash, clientKey ? CLIENT_KEY_MS : FINGERPRINT_MS);
  if (claimed.first) return { first: true, done: (resultId) => storeIdempotencyResult(tx, scope, resultId) };
  if (claimed.requestHash !== requestHash) throw new AppError('CONFLICT', ADMIN_MESSAGES.idempotencyKeyReused);
  return { first: false, resultId: claimed.resultId };
}
