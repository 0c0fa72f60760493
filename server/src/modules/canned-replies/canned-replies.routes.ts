import { Router } from 'express';
import { cannedReplyInputSchema, cannedReplyParamsSchema, cannedReplyUpdateSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { createCannedReply, deleteCannedReply, getCannedReplies, updateCannedReply } from './canned-replies.service';

/** Everyone who answers the inbox reads the canned replies; only Admins (area cannedReplies) change them. */
export function cannedRepliesRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/cannedreplies', allow('inbox'), async (_req, res) => {
    res.json(await getCannedReplies(ctx.db));
  });
  router.post('/cannedreplies', allow('cannedReplies'), async (req, res) => {
    res.status(201).json(await createCannedReply(ctx, parse(cannedReplyInputSchema, req.body), actorOf(req, res)));
  });
  router.put('/cannedreplies/:replyId', allow('cannedReplies'), async (req, res) => {
    const { replyId } = parse(cannedReplyParamsSchema, req.params);
    res.json(await updateCannedReply(ctx, replyId, parse(cannedReplyUpdateSchema, req.body), actorOf(req, res)));
  });
  router.delete('/cannedreplies/:replyId', allow('cannedReplies'), async (req, res) => {
    const { replyId } = parse(cannedReplyParamsSchema, req.params);
    res.json(await deleteCannedReply(ctx, replyId, actorOf(req, res)));
  });
  return router;
}
