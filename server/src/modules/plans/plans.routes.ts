import { Router, type RequestHandler } from 'express';
import type { AppContext } from '../../context';
import { cachedJsonRoute, PUBLIC_PLANS_KEY } from '../../lib/read-cache';
import { getPublicPlans } from './plans.service';

export const PUBLIC_PLANS_PATH = '/api/v1/public/plans';

/** The cached plans read; the app also mounts it at PUBLIC_PLANS_PATH ahead of the API middleware. */
export const publicPlansRead = (ctx: AppContext): RequestHandler =>
  cachedJsonRoute(ctx.readCache, PUBLIC_PLANS_KEY, () => getPublicPlans(ctx.db));

export function plansRoutes(ctx: AppContext, read = publicPlansRead(ctx)) {
  const router = Router();
  router.get('/plans', read);
  return router;
}
