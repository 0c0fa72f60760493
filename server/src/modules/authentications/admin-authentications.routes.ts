import { Router } from 'express';
import {
  authSearchQuerySchema,
  editAuthSchema,
  memberLookupParamsSchema,
  offsetQuerySchema,
  PAGE_SIZE,
} from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { editAuthStep, getAuthByLookup, listAuths, searchAuths } from './admin-authentications.service';

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
    const { phone: lookup } = parse(memberLookupParamsSchema, req.params);
    res.json({ auth: await getAuthByLookup(ctx.db, lookup) });
  });
  router.get('/authentications', allow('authenticationsRead'), async (req, res) => {
    const { q } = parse(authSearchQuerySchema, req.query);
    res.json(await searchAuths(ctx.db, q));
  });
  router.put('/editAuth', allow('authenticationsWrite'), async (req, res) => {
    const { authId, step } = parse(editAuthSchema, req.body);
    res.json(await editAuthStep(ctx, authId, step, actorOf(req, res)));
  });
  return router;
}
