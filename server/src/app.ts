import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './context';
import { buildOpenApiDocument, createDocsRegistry } from './lib/openapi';
import { apiNotFound, errorHandler, requireJsonBody } from './middleware/error-handler';
import { rejectNulCharacters } from './middleware/reject-nul';
import { adsRoutes } from './modules/ads/ads.routes';
import { registerAdsDocs } from './modules/ads/ads.docs';
import { contactRoutes } from './modules/contact/contact.routes';
import { registerContactDocs } from './modules/contact/contact.docs';
import { docsRoutes } from './modules/docs/docs.routes';
import { healthRoutes } from './modules/health/health.routes';
import { registerHealthDocs } from './modules/health/health.docs';
import { confirmDetailsRoutes } from './modules/members/confirm-details.routes';
import { registerConfirmDetailsDocs } from './modules/members/confirm-details.docs';
import { plansRoutes } from './modules/plans/plans.routes';
import { registerPlansDocs } from './modules/plans/plans.docs';
import { siteRoutes } from './modules/site/site.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { registerPaymentsDocs } from './modules/payments/payments.docs';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes';
import { adminRouter } from './modules/admin/admin.routes';
import { registerAdminDocs } from './modules/admin/admin.docs';

export type AppState = { shuttingDown: boolean };

declare module 'http' {
  interface IncomingMessage {
    /** The exact bytes of a JSON body, kept for signature checks (Paystack webhook). */
    rawBody?: Buffer;
  }
}

/** Builds the whole HTTP application without listening, so tests drive it directly. */
export function createApp(ctx: AppContext, state: AppState = { shuttingDown: false }): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(ctx.config.trustProxy));
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'https:'],
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

  app.use(healthRoutes(ctx, state));

  const registry = createDocsRegistry();
  const api = express.Router();
  api.use(requireJsonBody);
  api.use(express.json({ limit: '100kb', verify: (req, _res, buf) => void (req.rawBody = buf) }));
  api.use(rejectNulCharacters);

  api.use('/v1/public', contactRoutes(ctx), adsRoutes(ctx), plansRoutes(ctx), confirmDetailsRoutes(ctx));
  [registerHealthDocs, registerContactDocs, registerAdsDocs, registerPlansDocs, registerConfirmDetailsDocs].forEach((register) => register(registry));
  // Feature routers of later modules are mounted here.
  api.use('/v1/subscriptions', paymentsRoutes(ctx));
  registerPaymentsDocs(registry);
  api.use('/v1/admin', adminRouter(ctx));
  registerAdminDocs(registry);

  api.use('/docs', docsRoutes(buildOpenApiDocument(registry, ctx.config.site.productName, ctx.config.publicUrl)));
  api.use(apiNotFound);
  app.use('/api', api);

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
