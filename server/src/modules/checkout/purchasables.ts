import type { PaymentSettlers } from '../payments/settlement';
import { premiumPurchasable } from '../subscriptions/premium-purchasable';
import { tokenPackPurchasable } from '../tokens/token-pack-purchasable';

/**
 * Everything the website sells (decision 0134), one purchasable per payment kind. Store purchases
 * (a later channel) will settle through the same settlers.
 */
export const purchasables = { plan: premiumPurchasable, tokens: tokenPackPurchasable } as const;

/** What each kind of paid reference settles: the registry payments calls, carried by the context. */
export const paymentSettlers: PaymentSettlers = {
  plan: purchasables.plan.settler,
  tokens: purchasables.tokens.settler,
};
