import { Router } from 'express';
import { chatPhotoDecisionSchema, chatPhotoParamsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { chatPhotosToReview, decideChatPhoto, readChatPhotoForStaff } from './chat-photo-review.service';

/** Held chat photos on the Verification screen (decision 0178): Support reads, Admin and Super Admin decide. */
export function chatPhotoReviewRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/verification/chat-photos', allow('verificationRead'), async (_req, res) => {
    res.json(await chatPhotosToReview(ctx.db));
  });
  router.get('/verification/chat-photos/:id/image', allow('verificationRead'), async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { id } = parse(chatPhotoParamsSchema, req.params);
    const found = await readChatPhotoForStaff(ctx, id, actorOf(req, res));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type(found.mimeType).send(found.body);
  });
  router.post('/verification/chat-photos/:id/decision', allow('verificationWrite'), async (req, res) => {
    const { id } = parse(chatPhotoParamsSchema, req.params);
    const { decision, reason, note } = parse(chatPhotoDecisionSchema, req.body);
    const input = decision === 'approve' ? { decision, reason, note } : { decision, reason: reason!, note };
    res.json(await decideChatPhoto(ctx, actorOf(req, res), id, input));
  });
  return router;
}
