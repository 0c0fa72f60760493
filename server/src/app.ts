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
import { adsRoutes, PUBLIC_ADS_PATH, publicAdsRead } from './modules/ads/ads.routes';
import { registerAdsDocs } from './modules/ads/ads.docs';
import { contactRoutes } from './modules/contact/contact.routes';
import { registerContactDocs } from './modules/contact/contact.docs';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerHealthDocs } from './modules/health/health.docs';
import { confirmDetailsRoutes } from './modules/members/confirm-details.routes';
import { registerConfirmDetailsDocs } from './modules/members/confirm-details.docs';
import { plansRoutes, PUBLIC_PLANS_PATH, publicPlansRead } from './modules/plans/plans.routes';
import { registerPlansDocs } from './modules/plans/plans.docs';
import { siteRoutes } from './modules/site/site.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { registerSubscriptionsDocs } from './modules/subscriptions/subscriptions.docs';
import { paymentReceiptRoutes } from './modules/payments/payment-receipt.routes';
import { registerPaymentReceiptDocs } from './modules/payments/payment-receipt.docs';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { adminRouter } from './modules/admin/admin.routes';
import { registerAdminDocs } from './modules/admin/admin.docs';
import { memberAppRouter, registerMemberAppDocs } from './modules/member-app/member-app.routes';
import { MEMBER_PHOTO_UPLOAD_PATH } from './modules/member-photos/member-photos.docs';

export type AppState = { shuttingDown: boolean };

/** Builds the whole HTTP application without listening, so tests drive it directly. */
export function createApp(ctx: AppContext, state: AppState = { shuttingDown: false }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(ctx.config.trustProxy));
  app.set('query parser', 'simple');

  logRequests(app, ctx.logger);
  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          // blob: for member photos, which the control centre fetches with its token (decision 0046).
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
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
  app.use('/api', jsonBody({ multipartPaths: [MEMBER_PHOTO_UPLOAD_PATH] }), rejectNulCharacters);
  app.use('/api/v1/public', plansRoutes(ctx, plansRead), adsRoutes(ctx, adsRead), contactRoutes(ctx), confirmDetailsRoutes(ctx), paymentReceiptRoutes(ctx));
  [registerHealthDocs, registerContactDocs, registerAdsDocs, registerPlansDocs, registerConfirmDetailsDocs, registerPaymentReceiptDocs].forEach((register) => register(registry));
  // Feature routers of later modules are mounted here.
  app.use('/api/v1/subscriptions', noStore, subscriptionsRoutes(ctx));
  registerSubscriptionsDocs(registry);
  app.use('/api/v1/admin', noStore, adminRouter(ctx));
  registerAdminDocs(registry);
  app.use('/api/v1/app', memberAppRouter(ctx));
  registerMemberAppDocs(registry, ctx);
  app.use('/api/docs', docsRoutes(buildOpenApiDocument(registry, ctx.config.site.productName, ctx.config.publicUrl)));
  app.use('/api', apiNotFound);

  // After the API, so API requests do not walk past the probes.
  app.use(healthRoutes(ctx, state));
  // The local Paystack (DESIGN §4.3) lives outside /api: it is another service that happens to share the port.
  if (ctx.config.paystack.sandbox && !ctx.config.isProduction) app.use('/sandbox/paystack', sandboxRoutes(ctx));
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
