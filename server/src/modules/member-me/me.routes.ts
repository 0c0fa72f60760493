import { Router } from 'express';
import { BLYNDMOJIS, INTERESTS, mePatchSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { getMe, patchMe } from './me.service';

/** The member's own profile and the catalogues it picks from; all usable before sign-up is finished. */
export function meRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  router.get('/me', member, async (_req, res) => {
    res.json(await getMe(ctx, memberPrincipal(res).id));
  });
  router.patch('/me', member, async (req, res) => {
    res.json(await patchMe(ctx, memberPrincipal(res).id, parse(mePatchSchema, req.body)));
  });
  router.get('/interests', member, (_req, res) => {
    res.json({ interests: [...INTERESTS] });
  });
  router.get('/blyndmojis', member, (_req, res) => {
    res.json({ blyndmojis: [...BLYNDMOJIS] });
  });
  return router;
}
