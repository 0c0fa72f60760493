import { Router } from 'express';
import { discoverQuerySchema, MEMBER_DISCOVER_MESSAGES as TEXT } from '@blynd/shared';
import type { AppContext } from '../../context';
import { memberIdOf } from '../../lib/member-id-param';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { discover, discoverPicks, passMember, undoPass } from './discover.service';

export function discoverRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);

  router.get('/discover', member, requireCompletedSignup, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await discover(ctx, memberPrincipal(res).id, parse(discoverQuerySchema, req.query)));
  });
  router.get('/discover/picks', member, requireCompletedSignup, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await discoverPicks(ctx, memberPrincipal(res).id));
  });
  router.post('/discover/:memberId/pass', member, requireCompletedSignup, async (req, res) => {
    res.json(await passMember(ctx, memberPrincipal(res).id, memberIdOf(req.params, TEXT.memberNotFound)));
  });
  router.delete('/passes/:memberId', member, requireCompletedSignup, async (req, res) => {
    res.json(await undoPass(ctx, memberPrincipal(res).id, memberIdOf(req.params, TEXT.passNotFound)));
  });
  return router;
}
