import { Router } from 'express';
import {
  VERIFICATION_REVIEW_MESSAGES as TEXT,
  faceDecisionSchema,
  verificationMemberParamsSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { decideFaceReview, faceImageForReview, facesToReview } from './face-review.service';

/** The Verification screen's age reviews and the face image kept for them (decision 0137). */
export function faceReviewRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/verification/faces', allow('verificationRead'), async (_req, res) => {
    res.json(await facesToReview(ctx.db));
  });
  router.post('/verification/faces/:memberId/decision', allow('verificationWrite'), async (req, res) => {
    const { memberId } = parse(verificationMemberParamsSchema, req.params);
    const { decision, note } = parse(faceDecisionSchema, req.body);
    res.json(await decideFaceReview(ctx, actorOf(req, res), memberId, { decision, note }));
  });
  router.get('/verification/faces/:memberId/image', allow('verificationRead'), async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { memberId } = parse(verificationMemberParamsSchema, req.params);
    const bytes = await faceImageForReview(ctx, memberId, actorOf(req, res));
    if (!bytes) throw new AppError('NOT_FOUND', TEXT.noImageKept);
    res.type('image/jpeg').send(bytes);
  });
  return router;
}
