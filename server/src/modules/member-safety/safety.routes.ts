import { Router } from 'express';
import { reportInputSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { fileReport } from './member-reports.service';

/** Reports (a block is the pair module's, modules/member-pairs; a report blocks through it). */
export function safetyRoutes(ctx: AppContext) {
  const router = Router();
  const member = requireMember(ctx);

  router.post('/reports', member, requireCompletedSignup, async (req, res) => {
    res.status(201).json(await fileReport(ctx, memberPrincipal(res).id, parse(reportInputSchema, req.body)));
  });
  return router;
}
