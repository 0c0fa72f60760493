import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { activateByReference } from '../subscriptions/subscriptions.service';
import { paymentSource } from './paystack';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack signs the exact body bytes: hex HMAC-SHA512 with the secret key. */
export const signPaystackBody = (body: Buffer | string, secretKey: string) => createHmac('sha512', secretKey).update(body).digest('hex');

/** Constant-time comparison; buffers of different lengths are refused before timingSafeEqual sees them. */
export function isValidPaystackSignature(body: Buffer, signature: string | undefined, secretKey: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signPaystackBody(body, secretKey), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type WebhookOutcome = 'activated' | 'already-activated' | 'ignored';

/**
 * A signed event. Only `charge.success` matters, and even then its body is not trusted: the reference is
 * verified through the API like the return page does. Answers that would make Paystack retry in vain
 * (unknown reference, not paid) are acknowledged; an unreachable provider or database is not, so it retries.
 */
export async function handlePaystackEvent(ctx: AppContext, event: unknown): Promise<WebhookOutcome> {
  const { event: name, data } = (event ?? {}) as { event?: unknown; data?: { reference?: unknown } };
  if (name !== 'charge.success' || typeof data?.reference !== 'string' || !data.reference) return 'ignored';
  const reference = data.reference;
  try {
    const result = await activateByReference(ctx, reference, { source: paymentSource(ctx) });
    return result.activated ? 'activated' : 'already-activated';
  } catch (error) {
    if (error instanceof AppError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST' || error.code === 'CONFLICT')) {
      ctx.logger.warn({ reference, reason: error.message }, 'paystack charge.success not activated');
      return 'ignored';
    }
    throw error;
  }
}
