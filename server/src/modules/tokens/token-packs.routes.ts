import { Router } from 'express';
import type { AppContext } from '../../context';
import { activePacks } from './token-packs.service';

/** GET /api/v1/public/token-packs: the packs on sale, for /tokens (bought through the checkout, decision 0134). */
export function publicTokenPacksRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/token-packs', async (_req, res) => {
    res.json(await activePacks(ctx.db));
  });
  return router;
}
