import { Router } from 'express';
import { photoDecisionSchema, verificationPhotoParamsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { decidePhoto, photosToReview } from './photo-review.service';

/** The Verification screen's photos (decision 0137): Support reads, Admin and Super Admin decide. */
export function photoReviewRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/verification/photos', allow('verificationRead'), async (_req, res) => {
    res.json(await photosToReview(ctx.db));
  });
  router.post('/verification/photos/:id/decision', allow('verificationWrite'), async (req, res) => {
    const { id } = parse(verificationPhotoParamsSchema, req.params);
    const { decision, reason, note } = parse(photoDecisionSchema, req.body);
    const input = decision === 'approve' ? { decision, reason, note } : { decision, reason: reason!, note };
    res.json(await decidePhoto(ctx, actorOf(req, res), id, input));
  });
  return router;
}
