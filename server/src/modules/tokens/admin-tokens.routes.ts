import { Router } from 'express';
import {
  adminMemberTokensParamsSchema,
  createTokenPackSchema,
  grantTokensSchema,
  tokenHistoryQuerySchema,
  tokenPackParamsSchema,
  updateTokenPackSchema,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { allPacks, createPack, updatePack } from './token-packs.service';
import { adminMemberTokens, grantTokens } from './tokens.service';

/** The control centre's token packs, a member's tokens and grants (Admin and up; Support reads). */
export function adminTokensRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/token-packs', allow('tokensRead'), async (_req, res) => {
    res.json(await allPacks(ctx.db));
  });
  router.post('/token-packs', allow('tokensWrite'), async (req, res) => {
    res.status(201).json(await createPack(ctx, parse(createTokenPackSchema, req.body), actorOf(req, res)));
  });
  router.patch('/token-packs/:packId', allow('tokensWrite'), async (req, res) => {
    const { packId } = parse(tokenPackParamsSchema, req.params);
    res.json(await updatePack(ctx, packId, parse(updateTokenPackSchema, req.body), actorOf(req, res)));
  });
  router.get('/tokens/:memberId', allow('tokensRead'), async (req, res) => {
    const { memberId } = parse(adminMemberTokensParamsSchema, req.params);
    const { cursor } = parse(tokenHistoryQuerySchema, req.query);
    res.json(await adminMemberTokens(ctx, memberId, cursor));
  });
  router.post('/tokens/grant', allow('tokensWrite'), async (req, res) => {
    const input = parse(grantTokensSchema, req.body);
    const { kind, answer } = await grantTokens(ctx, input, actorOf(req, res), idempotencyKeyOf(req));
    // A repeat answers as the first did; the header tells a client that looks that nothing was credited now.
    if (kind === 'repeat') res.setHeader('Idempotent-Replayed', 'true');
    res.status(201).json(answer);
  });
  return router;
}
