import { Router } from 'express';
import {
  MEMBER_MATCH_MESSAGES as TEXT,
  matchIdParamsSchema,
  photoRequestIdParamsSchema,
  socialListQuerySchema,
} from '@blynd/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { getMatch, listMatches, unmatch } from './matches.service';
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
const matchId = (params: unknown) => idOf(matchIdParamsSchema, params, TEXT.matchNotFound);
const requestId = (params: unknown) => idOf(photoRequestIdParamsSchema, params, TEXT.photoRequestNotFound);

/** Matches, unmatch and the photo exchange inside a match (docs/member-api.md#photo-requests). */
export function memberMatchesRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);

  router.get('/matches', member, requireCompletedSignup, async (req, res) => {
    const { cursor, limit } = parse(socialListQuerySchema, req.query);
    res.json(await listMatches(ctx, memberPrincipal(res).id, cursor, limit));
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
  return router;
}
