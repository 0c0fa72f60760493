import type { RequestHandler } from 'express';
import type { AppContext } from '../context';
import type { DocsRegistry } from '../lib/openapi';
import { adsRoutes } from '../modules/ads/ads.routes';
import { registerAdsDocs } from '../modules/ads/ads.docs';
import { contactRoutes } from '../modules/contact/contact.routes';
import { registerContactDocs } from '../modules/contact/contact.docs';
import { registerHealthDocs } from '../modules/health/health.docs';
import { confirmDetailsRoutes } from '../modules/admin-members/confirm-details.routes';
import { registerConfirmDetailsDocs } from '../modules/admin-members/confirm-details.docs';
import { paymentReceiptRoutes } from '../modules/payments/payment-receipt.routes';
import { registerPaymentReceiptDocs } from '../modules/payments/payment-receipt.docs';
import { plansRoutes } from '../modules/plans/plans.routes';
import { registerPlansDocs } from '../modules/plans/plans.docs';
import { publicTokenPacksRoutes } from '../modules/tokens/token-packs.routes';
import { publicAuctionsRoutes } from '../modules/auctions/auctions.routes';

/**
 * The website's public API, mounted by app.ts at /api/v1/public. The routers are returned side by side rather than
 * in one more Router: every router level a request passes costs time. The cached plan and ad reads are built
 * once by app.ts, which also answers their plain GETs before the body parser.
 */
export const publicRoutes = (ctx: AppContext, reads: { plansRead: RequestHandler; adsRead: RequestHandler }) => [
  plansRoutes(ctx, reads.plansRead),
  adsRoutes(ctx, reads.adsRead),
  contactRoutes(ctx),
  confirmDetailsRoutes(ctx),
  paymentReceiptRoutes(ctx),
  publicTokenPacksRoutes(ctx),
  publicAuctionsRoutes(ctx),
];

export function registerPublicDocs(registry: DocsRegistry) {
  [
    registerHealthDocs,
    registerContactDocs,
    registerAdsDocs,
    registerPlansDocs,
    registerConfirmDetailsDocs,
    registerPaymentReceiptDocs,
  ].forEach((register) => register(registry));
}
