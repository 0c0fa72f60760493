import { Router } from 'express';
import { tokenHistoryQuerySchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { admitMember, requireMember } from '../../middleware/require-member';
import { appPacks } from './token-packs.service';
import { memberBalance, memberHistory } from './tokens.service';

/** The member's tokens in the apps: balance, history, and the packs with where to buy them. */
export function memberTokensRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);
  // Reads of the member's own ledger need only their id: they run beside the session read (decision 0112).
  router.get('/tokens', async (req, res) => {
    const { alongside: balance } = await admitMember(ctx, req, res, (memberId) => memberBalance(ctx, memberId));
    res.json(balance);
  });
  router.get('/tokens/history', async (req, res) => {
    const { alongside: history } = await admitMember(ctx, req, res, (memberId) => {
      const { cursor, limit } = parse(tokenHistoryQuerySchema, req.query);
      return memberHistory(ctx, memberId, cursor, limit);
    });
    res.json(history);
  });
  router.get('/token-packs', member, async (_req, res) => {
    res.json(await appPacks(ctx));
  });
  return router;
}
