import { Router } from 'express';
import type { AppContext } from '../../context';
import { allow, currentAdmin } from '../../middleware/admin-auth';
import { getDashboard, getRevenue } from './dashboard.service';

/** `/{adminId}` matches any single segment, so this router is mounted after every other admin route. */
export function dashboardRoutes(ctx: AppContext) {
  const router = Router();
  router.get('/revenue', allow('revenue'), async (_req, res) => {
    res.json(await getRevenue(ctx));
  });
  router.get('/:adminId', allow('dashboard'), async (_req, res) => {
    const admin = currentAdmin(res);
    res.json(
      await getDashboard(ctx, { _id: admin.id, email: admin.email, fullname: admin.fullname, role: admin.role }),
    );
  });
  return router;
}
