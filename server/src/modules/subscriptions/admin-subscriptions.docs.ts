import { activateSubscriptionResponseSchema, activateSubscriptionSchema } from '@blynd/shared';
import type { DocsRegistry } from '../../lib/openapi';
import { registerAdminPath } from '../../lib/admin-docs';

export function registerSubscriptionsAdminDocs(registry: DocsRegistry) {
  registerAdminPath(registry, {
    method: 'post',
    path: '/activateSubscription',
    area: 'subscriptions',
    summary: 'Activate Premium by hand: by Paystack reference, or by plan, cycle and optional badge',
    description:
      "Neither reference nor plan: 'Please choose a plan'. A reference is verified with Paystack and activated once, however often it is sent. By plan: the buyer's purchase rule applies and the server prices it; a Premium member answers 409 'Already Premium' (also when several activations race), a blocked member 403. The subscription records the admin.",
    body: activateSubscriptionSchema,
    response: activateSubscriptionResponseSchema,
    errors: [400, 403, 404, 409, 502],
  });
}
