import { Router } from 'express';
import { badgeParamsSchema, createBadgeOfferSchema, createPlanSchema, planParamsSchema, updateBadgeOfferSchema, updatePlanSchema } from '@blynd/shared';
import type { AppContext } from '../../../context';
import { actorOf, allow } from '../../../middleware/admin-auth';
import { parse } from '../../../middleware/validate';
import { createBadgeOffer, createPlan, getCatalogue, updateBadgeOffer, updatePlan } from './admin-plans.service';

export function adminPlansRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/plans', allow('plans'), async (_req, res) => {
    res.json(await getCatalogue(ctx.db));
  });
  router.post('/plans', allow('plans'), async (req, res) => {
    res.status(201).json(await createPlan(ctx, parse(createPlanSchema, req.body), actorOf(req, res)));
  });
  router.patch('/plans/:planId', allow('plans'), async (req, res) => {
    const { planId } = parse(planParamsSchema, req.params);
    res.json(await updatePlan(ctx, planId, parse(updatePlanSchema, req.body), actorOf(req, res)));
  });
  router.post('/badges', allow('plans'), async (req, res) => {
    res.status(201).json(await createBadgeOffer(ctx, parse(createBadgeOfferSchema, req.body), actorOf(req, res)));
  });
  router.patch('/badges/:badgeId', allow('plans'), async (req, res) => {
    const { badgeId } = parse(badgeParamsSchema, req.params);
    res.json(await updateBadgeOffer(ctx, badgeId, parse(updateBadgeOfferSchema, req.body), actorOf(req, res)));
  });
  return router;
}
