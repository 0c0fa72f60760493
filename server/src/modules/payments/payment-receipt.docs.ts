import { paymentReceiptSchema, paymentReferenceParamsSchema } from '@blynd/shared';
import { errorResponses, jsonResponse, type DocsRegistry } from '../../lib/openapi';

export function registerPaymentReceiptDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'get',
    path: '/api/v1/public/payment-receipts/{reference}',
    tags: ['Payments'],
    security: [],
    summary: 'What a payment reference bought and its status (the payment result page after a reload)',
    description:
      'No token: the reference is unguessable and the answer holds only plan, cycle, badge, amount and status (for a token pack `{ kind: "tokens", pack, tokens, amount, status }`), never the ' +
      'member. Unknown reference → 404 `Payment not found`. Thirty lookups per IP per 10 minutes.',
    request: { params: paymentReferenceParamsSchema },
    responses: {
      200: jsonResponse('The purchase behind the reference', paymentReceiptSchema),
      ...errorResponses(400, 404, 429),
    },
  });
}
