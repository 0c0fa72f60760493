import { applePurchaseSchema, storeNotificationAnswerSchema, storePurchaseResultSchema } from '@blynd/shared';
import { errorResponses, jsonBody, jsonResponse, memberErrorResponses, type DocsRegistry } from '../../lib/openapi';
import { appleNotificationBodySchema } from './apple-purchases.routes';

/** The App Store purchase call and App Store Server Notifications V2 (decision 0144). */
export function registerApplePurchasesDocs(registry: DocsRegistry) {
  registry.registerPath({
    method: 'post',
    path: '/api/v1/app/purchases/apple',
    tags: ['Member app: store purchases'],
    security: [{ memberToken: [] }],
    summary: 'Report a StoreKit 2 purchase; Premium or tokens are credited once',
    description:
      'Buy an Apple product id from `GET /api/v1/app/store-products` with `product.purchase(options: ' +
      "[.appAccountToken(<your member id>)])`, then send the verified transaction's `jwsRepresentation` as " +
      '`signedTransaction`, and call `transaction.finish()` once this answers 200 (also for a transaction found in ' +
      "`Transaction.unfinished` at launch). The server verifies the signature with Apple's library (the chain to " +
      "Apple's root, the bundle id, the environment) and credits the transaction once (`apple:<transactionId>` on " +
      'the token ledger, or a Premium period on the same subscriptions as the website). Sending it again answers ' +
      '`already-credited` and credits nothing more. 400: not verified (tampered, another chain), another app, ' +
      'another environment (a sandbox purchase on the live server), a product not sold in the app; 403: the app ' +
      'account token names another member; 409: refunded or revoked, or a subscription period already over; 502: ' +
      "Apple's revocation check unreachable (send it again later); 503: the App Store is not configured.",
    request: jsonBody(applePurchaseSchema),
    responses: {
      200: jsonResponse('Credited (now or before)', storePurchaseResultSchema),
      ...memberErrorResponses(400, 401, 403, 409, 426, 429, 502, 503),
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/v1/webhooks/apple',
    tags: ['Store notifications'],
    security: [],
    summary: 'App Store Server Notifications V2 (called by Apple)',
    description:
      "The `signedPayload` and the transaction in it must be signed by the App Store for this app and this server's " +
      'environment (400 otherwise, nothing acted on). REFUND and REVOKE reverse the transaction once, even before the ' +
      'app reported it (it then never credits); ONE_TIME_CHARGE, SUBSCRIBED and DID_RENEW credit it once to the member ' +
      'named by its app account token or its original transaction. REFUND_REVERSED (Apple took its refund back) ' +
      'gives back once what the refund took: the Premium left of its period, the tokens (settling first any debt ' +
      'the refund made), the payment counted as paid; a refund dated before the reversal is not acted on again ' +
      '(decision 0180). Other types are acknowledged and ignored.',
    request: jsonBody(appleNotificationBodySchema),
    responses: {
      200: jsonResponse('Notification acknowledged', storeNotificationAnswerSchema),
      ...errorResponses(400, 413, 415, 429, 502, 503),
    },
  });
}
