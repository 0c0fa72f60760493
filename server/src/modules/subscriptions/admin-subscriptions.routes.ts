import { Router } from 'express';
import { activateSubscriptionSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { activateForMember } from './admin-subscriptions.service';

export function adminSubscriptionsRoutes(ctx: AppContext) {
  const router = Router();
  router.post('/activateSubscription', allow('subscriptions'), async (req, res) => {
    const body = parse(activateSubscriptionSchema, req.body);
    res.json(await activateForMember(ctx, { ...body, plan: body.plan ?? undefined }, actorOf(req, res)));
  });
  return router;
}
