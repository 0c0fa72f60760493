import express, { type Express } from 'express';
import type { AppContext } from './context';
import { buildOpenApiDocument, createDocsRegistry } from './lib/openapi';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { jsonBody } from './middleware/json-body';
import { rejectNulCharacters } from './middleware/reject-nul';
import { noStore } from './middleware/no-store';
import { logRequests } from './middleware/request-logger';
import { securityHeaders } from './middleware/security-headers';
import { exactGetRoutes } from './lib/read-cache';
import { PUBLIC_ADS_PATH, publicAdsRead } from './modules/ads/ads.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { PUBLIC_PLANS_PATH, publicPlansRead } from './modules/plans/plans.routes';
import { publicRoutes, registerPublicDocs } from './routes/public';
import { siteRoutes } from './modules/site/site.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { checkoutResultRoutes, checkoutRoutes } from './modules/checkout/checkout.routes';
import { purchasables } from './modules/checkout/purchasables';
import { paystackWebhookRoutes } from './modules/payments/paystack-webhook.routes';
import { registerSubscriptionsDocs } from './modules/subscriptions/subscriptions.docs';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { adminRouter } from './routes/admin';
import { registerAdminDocs } from './routes/admin.docs';
import { memberAppRouter, registerMemberAppDocs } from './routes/member-app';
import { sharePageRoutes } from './modules/date-safety/share-page.routes';
import { unsubscribeRoutes } from './modules/notifications/unsubscribe.routes';
import { googleWebhookRoutes } from './modules/store-purchases/google-purchases.routes';
import { appleWebhookRoutes } from './modules/store-purchases/apple-purchases.routes';
import { MEMBER_PHOTO_UPLOAD_PATH } from './modules/member-photos/member-photos.docs';
import { AUCTION_IMAGE_UPLOAD_PATH } from './modules/auctions/auctions.docs';
import { CHAT_ATTACHMENT_UPLOAD_PATH } from './modules/chat-attachments/attachments.docs';
import { LIVENESS_SELFIE_UPLOAD_PATH } from './modules/member-liveness/liveness.docs';

export type AppState = { shuttingDown: boolean };

/** Builds the whole HTTP application without listening, so tests drive it directly. */
export function createApp(ctx: AppContext, state: AppState = { shuttingDown: false }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(ctx.config.trustProxy));
  app.set('query parser', 'simple');
  app.use(metricsRoutes(ctx, [PUBLIC_PLANS_PATH, PUBLIC_ADS_PATH])); // first: it times every request (decision 0128)

  logRequests(app, ctx.logger);
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          // blob: for member photos, which the control centre fetches with its token (decision 0046).
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          // blob: for chat voice notes, fetched with the member's token when played (decision 0169).
          'media-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
          'form-action': ["'self'", 'https://checkout.paystack.com', ctx.config.publicUrl],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use((req, res, next) => {
    if (state.shuttingDown) res.setHeader('Connection', 'close');
    next();
  });

  // The cached public reads are most of the traffic: their plain GETs are answered here, before the body
  // parser and the routers (the same handlers are mounted below for any other form of the request).
  const plansRead = publicPlansRead(ctx);
  const adsRead = publicAdsRead(ctx);
  app.use(exactGetRoutes({ [PUBLIC_PLANS_PATH]: plansRead, [PUBLIC_ADS_PATH]: adsRead }));

  // The API is mounted path by path on the app rather than through one /api router: every router level
  // a request passes costs time.
  const registry = createDocsRegistry();
  app.use(
    '/api',
    jsonBody({
      multipartPaths: [
        MEMBER_PHOTO_UPLOAD_PATH,
        AUCTION_IMAGE_UPLOAD_PATH,
        LIVENESS_SELFIE_UPLOAD_PATH,
        CHAT_ATTACHMENT_UPLOAD_PATH,
      ],
    }),
    rejectNulCharacters,
  );
  app.use('/api/v1/public', ...publicRoutes(ctx, { plansRead, adsRead }));
  registerPublicDocs(registry);
  // Feature routers of later modules are mounted here.
  // One checkout for everything sold (decision 0134): Premium starts and every purchase's return page and
  // webhook under /subscriptions (the URLs Paystack and the apps know), token packs under /tokens.
  app.use(
    '/api/v1/subscriptions',
    noStore,
    checkoutRoutes(ctx, purchasables.plan),
    checkoutResultRoutes(ctx),
    paystackWebhookRoutes(ctx),
  );
  registerSubscriptionsDocs(registry);
  app.use('/api/v1/tokens', noStore, checkoutRoutes(ctx, purchasables.tokens));
  app.use('/api/v1/admin', noStore, adminRouter(ctx));
  registerAdminDocs(registry);
  app.use('/api/v1/app', memberAppRouter(ctx));
  registerMemberAppDocs(registry, ctx);
  // Store notifications (decision 0159): called by the stores, authenticated by their own signatures or tokens.
  app.use('/api/v1/webhooks', noStore, googleWebhookRoutes(ctx));
  app.use('/api/v1/webhooks', noStore, appleWebhookRoutes(ctx));
  app.use(
    '/api/docs',
    docsRoutes(() => buildOpenApiDocument(registry, ctx.config.site.productName, ctx.config.publicUrl)),
  );
  app.use('/api', apiNotFound);

  // After the API, so API requests do not walk past the probes.
  app.use(healthRoutes(ctx, state));
  // The local Paystack (docs/domain-rules.md#payments) lives outside /api: it is another service that happens to share
  // the port. Only on this machine (config: no key, loopback PUBLIC_URL, not production; decision 0126).
  if (ctx.config.paystack.sandbox && !ctx.config.isProduction) app.use('/sandbox/paystack', sandboxRoutes(ctx));
  app.use(sharePageRoutes(ctx)); // /d/<token>: a date plan's page for the member's trusted contact (decision 0155)
  app.use(unsubscribeRoutes(ctx)); // /unsubscribe/<token>: a notice mail's one-click link (decision 0166)
  app.use(mediaRoutes(ctx));
  app.use(siteRoutes(ctx));
  app.use(apiNotFound);
  app.use(errorHandler);
  return app;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
