import { Router } from 'express';
import { reportIdParamsSchema, reportsQuerySchema, resolveReportSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { getReports, readReportExcerpt, resolveReport } from './reports.service';

export function reportsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/getreports/:adminId', allow('reports'), async (req, res) => {
    const { status } = parse(reportsQuerySchema, req.query);
    res.json(await getReports(ctx.db, status));
  });
  router.patch('/reports/:id', allow('reports'), async (req, res) => {
    const { id } = parse(reportIdParamsSchema, req.params);
    const { status, note } = parse(resolveReportSchema, req.body);
    res.json(await resolveReport(ctx, id, { status, note }, actorOf(req, res)));
  });
  router.get('/reports/:id/excerpt', allow('reports'), async (req, res) => {
    const { id } = parse(reportIdParamsSchema, req.params);
    res.json(await readReportExcerpt(ctx, id, actorOf(req, res)));
  });
  return router;
}
