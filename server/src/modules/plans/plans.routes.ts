import { Router } from 'express';
import type { AppContext } from '../../context';
import { getPublicPlans } from './plans.service';

export function plansRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/plans', async (_req, res) => {
    res.json(await getPublicPlans(ctx.db));
  });
  return router;
}
