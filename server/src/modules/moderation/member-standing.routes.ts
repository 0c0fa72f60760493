import { Router } from 'express';
import { memberAppealSchema, tokenAppealSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { parse } from '../../middleware/validate';
import { appealAsMember, appealWithToken, memberStanding } from './appeals.service';

const MINUTE = 60_000;

/** The member's side of moderation (decision 0153): what was decided about them, and their one appeal of each. */
export function memberStandingRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  // The token route has no session behind it: a guessed or replayed token is counted per address.
  const perIp = ctx.rateLimit({ name: 'moderation-appeal-ip', windowMs: 10 * MINUTE, limit: 10 });

  router.get('/me/standing', member, async (_req, res) => {
    res.json(await memberStanding(ctx.db, memberPrincipal(res).id, ctx.now()));
  });
  router.post('/me/appeals', member, async (req, res) => {
    res.status(201).json(await appealAsMember(ctx, memberPrincipal(res).id, parse(memberAppealSchema, req.body)));
  });
  router.post('/appeals', perIp, async (req, res) => {
    res.status(201).json(await appealWithToken(ctx, parse(tokenAppealSchema, req.body)));
  });
  return router;
}
