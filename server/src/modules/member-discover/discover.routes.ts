import { Router } from 'express';
import { discoverCountQuerySchema, discoverQuerySchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { discover, discoverCount, discoverPicks } from './discover.service';

export function discoverRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);

  router.get('/discover', member, requireCompletedSignup, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await discover(ctx, memberPrincipal(res).id, parse(discoverQuerySchema, req.query)));
  });
  router.get('/discover/count', member, requireCompletedSignup, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await discoverCount(ctx, memberPrincipal(res).id, parse(discoverCountQuerySchema, req.query).verified));
  });
  router.get('/discover/picks', member, requireCompletedSignup, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await discoverPicks(ctx, memberPrincipal(res).id));
  });
  return router;
}
