import { Router } from 'express';
import {
  blockInputSchema,
  blocksQuerySchema,
  MEMBER_DISCOVER_MESSAGES,
  MEMBER_LIKE_MESSAGES,
  MEMBER_MATCH_MESSAGES,
  MEMBER_SAFETY_MESSAGES,
  matchIdParamsSchema,
  pastMatchesQuerySchema,
  photoRequestIdParamsSchema,
  socialListQuerySchema,
} from '@blynd/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { memberIdOf } from '../../lib/member-id-param';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { blockMember, listBlocked, unblockMember } from './blocks.service';
import { likeMember, withdrawLike } from './like.service';
import { likesReceived, likesSent } from './likes.service';
import { getMatch, listMatches, unmatch } from './matches.service';
import { passMember, undoPass } from './passes.service';
import { listPastMatches } from '../match-evidence/evidence.service';
import {
  acceptPhotoRequest,
  askForPhotos,
  declinePhotoRequest,
  listIncoming,
  revokePhotos,
} from './photo-requests.service';

/** An id that is not a UUID is just another match or request the caller does not have: 404, never 400. */
const idOf = (schema: z.ZodType<{ id: string }>, params: unknown, notFound: string) => {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', notFound);
  return parsed.data.id;
};
const matchId = (params: unknown) => idOf(matchIdParamsSchema, params, MEMBER_MATCH_MESSAGES.matchNotFound);
const requestId = (params: unknown) =>
  idOf(photoRequestIdParamsSchema, params, MEMBER_MATCH_MESSAGES.photoRequestNotFound);

/**
 * What one member does about another (docs/member-api.md#likes-matches-and-declines): likes, passes, matches with
 * their photo exchange (docs/member-api.md#photo-requests), and blocks. Every route needs a finished sign-up.
 */
export function memberPairsRoutes(ctx: AppContext) {
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
    res.json(
      await likeMember(ctx, memberPrincipal(res).id, memberIdOf(req.params, MEMBER_LIKE_MESSAGES.memberNotFound)),
    );
  });
  router.delete('/likes/:memberId', member, requireCompletedSignup, async (req, res) => {
    res.json(
      await withdrawLike(ctx, memberPrincipal(res).id, memberIdOf(req.params, MEMBER_LIKE_MESSAGES.likeNotFound)),
    );
  });

  router.post('/discover/:memberId/pass', member, requireCompletedSignup, async (req, res) => {
    res.json(
      await passMember(ctx, memberPrincipal(res).id, memberIdOf(req.params, MEMBER_DISCOVER_MESSAGES.memberNotFound)),
    );
  });
  router.delete('/passes/:memberId', member, requireCompletedSignup, async (req, res) => {
    res.json(
      await undoPass(ctx, memberPrincipal(res).id, memberIdOf(req.params, MEMBER_DISCOVER_MESSAGES.passNotFound)),
    );
  });

  router.get('/matches', member, requireCompletedSignup, async (req, res) => {
    const { cursor, limit } = parse(socialListQuerySchema, req.query);
    res.json(await listMatches(ctx, memberPrincipal(res).id, cursor, limit));
  });
  // Before /matches/:id: ended matches of the last 30 days, each reportable (decision 0154).
  router.get('/matches/past', member, requireCompletedSignup, async (req, res) => {
    res.json(await listPastMatches(ctx, memberPrincipal(res).id, parse(pastMatchesQuerySchema, req.query)));
  });
  router.get('/matches/:id', member, requireCompletedSignup, async (req, res) => {
    res.json(await getMatch(ctx, memberPrincipal(res).id, matchId(req.params)));
  });
  router.delete('/matches/:id', member, requireCompletedSignup, async (req, res) => {
    res.json(await unmatch(ctx, memberPrincipal(res).id, matchId(req.params)));
  });
  router.post('/matches/:id/photo-request', member, requireCompletedSignup, async (req, res) => {
    const { status, body } = await askForPhotos(ctx, memberPrincipal(res).id, matchId(req.params));
    res.status(status).json(body);
  });
  router.post('/matches/:id/photos/revoke', member, requireCompletedSignup, async (req, res) => {
    res.json(await revokePhotos(ctx, memberPrincipal(res).id, matchId(req.params)));
  });
  router.get('/photo-requests/incoming', member, requireCompletedSignup, async (req, res) => {
    const { cursor, limit } = parse(socialListQuerySchema, req.query);
    res.json(await listIncoming(ctx, memberPrincipal(res).id, cursor, limit));
  });
  router.post('/photo-requests/:id/accept', member, requireCompletedSignup, async (req, res) => {
    res.json(await acceptPhotoRequest(ctx, memberPrincipal(res).id, requestId(req.params)));
  });
  router.post('/photo-requests/:id/decline', member, requireCompletedSignup, async (req, res) => {
    res.json(await declinePhotoRequest(ctx, memberPrincipal(res).id, requestId(req.params)));
  });

  router.post('/blocks', member, requireCompletedSignup, async (req, res) => {
    const { memberId } = parse(blockInputSchema, req.body);
    res.json(await blockMember(ctx, memberPrincipal(res).id, memberId));
  });
  router.delete('/blocks/:memberId', member, requireCompletedSignup, async (req, res) => {
    res.json(
      await unblockMember(ctx, memberPrincipal(res).id, memberIdOf(req.params, MEMBER_SAFETY_MESSAGES.blockNotFound)),
    );
  });
  router.get('/blocks', member, requireCompletedSignup, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { cursor, limit } = parse(blocksQuerySchema, req.query);
    res.json(await listBlocked(ctx, memberPrincipal(res).id, cursor, limit));
  });
  return router;
}
