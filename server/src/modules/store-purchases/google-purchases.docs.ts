import { z } from 'zod';
import { googlePurchaseSchema, storeNotificationAnswerSchema, storePurchaseResultSchema } from '@blynd/shared';
import { errorResponses, jsonBody, jsonResponse, memberErrorResponses, type DocsRegistry } from '../../lib/openapi';
import { pubsubPushSchema } from './google-notifications.service';

/** The Google Play purchase call and Google Play's notifications (decision 0159). */
export function registerGooglePurchasesDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: '/api/v1/app/purchases/google',
    tags: ['Member app: store purchases'],
    security: [{ memberToken: [] }],
    summary: 'Report a Google Play Billing purchase; Premium or tokens are credited once',
    description:
      'After Play Billing reports a purchase, send its `productId` (a Google product id from `GET /api/v1/app/store-products`) ' +
      'and `purchaseToken`. Launch the billing flow with `setObfuscatedAccountId(<your member id>)`. The server reads the ' +
      'purchase from the Play Developer API (a pack with purchases.products, Premium with purchases.subscriptionsv2), ' +
      'credits its order once (`google:<orderId>` on the token ledger, or a Premium period), then consumes the pack or ' +
      'acknowledges the subscription; do not consume or acknowledge it in the app. Sending the same purchase again ' +
      'answers the same result and credits nothing more. 400: product not sold in the app, a token of another app or ' +
      'product, unknown to Google, a test purchase in production; 403: bought by another account; 409: pending, ' +
      'expired, cancelled or refunded; 502: Google unreachable (send it again later); 503: Google Play not configured.',
    request: jsonBody(googlePurchaseSchema),
    responses: {
      200: jsonResponse('Credited (now or before)', storePurchaseResultSchema),
      ...memberErrorResponses(400, 401, 403, 409, 426, 429, 502, 503),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v1/webhooks/google',
    tags: ['Store notifications'],
    security: [],
    summary: 'Google Play real-time developer notifications (called by Pub/Sub push)',
    description:
      "`Authorization: Bearer` must be the push subscription's OIDC token: signed by Google, audience " +
      '`GOOGLE_PUBSUB_AUDIENCE`, email `GOOGLE_PUBSUB_SERVICE_ACCOUNT` (401 otherwise). Purchases and renewals are read ' +
      'back from the Play Developer API and credited once; voided purchases and revoked subscriptions are reversed ' +
      'once. 502 when Google cannot be reached, so Pub/Sub pushes the message again.',
    request: {
      headers: z.object({ authorization: z.string().describe('Bearer <Pub/Sub push OIDC token>') }),
      ...jsonBody(pubsubPushSchema),
    },
    responses: {
      200: jsonResponse('Message acknowledged', storeNotificationAnswerSchema),
      ...errorResponses(400, 401, 413, 415, 429, 502, 503),
    },
  });
}
