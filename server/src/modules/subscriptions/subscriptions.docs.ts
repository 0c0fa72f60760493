import { z } from 'zod';
import {
  APP_VERSION_HEADER,
  initiatePaymentResponseSchema,
  initiatePaymentSchema,
  paymentReferenceParamsSchema,
  paymentSummarySchema,
  paystackWebhookAckSchema,
  paystackWebhookEventSchema,
  tokenPaymentSummarySchema,
} from '@blynd/shared';
import { bearerAuth, errorResponses, jsonBody, jsonResponse, type DocsRegistry } from '../../lib/openapi';

const appVersionHeader = z.object({
  [APP_VERSION_HEADER]: z
    .string()
    .optional()
    .describe('App build number (the website sends 65); below MIN_APP_VERSION → 426'),
});

export function registerSubscriptionsDocs(registry: DocsRegistry) {
  const paymentToken = bearerAuth(registry, 'paymentToken');
  const security = [{ [paymentToken.name]: [] }];

  registry.registerPath({
    method: 'post',
    path: '/api/v1/subscriptions/initiate-paystack-payment',
    tags: ['Payments'],
    summary: 'Start a Premium purchase; answers the Paystack checkout URL to navigate to',
    description: [
      'The server prices the purchase itself: plan price for the cycle plus the badge price when included (badge only for a',
      "monthly purchase of the member's own earning status). `amount` (whole naira) must equal that total, else 400",
      '`Amount does not match the selected plan`. A Premium member gets 409 `Already Premium`. The email must be the',
      "account's when it has one (checked last, after the price). Paystack unreachable, slow or refusing → 502 `We had an",
      'issue starting your payment`. Ten starts per member per 15 minutes; five wrong emails per member per hour, then 429.',
      'With `includeBadge: false` the badge is not read (an empty `badge` is accepted).',
    ].join(' '),
    security,
    request: { headers: appVersionHeader, ...jsonBody(initiatePaymentSchema) },
    responses: {
      201: jsonResponse('Pending payment stored; navigate to `redirect`', initiatePaymentResponseSchema),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 426, 429, 502),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/v1/subscriptions/verify-payment/{reference}',
    tags: ['Payments'],
    summary: "Confirm the caller's payment with Paystack and activate Premium once",
    description:
      'Only the member who started the payment may verify it (else 404). Activates when Paystack reports `success` with the ' +
      'same amount and currency; a reference already activated answers the same summary again. Not paid → 400 with ' +
      "`Payment verification failed` or the provider's reason; Paystack unreachable → 502.",
    security,
    request: { headers: appVersionHeader, params: paymentReferenceParamsSchema },
    responses: {
      200: jsonResponse(
        'What was bought: a plan, or `{ kind: "tokens", pack, tokens, amount, balance }` for a token pack',
        z.union([paymentSummarySchema, tokenPaymentSummarySchema]),
      ),
      ...errorResponses(400, 401, 404, 426, 429, 502),
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/v1/subscriptions/paystack-webhook',
    tags: ['Payments'],
    security: [],
    summary: 'Paystack events (called by Paystack)',
    description:
      '`x-paystack-signature` must be the hex HMAC-SHA512 of the raw body with the secret key (401 otherwise). ' +
      '`charge.success` is re-verified through the Paystack API and activated idempotently; other events are acknowledged ' +
      'and ignored. 5xx when the database or Paystack cannot be reached, so Paystack retries.',
    request: {
      headers: z.object({ 'x-paystack-signature': z.string().describe('hex HMAC-SHA512 of the raw body') }),
      ...jsonBody(paystackWebhookEventSchema),
    },
    responses: {
      200: jsonResponse('Event received', paystackWebhookAckSchema),
      ...errorResponses(401, 413, 415, 502, 503),
    },
  });
}
