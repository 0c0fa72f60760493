import { Router } from 'express';
import type { AppContext } from '../../context';
import { PUBLIC_PLANS_KEY, sendCachedJson } from '../../lib/read-cache';
import { getPublicPlans } from './plans.service';

export function plansRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/plans', async (_req, res) => {
    sendCachedJson(res, await ctx.readCache.get(PUBLIC_PLANS_KEY, () => getPublicPlans(ctx.db)));
  });
  return router;
}
