import type { SubscriptionSource } from '@blynd/shared';
import type { AppContext } from '../../context';
import { createPaystackClient, type PaystackClient } from '../../lib/paystack-client';

const clients = new WeakMap<AppContext['config'], PaystackClient>();

/** One client per configuration; the context itself stays free of payment concerns. */
export function paystackFor(ctx: Pick<AppContext, 'config'>): PaystackClient {
  let client = clients.get(ctx.config);
  if (!client) {
    client = createPaystackClient(ctx.config.paystack);
    clients.set(ctx.config, client);
  }
  return client;
}

/** Subscriptions paid through the local sandbox are told apart from real ones. */
export const paymentSource = (ctx: Pick<AppContext, 'config'>): SubscriptionSource => (ctx.config.paystack.sandbox ? 'sandbox' : 'paystack');
