import { Router, type Response } from 'express';
import type { AppContext } from '../../context';
import { actorOf, allow } from '../../middleware/admin-auth';
import { exportAuthenticationsCsv, exportUsersCsv } from './exports.service';

const csvHeaders = (res: Response, name: string, now: Date) => {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`);
  res.setHeader('Cache-Control', 'no-store');
};

export function exportsRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/export/users.csv', allow('exports'), async (req, res) => {
    csvHeaders(res, 'users', ctx.now());
    await exportUsersCsv(ctx, res, actorOf(req, res));
  });
  router.get('/export/authentications.csv', allow('exports'), async (req, res) => {
    csvHeaders(res, 'authentications', ctx.now());
    await exportAuthenticationsCsv(ctx, res, actorOf(req, res));
  });
  return router;
}
