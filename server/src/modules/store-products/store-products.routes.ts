import { Router } from 'express';
import { putStoreProductsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { requireMember } from '../../middleware/require-member';
import { parse } from '../../middleware/validate';
import { adminStoreProducts, appStoreProducts, putStoreProducts } from './store-products.service';

/** GET /api/v1/app/store-products: the product ids the apps sell through the App Store and Google Play. */
export function appStoreProductsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/store-products', requireMember(ctx), async (_req, res) => {
    res.json(await appStoreProducts(ctx.db));
  });
  return router;
}

/** The control centre's mapping of store product ids (the plans area: Admin and up). */
export function adminStoreProductsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/store-products', allow('plans'), async (_req, res) => {
    res.json(await adminStoreProducts(ctx.db));
  });
  router.put('/store-products', allow('plans'), async (req, res) => {
    res.json(await putStoreProducts(ctx.db, parse(putStoreProductsSchema, req.body), actorOf(req, res)));
  });
  return router;
}
