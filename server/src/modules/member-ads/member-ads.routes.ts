import { Router } from 'express';
import { adSlotParamsSchema, MEMBER_DISCOVER_MESSAGES as TEXT } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { adsFor, recordVisit } from './member-ads.service';

export function memberAdsRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);

  router.get('/ads', member, requireCompletedSignup, async (_req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await adsFor(ctx, memberPrincipal(res).id));
  });
  router.post('/ads/:slot/visit', member, requireCompletedSignup, async (req, res) => {
    const parsed = adSlotParamsSchema.safeParse(req.params);
    if (!parsed.success) throw new AppError('NOT_FOUND', TEXT.adNotFound);
    res.json(await recordVisit(ctx, memberPrincipal(res).id, parsed.data.slot));
  });
  return router;
}
