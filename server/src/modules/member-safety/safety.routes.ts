import { Router } from 'express';
import { blockInputSchema, blocksQuerySchema, MEMBER_SAFETY_MESSAGES as TEXT, reportInputSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { memberIdOf } from '../../lib/member-id-param';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { blockMember, listBlocked, unblockMember } from './blocks.service';
import { fileReport } from './member-reports.service';

export function safetyRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);

  router.post('/blocks', member, requireCompletedSignup, async (req, res) => {
    const { memberId } = parse(blockInputSchema, req.body);
    res.json(await blockMember(ctx, memberPrincipal(res).id, memberId));
  });
  router.delete('/blocks/:memberId', member, requireCompletedSignup, async (req, res) => {
    res.json(await unblockMember(ctx, memberPrincipal(res).id, memberIdOf(req.params, TEXT.blockNotFound)));
  });
  router.get('/blocks', member, requireCompletedSignup, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { cursor, limit } = parse(blocksQuerySchema, req.query);
    res.json(await listBlocked(ctx, memberPrincipal(res).id, cursor, limit));
  });
  router.post('/reports', member, requireCompletedSignup, async (req, res) => {
    res.status(201).json(await fileReport(ctx, memberPrincipal(res).id, parse(reportInputSchema, req.body)));
  });
  return router;
}
