import { Router } from 'express';
import type { AppContext } from '../../context';
import { allow } from '../../middleware/admin-auth';
import { getReports } from './reports.service';

export function reportsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/getreports/:adminId', allow('reports'), async (_req, res) => {
    res.json(await getReports(ctx.db));
  });
  return router;
}
