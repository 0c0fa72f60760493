import { Router, type RequestHandler } from 'express';
import { CATALOGUES, MEMBER_MATCH_MESSAGES as TEXT, matchIdParamsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { startersFor } from './compatibility.service';

/**
 * Compatibility catalogues and conversation starters for a match (decisions 0090, 0092). `/catalogues` needs a
 * finished sign-up like every route outside the contract's list; sign-up's optional compatibility screen reads the
 * same catalogues under its own `/me/signup/*` family (decision 0125).
 */
export function compatibilityRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  const catalogues: RequestHandler = (_req, res) => {
    res.json(CATALOGUES);
  };
  router.get('/catalogues', member, requireCompletedSignup, catalogues);
  router.get('/me/signup/catalogues', member, catalogues);
  router.get('/matches/:id/starters', member, requireCompletedSignup, async (req, res) => {
    const params = matchIdParamsSchema.safeParse(req.params);
    // An id that is not a UUID is just a match the caller does not have.
    if (!params.success) throw new AppError('NOT_FOUND', TEXT.matchNotFound);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await startersFor(ctx, memberPrincipal(res).id, params.data.id));
  });
  return router;
}
