import { Router } from 'express';
import { reportIdParamsSchema, reportsQuerySchema, resolveReportSchema } from '@blynd/shared';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { parse } from '../../middleware/validate';
import { getReports, readReportAttachment, readReportExcerpt, resolveReport } from './reports.service';
import { AppError } from '../../lib/app-error';
import { REPORT_MESSAGES } from '@blynd/shared';

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
  // A voice note or photo of the excerpt (decisions 0157, 0168), audited like the excerpt.
  router.get('/reports/:id/attachments/:attachmentId', allow('reports'), async (req, res) => {
    const { id } = parse(reportIdParamsSchema, req.params);
    const attachmentId = String(req.params.attachmentId);
    if (!/^[0-9a-f-]{36}$/i.test(attachmentId)) throw new AppError('NOT_FOUND', REPORT_MESSAGES.attachmentNotFound);
    const found = await readReportAttachment(ctx, id, attachmentId, actorOf(req, res));
    res.writeHead(200, {
      'Content-Type': found.mimeType,
      'Content-Length': found.body.length,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(found.body);
  });
  return router;
}
