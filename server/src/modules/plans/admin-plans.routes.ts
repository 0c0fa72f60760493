import { Router } from 'express';
import {
  badgeParamsSchema,
  createBadgeOfferSchema,
  createPlanSchema,
  planParamsSchema,
  updateBadgeOfferSchema,
  updatePlanSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { DASHBOARD_AGGREGATES_KEY } from '../../lib/aggregate-cache';
import { PUBLIC_PLANS_KEY } from '../../lib/read-cache';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { createBadgeOffer, createPlan, getCatalogue, updateBadgeOffer, updatePlan } from './admin-plans.service';

export function adminPlansRoutes(ctx: AppContext) {
  const router = Router();
  /** Public plans carry badges too, and dashboard tiers name plans: every write here must show there at once. */
  const publicPlansChanged = <T>(result: T) => {
    ctx.readCache.invalidate(PUBLIC_PLANS_KEY);
    ctx.aggregates.invalidate(DASHBOARD_AGGREGATES_KEY);
    return result;
  };
  router.get('/plans', allow('plans'), async (_req, res) => {
    res.json(await getCatalogue(ctx.db));
  });
  router.post('/plans', allow('plans'), async (req, res) => {
    res
      .status(201)
      .json(publicPlansChanged(await createPlan(ctx, parse(createPlanSchema, req.body), actorOf(req, res))));
  });
  router.patch('/plans/:planId', allow('plans'), async (req, res) => {
    const { planId } = parse(planParamsSchema, req.params);
    res.json(publicPlansChanged(await updatePlan(ctx, planId, parse(updatePlanSchema, req.body), actorOf(req, res))));
  });
  router.post('/badges', allow('plans'), async (req, res) => {
    res
      .status(201)
      .json(
        publicPlansChanged(await createBadgeOffer(ctx, parse(createBadgeOfferSchema, req.body), actorOf(req, res))),
      );
  });
  router.patch('/badges/:badgeId', allow('plans'), async (req, res) => {
    const { badgeId } = parse(badgeParamsSchema, req.params);
    res.json(
      publicPlansChanged(
        await updateBadgeOffer(ctx, badgeId, parse(updateBadgeOfferSchema, req.body), actorOf(req, res)),
      ),
    );
  });
  return router;
}
