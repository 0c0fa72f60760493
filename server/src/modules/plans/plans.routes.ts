import { Router } from 'express';
import type { AppContext } from '../../context';
import { cachedJsonRoute, PUBLIC_PLANS_KEY } from '../../lib/read-cache';
import { getPublicPlans } from './plans.service';

export function plansRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/plans', cachedJsonRoute(ctx.readCache, PUBLIC_PLANS_KEY, () => getPublicPlans(ctx.db)));
  return router;
}
