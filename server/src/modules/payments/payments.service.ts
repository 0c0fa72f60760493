import { randomBytes } from 'node:crypto';
import type { InitiatePaymentResponse } from '@blynd/shared';
import type { AppContext } from '../../context';
import { PaystackUnavailableError, toKobo } from '../../lib/paystack-client';
import { insertPendingPayment, markPaymentUnsuccessful, type NewPayment } from './payments.repository';

export { forgetPaymentsOf } from './payments.repository';

/** What opening a Paystack checkout came to. */
export type CheckoutOutcome = ({ kind: 'started' } & InitiatePaymentResponse) | { kind: 'provider-down' };

/** Unguessable and unique; the shape Paystack accepts (letters, digits, - . =). */
export const newPaymentReference = () =>
  `BLY-${Date.now().toString(36).toUpperCase()}-${randomBytes(8).toString('hex').toUpperCase()}`;

/**
 * Stores a pending payment (of any purchasable) and asks Paystack for its checkout page. A provider
 * failure keeps the row as `failed` with its reason and answers provider-down.
 */
export async function openCheckout(
  ctx: AppContext,
  values: Omit<NewPayment, 'status'>,
  metadata: Record<string, unknown>,
): Promise<CheckoutOutcome> {
  const payment = await insertPendingPayment(ctx.db, values);
  try {
    const checkout = await ctx.paystack.initialize({
      email: payment.email,
      amountKobo: toKobo(payment.amount),
      currency: 'NGN',
      reference: payment.reference,
      callbackUrl: `${ctx.config.publicUrl}/payment-success`,
      metadata,
    });
    if (checkout.reference !== payment.reference)
      throw new PaystackUnavailableError(`initialize: answered for reference ${checkout.reference}`);
    return { kind: 'started', redirect: checkout.authorizationUrl, reference: payment.reference };
  } catch (error) {
    const reason = error instanceof PaystackUnavailableError ? error.reason : 'unexpected error';
    await markPaymentUnsuccessful(ctx.db, payment.id, 'failed', reason);
    ctx.logger.warn({ reference: payment.reference, reason }, 'payment could not be started');
    return { kind: 'provider-down' };
  }
}
