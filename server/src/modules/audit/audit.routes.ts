import { Router } from 'express';
import { auditQuerySchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { getAuditLog } from './audit.service';

export function auditRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/audit', allow('audit'), async (req, res) => {
    res.json(await getAuditLog(ctx.db, parse(auditQuerySchema, req.query)));
  });
  return router;
}
