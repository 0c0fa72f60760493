import { Router } from 'express';
import { checkInInputSchema, dateIdParamsSchema, dateInputSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { parse } from '../../middleware/validate';
import { memberPrincipal, requireCompletedSignup, requireMember } from '../../middleware/require-member';
import { answerCheckIn, cancelDate, createDate, listDates } from './date-plans.service';

/** Date safety (decision 0155): plans shared with a trusted contact, and the check-in. */
export function dateSafetyRoutes(ctx: AppContext) {
  const router = Router();
  const member = [requireMember(ctx), requireCompletedSignup];

  router.post('/dates', ...member, async (req, res) => {
    res.status(201).json(await createDate(ctx, memberPrincipal(res).id, parse(dateInputSchema, req.body)));
  });
  router.get('/dates', ...member, async (_req, res) => {
    res.json(await listDates(ctx, memberPrincipal(res).id));
  });
  router.delete('/dates/:id', ...member, async (req, res) => {
    res.json(await cancelDate(ctx, memberPrincipal(res).id, parse(dateIdParamsSchema, req.params).id));
  });
  router.post('/dates/:id/check-in', ...member, async (req, res) => {
    const { id } = parse(dateIdParamsSchema, req.params);
    res.json(await answerCheckIn(ctx, memberPrincipal(res).id, id, parse(checkInInputSchema, req.body)));
  });
  return router;
}
