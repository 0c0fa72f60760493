import { Router } from 'express';
import { MEMBER_DISCOVER_MESSAGES as TEXT } from '@blynd/shared';
import type { AppContext } from '../../context';
import { memberIdOf } from '../../lib/member-id-param';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { memberCardOrNotFound } from './member-card.service';

/** One member's card, opened from a list, a notification or a link. */
export function memberCardsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/members/:memberId', requireMember(ctx), requireCompletedSignup, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await memberCardOrNotFound(ctx, memberPrincipal(res).id, memberIdOf(req.params, TEXT.memberNotFound)));
  });
  return router;
}
