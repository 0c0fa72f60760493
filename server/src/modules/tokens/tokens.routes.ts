import { Router } from 'express';
import { tokenHistoryQuerySchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireMember } from '../../middleware/require-member';
import { appPacks } from './token-packs.service';
import { memberBalance, memberHistory } from './tokens.service';

/** The member's tokens in the apps: balance, history, and the packs with where to buy them. */
export function memberTokensRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  router.get('/tokens', member, async (_req, res) => {
    res.json(await memberBalance(ctx, memberPrincipal(res).id));
  });
  router.get('/tokens/history', member, async (req, res) => {
    const { cursor, limit } = parse(tokenHistoryQuerySchema, req.query);
    res.json(await memberHistory(ctx, memberPrincipal(res).id, cursor, limit));
  });
  router.get('/token-packs', member, async (_req, res) => {
    res.json(await appPacks(ctx));
  });
  return router;
}
