import { Router } from 'express';
import { livenessSessionParamsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { photoUpload } from '../member-photos/photo-upload';
import { completeLivenessSession, sendSelfie, startLivenessSession } from './liveness.service';

export function livenessRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  // Each session may cost money at a real provider: a handful per member per hour is plenty for retries.
  const perMember = ctx.rateLimit({
    name: 'liveness-start',
    windowMs: 60 * 60 * 1000,
    limit: 10,
    key: (req) => String((req.res?.locals.member as { id?: string } | undefined)?.id),
  });
  router.post('/me/liveness/sessions', member, perMember, async (_req, res) => {
    res.status(201).json(await startLivenessSession(ctx, memberPrincipal(res).id));
  });
  // Each selfie is a face analysis (the costliest read there is): bounded like the sessions it belongs to.
  const selfies = ctx.rateLimit({
    name: 'liveness-selfie',
    windowMs: 60 * 60 * 1000,
    limit: 20,
    key: (req) => String((req.res?.locals.member as { id?: string } | undefined)?.id),
  });
  router.post('/me/liveness/selfie', member, selfies, photoUpload, async (req, res) => {
    res.json(await sendSelfie(ctx, memberPrincipal(res).id, req.file!.buffer));
  });
  router.post('/me/liveness/sessions/:id/complete', member, async (req, res) => {
    const { id } = parse(livenessSessionParamsSchema, req.params);
    res.json(await completeLivenessSession(ctx, memberPrincipal(res).id, id));
  });
  return router;
}
