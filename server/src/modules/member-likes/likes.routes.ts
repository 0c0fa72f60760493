import { Router } from 'express';
import { MEMBER_LIKE_MESSAGES as TEXT, socialListQuerySchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { memberIdOf } from '../../lib/member-id-param';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { likeMember, likesReceived, likesSent, withdrawLike } from './likes.service';

/** Likes sent, withdrawn and received (docs/member-api.md#likes-matches-and-declines). */
export function memberLikesRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);

  // The two lists first, so "received" and "sent" are never read as a member id.
  router.get('/likes/received', member, requireCompletedSignup, async (req, res) => {
    const { cursor, limit } = parse(socialListQuerySchema, req.query);
    res.json(await likesReceived(ctx, memberPrincipal(res).id, cursor, limit));
  });
  router.get('/likes/sent', member, requireCompletedSignup, async (req, res) => {
    const { cursor, limit } = parse(socialListQuerySchema, req.query);
    res.json(await likesSent(ctx, memberPrincipal(res).id, cursor, limit));
  });
  router.post('/likes/:memberId', member, requireCompletedSignup, async (req, res) => {
    res.json(await likeMember(ctx, memberPrincipal(res).id, memberIdOf(req.params, TEXT.memberNotFound)));
  });
  router.delete('/likes/:memberId', member, requireCompletedSignup, async (req, res) => {
    res.json(await withdrawLike(ctx, memberPrincipal(res).id, memberIdOf(req.params, TEXT.likeNotFound)));
  });
  return router;
}
