import { Router } from 'express';
import { MESSAGES, livenessSessionParamsSchema, sandboxLivenessDecisionSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';

/** Plays the part of the provider's SDK run: decides what a sandbox session's result will be (default pass). */
export function sandboxLivenessRoutes(ctx: AppContext) {
  const router = Router();
  router.post('/sandbox/liveness/:sessionId', async (req, res) => {
    const { id } = parse(livenessSessionParamsSchema, { id: req.params.sessionId });
    const decision = parse(sandboxLivenessDecisionSchema, req.body);
    if (!(await ctx.liveness.decide?.(id, decision))) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    res.json({ message: `Sandbox session will report ${decision.status} (confidence ${decision.confidence})` });
  });
  return router;
}
