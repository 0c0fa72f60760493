import { Router } from 'express';
import { discoverQuerySchema, MEMBER_DISCOVER_MESSAGES as TEXT, memberIdParamsSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../member-auth/require-member';
import { discover, passMember, undoPass } from './discover.service';

/** A member id that is not a UUID is just a member the caller cannot see: 404, like a hidden one. */
export const memberIdOf = (params: unknown, notFound: string = TEXT.memberNotFound) => {
  const parsed = memberIdParamsSchema.safeParse(params);
  if (!parsed.success) throw new AppError('NOT_FOUND', notFound);
  return parsed.data.memberId;
};

export function discoverRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);

  router.get('/discover', member, requireCompletedSignup, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await discover(ctx, memberPrincipal(res).id, parse(discoverQuerySchema, req.query)));
  });
  router.post('/discover/:memberId/pass', member, requireCompletedSignup, async (req, res) => {
    res.json(await passMember(ctx, memberPrincipal(res).id, memberIdOf(req.params)));
  });
  router.delete('/passes/:memberId', member, requireCompletedSignup, async (req, res) => {
    res.json(await undoPass(ctx, memberPrincipal(res).id, memberIdOf(req.params, TEXT.passNotFound)));
  });
  return router;
}
