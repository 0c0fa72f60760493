import { Router } from 'express';
import { adminPhoneParamsSchema, editAuthSchema, offsetQuerySchema, PAGE_SIZE } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { editAuthStep, getAuthByPhone, listAuths } from './admin-authentications.service';

export function adminAuthenticationsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/getAuths/:adminId', allow('authenticationsRead'), async (_req, res) => {
    res.json(await listAuths(ctx.db, 0));
  });
  router.get('/getnextauthset', allow('authenticationsRead'), async (req, res) => {
    const { offset } = parse(offsetQuerySchema, req.query);
    res.json(await listAuths(ctx.db, offset + PAGE_SIZE));
  });
  router.get('/getprevauthset', allow('authenticationsRead'), async (req, res) => {
    const { offset } = parse(offsetQuerySchema, req.query);
    res.json(await listAuths(ctx.db, Math.max(0, offset - PAGE_SIZE)));
  });
  router.get('/getsingleAuth/:phone', allow('authenticationsRead'), async (req, res) => {
    const { phone } = parse(adminPhoneParamsSchema, req.params);
    res.json({ auth: await getAuthByPhone(ctx.db, phone) });
  });
  router.put('/editAuth', allow('authenticationsWrite'), async (req, res) => {
    const { authId, step } = parse(editAuthSchema, req.body);
    res.json(await editAuthStep(ctx, authId, step, actorOf(req, res)));
  });
  return router;
}
