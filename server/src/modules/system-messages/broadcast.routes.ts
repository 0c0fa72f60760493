import { Router } from 'express';
import type { AppContext } from '../../context';
import { allow } from '../../middleware/admin-auth';
import { getBroadcastAudience } from './broadcast.service';

export function broadcastRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/systemmessages/audience', allow('broadcast'), async (_req, res) => {
    res.json(await getBroadcastAudience(ctx.db));
  });
  return router;
}
