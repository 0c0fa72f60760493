import { Router } from 'express';
import { inviteStaffSchema, resetAccessCodeSchema, staffParamsSchema, updateStaffSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { getStaff, inviteStaff, resetAccessCode, updateStaff } from './staff.service';

/** Staff ids are `staffId`, never `adminId`: that name always means the caller (legacy check). */
export function staffRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/staff', allow('staff'), async (_req, res) => {
    res.json(await getStaff(ctx.db));
  });
  router.post('/staff', allow('staff'), async (req, res) => {
    res.status(201).json(await inviteStaff(ctx, parse(inviteStaffSchema, req.body), actorOf(req, res)));
  });
  router.patch('/staff/:staffId', allow('staff'), async (req, res) => {
    const { staffId } = parse(staffParamsSchema, req.params);
    res.json(await updateStaff(ctx, staffId, parse(updateStaffSchema, req.body), actorOf(req, res)));
  });
  router.put('/staff/:staffId/access-code', allow('staff'), async (req, res) => {
    const { staffId } = parse(staffParamsSchema, req.params);
    res.json(await resetAccessCode(ctx, staffId, parse(resetAccessCodeSchema, req.body), actorOf(req, res)));
  });
  return router;
}
